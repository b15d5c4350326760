import { STAFF_SCHEDULE_MESSAGES } from '@gym/contracts/staff-schedule';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { ClubHoursService } from '../../club/hours';
import type { BookingsService } from '../bookings';
import type { RulesService } from '../rules';
import type { SeriesChange } from '../schedule';
import { type FollowStep, capacityAfter, followStep } from './series-follow';
import type { FollowingSession, SessionMovesRepository } from './session-moves.repository';
import type { SessionsRepository } from './sessions.repository';

const DAY_MS = 86_400_000;

/**
 * A series' change reaches its sessions to come (docs/decisions/0051), in the change's transaction: those it no
 * longer meets on are cancelled through the cancellation's own path, the rest are moved, given the new capacity or
 * trainer, each member told as a single session's change tells them. Refused whole when a session would be left
 * with fewer places than are taken. New days are the schedule's to generate once the change has committed.
 */
export class SeriesFollower {
  constructor(
    private readonly deps: {
      repository: SessionsRepository;
      moves: SessionMovesRepository;
      bookings: Pick<BookingsService, 'passOn'>;
      hours: Pick<ClubHoursService, 'hoursFor'>;
      /** A series' sessions share its club and class type, so one session's rules are all of theirs. */
      rules: Pick<RulesService, 'forSession'>;
      clock: Clock;
    },
  ) {}

  /** The sessions cancelled and changed. */
  async follow(tx: Database, change: SeriesChange, reason: string): Promise<{ cancelled: number; changed: number }> {
    const now = this.deps.clock.now();
    const sessions = await this.deps.moves.following(tx, change.after.id, now);
    if (sessions.length === 0) return { cancelled: 0, changed: 0 };
    const { before, after, club } = change;
    const days = sessions.map((session) => session.day).sort();
    const [hours, room, rules] = await Promise.all([
      after.startMinute === before.startMinute
        ? new Map()
        : this.deps.hours.hoursFor(club.id, days[0]!, days[days.length - 1]!, tx),
      this.deps.moves.room(after.roomId, tx),
      this.deps.rules.forSession(sessions[0]!.id, tx),
    ]);
    const context = {
      ...change,
      timeZone: club.timeZone,
      hours,
      roomCapacity: room?.capacity ?? after.capacity,
      openingAfter: new Date(now.getTime() + rules.opensDaysBefore * DAY_MS),
    };
    const steps = sessions.map((session) => ({ session, step: followStep(session, context) }));
    if (steps.some(({ session, step }) => capacityAfter(session, step) < session.booked)) {
      throw new AppError('CONFLICT', STAFF_SCHEDULE_MESSAGES.seriesOverfull);
    }
    const cancelled = steps.filter(({ step }) => step.kind === 'cancel').map(({ session }) => session.id);
    await this.deps.repository.cancelSessions(tx, cancelled, now, { reason, closed: false });
    let changed = 0;
    for (const { session, step } of steps) {
      if (step.kind === 'follow' && (await this.apply(tx, session, step, room?.name ?? ''))) changed += 1;
    }
    return { cancelled: cancelled.length, changed };
  }

  private async apply(
    tx: Database,
    session: FollowingSession,
    step: Extract<FollowStep, { kind: 'follow' }>,
    roomName: string,
  ): Promise<boolean> {
    const { moves, repository, bookings } = this.deps;
    const capacity = capacityAfter(session, step);
    if (step.place) {
      const notice = {
        movedFrom: session.startsAt.toISOString(),
        ...(step.place.roomId !== session.roomId && { room: roomName }),
      };
      await moves.move(tx, session.id, { day: session.day, ...step.place }, notice, null);
    } else if (step.capacity !== undefined) {
      await repository.setCapacity(tx, session.id, step.capacity);
    }
    if (capacity > session.capacity) await bookings.passOn(tx, session.id);
    if (step.trainerId) await repository.substitute(tx, session.id, step.trainerId);
    if (step.popular !== undefined) await moves.setPopular(tx, [session.id], step.popular);
    return Boolean(step.place || step.capacity !== undefined || step.trainerId || step.popular !== undefined);
  }
}
