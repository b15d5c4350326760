import { Stack } from '@mui/material';
import { useMemo } from 'react';
import type { ClubSchedule } from '@gym/contracts/classes';
import { DayStrip } from '../../../components/day-strip';
import { useText } from '../../../lib/i18n/catalog';
import { dayFromToday, daysFrom, longDate } from '../../../lib/schedule-days';
import { SCHEDULE_DAYS } from '../api/get-class-schedule';
import { classScheduleText } from '../i18n';
import { classesOn, filterChoices, knownFilters, matchesFilters } from '../lib/schedule-filters';
import { useScheduleSearch } from '../lib/use-schedule-search';
import { DayClasses } from './day-classes';
import { ScheduleFiltersBar } from './schedule-filters-bar';
import { useScheduleBooking } from './use-schedule-booking';

/**
 * The week's strip, the filters and the chosen day's classes, each with its booking action; the day and filters
 * live in the address.
 */
export function ScheduleView({ schedule }: { schedule: ClubSchedule }) {
  const t = useText(classScheduleText);
  const search = useScheduleSearch();
  // The answer starts at today on the club's clock (no `from` was asked).
  const today = schedule.from;
  const days = daysFrom(today, SCHEDULE_DAYS);
  const day = search.day !== null && days.includes(search.day) ? search.day : today;
  const choices = useMemo(() => filterChoices(schedule), [schedule]);
  const filters = knownFilters(search.filters, choices);
  const all = classesOn(schedule, day);
  const shown = all.filter((entry) => matchesFilters(entry, filters, schedule.timeZone));
  const booking = useScheduleBooking(schedule.timeZone, shown);

  const date = longDate(day);
  const from = dayFromToday(day, today);
  const heading =
    from === 'today'
      ? t('class-schedule.day.headingToday', { date })
      : from === 'tomorrow'
        ? t('class-schedule.day.headingTomorrow', { date })
        : date;

  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      {booking.status}
      <DayStrip days={days} today={today} selected={day} onSelect={search.setDay} />
      <ScheduleFiltersBar
        choices={choices}
        filters={filters}
        onChange={search.setFilter}
        onClear={search.clearFilters}
      />
      <DayClasses
        heading={heading}
        all={all}
        shown={shown}
        timeZone={schedule.timeZone}
        onClearFilters={search.clearFilters}
        booking={booking.slots}
      />
    </Stack>
  );
}
