import {
  COACHING_LANGUAGES,
  type CoachingLanguage,
  SPECIALITIES,
  type Speciality,
  type Trainer,
} from '@gym/contracts/trainers';

export interface TrainerFilters {
  speciality: Speciality | null;
  language: CoachingLanguage | null;
}

export const TRAINER_PARAMS = { speciality: 'speciality', language: 'language' } as const;

/** The chips a club's trainers offer: the specialities and languages at least one of them has, in the lists' order. */
export function filterChoices(trainers: readonly Trainer[]) {
  return {
    specialities: SPECIALITIES.filter((speciality) => trainers.some((t) => t.specialities.includes(speciality))),
    languages: COACHING_LANGUAGES.filter((language) => trainers.some((t) => t.languages.includes(language))),
  };
}

/** The filters as the address asks them, known values only. */
export function filtersOf(params: URLSearchParams): TrainerFilters {
  const speciality = params.get(TRAINER_PARAMS.speciality);
  const language = params.get(TRAINER_PARAMS.language);
  return {
    speciality: SPECIALITIES.find((known) => known === speciality) ?? null,
    language: COACHING_LANGUAGES.find((known) => known === language) ?? null,
  };
}

export function matchesFilters(trainer: Trainer, filters: TrainerFilters): boolean {
  return (
    (filters.speciality === null || trainer.specialities.includes(filters.speciality)) &&
    (filters.language === null || trainer.languages.includes(filters.language))
  );
}
