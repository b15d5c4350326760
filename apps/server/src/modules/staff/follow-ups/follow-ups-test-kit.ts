import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { STEP, STEP_TITLES } from '@gym/contracts/messages';
import { signupTracking } from '../../../db/schema';
import type { TestContext } from '../../../test/app';

type Ctx = () => TestContext;

export const PERSONAL_INFO = {
  firstName: 'Jordan',
  lastName: 'Lee',
  gender: 'Female',
  birthday: '04/12/1990',
  phone: '510-555-0142',
  address: '12 Lake St',
  city: 'Oakland',
  state: 'CA',
  zipCode: '94612',
  emergencyContactName: 'Sam Lee',
  emergencyContactPhone: '510-555-0199',
};

export interface SignupSeed {
  email: string | null;
  clubId: string;
  planId?: string;
  step: number;
  personalInfo?: typeof PERSONAL_INFO;
  utmSource?: string;
  /** How long ago the visitor last moved. */
  idleMs: number;
}

/**
 * A sign-up as the wizard records it (POST /dashboard/set-ols-tracking, the payload of
 * features/signup/wizard/tracking-record.ts), then aged: the database stamps `updated_at` itself.
 */
export async function trackSignup(ctx: Ctx, now: Date, seed: SignupSeed): Promise<string> {
  const data = {
    clubId: seed.clubId,
    planId: seed.planId ?? null,
    personalInfo: seed.personalInfo ?? null,
    hasPhoto: false,
    utmSource: seed.utmSource ?? null,
  };
  const response = await ctx().signup({
    method: 'POST',
    url: '/dashboard/set-ols-tracking',
    payload: { email: seed.email, currentPage: STEP_TITLES[seed.step as 0], data: JSON.stringify(data) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json<{ data: { session: string } }>().data.session;
  await ctx()
    .app.db.update(signupTracking)
    .set({ updatedAt: new Date(now.getTime() - seed.idleMs), createdAt: new Date(now.getTime() - seed.idleMs) })
    .where(eq(signupTracking.id, session));
  return session;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export { STEP };

/** The token of the newest resume link e-mailed to the address, and the link's path. */
export async function resumeLinkOf(ctx: Ctx, email: string): Promise<{ path: string; token: string }> {
  const response = await ctx().app.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(email)}` });
  const [mail] = response.json<{ messages: { subject: string; text: string }[] }>().messages;
  expect(mail?.subject).toContain('finish joining');
  const url = new URL(/\S+\?resume=\S+/.exec(mail!.text)?.[0] ?? 'http://invalid/');
  return { path: url.pathname, token: url.searchParams.get('resume') ?? '' };
}
