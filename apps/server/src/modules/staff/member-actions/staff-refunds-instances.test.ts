import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeaders } from '@gym/contracts/signing';
import { STAFF_ACTION_MESSAGES, staffRefundAnswerSchema } from '@gym/contracts/staff-member-actions';
import { type App, buildApp } from '../../../app';
import { type TestContext, startTestApp } from '../../../test/app';
import { OAKLAND, auditsOf, payingMember, providerRefunds, signIns } from './member-actions-test-kit';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** Two instances of the app on one Postgres database, as behind a load balancer: PGlite cannot be shared. */
(databaseUrl ? describe : describe.skip)(
  databaseUrl
    ? 'staff refunds on two app instances at once [postgres]'
    : 'staff refunds on two app instances [postgres: skipped, TEST_DATABASE_URL is not set]',
  () => {
    let first: Awaited<ReturnType<typeof startTestApp>> | undefined;
    let second: App | undefined;
    beforeAll(async () => {
      first = await startTestApp('postgres');
      second = await buildApp(first.context.config, { logger: false });
    }, 120_000);
    afterAll(async () => {
      await second?.close();
      await first?.stop();
    });
    const ctx = (): TestContext => first!.context;

    /** A signed staff request to `app`, the way either instance would get it. */
    async function refundOn(app: App, token: string, memberId: string, payload: object) {
      const options: InjectOptions & { method: string; url: string } = {
        method: 'POST',
        url: `/staff/members/${memberId}/refunds`,
        payload,
      };
      const headers = await signatureHeaders(ctx().config.REQUEST_SIGNING_KEY, options.method, options.url);
      return app.inject({ ...options, headers: { ...headers, authorization: `Bearer ${token}` } });
    }
    const whole = (chargeId: string, requestKey = crypto.randomUUID()) => ({
      chargeId,
      amountCents: 4999,
      reason: 'Charged after cancelling',
      requestKey,
    });

    it('two whole refunds of one payment on two instances: one refunds, the other is a 409', async () => {
      const { manager, director } = await signIns(ctx);
      const member = await payingMember(ctx, OAKLAND);
      const answers = await Promise.all([
        refundOn(ctx().app, manager, member.id, whole(member.chargeId)),
        refundOn(second!, director, member.id, whole(member.chargeId)),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
        message: STAFF_ACTION_MESSAGES.refundTooMuch(0),
      });
      expect(await providerRefunds(ctx, member.id)).toBe(1);
      expect(await auditsOf(ctx, member.id)).toHaveLength(1);
    });

    it('the same request on both instances, twice each: one refund at the provider', async () => {
      const { manager } = await signIns(ctx);
      const member = await payingMember(ctx, OAKLAND);
      const same = whole(member.chargeId);
      const answers = await Promise.all(
        [ctx().app, second!, ctx().app, second!].map((app) => refundOn(app, manager, member.id, same)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      const parsed = answers.map((answer) => staffRefundAnswerSchema.parse(answer.json()).data);
      expect(new Set(parsed.map((refund) => refund.refundId)).size).toBe(1);
      expect(parsed.every((refund) => refund.status === 'succeeded')).toBe(true);
      expect(await providerRefunds(ctx, member.id)).toBe(1);
      expect(await auditsOf(ctx, member.id)).toHaveLength(1);
    });
  },
);
