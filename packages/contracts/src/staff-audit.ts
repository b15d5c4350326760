import * as z from 'zod/mini';
import { AUDIT_ACTIONS, type AuditAction } from './staff';
import { isIsoCalendarDate } from './visits';

/**
 * GET /staff/audit: the audit log for the director (issue 15, page 7), newest first, a page at a time with an
 * opaque cursor (docs/decisions/0032).
 */
export const AUDIT_PAGE_SIZE = 50;

export const AUDIT_MESSAGES = {
  actionInvalid: 'Choose an action from the list',
  actorInvalid: 'The staff account id is not valid',
  memberInvalid: 'The member id is not valid',
  memberNumberInvalid: 'The member number must be 1 to 9 digits',
  fromInvalid: 'from must be a date like 2025-03-14',
  toInvalid: 'to must be a date like 2025-03-14',
  fromAfterTo: 'The start date must not be after the end date',
  cursorInvalid: 'This page of the audit log is not valid: load the list again',
} as const;

/** Readable names for actions whose generic label would read badly; any other action gets one made from its name. */
export const AUDIT_ACTION_LABELS: Partial<Record<AuditAction, string>> = {
  'plan.price-scheduled': 'Plan price change scheduled',
  'member.password-link-sent': 'Set-password link sent to member',
  'member.welcome-resent': 'Welcome e-mail resent to member',
  'follow-up.contacted': 'Follow-up marked contacted',
  'member.checked-in-manually': 'Manual check-in by member number',
};

/**
 * 'staff-account.created' reads 'Staff account created': the actions are named subject.verb, so a label can be made
 * from the name when the list above has none (other parts of the console add actions of their own).
 */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action as AuditAction];
  if (known) return known;
  const words = action.replace(/[.\-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An optional query value: absent or empty means no filter. */
const optionalText = (check: (value: string) => boolean, message: string) =>
  z.optional(z.string().check(z.refine((value) => value === '' || check(value), message)));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const auditQuerySchema = z
  .object({
    action: optionalText((value) => (AUDIT_ACTIONS as readonly string[]).includes(value), AUDIT_MESSAGES.actionInvalid),
    actorId: optionalText((value) => UUID.test(value), AUDIT_MESSAGES.actorInvalid),
    memberId: optionalText((value) => UUID.test(value), AUDIT_MESSAGES.memberInvalid),
    memberNumber: optionalText((value) => /^\d{1,9}$/.test(value), AUDIT_MESSAGES.memberNumberInvalid),
    clubId: z.optional(z.string().check(z.maxLength(40))),
    /** Days in the clubs' time zone (America/Los_Angeles), both inclusive. */
    from: optionalText(isIsoCalendarDate, AUDIT_MESSAGES.fromInvalid),
    to: optionalText(isIsoCalendarDate, AUDIT_MESSAGES.toInvalid),
    cursor: z.optional(z.string().check(z.maxLength(200))),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: AUDIT_MESSAGES.fromAfterTo,
      path: ['from'],
    }),
  );
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const changesSchema = z.nullable(z.record(z.string(), z.unknown()));

export const auditEntrySchema = z.object({
  id: z.string(),
  /** A string, not the enum: entries outlive the list of actions the client was built with. */
  action: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The member (or staff account) the action was about; null for an action on no one (a plan's price). */
  member: z.nullable(z.object({ id: z.string(), name: z.string(), memberNumber: z.nullable(z.string()) })),
  club: z.nullable(z.object({ id: z.string(), displayName: z.string() })),
  reason: z.nullable(z.string()),
  before: changesSchema,
  after: changesSchema,
  /** ISO 8601, UTC. */
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
