import type { AuditManualCheckIn } from '../../membership/visits';
import { recordAudit } from './audit-log';

/**
 * A member let in on a number staff typed rather than a rotating code: the desk vouched for who it was, so the
 * director can review it (docs/decisions/0036). Written in the visit's transaction.
 */
export const auditManualCheckIn: AuditManualCheckIn = (tx, { staffId, memberId, clubId, visitId }) =>
  recordAudit(tx, {
    actorId: staffId,
    action: 'member.checked-in-manually',
    subjectId: memberId,
    clubId,
    after: { visitId, method: 'manual' },
  });
