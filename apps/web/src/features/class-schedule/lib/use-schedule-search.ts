import { useSearchParams } from 'react-router';
import type { TimeOfDay } from '@gym/contracts/classes';
import type { ScheduleFilters } from './schedule-filters';

/** The address's parameters: a day and filters can be shared as a link, and survive a reload. */
export const SCHEDULE_PARAMS = {
  day: 'day',
  classType: 'class',
  trainer: 'trainer',
  time: 'time',
  spotsLeft: 'spots',
} as const;

const FILTER_PARAMS = [
  'classType',
  'trainer',
  'time',
  'spotsLeft',
] as const satisfies readonly (keyof ScheduleFilters)[];

/** `?spots=left`: the one value of the spots-left filter in the address. */
const SPOTS_LEFT = 'left';

/** A filter's value as the address holds it; null (and 'spots left' off) removes the parameter. */
function paramOf(value: ScheduleFilters[keyof ScheduleFilters]): string | null {
  if (typeof value === 'boolean') return value ? SPOTS_LEFT : null;
  return value;
}

/**
 * The chosen day and filters, as asked in the address (not yet checked against the club's week). Changes replace
 * the history entry: Back leaves the schedule rather than stepping through each tap.
 */
export function useScheduleSearch() {
  const [params, setParams] = useSearchParams();
  const asked: ScheduleFilters = {
    classType: params.get(SCHEDULE_PARAMS.classType),
    trainer: params.get(SCHEDULE_PARAMS.trainer),
    time: params.get(SCHEDULE_PARAMS.time) as TimeOfDay | null,
    spotsLeft: params.get(SCHEDULE_PARAMS.spotsLeft) === SPOTS_LEFT,
  };
  const update = (changes: Partial<Record<keyof typeof SCHEDULE_PARAMS, string | null>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [keyof typeof SCHEDULE_PARAMS, string | null][]) {
          if (value === null) next.delete(SCHEDULE_PARAMS[key]);
          else next.set(SCHEDULE_PARAMS[key], value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    day: params.get(SCHEDULE_PARAMS.day),
    filters: asked,
    setDay: (day: string) => update({ day }),
    setFilter: <K extends keyof ScheduleFilters>(key: K, value: ScheduleFilters[K]) =>
      update({ [key]: paramOf(value) }),
    clearFilters: () => update(Object.fromEntries(FILTER_PARAMS.map((key) => [key, null]))),
  };
}
