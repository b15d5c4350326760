import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@gym/contracts/staff';
import type { Database } from '../../../db/client';
import { auditEvents, clubs, users } from '../../../db/schema';
import { clubDayStart } from '../../../lib/club-date';

const actors = alias(users, 'audit_actors');
const subjects = alias(users, 'audit_subjects');

export interface AuditFilter {
  action?: AuditAction;
  actorId?: string;
  memberId?: string;
  memberNumber?: number;
  clubId?: string;
  /** Club days (YYYY-MM-DD), both inclusive. */
  from?: string;
  to?: string;
}

/** Where the previous page stopped: the last row's time as Postgres wrote it (microseconds kept) and its id. */
export interface AuditPosition {
  createdAt: string;
  id: string;
}

export type AuditRow = Awaited<ReturnType<AuditLogRepository['list']>>[number];

const nextDay = (isoDate: string) => {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** Reads the audit log (written by recordAudit in audit-log.ts) with its actor, subject and club. */
export class AuditLogRepository {
  constructor(private readonly db: Database) {}

  /** Newest first, `limit` rows after `position`; the (created_at, id) order makes pages stable under new rows. */
  list(filter: AuditFilter, position: AuditPosition | null, limit: number) {
    const conditions: SQL[] = [];
    if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
    if (filter.actorId) conditions.push(eq(auditEvents.actorId, filter.actorId));
    if (filter.memberId) conditions.push(eq(auditEvents.subjectId, filter.memberId));
    if (filter.memberNumber !== undefined) conditions.push(eq(subjects.memberNumber, filter.memberNumber));
    if (filter.clubId) conditions.push(eq(auditEvents.clubId, filter.clubId));
    if (filter.from) conditions.push(gte(auditEvents.createdAt, clubDayStart(filter.from)));
    if (filter.to) conditions.push(lt(auditEvents.createdAt, clubDayStart(nextDay(filter.to))));
    if (position) {
      const at = sql`${position.createdAt}::timestamptz`;
      conditions.push(
        or(lt(auditEvents.createdAt, at), and(eq(auditEvents.createdAt, at), lt(auditEvents.id, position.id)))!,
      );
    }
    return this.db
      .select({
        id: auditEvents.id,
        action: auditEvents.action,
        reason: auditEvents.reason,
        before: auditEvents.before,
        after: auditEvents.after,
        createdAt: auditEvents.createdAt,
        /** The exact stored time, for the cursor: a JavaScript Date keeps milliseconds only. */
        position: sql<string>`${auditEvents.createdAt}::text`,
        actorId: actors.id,
        actorFirstName: actors.firstName,
        actorLastName: actors.lastName,
        actorEmail: actors.email,
        subjectId: subjects.id,
        subjectFirstName: subjects.firstName,
        subjectLastName: subjects.lastName,
        subjectNumber: subjects.memberNumber,
        clubId: clubs.id,
        clubDisplayName: clubs.displayName,
      })
      .from(auditEvents)
      .innerJoin(actors, eq(actors.id, auditEvents.actorId))
      .leftJoin(subjects, eq(subjects.id, auditEvents.subjectId))
      .leftJoin(clubs, eq(clubs.id, auditEvents.clubId))
      .where(and(...conditions))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit);
  }
}
