import {
  type ClassSession,
  type ClassType,
  type ClubSchedule,
  TIMES_OF_DAY,
  type TimeOfDay,
  timeOfDay,
} from '@gym/contracts/classes';
import { clubMinuteOfDay } from '../../../lib/club-clock';
import { spotsLeft } from './booking-state';

/** What the visitor narrowed the day's classes to; null is 'any'. */
export interface ScheduleFilters {
  classType: string | null;
  trainer: string | null;
  time: TimeOfDay | null;
  /** Only classes with a place left to book (issue 29's 'spots left'). */
  spotsLeft: boolean;
}

export const NO_FILTERS: ScheduleFilters = { classType: null, trainer: null, time: null, spotsLeft: false };

export function hasFilters(filters: ScheduleFilters): boolean {
  return filters.classType !== null || filters.trainer !== null || filters.time !== null || filters.spotsLeft;
}

export interface TrainerChoice {
  id: string;
  name: string;
}

/** What the filters offer: the class types and trainers of the club's week, by name. */
export interface FilterChoices {
  classTypes: ClassType[];
  trainers: TrainerChoice[];
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

export function filterChoices(schedule: ClubSchedule): FilterChoices {
  const typeIds = new Set(schedule.sessions.map((session) => session.classTypeId));
  const trainers = new Map<string, TrainerChoice>();
  for (const { trainer } of schedule.sessions)
    trainers.set(trainer.id, { id: trainer.id, name: `${trainer.firstName} ${trainer.lastName}` });
  return {
    classTypes: schedule.classTypes.filter((type) => typeIds.has(type.id)).sort(byName),
    trainers: [...trainers.values()].sort(byName),
  };
}

/** The filters a link or the address bar asks for, without what this club's week does not offer. */
export function knownFilters(asked: ScheduleFilters, choices: FilterChoices): ScheduleFilters {
  return {
    classType: choices.classTypes.some((type) => type.id === asked.classType) ? asked.classType : null,
    trainer: choices.trainers.some((trainer) => trainer.id === asked.trainer) ? asked.trainer : null,
    time: asked.time !== null && (TIMES_OF_DAY as readonly string[]).includes(asked.time) ? asked.time : null,
    spotsLeft: asked.spotsLeft,
  };
}

/** A class the schedule shows: the session and its type. */
export interface ScheduledClass {
  session: ClassSession;
  type: ClassType;
}

/** A day's classes, soonest first, each with its type (a session of a type the answer lacks is left out). */
export function classesOn(schedule: ClubSchedule, day: string): ScheduledClass[] {
  const types = new Map(schedule.classTypes.map((type) => [type.id, type]));
  return schedule.sessions
    .filter((session) => session.day === day)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .flatMap((session) => {
      const type = types.get(session.classTypeId);
      return type ? [{ session, type }] : [];
    });
}

/**
 * Whether a class passes the filters; its time of day is read on the club's clock. 'Spots left' lets through a class
 * not cancelled with a place free.
 */
export function matchesFilters(entry: ScheduledClass, filters: ScheduleFilters, timeZone: string): boolean {
  const { session } = entry;
  if (filters.classType !== null && session.classTypeId !== filters.classType) return false;
  if (filters.trainer !== null && session.trainer.id !== filters.trainer) return false;
  if (filters.spotsLeft && (session.cancelled || spotsLeft(session) === 0)) return false;
  return filters.time === null || timeOfDay(clubMinuteOfDay(session.startsAt, timeZone)) === filters.time;
}
