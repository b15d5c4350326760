import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** The demo accounts' sign-in details (apps/server/src/db/seed-data/accounts.ts). */
export const DEMO_LOGINS = {
  member: { email: 'member@example.com', password: 'Member123!' },
  familyMember: { email: 'family@example.com', password: 'Family123!', clubId: '100003' },
  staff: { email: 'staff@example.com', password: 'Staff123!' },
} as const;

// The fields are required, so their labels end in ' *'.
export const loginEmail = (page: Page) => page.getByRole('textbox', { name: /^Email/ });
export const loginPassword = (page: Page) => page.getByLabel(/^Password/);
export const loginClubId = (page: Page) => page.getByRole('textbox', { name: /^Club ID/ });

/**
 * Signs in through /login as a person does and waits until the form has gone (the session exists). The page is
 * left wherever the login page sent it: ?next= or '/'.
 */
export async function signInThroughForm(
  page: Page,
  { email, password, clubId }: { email: string; password: string; clubId?: string },
  path = '/login',
) {
  await page.goto(path);
  await loginEmail(page).fill(email);
  if (clubId !== undefined) await loginClubId(page).fill(clubId);
  await loginPassword(page).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The stored member token, as the SPA keeps it (lib/session.ts). */
export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

/** The app's origin, for comparing URLs. */
export const appUrl = (path: string) => `${inject('baseUrl')}${path}`;
