import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, expect, it } from 'vitest';
import { PAYMENT_KEY_HEADER } from '@gym/contracts/member-billing';
import { STAFF_TRAINING_MESSAGES } from '@gym/contracts/staff-training';
import { auditEvents, charges, ledgerEntries, refunds, trainingPacks, users } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { addCard, newMember } from '../../membership/billing/billing-test-kit';
import { PacksRepository } from '../../training/packs';
import { MARIN, givePack, startsOf, trainingRequests } from '../../training/training-test-kit';

// Monday 8 March 2027, 9 a.m. at the clubs.
const NOW = '2027-03-08T17:00:00.000Z';
const clock = new ManualClock(NOW);
const HOUR = 3_600_000;

describeEachDatabase(
  'personal training in the console',
  (ctx: () => TestContext) => {
    const api = trainingRequests(ctx);
    let trainer: { id: string; token: string };
    let director: string;
    let manager: string; // Oakland's

    const audit = (action: string) =>
      ctx()
        .app.db.select()
        .from(auditEvents)
        .where(eq(auditEvents.action, action as never));
    const memberNumberOf = async (userId: string) =>
      (await ctx().app.db.select({ n: users.memberNumber }).from(users).where(eq(users.id, userId)))[0]!.n;

    beforeAll(async () => {
      clock.set(NOW);
      trainer = await api.trainer();
      director = await ctx().login(DEMO.director.email, DEMO.director.password);
      manager = await ctx().login(DEMO.manager.email, DEMO.manager.password);
    });

    it('approves a trainer’s profile change, audited; members see it only then', async () => {
      const change = {
        bio: 'Now also coaching kettlebells.',
        specialities: ['strength'],
        certifications: ['RKC'],
        languages: ['en', 'es'],
      };
      const proposed = await ctx().asMember(trainer.token, { method: 'PUT', url: '/trainer/profile', payload: change });
      expect(proposed.json().data.pending).toMatchObject(change);
      expect((await ctx().signed({ method: 'GET', url: `/trainers/${trainer.id}` })).json().data.bio).not.toBe(
        change.bio,
      );
      const waiting = (await ctx().asMember(director, { method: 'GET', url: '/staff/trainers/changes' })).json().data;
      expect(waiting.map((entry: { trainer: { id: string } }) => entry.trainer.id)).toContain(trainer.id);
      // Oakland's manager does not manage Marin's trainer.
      expect((await ctx().asMember(manager, { method: 'GET', url: '/staff/trainers/changes' })).json().data).toEqual(
        [],
      );
      expect(
        (await ctx().asMember(manager, { method: 'POST', url: `/staff/trainers/${trainer.id}/approve` })).statusCode,
      ).toBe(404);
      const approved = await ctx().asMember(director, { method: 'POST', url: `/staff/trainers/${trainer.id}/approve` });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({
        pending: null,
        trainer: { bio: change.bio, languages: ['en', 'es'] },
      });
      expect(
        (await ctx().signed({ method: 'GET', url: `/trainers/${trainer.id}` })).json().data.certifications,
      ).toEqual(['RKC']);
      expect(await audit('trainer.profile-approved')).toHaveLength(1);
      expect(
        (await ctx().asMember(director, { method: 'POST', url: `/staff/trainers/${trainer.id}/approve` })).statusCode,
      ).toBe(409);
    });

    it('lets the director set a club’s prices, audited; a manager may not', async () => {
      const offers = [
        { sessions: 1, minutes: 60, priceCents: 9000, intro: false, active: true },
        { sessions: 5, minutes: 60, priceCents: 42500, intro: false, active: true },
      ];
      const url = `/staff/clubs/${MARIN}/training-packs`;
      expect((await ctx().asMember(manager, { method: 'PUT', url, payload: { offers } })).statusCode).toBe(403);
      const set = await ctx().asMember(director, { method: 'PUT', url, payload: { offers } });
      expect(set.statusCode, set.body).toBe(200);
      const sold = await api.offers();
      expect(sold.map((offer) => [offer.sessions, offer.minutes, offer.priceCents])).toEqual([
        [1, 60, 9000],
        [5, 60, 42500],
      ]);
      expect(await audit('training.prices-changed')).toHaveLength(1);
      const twice = await ctx().asMember(director, { method: 'PUT', url, payload: { offers: [offers[0], offers[0]] } });
      expect(twice.json().message).toBe(STAFF_TRAINING_MESSAGES.offersDuplicate);
    });

    it('books and moves a member’s session; the club calendar shows it; the month’s payroll lists it', async () => {
      const member = await newMember(ctx());
      await givePack(ctx, member.id, { sessions: 5, minutes: 60, at: clock.now() });
      const starts = startsOf(await api.slots(trainer.id, 60)).filter(
        (start) => Date.parse(start) > Date.parse(NOW) + 30 * HOUR,
      );
      const first = starts[0]!;
      // Another day's start: the move frees the first one whole (its buffer too).
      const third = starts.find((start) => Date.parse(start) > Date.parse(first) + 12 * HOUR)!;
      const booked = await ctx().asMember(director, {
        method: 'POST',
        url: `/staff/clubs/${MARIN}/training/sessions`,
        payload: {
          memberNumber: await memberNumberOf(member.id),
          trainerId: trainer.id,
          startsAt: first,
          minutes: 60,
          mode: 'inPerson',
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const session = api.session(booked);
      const moved = await ctx().asMember(director, {
        method: 'PUT',
        url: `/staff/training/sessions/${session.id}`,
        payload: { startsAt: third },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(api.session(moved).startsAt).toBe(third);
      expect(startsOf(await api.slots(trainer.id, 60))).toContain(first);
      expect(await audit('training.session-booked')).toHaveLength(1);
      expect(await audit('training.session-moved')).toHaveLength(1);
      const calendar = (
        await ctx().asMember(director, { method: 'GET', url: `/staff/clubs/${MARIN}/training?from=2027-03-08&days=14` })
      ).json().data;
      expect(calendar.sessions.map((entry: { id: string }) => entry.id)).toContain(session.id);
      expect(calendar.trainers.map((entry: { id: string }) => entry.id)).toContain(trainer.id);
      expect((await ctx().asMember(manager, { method: 'GET', url: `/staff/clubs/${MARIN}/training` })).statusCode).toBe(
        403,
      );

      // Delivered: the trainer marks it attended after its start.
      clock.set(new Date(Date.parse(third!) + 10 * 60_000));
      await ctx().asMember(trainer.token, {
        method: 'PUT',
        url: `/trainer/sessions/${session.id}/attendance`,
        payload: { attendance: 'attended' },
      });
      clock.set(NOW);
      const csv = await ctx().asMember(director, {
        method: 'GET',
        url: `/staff/clubs/${MARIN}/training/payroll.csv?month=2027-03`,
      });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const rows = Papa.parse<Record<string, string>>(csv.body, { header: true, skipEmptyLines: true }).data;
      expect(rows).toContainEqual({
        month: '2027-03',
        club: MARIN,
        trainer: 'Taylor Brooks',
        delivered: '1',
        no_shows: '0',
        late_cancels: '0',
        // The pack's price per session: 5 for $425.00 (the director's price above).
        revenue: '85.00',
      });
    });

    it('refunds a pack’s unused sessions through the provider once per key, and gives them back if it is refused', async () => {
      const member = await newMember(ctx());
      await addCard(ctx(), member.token);
      const fivePack = (await api.offers()).find((offer) => offer.sessions === 5 && offer.minutes === 60)!;
      const pack = api.pack(await api.buy(member.token, fivePack.id));
      const key = randomUUID();
      const refund = (sessions: number, requestKey = key) =>
        ctx().asMember(director, {
          method: 'POST',
          url: `/staff/training/packs/${pack.id}/refund`,
          payload: { sessions, reason: 'Moving away' },
          headers: { [PAYMENT_KEY_HEADER]: requestKey },
        });
      const shown = await ctx().asMember(director, { method: 'GET', url: `/staff/training/packs/${pack.id}` });
      expect(shown.json().data).toMatchObject({
        id: pack.id,
        priceCents: 42500,
        left: 5,
        refundCents: [8500, 17000, 25500, 34000, 42500],
      });
      expect(
        (await ctx().asMember(manager, { method: 'GET', url: `/staff/training/packs/${pack.id}` })).statusCode,
      ).toBe(403);
      const [first, again] = await Promise.all([refund(2), refund(2)]);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({ sessions: 2, amountCents: 17000, status: 'succeeded' });
      expect(again.json().data.refundId).toBe(first.json().data.refundId);
      const rows = await ctx().app.db.select().from(refunds).where(eq(refunds.userId, member.id));
      expect(rows).toHaveLength(1);
      expect((await api.mine(member.token)).packs.find((entry) => entry.id === pack.id)).toMatchObject({
        refunded: 2,
        left: 3,
      });
      const lines = await ctx().app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, member.id));
      expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(0);
      expect((await refund(4, randomUUID())).json().message).toBe(STAFF_TRAINING_MESSAGES.tooManySessions);
      expect(await audit('training.pack-refunded')).toHaveLength(1);
      const [row] = await ctx().app.db.select().from(trainingPacks).where(eq(trainingPacks.id, pack.id));
      expect(row).toMatchObject({ refunded: 2, used: 0 });

      // The rest of the payment was refunded in the provider's own dashboard: the provider refuses the next refund,
      // and its session goes back to the pack, once.
      const [charge] = await ctx().app.db.select().from(charges).where(eq(charges.userId, member.id));
      await ctx().app.billing.refund({
        idempotencyKey: `outside:${charge!.id}`,
        chargeId: charge!.providerChargeId,
        amountCents: charge!.amountCents - 17000,
      });
      const refused = await refund(1, randomUUID());
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json().data).toMatchObject({ sessions: 1, status: 'failed' });
      const [after] = await ctx().app.db.select().from(trainingPacks).where(eq(trainingPacks.id, pack.id));
      expect(after).toMatchObject({ refunded: 2, used: 0 });
      expect(await new PacksRepository(ctx().app.db).releaseFailedRefunds(clock.now())).toBe(0);
    });
  },
  {},
  { clock },
);
