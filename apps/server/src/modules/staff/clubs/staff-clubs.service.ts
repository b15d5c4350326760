import { clubTodayIso } from '@gym/contracts/club-days';
import type { ClosureBody, WeeklyHours } from '@gym/contracts/club-hours';
import type { UserRole } from '@gym/contracts/auth';
import type { OccupancyChart, StaffClubSettings } from '@gym/contracts/staff-clubs';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { ClubsService } from '../../club/clubs';
import type { ClubHoursService } from '../../club/hours';
import type { ClassClosuresService } from '../../classes/closures';
import type { TrainingSessionsService } from '../../training/sessions';
import type { OccupancyService } from '../../membership/occupancy';
import { recordAudit } from '../audit';
import type { StaffScopes } from '../scope';

type Account = { id: string; role: UserRole };

/**
 * A club as its managers run it (issue 28): hours, closures and capacity, each change with its audit row in one
 * transaction; and how full it was, hour by hour. The account's clubs only (the director's: all).
 */
export class StaffClubsService {
  constructor(
    private readonly deps: {
      db: Database;
      scopes: StaffScopes;
      clubs: ClubsService;
      hours: ClubHoursService;
      occupancy: OccupancyService;
      /** A closure over classes cancels them and their places in its transaction, and tells their members. */
      classClosures: ClassClosuresService;
      /** The same for personal-training sessions at the club (each back in its pack). */
      trainingClosures: Pick<TrainingSessionsService, 'cancelForClosure' | 'changed'>;
      clock: Clock;
    },
  ) {}

  async settings(account: Account, clubId: string): Promise<StaffClubSettings> {
    await this.deps.scopes.requireClub(account, clubId);
    return this.settingsOf(clubId);
  }

  async setHours(account: Account, clubId: string, weekly: WeeklyHours): Promise<StaffClubSettings> {
    await this.deps.scopes.requireClub(account, clubId);
    await this.deps.db.transaction(async (tx) => {
      const before = await this.deps.hours.setWeekly(tx, clubId, weekly);
      await recordAudit(tx, {
        actorId: account.id,
        action: 'club.hours-changed',
        clubId,
        before: { weekly: before },
        after: { weekly },
      });
    });
    return this.settingsOf(clubId);
  }

  async setCapacity(account: Account, clubId: string, totalCapacity: number): Promise<StaffClubSettings> {
    await this.deps.scopes.requireClub(account, clubId);
    const club = await this.deps.clubs.requireClub(clubId);
    await this.deps.db.transaction(async (tx) => {
      await this.deps.clubs.setCapacity(tx, clubId, totalCapacity);
      await recordAudit(tx, {
        actorId: account.id,
        action: 'club.capacity-changed',
        clubId,
        before: { totalCapacity: club.totalCapacity },
        after: { totalCapacity },
      });
    });
    this.deps.clubs.forgetClubs();
    return this.settingsOf(clubId);
  }

  async addClosure(account: Account, clubId: string, body: ClosureBody): Promise<StaffClubSettings> {
    await this.deps.scopes.requireClub(account, clubId);
    const club = await this.deps.clubs.requireClub(clubId);
    await this.deps.db.transaction(async (tx) => {
      const closure = await this.deps.hours.addClosure(tx, club, body);
      const classesCancelled = await this.deps.classClosures.cancelClosedSessions(tx, club, closure);
      const trainingCancelled = await this.deps.trainingClosures.cancelForClosure(tx, club, closure);
      await recordAudit(tx, {
        actorId: account.id,
        action: 'club.closure-added',
        clubId,
        reason: closure.reason,
        after: { ...closure, classesCancelled, trainingCancelled },
      });
    });
    this.deps.classClosures.notify();
    this.deps.trainingClosures.changed();
    return this.settingsOf(clubId);
  }

  async removeClosure(account: Account, clubId: string, closureId: string): Promise<StaffClubSettings> {
    await this.deps.scopes.requireClub(account, clubId);
    await this.deps.db.transaction(async (tx) => {
      const closure = await this.deps.hours.removeClosure(tx, clubId, closureId);
      await recordAudit(tx, {
        actorId: account.id,
        action: 'club.closure-removed',
        clubId,
        reason: closure.reason,
        before: { ...closure },
      });
    });
    return this.settingsOf(clubId);
  }

  async occupancy(account: Account, clubId: string): Promise<OccupancyChart> {
    await this.deps.scopes.requireClub(account, clubId);
    return this.deps.occupancy.chart(clubId);
  }

  private async settingsOf(clubId: string): Promise<StaffClubSettings> {
    const [club, hours] = await Promise.all([this.deps.clubs.requireClub(clubId), this.deps.hours.hoursOf(clubId)]);
    const today = clubTodayIso(this.deps.clock.now(), club.timeZone);
    return {
      clubId: club.id,
      displayName: club.displayName,
      timeZone: club.timeZone,
      totalCapacity: club.totalCapacity,
      weekly: hours.weekly,
      closures: hours.closures.filter((closure) => closure.date >= today),
    };
  }
}
