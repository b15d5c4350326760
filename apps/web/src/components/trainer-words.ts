import type { CoachingLanguage, Speciality } from '@gym/contracts/trainers';
import { translate } from '../lib/i18n/catalog';
import { intlLocale } from '../lib/i18n/i18n';
import { languageName } from '../lib/i18n/intl';
import { componentsText } from './i18n';

/**
 * What a trainer is good at and the languages they coach in, as members read them (the trainers' pages) and as a
 * trainer writes them (their profile form): one set of words for both. Translated when called: the component that
 * shows them re-renders on a change of language through its own useText.
 */

/** 'Weight loss' ('Pérdida de peso'). */
export function specialityName(speciality: Speciality): string {
  return translate(componentsText, `components.speciality.${speciality}`);
}

/** 'Spanish' ('Español'): a label's capital, though Spanish writes its languages' names in lower case in a sentence. */
export function coachingLanguageName(language: CoachingLanguage): string {
  const name = languageName(language);
  return name.charAt(0).toLocaleUpperCase(intlLocale()) + name.slice(1);
}
