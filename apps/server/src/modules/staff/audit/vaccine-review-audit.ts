import type { AuditReview } from '../../membership/vaccine';
import { recordAudit } from './audit-log';

/** A vaccine record confirmed or rejected by staff, audited in the review's transaction (docs/decisions/0034). */
export const auditVaccineReview: AuditReview = (tx, { reviewerId, memberId, decision }) =>
  recordAudit(tx, {
    actorId: reviewerId,
    action: 'vaccine-record.reviewed',
    subjectId: memberId,
    reason: decision.status === 'rejected' ? decision.reason : null,
    before: { status: 'pending' },
    after: { status: decision.status },
  });
