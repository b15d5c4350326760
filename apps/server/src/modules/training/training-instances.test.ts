import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_TRAINING_MESSAGES } from '@gym/contracts/personal-training';
import { signatureHeaders } from '@gym/contracts/signing';
import { type App, buildApp } from '../../app';
import { charges, trainingPacks, trainingSessions } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import type { BillingProvider } from '../../providers/billing';
import { type TestContext, describeEachDatabase, startTestApp } from '../../test/app';
import { count } from '../../test/join-kit';
import { MemberPaymentService, MemberPaymentsRepository } from '../membership/billing';
import { addCard, newMember } from '../membership/billing/billing-test-kit';
import { memberMaker } from '../classes/bookings/bookings-test-kit';
import { reconcilePayments } from '../membership/billing/payment-reconciler';
import { PackPurpose, PacksRepository, PacksService } from './packs';
import { givePack, startsOf, trainingRequests } from './training-test-kit';

const NOW = '2027-03-08T17:00:00.000Z';
const clock = new ManualClock(NOW);
const databaseUrl = process.env.TEST_DATABASE_URL;

/** A pack bought exactly once whatever happens between the provider and our record (both engines). */
describeEachDatabase(
  'personal training packs after a crash',
  (ctx: () => TestContext) => {
    const api = trainingRequests(ctx);
    const db = () => ctx().app.db;
    /** Another instance's payments, with its own provider (one that crashes), serving packs as the app does. */
    const payments = (billing: BillingProvider = ctx().app.billing) => {
      const service = new MemberPaymentService(billing, new MemberPaymentsRepository(db(), clock), ctx().app.log, {
        clock,
      });
      service.serve('training-pack', new PackPurpose(new PacksRepository(db())));
      return service;
    };
    /** The process dies right after the provider charged: nothing of ours is written after the attempt. */
    const crashAfterCharge = (): BillingProvider =>
      Object.assign(Object.create(ctx().app.billing) as BillingProvider, {
        charge: async (request: Parameters<BillingProvider['charge']>[0]) => {
          await ctx().app.billing.charge(request);
          throw new Error('simulated crash after the charge');
        },
      });
    const crashingInstance = () =>
      new PacksService({ repository: new PacksRepository(db()), payments: payments(crashAfterCharge()), clock });
    const providerCharges = (userId: string) =>
      count(
        db(),
        'billing_sandbox_charges',
        `idempotency_key like 'training-pack:%' and amount_cents > 0 and idempotency_key in (select provider_key from training_packs where user_id = '${userId}')`,
      );
    const packsOf = (userId: string) => db().select().from(trainingPacks).where(eq(trainingPacks.userId, userId));
    const chargesOf = (userId: string) => db().select().from(charges).where(eq(charges.userId, userId));

    async function buyer() {
      const member = await newMember(ctx());
      await addCard(ctx(), member.token);
      const offer = (await api.offers()).find((entry) => entry.sessions === 5 && entry.minutes === 60)!;
      return { ...member, offerId: offer.id };
    }

    it('a repeat of the key records a charge a crash left unrecorded: one charge, one active pack', async () => {
      const member = await buyer();
      const key = randomUUID();
      await expect(crashingInstance().buy(member.id, key, { offerId: member.offerId })).rejects.toThrow('simulated');
      expect((await packsOf(member.id)).map((pack) => pack.status)).toEqual(['pending']);
      expect(await providerCharges(member.id)).toBe(1);
      expect(await chargesOf(member.id)).toEqual([]);
      // Another purchase while this one is pending is refused.
      expect((await api.buy(member.token, member.offerId)).statusCode).toBe(409);

      const repeat = await api.buy(member.token, member.offerId, key);
      expect(repeat.statusCode, repeat.body).toBe(201);
      expect(api.pack(repeat)).toMatchObject({ status: 'active', left: 5 });
      expect(await api.buy(member.token, member.offerId, key).then((again) => api.pack(again).id)).toBe(
        api.pack(repeat).id,
      );
      expect(await providerCharges(member.id)).toBe(1);
      expect((await chargesOf(member.id)).map((charge) => charge.kind)).toEqual(['training-pack']);
    });

    it('the reconciler makes the pack a crash left pending active, once', async () => {
      const member = await buyer();
      await expect(crashingInstance().buy(member.id, randomUUID(), { offerId: member.offerId })).rejects.toThrow(
        'simulated',
      );
      const reconcile = () =>
        reconcilePayments({
          payments: payments(),
          attempts: new MemberPaymentsRepository(db(), clock),
          log: ctx().app.log,
        });
      expect(await reconcile()).toMatchObject({ recorded: 1 });
      expect(await reconcile()).toMatchObject({ recorded: 0 });
      expect((await packsOf(member.id)).map((pack) => pack.status)).toEqual(['active']);
      expect(await chargesOf(member.id)).toHaveLength(1);
      const fees = await db().execute(
        sql`select count(*)::int as n from ledger_entries where user_id = ${member.id} and kind = 'fee'`,
      );
      expect((fees as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    });
  },
  {},
  { clock },
);

/** Two instances of the app on one Postgres database, as behind a load balancer: PGlite cannot be shared. */
(databaseUrl ? describe : describe.skip)(
  databaseUrl
    ? 'personal training on two app instances at once [postgres]'
    : 'personal training on two app instances [postgres: skipped, TEST_DATABASE_URL is not set]',
  () => {
    let first: Awaited<ReturnType<typeof startTestApp>> | undefined;
    let second: App | undefined;
    beforeAll(async () => {
      first = await startTestApp('postgres', { DATABASE_CONNECT_TIMEOUT_MS: '30000' }, { clock });
      second = await buildApp(first.context.config, { logger: false, clock });
    }, 120_000);
    afterAll(async () => {
      await second?.close();
      await first?.stop();
    });
    const ctx = (): TestContext => first!.context;
    const api = trainingRequests(ctx);

    async function on(app: App, token: string, options: InjectOptions & { method: string; url: string }) {
      const headers = await signatureHeaders(ctx().config.REQUEST_SIGNING_KEY, options.method, options.url);
      return app.inject({ ...options, headers: { ...headers, authorization: `Bearer ${token}` } });
    }

    it('50 members booking one slot at once on two instances: exactly one holds it, no other pack is touched', async () => {
      const trainer = await api.trainer();
      const [slot] = startsOf(await api.slots(trainer.id, 60));
      // Signed in without the sign-in route: its rate limit is for people, not 50 test members.
      const makeMember = await memberMaker(ctx);
      const members = [];
      for (let index = 0; index < 50; index += 1) {
        const member = await makeMember();
        await givePack(ctx, member.id, { sessions: 5, minutes: 60, at: clock.now() });
        members.push(member);
      }
      const answers = await Promise.all(
        members.map((member, index) =>
          on(index % 2 === 0 ? ctx().app : second!, member.token, {
            method: 'POST',
            url: '/training/sessions',
            payload: { trainerId: trainer.id, clubId: '101', startsAt: slot, minutes: 60, mode: 'inPerson' },
          }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      const refusals = answers.filter((answer) => answer.statusCode !== 201);
      expect([...new Set(refusals.map((answer) => `${answer.statusCode} ${answer.json().message}`))]).toEqual([
        `409 ${PERSONAL_TRAINING_MESSAGES.slotTaken}`,
      ]);
      const held = await ctx().app.db.select().from(trainingSessions).where(eq(trainingSessions.trainerId, trainer.id));
      expect(held.filter((session) => session.status === 'booked')).toHaveLength(1);
      const used = await ctx()
        .app.db.select({ used: trainingPacks.used })
        .from(trainingPacks)
        .where(sql`${trainingPacks.userId} in ${members.map((member) => member.id)}`);
      expect(used.map((pack) => pack.used).sort()).toEqual([...Array(49).fill(0), 1]);
    });
  },
);
