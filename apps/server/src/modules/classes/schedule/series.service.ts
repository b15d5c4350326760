import { randomUUID } from 'node:crypto';
import { clubTodayIso } from '@gym/contracts/club-days';
import type { ClassType } from '@gym/contracts/classes';
import { STAFF_CLASS_MESSAGES } from '@gym/contracts/staff-classes';
import {
  type ClassTypeBody,
  type NewSeriesBody,
  STAFF_SCHEDULE_MESSAGES as MESSAGES,
  type SeriesChangeBody,
  minuteOfClockTime,
} from '@gym/contracts/staff-schedule';
import type { Database } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { ClubRow, ClubsService } from '../../club/clubs';
import type { SeriesFields, SeriesRecord, SeriesRepository } from './series.repository';

/** A class type's id from its name: 'Power Spin' is 'power-spin' (ids are in the schedule's addresses). */
export function classTypeIdOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug === '' ? `class-${randomUUID().slice(0, 8)}` : slug;
}

/** A series' fields as checked for its club, before the transaction that writes them. */
export interface CheckedSeries {
  club: ClubRow;
  fields: Omit<SeriesFields, 'clubId' | 'classTypeId' | 'startsOn'>;
}

/** A series changed: as it was and is, with its club and its class's length (what its sessions follow). */
export interface SeriesChange {
  before: SeriesRecord;
  after: SeriesRecord;
  club: ClubRow;
  durationMinutes: number;
}

/**
 * Class types and weekly series as managers write them (issue 29 point 1, docs/decisions/0051): each write in the
 * caller's transaction, refused when the room is not the club's, holds fewer than the capacity, or the trainer is
 * not one of the club's. Sessions are the schedule's (generated) and the sessions module's (followed) business.
 */
export class SeriesService {
  constructor(
    private readonly deps: {
      repository: SeriesRepository;
      clubs: ClubsService;
      clock: Clock;
      /** The club's trainers (the sessions module's list, the one a substitution chooses from). */
      trainersOf: (clubId: string) => Promise<{ id: string }[]>;
    },
  ) {}

  async requireType(id: string, tx?: Database): Promise<ClassType> {
    const type = await this.deps.repository.classType(id, tx);
    if (!type) throw notFound(MESSAGES.classTypeNotFound);
    return type;
  }

  clubsByType(): Promise<Map<string, string[]>> {
    return this.deps.repository.clubsByType();
  }

  async clubsOfType(id: string, tx?: Database): Promise<string[]> {
    return (await this.deps.repository.clubsByType(tx)).get(id) ?? [];
  }

  async createType(tx: Database, body: ClassTypeBody): Promise<ClassType> {
    const type = { id: classTypeIdOf(body.name), ...body };
    if (await this.deps.repository.nameTaken(body.name, null, tx)) throw conflict(MESSAGES.classTypeExists);
    if (!(await this.deps.repository.insertType(tx, type))) throw conflict(MESSAGES.classTypeExists);
    return type;
  }

  /** Its name, words, level, picture and Premier flag show at once; a new length applies to its classes to come. */
  async updateType(tx: Database, id: string, body: ClassTypeBody): Promise<{ before: ClassType; after: ClassType }> {
    const before = await this.requireType(id, tx);
    if (await this.deps.repository.nameTaken(body.name, id, tx)) throw conflict(MESSAGES.classTypeExists);
    const after = { id, ...body };
    await this.deps.repository.updateType(tx, after);
    if (after.durationMinutes !== before.durationMinutes) {
      await this.deps.repository.retimeTypeSessions(tx, id, after.durationMinutes, this.deps.clock.now());
    }
    return { before, after };
  }

  /**
   * A series' fields checked against its club's rooms and trainers: read before the change's transaction (the
   * club's rooms are kept in memory; the trainers read apart), and handed to it.
   */
  async check(clubId: string, body: Omit<SeriesChangeBody, 'reason'>): Promise<CheckedSeries> {
    const club = await this.deps.clubs.requireClub(clubId);
    const [rooms, trainers] = await Promise.all([this.rooms(clubId), this.deps.trainersOf(clubId)]);
    const room = rooms.find((candidate) => candidate.id === body.roomId);
    if (!room) throw badRequest(MESSAGES.roomNotInClub, [{ field: 'roomId', message: MESSAGES.roomNotInClub }]);
    if (body.capacity > room.capacity) {
      throw badRequest(MESSAGES.capacityAboveRoom, [{ field: 'capacity', message: MESSAGES.capacityAboveRoom }]);
    }
    if (!trainers.some((trainer) => trainer.id === body.trainerId)) {
      const message = STAFF_CLASS_MESSAGES.notATrainer;
      throw badRequest(message, [{ field: 'trainerId', message }]);
    }
    const fields = {
      roomId: room.id,
      trainerId: body.trainerId,
      weekdays: [...body.weekdays].sort((a, b) => a - b),
      startMinute: minuteOfClockTime(body.startTime),
      endsOn: body.endsOn,
      capacity: body.capacity,
      popular: body.popular,
    };
    return { club, fields };
  }

  async createSeries(tx: Database, body: NewSeriesBody, { club, fields }: CheckedSeries): Promise<SeriesRecord> {
    await this.requireType(body.classTypeId, tx);
    if (body.startsOn < clubTodayIso(this.deps.clock.now(), club.timeZone)) {
      throw badRequest(MESSAGES.startsBeforeToday, [{ field: 'startsOn', message: MESSAGES.startsBeforeToday }]);
    }
    return this.deps.repository.insertSeries(tx, {
      ...fields,
      clubId: club.id,
      classTypeId: body.classTypeId,
      startsOn: body.startsOn,
    });
  }

  async requireSeries(id: string, tx?: Database): Promise<SeriesRecord> {
    const series = await this.deps.repository.series(id, tx);
    if (!series) throw notFound(MESSAGES.seriesNotFound);
    return series;
  }

  /** A running series' time, weekdays, room, trainer, capacity, popularity or last day. */
  async changeSeries(tx: Database, id: string, { club, fields }: CheckedSeries): Promise<SeriesChange> {
    const before = await this.requireSeries(id, tx);
    if (fields.endsOn && fields.endsOn < before.startsOn) {
      throw badRequest(MESSAGES.endsBeforeStart, [{ field: 'endsOn', message: MESSAGES.endsBeforeStart }]);
    }
    const type = await this.requireType(before.classTypeId, tx);
    const after = await this.deps.repository.updateSeries(tx, id, fields);
    return { before, after, club, durationMinutes: type.durationMinutes };
  }

  /** A club's rooms, for the console's forms. */
  async rooms(clubId: string) {
    return (await this.deps.clubs.rooms(clubId)).map(({ id, name, capacity }) => ({ id, name, capacity }));
  }

  staffSeries(where: { clubId: string; from: string } | { id: string }) {
    return this.deps.repository.staffSeries(where);
  }
}

const conflict = (message: string) => new AppError('CONFLICT', message);
