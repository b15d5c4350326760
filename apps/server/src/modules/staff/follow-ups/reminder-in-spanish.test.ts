import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { STEP, STEP_TITLES } from '@gym/contracts/messages';
import { signupTracking } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { DEMO } from '../../../test/demo';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { HOUR, PERSONAL_INFO } from './follow-ups-test-kit';

const clock = new ManualClock(new Date());

/** A sign-up left in Spanish gets its reminder in Spanish (docs/decisions/0039): the language of its calls. */
describeEachDatabase(
  'a reminder in the language of the sign-up',
  (ctx) => {
    async function abandoned(context: TestContext, email: string, headers: Record<string, string>) {
      const data = { clubId: '106', planId: 'oakland-monthly', personalInfo: PERSONAL_INFO, hasPhoto: false };
      const response = await context.signup({
        method: 'POST',
        url: '/dashboard/set-ols-tracking',
        payload: { email, currentPage: STEP_TITLES[STEP.photo], data: JSON.stringify(data) },
        headers,
      });
      const session = response.json<{ data: { session: string } }>().data.session;
      const idle = new Date(clock.now().getTime() - 2 * HOUR);
      await context.app.db
        .update(signupTracking)
        .set({ updatedAt: idle, createdAt: idle })
        .where(eq(signupTracking.id, session));
      return session;
    }
    const remind = async (session: string) => {
      const director = await ctx().login(DEMO.director.email, DEMO.director.password);
      const response = await ctx().asMember(director, {
        method: 'POST',
        url: `/staff/follow-ups/signups/${session}/reminder`,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const mailTo = async (email: string) =>
      (await ctx().app.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(email)}` })).json<{
        messages: { subject: string; text: string; html: string }[];
      }>().messages[0];

    it('writes the reminder of a sign-up made in Spanish in Spanish, and one made in English in English', async () => {
      await remind(await abandoned(ctx(), 'ana.spanish@example.com', { 'accept-language': 'es-MX' }));
      const spanish = await mailTo('ana.spanish@example.com');
      expect(spanish?.subject).toBe('Bay Fit Clubs: termine su inscripción en Oakland');
      expect(spanish?.text).toContain('Hola, Jordan:');
      expect(spanish?.text).toContain('Empezó a inscribirse en Bay Fit Clubs en Oakland y no terminó.');
      expect(spanish?.text).toMatch(/Terminar la inscripción:\n\S+\?resume=\S+/);
      expect(spanish?.html).toMatch(/<html lang="es"/);

      await remind(await abandoned(ctx(), 'ann.english@example.com', {}));
      const english = await mailTo('ann.english@example.com');
      expect(english?.subject).toBe('Bay Fit Clubs: finish joining Oakland');
      expect(english?.text).toContain('Hi Jordan,');
    });
  },
  {},
  { clock },
);
