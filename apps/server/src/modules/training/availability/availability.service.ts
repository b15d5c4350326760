import { type Availability, type TimeOff, type TimeOffBody, type TrainerSlots } from '@gym/contracts/personal-training';
import { type HoursStretch, TRAINER_MESSAGES } from '@gym/contracts/trainers';
import type { Database } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { clubDayStart } from '../../../lib/club-date';
import type { ClubHoursService } from '../../club/hours';
import type { ClubRow, ClubsService } from '../../club/clubs';
import { type SlotInput, freeSlots, slotDays } from '../slots';
import type { AvailabilityRepository, TimeOffRow } from './availability.repository';

const DAY_MS = 86_400_000;

function overlapping(weekly: readonly HoursStretch[]): boolean {
  const sorted = [...weekly].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  return sorted.some(
    (stretch, index) =>
      index > 0 && sorted[index - 1]!.weekday === stretch.weekday && sorted[index - 1]!.endMinute > stretch.startMinute,
  );
}

const toTimeOff = (row: TimeOffRow): TimeOff => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  note: row.note,
});

/**
 * A trainer's availability and the free slots it gives (issue 30 point 2): weekly hours per club on each club's
 * clock (never two places at once), time off, and their buffer, notice and horizon within the chain's bounds.
 */
export class AvailabilityService {
  constructor(
    private readonly deps: {
      repository: AvailabilityRepository;
      clubs: ClubsService;
      hours: ClubHoursService;
      clock: Clock;
    },
  ) {}

  async get(trainerId: string): Promise<Availability> {
    const [settings, weekly] = await Promise.all([
      this.deps.repository.settings(trainerId),
      this.deps.repository.weekly(trainerId),
    ]);
    return { settings, weekly };
  }

  async set(trainerId: string, availability: Availability): Promise<Availability> {
    if (overlapping(availability.weekly)) {
      throw badRequest(TRAINER_MESSAGES.hoursOverlap, [{ field: 'weekly', message: TRAINER_MESSAGES.hoursOverlap }]);
    }
    for (const clubId of new Set(availability.weekly.map((stretch) => stretch.clubId))) {
      await this.deps.clubs.requireClub(clubId);
    }
    await this.deps.repository.replace(trainerId, availability.settings, availability.weekly, this.deps.clock.now());
    return this.get(trainerId);
  }

  async timeOff(trainerId: string): Promise<TimeOff[]> {
    return (await this.deps.repository.timeOff(trainerId, this.deps.clock.now())).map(toTimeOff);
  }

  async addTimeOff(trainerId: string, body: TimeOffBody): Promise<TimeOff> {
    const startsAt = new Date(body.startsAt);
    const endsAt = new Date(body.endsAt);
    if (endsAt <= startsAt) {
      throw badRequest(TRAINER_MESSAGES.hoursOrder, [{ field: 'endsAt', message: TRAINER_MESSAGES.hoursOrder }]);
    }
    return toTimeOff(await this.deps.repository.addTimeOff({ trainerId, startsAt, endsAt, note: body.note ?? '' }));
  }

  async removeTimeOff(trainerId: string, id: string): Promise<void> {
    if (!(await this.deps.repository.removeTimeOff(trainerId, id))) throw notFound(TRAINER_MESSAGES.timeOffNotFound);
  }

  /** What the slot computation needs for a trainer at a club, read in `db` (a booking's transaction). */
  async slotInput(trainerId: string, club: ClubRow, minutes: number, db?: Database): Promise<SlotInput> {
    const clubId = club.id;
    const now = this.deps.clock.now();
    const settings = await this.deps.repository.settings(trainerId, db);
    const { from, through } = slotDays(now, club.timeZone, settings.horizonDays);
    const [weekly, clubHours, busy] = await Promise.all([
      this.deps.repository.weekly(trainerId, clubId, db),
      this.deps.hours.hoursFor(clubId, from, through, db),
      this.deps.repository.busy(
        trainerId,
        clubDayStart(from, club.timeZone),
        new Date(clubDayStart(through, club.timeZone).getTime() + 2 * DAY_MS),
        settings.bufferMinutes,
        db,
      ),
    ]);
    return { now, zone: club.timeZone, minutes, settings, weekly, clubHours, busy };
  }

  /** The trainer's free slots at a club for a session of `minutes`, by club day. */
  async slots(trainerId: string, clubId: string, minutes: number): Promise<TrainerSlots> {
    const input = await this.slotInput(trainerId, await this.deps.clubs.requireClub(clubId), minutes);
    return {
      trainerId,
      clubId,
      timeZone: input.zone,
      minutes,
      days: freeSlots(input).map(({ day, starts }) => ({ day, starts: starts.map((start) => start.toISOString()) })),
    };
  }
}
