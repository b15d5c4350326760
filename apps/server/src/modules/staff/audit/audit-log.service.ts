import {
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from '@gym/contracts/staff-audit';
import type { AuditAction } from '@gym/contracts/staff';
import { badRequest } from '../../../lib/app-error';
import type { AuditLogRepository, AuditPosition, AuditRow } from './audit-log.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** created_at::text as Postgres writes it, e.g. '2026-11-24 18:03:11.123456+00'. */
const POSTGRES_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** The cursor is opaque to the client: the last row's exact time and id, base64url JSON. */
export function encodeCursor(position: AuditPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): AuditPosition {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string' && POSTGRES_TIME.test(createdAt) && UUID.test(id)) {
      return { createdAt, id };
    }
  } catch {
    // Not JSON: the same answer as a well-formed cursor that names nothing sensible.
  }
  throw badRequest(AUDIT_MESSAGES.cursorInvalid);
}

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor: { id: row.actorId, name: nameOf(row.actorFirstName, row.actorLastName), email: row.actorEmail },
    member: row.subjectId
      ? {
          id: row.subjectId,
          name: nameOf(row.subjectFirstName, row.subjectLastName),
          memberNumber: row.subjectNumber === null ? null : String(row.subjectNumber),
        }
      : null,
    club: row.clubId ? { id: row.clubId, displayName: row.clubDisplayName ?? row.clubId } : null,
    reason: row.reason,
    before: row.before,
    after: row.after,
    at: row.createdAt.toISOString(),
  };
}

/** The director's audit log (docs/decisions/0032): every club's entries, filtered, a page at a time. */
export class AuditLogService {
  constructor(private readonly log: AuditLogRepository) {}

  async list(query: AuditQuery): Promise<AuditPage> {
    const position = query.cursor ? decodeCursor(query.cursor) : null;
    // One row more than a page says whether another page follows, without counting.
    const rows = await this.log.list(
      {
        action: (query.action || undefined) as AuditAction | undefined,
        actorId: query.actorId || undefined,
        memberId: query.memberId || undefined,
        memberNumber: query.memberNumber ? Number(query.memberNumber) : undefined,
        clubId: query.clubId?.trim() || undefined,
        from: query.from || undefined,
        to: query.to || undefined,
      },
      position,
      AUDIT_PAGE_SIZE + 1,
    );
    const page = rows.slice(0, AUDIT_PAGE_SIZE);
    const last = page.at(-1);
    return {
      entries: page.map(toEntry),
      nextCursor:
        rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null,
    };
  }
}
