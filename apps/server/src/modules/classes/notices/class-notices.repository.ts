import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@gym/contracts/i18n/locales';
import type { Database } from '../../../db/client';
import { noticeQueue } from '../../../db/notice-queue';
import {
  classBookings,
  classNotices,
  classSessionRules,
  classSessions,
  classTypes,
  clubs,
  users,
} from '../../../db/schema';
import { rulesOf, sessionRuleColumns } from '../rules';

export type ClassNotice = typeof classNotices.$inferSelect;

const queue = noticeQueue<ClassNotice>(classNotices);

const trainers = alias(users, 'trainers');

/** What a notice's e-mail needs of its booking: the member, the class and its club. */
export interface NoticeBooking {
  email: string;
  firstName: string;
  locale: Locale;
  status: string;
  freeCancel: boolean;
  /** The late-cancel hours of the rules the class is booked under (its club's, or the defaults: `rulesOf`). */
  lateCancelHours: number;
  className: string;
  startsAt: Date;
  clubName: string;
  clubSlug: string;
  timeZone: string;
  trainerFirstName: string;
  trainerLastName: string;
}

/**
 * class_notices as a queue: a sender claims unsent notices for a lease (FOR UPDATE SKIP LOCKED, so two senders on
 * any instances never take the same one), sends them and stamps them sent; a sender that dies leaves its claims to
 * run out, and another takes them then.
 */
export class ClassNoticesRepository {
  constructor(private readonly db: Database) {}

  /** Claims up to `limit` unsent notices, oldest first, for `leaseMs` (the queue's). */
  claim(limit: number, leaseMs: number): Promise<ClassNotice[]> {
    return queue.claim(this.db, limit, leaseMs);
  }

  /** Stamps a notice sent (or passed over: nothing is left to tell); its claim ends. */
  markSent(id: string): Promise<void> {
    return queue.markSent(this.db, id);
  }

  /** The bookings a notice speaks of, by id. */
  async bookings(ids: string[]): Promise<Map<string, NoticeBooking>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: classBookings.id,
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        status: classBookings.status,
        freeCancel: classBookings.freeCancel,
        className: classTypes.name,
        startsAt: classSessions.startsAt,
        clubName: clubs.displayName,
        clubSlug: clubs.slug,
        timeZone: clubs.timeZone,
        trainerFirstName: trainers.firstName,
        trainerLastName: trainers.lastName,
        rules: sessionRuleColumns,
      })
      .from(classBookings)
      .innerJoin(users, eq(users.id, classBookings.userId))
      .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
      .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
      .innerJoin(clubs, eq(clubs.id, classSessions.clubId))
      .innerJoin(trainers, eq(trainers.id, classSessions.trainerId))
      .innerJoin(classSessionRules, eq(classSessionRules.sessionId, classSessions.id))
      .where(inArray(classBookings.id, ids));
    return new Map(
      rows.map(({ id, rules, ...booking }) => [id, { ...booking, lateCancelHours: rulesOf(rules).lateCancelHours }]),
    );
  }
}
