// The front door of staff/audit: what other modules (and the app's composition) may use; the rest is internal.
export { recordAudit } from './audit-log';
export { AuditLogRepository } from './audit-log.repository';
export { auditLogRoutes } from './audit-log.routes';
export { AuditLogService } from './audit-log.service';
export { auditManualCheckIn } from './manual-check-in-audit';
export { auditVaccineReview } from './vaccine-review-audit';
