import * as z from 'zod/mini';

/**
 * The signed-in user a member token's claims name (member-area document section 3). A module of its own,
 * without auth.ts's sign-in schemas: the SPA reads it at start, on every page.
 */
/** 'staff' is the front desk; a 'manager' runs their clubs; the 'director' runs every club (contracts/staff.ts). */
export const USER_ROLES = ['member', 'trainer', 'director', 'staff', 'manager'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const MEMBER_STATUSES = ['active', 'former', 'prospect'] as const;

/**
 * The signed-in user read from the token (section 3). favoriteLocation and favoriteLocationCAId are both the
 * club's id (clubautomationclubidC; docs/decisions/0010); role and isDirector are ours, for the staff and
 * director pages.
 */
export const sessionUserSchema = z.object({
  sfId: z.string(),
  idCA: z.string(),
  name: z.string(),
  email: z.string(),
  firstName: z.string(),
  favoriteLocationName: z.nullable(z.string()),
  favoriteLocation: z.nullable(z.string()),
  favoriteLocationCAId: z.nullable(z.string()),
  memberStatus: z.enum(MEMBER_STATUSES),
  scanCode: z.string(),
  isTrainer: z.boolean(),
  isDirector: z.boolean(),
  role: z.enum(USER_ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
