import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import {
  CLOSURES_SHOWN_DAYS,
  type Closure,
  type ClosureBody,
  type ClubHours,
  type DayHours,
  HOURS_MESSAGES,
  WEEKDAYS,
  type WeeklyHours,
} from '@gym/contracts/club-hours';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { isCalendarDate } from '../../../lib/club-date';
import type { Database } from '../../../db/client';
import type { ClubRow, ClubsService } from '../clubs';
import type { ClubHoursRepository } from './club-hours.repository';
import { hoursOn, openingState } from './opening-state';

const CLOSED_WEEK: WeeklyHours = WEEKDAYS.map(() => null);

/**
 * A club's opening hours as members see them and managers set them (issue 28, docs/decisions/0048). Everything is
 * on the club's own clock: its days (clubTodayIso) and its zone's daylight saving.
 */
export class ClubHoursService {
  constructor(private readonly deps: { hours: ClubHoursRepository; clubs: ClubsService; clock: Clock }) {}

  /** Every club's hours, in the clubs' name order. */
  async allHours(): Promise<ClubHours[]> {
    const [clubs, weeks] = await Promise.all([this.deps.clubs.listByName(), this.deps.hours.weekly()]);
    const now = this.deps.clock.now();
    const range = this.closureRange(now, clubs);
    const closures = await this.deps.hours.closures(range);
    return clubs.map((club) =>
      this.hoursShown(
        club,
        weeks.get(club.id) ?? CLOSED_WEEK,
        closures.filter((entry) => entry.clubId === club.id),
        now,
      ),
    );
  }

  async hoursOf(clubId: string): Promise<ClubHours> {
    const club = await this.deps.clubs.requireClub(clubId);
    const now = this.deps.clock.now();
    const [weeks, closures] = await Promise.all([
      this.deps.hours.weekly(clubId),
      this.deps.hours.closures(this.closureRange(now, [club]), clubId),
    ]);
    return this.hoursShown(club, weeks.get(clubId) ?? CLOSED_WEEK, closures, now);
  }

  /** The hours of one club day (a closure's or the week's): what the occupancy's "usually" covers. */
  async hoursOnDay(clubId: string, day: string): Promise<DayHours | null> {
    const [weeks, closures] = await Promise.all([
      this.deps.hours.weekly(clubId),
      this.deps.hours.closures({ from: day, through: day }, clubId),
    ]);
    return hoursOn(day, weeks.get(clubId) ?? CLOSED_WEEK, closureMap(closures));
  }

  /**
   * Each club day's hours from one day through another (a closure's or the week's), by day; read in the caller's
   * transaction when it passes one (a class moved decides on the hours as they are in it).
   */
  async hoursFor(clubId: string, from: string, through: string, db?: Database): Promise<Map<string, DayHours | null>> {
    const [weeks, closures] = await Promise.all([
      this.deps.hours.weekly(clubId, db),
      this.deps.hours.closures({ from, through }, clubId, db),
    ]);
    const week = weeks.get(clubId) ?? CLOSED_WEEK;
    const byDay = closureMap(closures);
    const days = new Map<string, DayHours | null>();
    for (let day = from; day <= through; day = addDays(day, 1)) days.set(day, hoursOn(day, week, byDay));
    return days;
  }

  /** Replaces the week; answers the week it replaced (for the audit log). */
  async setWeekly(tx: Database, clubId: string, weekly: WeeklyHours): Promise<WeeklyHours> {
    const before = (await this.deps.hours.weekly(clubId, tx)).get(clubId) ?? CLOSED_WEEK;
    await this.deps.hours.replaceWeekly(tx, clubId, weekly);
    return before;
  }

  /** A closure or special hours on a club day from today on; one per club and day (409 otherwise). */
  async addClosure(tx: Database, club: ClubRow, body: ClosureBody): Promise<Closure> {
    if (!isCalendarDate(body.date)) {
      throw badRequest(HOURS_MESSAGES.closureDate, [{ field: 'date', message: HOURS_MESSAGES.closureDate }]);
    }
    if (body.date < clubTodayIso(this.deps.clock.now(), club.timeZone)) {
      throw badRequest(HOURS_MESSAGES.closurePast, [{ field: 'date', message: HOURS_MESSAGES.closurePast }]);
    }
    const closure = await this.deps.hours.insertClosure(tx, club.id, body);
    if (!closure) throw new AppError('CONFLICT', HOURS_MESSAGES.closureTaken);
    return closure;
  }

  async removeClosure(tx: Database, clubId: string, closureId: string): Promise<Closure> {
    const closure = await this.deps.hours.deleteClosure(tx, clubId, closureId);
    if (!closure) throw notFound(HOURS_MESSAGES.closureNotFound);
    return closure;
  }

  /** Closures from the earliest "today" among the clubs (zones may differ) to CLOSURES_SHOWN_DAYS after it. */
  private closureRange(now: Date, clubs: ClubRow[]): { from: string; through: string } {
    const todays = clubs.map((club) => clubTodayIso(now, club.timeZone)).sort();
    const from = todays[0] ?? clubTodayIso(now);
    return { from, through: addDays(todays[todays.length - 1] ?? from, CLOSURES_SHOWN_DAYS) };
  }

  private hoursShown(club: ClubRow, weekly: WeeklyHours, closures: Closure[], now: Date): ClubHours {
    const today = clubTodayIso(now, club.timeZone);
    const shown = closures.filter((closure) => closure.date >= today);
    return {
      clubId: club.id,
      timeZone: club.timeZone,
      weekly,
      closures: shown.map(({ id, date, hours, reason }) => ({ id, date, hours, reason })),
      now: openingState(now, club.timeZone, weekly, closureMap(shown)),
    };
  }
}

function closureMap(closures: Closure[]): Map<string, DayHours | null> {
  return new Map(closures.map((closure) => [closure.date, closure.hours]));
}
