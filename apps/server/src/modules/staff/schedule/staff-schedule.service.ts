import type { UserRole } from '@gym/contracts/auth';
import { clubTodayIso } from '@gym/contracts/club-days';
import type { ClassType } from '@gym/contracts/classes';
import {
  type ClassTypeBody,
  type NewSeriesBody,
  STAFF_SCHEDULE_MESSAGES,
  type SeriesChangeBody,
  type StaffSchedule,
  type StaffSeries,
  clockTimeOf,
} from '@gym/contracts/staff-schedule';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { ClubsService } from '../../club/clubs';
import type { ScheduleService, SeriesRecord, SeriesService } from '../../classes/schedule';
import type { SeriesFollower, SessionsService } from '../../classes/sessions';
import { recordAudit } from '../audit';
import type { StaffScopes } from '../scope';

type Account = { id: string; role: UserRole };

/** What the audit log shows of a series: the fields a manager sets. */
function seriesFacts(series: SeriesRecord): Record<string, unknown> {
  const { roomId, trainerId, weekdays, startMinute, endsOn, capacity, popular } = series;
  return { roomId, trainerId, weekdays, startTime: clockTimeOf(startMinute), endsOn, capacity, popular };
}

/** The facts that differ between two versions, each side's own. */
function differing(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * The schedule in the console (issue 29 points 1 and 11, docs/decisions/0051): class types, which are the chain's
 * (a manager changes one only when every club showing it is theirs), and a club's weekly series (its managers and
 * the director). Each change and its audit row are one transaction; members told once it has committed, and the
 * series' new days generated at once.
 */
export class StaffScheduleService {
  constructor(
    private readonly deps: {
      db: Database;
      scopes: StaffScopes;
      clubs: ClubsService;
      schedule: ScheduleService;
      series: SeriesService;
      follower: SeriesFollower;
      sessions: SessionsService;
      clock: Clock;
    },
  ) {}

  async schedule(account: Account, clubId: string): Promise<StaffSchedule> {
    await this.deps.scopes.requireClub(account, clubId);
    const club = await this.deps.clubs.requireClub(clubId);
    const today = clubTodayIso(this.deps.clock.now(), club.timeZone);
    const [scope, types, clubsByType, rooms, trainers, series] = await Promise.all([
      this.deps.scopes.of(account),
      this.deps.schedule.classTypes(),
      this.deps.series.clubsByType(),
      this.deps.series.rooms(clubId),
      this.deps.sessions.clubTrainers(clubId),
      this.deps.series.staffSeries({ clubId, from: today }),
    ]);
    const editable = (typeId: string) =>
      scope.allClubs || (clubsByType.get(typeId) ?? []).every((id) => scope.clubIds.includes(id));
    return {
      clubId,
      timeZone: club.timeZone,
      today,
      classTypes: types.map((type) => ({ ...type, editable: editable(type.id) })),
      rooms,
      trainers,
      series,
    };
  }

  async createType(account: Account, body: ClassTypeBody): Promise<ClassType> {
    return this.deps.db.transaction(async (tx) => {
      const type = await this.deps.series.createType(tx, body);
      await recordAudit(tx, { actorId: account.id, action: 'class-type.created', after: type });
      return type;
    });
  }

  async updateType(account: Account, classTypeId: string, body: ClassTypeBody): Promise<ClassType> {
    const scope = await this.deps.scopes.of(account);
    return this.deps.db.transaction(async (tx) => {
      const clubs = await this.deps.series.clubsOfType(classTypeId, tx);
      if (!scope.allClubs && !clubs.every((id) => scope.clubIds.includes(id))) {
        throw new AppError('FORBIDDEN', STAFF_SCHEDULE_MESSAGES.classTypeOutOfScope);
      }
      const { before, after } = await this.deps.series.updateType(tx, classTypeId, body);
      const changes = differing(before, after);
      await recordAudit(tx, { actorId: account.id, action: 'class-type.updated', ...changes });
      return after;
    });
  }

  async createSeries(account: Account, body: NewSeriesBody): Promise<StaffSeries> {
    await this.deps.scopes.requireClub(account, body.clubId);
    const checked = await this.deps.series.check(body.clubId, body);
    const series = await this.deps.db.transaction(async (tx) => {
      const created = await this.deps.series.createSeries(tx, body, checked);
      const { classTypeId, startsOn } = body;
      await recordAudit(tx, {
        actorId: account.id,
        action: 'class-series.created',
        clubId: body.clubId,
        after: { seriesId: created.id, classTypeId, startsOn, ...seriesFacts(created) },
      });
      return created;
    });
    // Its sessions at once, the job's way (the nightly run adds them too, should this fail after the commit).
    await this.deps.schedule.generateFor(checked.club);
    return this.view(series.id);
  }

  async changeSeries(account: Account, seriesId: string, body: SeriesChangeBody): Promise<StaffSeries> {
    const current = await this.deps.series.requireSeries(seriesId);
    await this.deps.scopes.requireClub(account, current.clubId);
    const checked = await this.deps.series.check(current.clubId, body);
    await this.deps.db.transaction(async (tx) => {
      const change = await this.deps.series.changeSeries(tx, seriesId, checked);
      const reached = await this.deps.follower.follow(tx, change, body.reason);
      const changes = differing(seriesFacts(change.before), seriesFacts(change.after));
      await recordAudit(tx, {
        actorId: account.id,
        action: 'class-series.updated',
        clubId: change.club.id,
        reason: body.reason,
        before: changes.before,
        after: { seriesId, ...changes.after, classesCancelled: reached.cancelled, classesChanged: reached.changed },
      });
    });
    this.deps.sessions.changed();
    // New weekdays or a later last day: their sessions at once.
    await this.deps.schedule.generateFor(checked.club);
    return this.view(seriesId);
  }

  private async view(seriesId: string): Promise<StaffSeries> {
    const [series] = await this.deps.series.staffSeries({ id: seriesId });
    return series!;
  }
}
