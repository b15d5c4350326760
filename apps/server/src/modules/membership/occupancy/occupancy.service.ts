import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import {
  type ClubBusy,
  SMALLEST_COUNT_SHOWN,
  type UsualHour,
  busyLevel,
  comparedWithUsual,
} from '@gym/contracts/club-busy';
import { type OccupancyChart, OCCUPANCY_CHART_DAYS } from '@gym/contracts/staff-clubs';
import type { Clock } from '../../../lib/clock';
import { clubDayStart, clubMinuteOf } from '../../../lib/club-date';
import { memoizeAsync } from '../../../lib/memo';
import type { ClubRow, ClubsService } from '../../club/clubs';
import type { ClubHoursService } from '../../club/hours';
import { MINUTE_MS, learnedVisitMinutes, occupancyByHour, usualPeopleByHour } from './occupancy-estimate';
import type { OccupancyRepository } from './occupancy.repository';

/** The usual for a weekday is read from the same weekday of this many past weeks. */
export const USUAL_WEEKS = 8;
/** A club's visit length is learned again this often; its usual day this often. */
const VISIT_LENGTH_KEPT_MS = 60 * MINUTE_MS;
const USUAL_KEPT_MS = 15 * MINUTE_MS;

type BusyListener = (busy: ClubBusy) => void | Promise<void>;

const percentOf = (people: number, capacity: number) =>
  people < SMALLEST_COUNT_SHOWN || capacity <= 0 ? 0 : Math.min(100, Math.round((people / capacity) * 100));

/**
 * How busy a club is now and usually (issue 28, docs/decisions/0048), from the desk's check-ins, on the club's clock.
 * What a visitor or a member is told never holds a count under SMALLEST_COUNT_SHOWN.
 */
export class OccupancyService {
  private readonly listeners: BusyListener[] = [];
  private readonly visitMinutesOf;
  private readonly usualOf;

  constructor(
    private readonly deps: {
      repository: OccupancyRepository;
      clubs: ClubsService;
      hours: ClubHoursService;
      clock: Clock;
    },
  ) {
    const now = () => deps.clock.now().getTime();
    this.visitMinutesOf = memoizeAsync(
      async (clubId: string) => {
        const until = deps.clock.now();
        const from = new Date(until.getTime() - USUAL_WEEKS * 7 * 86_400_000);
        return learnedVisitMinutes(await deps.repository.reentryGaps(clubId, from, until));
      },
      { maxAgeMs: VISIT_LENGTH_KEPT_MS, now },
    );
    // Keyed by club, day and visit length: a new day or a newly learned length is a new usual.
    this.usualOf = memoizeAsync(
      async (key: string) => {
        const [clubId, today, zone, visitMinutes] = key.split('|') as [string, string, string, string];
        const days = Array.from({ length: USUAL_WEEKS }, (_unused, week) => addDays(today, -7 * (week + 1)));
        const visitMs = Number(visitMinutes) * MINUTE_MS;
        const from = new Date(clubDayStart(days[days.length - 1]!, zone).getTime() - visitMs);
        const times = await deps.repository.checkInTimes(clubId, from, clubDayStart(today, zone));
        return usualPeopleByHour(times, days, zone, visitMs);
      },
      { maxAgeMs: USUAL_KEPT_MS, now },
    );
  }

  /** Called with a club's new level after each check-in there (the realtime channel tells those watching). */
  onBusyChange(listener: BusyListener): void {
    this.listeners.push(listener);
  }

  /** After a check-in has committed: the club's new level to the listeners. Never fails the check-in. */
  async checkedIn(clubId: string): Promise<void> {
    if (this.listeners.length === 0) return;
    const busy = await this.busy(clubId);
    await Promise.all(this.listeners.map((listener) => listener(busy)));
  }

  async busy(clubId: string): Promise<ClubBusy> {
    const club = await this.deps.clubs.requireClub(clubId);
    const now = this.deps.clock.now();
    const visitMinutes = await this.visitMinutesOf.get(club.id);
    const people = await this.peopleAt(club, now, visitMinutes);
    const today = clubTodayIso(now, club.timeZone);
    const [usual, todaysHours] = await Promise.all([
      this.usualOf.get([club.id, today, club.timeZone, visitMinutes].join('|')),
      this.deps.hours.hoursOnDay(club.id, today),
    ]);
    const hourNow = Math.floor(clubMinuteOf(now, club.timeZone) / 60);
    const openHours = todaysHours
      ? Array.from({ length: 24 }, (_unused, hour) => hour).filter(
          (hour) => hour * 60 < todaysHours.closes && (hour + 1) * 60 > todaysHours.opens,
        )
      : [];
    return {
      clubId: club.id,
      level: busyLevel(people, club.totalCapacity),
      people: people < SMALLEST_COUNT_SHOWN ? null : people,
      percent: percentOf(people, club.totalCapacity),
      comparedWithUsual: comparedWithUsual(people, usual?.[hourNow] ?? null),
      usual: usual ? openHours.map((hour) => this.usualHour(hour, usual[hour] ?? 0, club)) : [],
      visitMinutes,
      at: now.toISOString(),
    };
  }

  /**
   * People in these clubs now (null: every club), each with its own visit length: the staff dashboard's "in the
   * club now", which staff see as a number however small.
   */
  async peopleNow(clubIds: readonly string[] | null): Promise<number> {
    const now = this.deps.clock.now();
    const clubs = (await this.deps.clubs.listByName()).filter((club) => clubIds === null || clubIds.includes(club.id));
    const counts = await Promise.all(
      clubs.map(async (club) => this.peopleAt(club, now, await this.visitMinutesOf.get(club.id))),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /** The console's chart: per hour of the club day, the mean and the peak present over the last 30 days. */
  async chart(clubId: string): Promise<OccupancyChart> {
    const club = await this.deps.clubs.requireClub(clubId);
    const now = this.deps.clock.now();
    const visitMinutes = await this.visitMinutesOf.get(club.id);
    const visitMs = visitMinutes * MINUTE_MS;
    const today = clubTodayIso(now, club.timeZone);
    const from = addDays(today, -(OCCUPANCY_CHART_DAYS - 1));
    const days = Array.from({ length: OCCUPANCY_CHART_DAYS }, (_unused, index) => addDays(from, index));
    const times = await this.deps.repository.checkInTimes(
      club.id,
      new Date(clubDayStart(from, club.timeZone).getTime() - visitMs),
      now,
    );
    return {
      clubId: club.id,
      from,
      through: today,
      totalCapacity: club.totalCapacity,
      visitMinutes,
      hours: occupancyByHour(times, days, club.timeZone, visitMs),
    };
  }

  private async peopleAt(club: ClubRow, now: Date, visitMinutes: number): Promise<number> {
    const since = new Date(now.getTime() - visitMinutes * MINUTE_MS);
    const counts = await this.deps.repository.countSince([club.id], since, now);
    return counts.get(club.id) ?? 0;
  }

  private usualHour(hour: number, people: number, club: ClubRow): UsualHour {
    return {
      hour,
      level: busyLevel(Math.round(people), club.totalCapacity),
      percent: percentOf(Math.round(people), club.totalCapacity),
    };
  }
}
