import * as z from 'zod/mini';
import { MESSAGES } from './messages';
import { PERSONAL_INFO_MESSAGES } from './personal-info';
import type { UserRole } from './session-user';

/**
 * The gym's own people (issue 15): the front desk ('staff') and club managers work the clubs they are assigned to;
 * the director works every club and manages the staff accounts (docs/decisions/0032).
 */
export const CONSOLE_ROLES = ['staff', 'manager', 'director'] as const satisfies readonly UserRole[];
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** The roles a director gives a staff account (a director account is made by hand). */
export const ASSIGNABLE_ROLES = ['staff', 'manager'] as const satisfies readonly ConsoleRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const CONSOLE_ROLE_LABELS: Record<ConsoleRole, string> = {
  staff: 'Front desk',
  manager: 'Club manager',
  director: 'Director',
};

export function isConsoleRole(role: UserRole): role is ConsoleRole {
  return (CONSOLE_ROLES as readonly UserRole[]).includes(role);
}

export const STAFF_MESSAGES = {
  clubOutOfScope: 'This club is not one of yours.',
  noStaffAccount: 'No staff account with this id',
  emailTaken: 'An account with this e-mail already exists',
  clubsRequired: 'Choose at least one club',
  ownAccount: 'You cannot change your own account here',
} as const;

/** GET /staff/scope: what the signed-in staff account works on. */
export const staffScopeSchema = z.object({
  role: z.enum(CONSOLE_ROLES),
  /** The director: every club, now and to come. */
  allClubs: z.boolean(),
  /** The clubs assigned (every club's id for the director). */
  clubIds: z.array(z.string()),
});
export type StaffScope = z.infer<typeof staffScopeSchema>;

export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(CONSOLE_ROLES),
  clubIds: z.array(z.string()),
  active: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountListSchema = z.object({ accounts: z.array(staffAccountSchema) });

const clubIdsSchema = z
  .array(z.string().check(z.trim(), z.minLength(1)))
  .check(z.minLength(1, STAFF_MESSAGES.clubsRequired));

export const createStaffAccountBodySchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email(MESSAGES.invalidEmail)),
  firstName: z.string().check(z.trim(), z.minLength(1, PERSONAL_INFO_MESSAGES.firstNameRequired), z.maxLength(100)),
  lastName: z.string().check(z.trim(), z.minLength(1, PERSONAL_INFO_MESSAGES.lastNameRequired), z.maxLength(100)),
  role: z.enum(ASSIGNABLE_ROLES),
  clubIds: clubIdsSchema,
});
export type CreateStaffAccountBody = z.infer<typeof createStaffAccountBodySchema>;

export const updateStaffAccountBodySchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES),
  clubIds: clubIdsSchema,
});
export type UpdateStaffAccountBody = z.infer<typeof updateStaffAccountBodySchema>;

export const staffAccountParamsSchema = z.object({ id: z.uuid() });

/** What the audit log records (who did it, to whom, before and after): one entry per kind of staff action. */
export const AUDIT_ACTIONS = [
  'staff-account.created',
  'staff-account.updated',
  'staff-account.deactivated',
  'vaccine-record.reviewed',
  'referral-link.created',
  'plan.price-scheduled',
  'member.refunded',
  'member.credited',
  'member.fee-waived',
  'member.frozen',
  'member.cancelled',
  'member.note-added',
  'member.password-link-sent',
  'member.welcome-resent',
  'follow-up.reminder-sent',
  'follow-up.contacted',
  'member.checked-in-manually',
  'club.hours-changed',
  'club.closure-added',
  'club.closure-removed',
  'club.capacity-changed',
  'class.cancelled',
  'class.trainer-changed',
  'class.capacity-changed',
  'class.member-added',
  'class.member-removed',
  'class.rules-changed',
  'class.moved',
  'class-type.created',
  'class-type.updated',
  'class-series.created',
  'class-series.updated',
  'trainer.profile-approved',
  'training.prices-changed',
  'training.session-booked',
  'training.session-moved',
  'training.pack-refunded',
  'privacy.export',
  'privacy.deletion-requested',
  'privacy.deletion-completed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /staff/members?q=: at least 2 characters, at most 100. */
export const MEMBER_SEARCH = { minLength: 2, maxLength: 100, limit: 20 } as const;

export const memberSearchQuerySchema = z.object({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(MEMBER_SEARCH.minLength, 'Type at least 2 characters'),
      z.maxLength(MEMBER_SEARCH.maxLength),
    ),
});

/** A member the search found: enough to tell people apart and open their page. */
export const memberSearchResultSchema = z.object({
  sfId: z.string(),
  idCA: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  memberStatus: z.string(),
  homeClub: z.nullable(z.object({ id: z.string(), displayName: z.string() })),
});
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;
export const memberSearchAnswerSchema = z.object({ members: z.array(memberSearchResultSchema) });
