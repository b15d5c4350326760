import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import { type ClubSchedule, SCHEDULE, type ScheduleQuery } from '@gym/contracts/classes';
import type { Clock } from '../../../lib/clock';
import { clubDayStart, isCalendarDate } from '../../../lib/club-date';
import { badRequest } from '../../../lib/app-error';
import type { ClubRow, ClubsService } from '../../club/clubs';
import type { ClubHoursService } from '../../club/hours';
import { occurrenceDays, sessionSpan, withinHours } from './occurrences';
import type { NewSession, ScheduleRepository } from './schedule.repository';

const DATE_MESSAGE = 'Enter the date as YYYY-MM-DD';

/**
 * The class schedule (issue 29): sessions generated ahead from the series on each club's clock, and a club's
 * schedule for some days. Generating is safe to repeat and to run on several instances at once: a series' session
 * of a day is added once (a unique index), whoever adds it.
 */
export class ScheduleService {
  constructor(
    private readonly deps: {
      repository: ScheduleRepository;
      clubs: ClubsService;
      hours: ClubHoursService;
      clock: Clock;
    },
  ) {}

  /** Every club's sessions from today through SCHEDULE.generatedWeeks ahead; answers how many were added. */
  async generateAhead(): Promise<number> {
    let added = 0;
    for (const club of await this.deps.clubs.listByName()) added += await this.generateFor(club);
    return added;
  }

  async generateFor(club: ClubRow): Promise<number> {
    const today = clubTodayIso(this.deps.clock.now(), club.timeZone);
    const through = addDays(today, SCHEDULE.generatedWeeks * 7 - 1);
    const [series, hours] = await Promise.all([
      this.deps.repository.seriesOf(club.id, today),
      this.deps.hours.hoursFor(club.id, today, through),
    ]);
    const sessions: NewSession[] = series.flatMap((entry) =>
      occurrenceDays(entry, today, through)
        .filter((day) => withinHours(hours.get(day) ?? null, entry.startMinute, entry.durationMinutes))
        .map((day) => ({
          seriesId: entry.id,
          clubId: club.id,
          roomId: entry.roomId,
          classTypeId: entry.classTypeId,
          trainerId: entry.trainerId,
          day,
          seriesDay: day,
          capacity: entry.capacity,
          popular: entry.popular,
          ...sessionSpan(day, entry.startMinute, entry.durationMinutes, club.timeZone),
        })),
    );
    return this.deps.repository.addSessions(sessions);
  }

  /** The chain's class types, by name. */
  classTypes() {
    return this.deps.repository.classTypes();
  }

  /** A club's classes for `days` club days from `from` (today there by default), and the class types. */
  async schedule(clubId: string, query: ScheduleQuery): Promise<ClubSchedule> {
    const club = await this.deps.clubs.requireClub(clubId);
    const from = query.from ?? clubTodayIso(this.deps.clock.now(), club.timeZone);
    if (!isCalendarDate(from)) throw badRequest(DATE_MESSAGE, [{ field: 'from', message: DATE_MESSAGE }]);
    const days = query.days ?? 7;
    const [classTypes, sessions] = await Promise.all([
      this.deps.repository.classTypes(),
      this.deps.repository.sessions(
        club.id,
        clubDayStart(from, club.timeZone),
        clubDayStart(addDays(from, days), club.timeZone),
      ),
    ]);
    return {
      clubId: club.id,
      timeZone: club.timeZone,
      from,
      through: addDays(from, days - 1),
      classTypes,
      sessions,
    };
  }
}
