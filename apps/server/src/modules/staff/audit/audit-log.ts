import type { AuditAction } from '@gym/contracts/staff';
import type { Database } from '../../../db/client';
import { auditEvents } from '../../../db/schema';

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  subjectId?: string | null;
  clubId?: string | null;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records a staff action. Pass the transaction the action writes in: the entry and the action are committed
 * together or not at all (docs/decisions/0032).
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectId: entry.subjectId ?? null,
    clubId: entry.clubId ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
