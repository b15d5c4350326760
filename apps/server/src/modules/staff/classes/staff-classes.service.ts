import type { ClassRoster } from '@gym/contracts/class-bookings';
import type { UserRole } from '@gym/contracts/auth';
import type { Attendance } from '@gym/contracts/class-bookings';
import type { MoveSessionBody } from '@gym/contracts/staff-schedule';
import type { Database } from '../../../db/client';
import type { SessionRow, SessionsService } from '../../classes/sessions';
import { recordAudit } from '../audit';
import type { StaffScopes } from '../scope';

type Account = { id: string; role: UserRole };

/**
 * One class session in the console (issue 29 point 11): its roster and attendance for the club's staff; its
 * cancellation, substitute trainer, capacity, move and members for its managers and the director. Each change and its
 * audit row are one transaction; the members it concerns are told once it has committed.
 */
export class StaffClassesService {
  constructor(private readonly deps: { db: Database; scopes: StaffScopes; sessions: SessionsService }) {}

  async roster(account: Account, sessionId: string): Promise<ClassRoster> {
    return this.deps.sessions.roster(await this.inScope(account, sessionId));
  }

  async markAttendance(account: Account, sessionId: string, bookingId: string, attendance: Attendance) {
    return this.deps.sessions.markAttendance(await this.inScope(account, sessionId), bookingId, attendance);
  }

  trainers(account: Account, clubId: string) {
    return this.deps.scopes.requireClub(account, clubId).then(() => this.deps.sessions.clubTrainers(clubId));
  }

  cancel(account: Account, sessionId: string, reason: string): Promise<ClassRoster> {
    return this.change(account, sessionId, async (tx, session) => {
      const told = await this.deps.sessions.cancel(tx, session, reason);
      return { action: 'class.cancelled', reason, after: { membersTold: told } };
    });
  }

  substitute(account: Account, sessionId: string, trainerId: string): Promise<ClassRoster> {
    return this.change(account, sessionId, async (tx, session) => {
      await this.deps.sessions.substitute(tx, session, trainerId);
      return { action: 'class.trainer-changed', before: { trainerId: session.trainerId }, after: { trainerId } };
    });
  }

  setCapacity(account: Account, sessionId: string, capacity: number): Promise<ClassRoster> {
    return this.change(account, sessionId, async (tx, session) => {
      await this.deps.sessions.setCapacity(tx, session, capacity);
      return { action: 'class.capacity-changed', before: { capacity: session.capacity }, after: { capacity } };
    });
  }

  move(account: Account, sessionId: string, to: MoveSessionBody): Promise<ClassRoster> {
    return this.change(account, sessionId, async (tx, session) => {
      const told = await this.deps.sessions.move(tx, session, to);
      return {
        action: 'class.moved',
        before: { startsAt: session.startsAt.toISOString(), roomId: session.roomId },
        after: { day: to.day, startTime: to.startTime, roomId: to.roomId, membersTold: told },
      };
    });
  }

  addMember(account: Account, sessionId: string, memberNumber: number): Promise<ClassRoster> {
    return this.change(account, sessionId, async (tx, session) => {
      const { userId, bookingId } = await this.deps.sessions.addMember(tx, session, memberNumber);
      return { action: 'class.member-added', subjectId: userId, after: { bookingId } };
    });
  }

  removeBooking(account: Account, sessionId: string, bookingId: string): Promise<ClassRoster> {
    return this.change(account, sessionId, async (tx, session) => {
      const { userId } = await this.deps.sessions.removeBooking(tx, session, bookingId);
      return { action: 'class.member-removed', subjectId: userId, before: { bookingId } };
    });
  }

  /** The session, if its club is one the account works (403 otherwise; 404 for none). */
  private async inScope(account: Account, sessionId: string): Promise<SessionRow> {
    const session = await this.deps.sessions.require(sessionId);
    await this.deps.scopes.requireClub(account, session.clubId);
    return session;
  }

  private async change(
    account: Account,
    sessionId: string,
    work: (
      tx: Database,
      session: SessionRow,
    ) => Promise<{
      action:
        | 'class.cancelled'
        | 'class.trainer-changed'
        | 'class.capacity-changed'
        | 'class.moved'
        | 'class.member-added'
        | 'class.member-removed';
      subjectId?: string;
      reason?: string;
      before?: Record<string, unknown>;
      after?: Record<string, unknown>;
    }>,
  ): Promise<ClassRoster> {
    const session = await this.inScope(account, sessionId);
    await this.deps.db.transaction(async (tx) => {
      // Read again under the transaction: a change decides on the session as it is now.
      const now = await this.deps.sessions.require(sessionId, tx);
      const audit = await work(tx, now);
      await recordAudit(tx, {
        actorId: account.id,
        clubId: session.clubId,
        ...audit,
        after: { sessionId, ...audit.after },
      });
    });
    this.deps.sessions.changed();
    return this.deps.sessions.roster(await this.deps.sessions.require(sessionId));
  }
}
