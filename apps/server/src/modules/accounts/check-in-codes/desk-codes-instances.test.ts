import { and, eq, gt } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_CODE_MESSAGES } from '@gym/contracts/check-in-code';
import { signatureHeaders } from '@gym/contracts/signing';
import { type App, buildApp } from '../../../app';
import { checkInCodeUses, users, visits } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, startTestApp } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { payloadAt, secretOf } from './check-in-codes-test-kit';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Two instances of the app on one Postgres database, as behind a load balancer, sharing one clock: a code scanned
 * at two desks at once lets in exactly once (docs/decisions/0036). PGlite cannot be shared.
 */
(databaseUrl ? describe : describe.skip)(
  databaseUrl
    ? 'one rotating code at two desks on two app instances at once [postgres]'
    : 'one rotating code on two app instances [postgres: skipped, TEST_DATABASE_URL is not set]',
  () => {
    const clock = new ManualClock(new Date());
    let first: Awaited<ReturnType<typeof startTestApp>> | undefined;
    let second: App | undefined;
    beforeAll(async () => {
      first = await startTestApp('postgres', {}, { clock });
      second = await buildApp(first.context.config, { logger: false, clock });
    }, 120_000);
    afterAll(async () => {
      await second?.close();
      await first?.stop();
    });
    const ctx = (): TestContext => first!.context;

    async function scanOn(app: App, token: string, scanCode: string, clubId: string) {
      const options: InjectOptions & { method: string; url: string } = {
        method: 'POST',
        url: '/staff/check-ins',
        payload: { scanCode, clubId },
      };
      const headers = await signatureHeaders(ctx().config.REQUEST_SIGNING_KEY, options.method, options.url);
      return app.inject({ ...options, headers: { ...headers, authorization: `Bearer ${token}` } });
    }

    async function recentVisits(memberNumber: number) {
      const [user] = await ctx().app.db.select().from(users).where(eq(users.memberNumber, memberNumber));
      const since = new Date(Date.now() - 3_600_000);
      return ctx()
        .app.db.select()
        .from(visits)
        .where(and(eq(visits.userId, user!.id), gt(visits.checkedInAt, since)));
    }

    it.each([
      ['at two clubs', DEMO.member, ['101', '102']],
      ['at one club', DEMO.familyPrimary, ['104', '104']],
    ] as const)('the same code scanned %s at once: one check-in, one refusal as used', async (_, account, clubs) => {
      clock.set(new Date());
      const staff = await ctx().login(DEMO.staff.email, DEMO.staff.password);
      const director = await ctx().login(DEMO.director.email, DEMO.director.password);
      const member = await ctx().login(account.email, account.password, String(account.memberNumber));
      const code = await payloadAt(await secretOf(ctx(), member), clock.now());

      const answers = await Promise.all([
        scanOn(ctx().app, staff, code, clubs[0]),
        scanOn(second!, director, code, clubs[1]),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
        message: CHECK_IN_CODE_MESSAGES.codeUsed,
        member: { idCA: String(account.memberNumber) },
      });
      const made = await recentVisits(account.memberNumber);
      expect(made).toHaveLength(1);
      const uses = await ctx().app.db.select().from(checkInCodeUses).where(eq(checkInCodeUses.userId, made[0]!.userId));
      expect(uses.map((use) => use.visitId)).toEqual([made[0]!.id]);
    });
  },
);
