import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { STEP, STEP_TITLES } from '@gym/contracts/messages';
import {
  joinAttempts,
  joinSubmissions,
  memberDocuments,
  privacyRequests,
  signupCards,
  signupTracking,
} from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase, testConfig } from '../../../test/app';
import { joinedMember, rows } from '../../../test/join-kit';
import { RetentionRepository } from './retention.repository';
import { RetentionService } from './retention.service';

const NOW = '2027-03-02T18:00:00.000Z';
const clock = new ManualClock(NOW);
const daysAgo = (days: number) => new Date(new Date(NOW).getTime() - days * 86_400_000);

type Ctx = () => TestContext;

it('keeps abandoned sign-ups 90 days unless ABANDONED_SIGNUP_RETENTION_DAYS says otherwise', () => {
  expect(testConfig().ABANDONED_SIGNUP_RETENTION_DAYS).toBe(90);
  expect(testConfig({ ABANDONED_SIGNUP_RETENTION_DAYS: '30' }).ABANDONED_SIGNUP_RETENTION_DAYS).toBe(30);
  expect(() => testConfig({ ABANDONED_SIGNUP_RETENTION_DAYS: '0' })).toThrow();
});

describeEachDatabase(
  'the retention job: abandoned sign-ups past the period',
  (ctx: Ctx) => {
    const retentionOf = () =>
      new RetentionService({
        repository: new RetentionRepository(ctx().app.db),
        storage: ctx().app.storage,
        clock,
        retentionDays: ctx().config.ABANDONED_SIGNUP_RETENTION_DAYS,
        log: ctx().app.log,
      });
    const ids = { old: randomUUID(), recent: randomUUID(), finished: randomUUID(), oldRun: randomUUID() };
    let joined: Awaited<ReturnType<typeof joinedMember>>;

    beforeAll(async () => {
      const { db } = ctx().app;
      joined = await joinedMember(ctx());
      const tracking = (id: string, age: number, page: string, email: string) => ({
        id,
        email,
        currentPage: page,
        data: { firstName: 'Pat', phone: '4155550100' },
        createdAt: daysAgo(age + 1),
        updatedAt: daysAgo(age),
      });
      await db
        .insert(signupTracking)
        .values([
          tracking(ids.old, 91, STEP_TITLES[STEP.personalInfo], 'old.abandoned@example.com'),
          tracking(ids.recent, 89, STEP_TITLES[STEP.personalInfo], 'recent.abandoned@example.com'),
          tracking(ids.finished, 200, STEP_TITLES[STEP.congratulation], joined.email),
        ]);
      const card = (token: string, age: number) => ({
        token,
        brand: 'Visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        billingName: 'Pat Abandoned',
        createdAt: daysAgo(age),
        updatedAt: daysAgo(age),
      });
      await db.insert(signupCards).values([card(`old-${ids.old}`, 120), card(`recent-${ids.recent}`, 10)]);
      // A join run that only ever declined, 100 days ago: the form as sent, name and address.
      await db.insert(joinSubmissions).values({ runKey: ids.oldRun, createdAt: daysAgo(100), updatedAt: daysAgo(100) });
      await db.insert(joinAttempts).values({
        runKey: ids.oldRun,
        cardToken: `declined-${ids.oldRun}`,
        providerKey: `${ids.oldRun}:declined`,
        kind: 'new',
        personKey: 'email:declined@example.com',
        status: 'declined',
        amountCents: 6900,
        payload: { firstName: 'Pat', contactAddressLine1: '2 Market Street' },
        quote: {},
        card: { billingName: 'Pat Abandoned' },
        createdAt: daysAgo(100),
        updatedAt: daysAgo(100),
      });
    });

    /** A deletion request of the member, received the day before `completedAt` and completed then: its id. */
    const answeredRequest = async (member: { userId: string; caId: string }, completedAt: Date) => {
      const [row] = await ctx()
        .app.db.insert(privacyRequests)
        .values({
          userId: member.userId,
          kind: 'deletion',
          memberName: 'Robin Joiner',
          memberNumber: Number(member.caId),
          clubId: '106',
          receivedAt: new Date(completedAt.getTime() - 86_400_000),
          dueAt: new Date(completedAt.getTime() + 44 * 86_400_000),
          completedAt,
          outcome: 'test',
        })
        .returning();
      return row!.id;
    };

    const exists = async (table: string, column: string, value: string) =>
      (await rows(ctx().app.db, sql.raw(`select 1 from ${table} where ${column} = '${value}'`))).length > 0;

    it('deletes what is older than 90 days, keeps the recent and the finished; two instances at once delete it once', async () => {
      const [first, second] = await Promise.all([retentionOf().deleteExpired(), retentionOf().deleteExpired()]);
      expect(first.signups + second.signups).toBe(1);
      expect(first.cards + second.cards).toBe(1);
      expect(first.joinRuns + second.joinRuns).toBe(1);
      expect(await exists('signup_tracking', 'id', ids.old)).toBe(false);
      expect(await exists('signup_tracking', 'id', ids.recent)).toBe(true);
      expect(await exists('signup_tracking', 'id', ids.finished)).toBe(true);
      expect(await exists('signup_cards', 'token', `old-${ids.old}`)).toBe(false);
      expect(await exists('signup_cards', 'token', `recent-${ids.recent}`)).toBe(true);
      expect(await exists('join_submissions', 'run_key', ids.oldRun)).toBe(false);
      expect(await exists('join_attempts', 'run_key', ids.oldRun)).toBe(false);
      // The completed join is untouched: its member, its run and its charge.
      expect(await exists('users', 'id', joined.userId)).toBe(true);
      expect(await exists('join_submissions', 'user_id', joined.userId)).toBe(true);
      expect(await exists('charges', 'user_id', joined.userId)).toBe(true);
    });

    it('a second run finds nothing; the recent one goes once it is past the period too', async () => {
      expect(await retentionOf().deleteExpired()).toEqual({ signups: 0, cards: 0, joinRuns: 0 });
      clock.set(new Date(new Date(NOW).getTime() + 2 * 86_400_000));
      try {
        expect(await retentionOf().deleteExpired()).toMatchObject({ signups: 1 });
        expect(await exists('signup_tracking', 'id', ids.recent)).toBe(false);
        expect(await exists('signup_tracking', 'id', ids.finished)).toBe(true);
      } finally {
        clock.set(NOW);
      }
    });

    it('deletes what a deletion kept (the PDFs and e-signatures) once its 7 years are over, and keeps the books', async () => {
      const { db, storage } = ctx().app;
      const deletedLongAgo = await joinedMember(ctx());
      const deletedLately = await joinedMember(ctx());
      const keep = async (member: { userId: string; caId: string }, completedAt: Date) => {
        const key = `members/${member.userId}/agreement-${randomUUID()}.pdf`;
        await storage.put(key, new TextEncoder().encode('%PDF-1.7'), 'application/pdf');
        await db.insert(memberDocuments).values({
          userId: member.userId,
          type: 'membership-agreement',
          storageKey: key,
          fileName: `membership-agreement-${member.caId}.pdf`,
        });
        await answeredRequest(member, completedAt);
        return key;
      };
      const oldKey = await keep(deletedLongAgo, new Date('2020-03-01T18:00:00.000Z')); // 7 years and a day before NOW
      const recentKey = await keep(deletedLately, new Date('2020-03-03T18:00:00.000Z')); // a day short of 7 years
      const [one, two] = await Promise.all([
        retentionOf().deleteExpiredKeptRecords(),
        retentionOf().deleteExpiredKeptRecords(),
      ]);
      expect(one.documents + two.documents).toBe(1);
      expect(await storage.get(oldKey)).toBeNull();
      expect(await exists('member_documents', 'user_id', deletedLongAgo.userId)).toBe(false);
      expect(await storage.get(recentKey)).not.toBeNull();
      expect(await exists('member_documents', 'user_id', deletedLately.userId)).toBe(true);
      // The books' figures stay.
      expect(await exists('charges', 'user_id', deletedLongAgo.userId)).toBe(true);
      expect(await retentionOf().deleteExpiredKeptRecords()).toEqual({ documents: 0, signatures: 0 });
    });

    it("forgets whose a request was once 24 months have passed since its answer, and keeps the younger records' names", async () => {
      const { db } = ctx().app;
      const answered = async (completedAt: Date) => answeredRequest(await joinedMember(ctx()), completedAt);
      const oldRequest = await answered(new Date('2025-03-01T18:00:00.000Z')); // 24 months and a day before NOW
      const youngRequest = await answered(new Date('2025-03-03T18:00:00.000Z')); // a day short of 24 months
      const nameOf = async (id: string) =>
        (await rows<{ name: string }>(db, sql`select member_name as name from privacy_requests where id = ${id}`))[0]!
          .name;
      const named = await rows(
        db,
        sql`select id from privacy_requests where completed_at < '2025-03-02T18:00:00.000Z' and member_name <> 'Deleted member'`,
      );
      const [one, two] = await Promise.all([
        retentionOf().forgetExpiredRequestNames(),
        retentionOf().forgetExpiredRequestNames(),
      ]);
      // Each old record once (this one and the 7-year test's), whichever instance got it.
      expect(one + two).toBe(named.length);
      expect(named.length).toBeGreaterThanOrEqual(1);
      expect(await nameOf(oldRequest)).toBe('Deleted member');
      expect(await nameOf(youngRequest)).toBe('Robin Joiner');
      expect(await retentionOf().forgetExpiredRequestNames()).toBe(0);
    });
  },
  {},
  { clock },
);
