import type { PasswordHashCost } from '../lib/passwords';

/**
 * The password cost of the test apps (test/app.ts) and of the demo accounts in the databases they start as a copy
 * of (test/global-setup.ts): the two must agree, or every demo sign-in would pay the other cost.
 */
export const TEMPLATE_PASSWORD_HASH_COST: PasswordHashCost = 'test-only-low';
