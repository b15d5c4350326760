import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { PERSONAL_TRAINING_MESSAGES } from '@gym/contracts/personal-training';
import { charges, classSessions, ledgerEntries, trainingSessions } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../test/app';
import { addCard, newMember } from '../membership/billing/billing-test-kit';
import { scheduleOf } from '../classes/schedule/schedule-test-kit';
import { MARIN, givePack, startsOf, trainingRequests } from './training-test-kit';

// Monday 8 March 2027, 9 a.m. at the clubs; the clocks change on Sunday the 14th, inside the 21 days ahead.
const NOW = '2027-03-08T17:00:00.000Z';
const clock = new ManualClock(NOW);
const HOUR = 3_600_000;

type Ctx = () => TestContext;

describeEachDatabase(
  'personal training',
  (ctx: Ctx) => {
    const api = trainingRequests(ctx);
    let trainer: { id: string; token: string };

    beforeAll(async () => {
      clock.set(NOW);
      await scheduleOf(ctx(), clock).generateAhead();
      trainer = await api.trainer();
    });

    it('lists a club’s trainers, filtered by speciality and coaching language', async () => {
      const all = (await ctx().signed({ method: 'GET', url: `/trainers?clubId=${MARIN}` })).json().data;
      expect(all.map((entry: { lastName: string }) => entry.lastName)).toEqual(['Ramírez', 'Brooks']);
      const spanish = (await ctx().signed({ method: 'GET', url: `/trainers?clubId=${MARIN}&language=es` })).json().data;
      expect(spanish).toHaveLength(1);
      expect(spanish[0]).toMatchObject({ firstName: 'Sofia', languages: ['es', 'en'], clubs: [{ clubId: MARIN }] });
      const strength = (await ctx().signed({ method: 'GET', url: `/trainers?speciality=strength` })).json().data;
      expect(strength.length).toBeGreaterThan(3);
      expect(strength.every((entry: { specialities: string[] }) => entry.specialities.includes('strength'))).toBe(true);
      const unknown = await ctx().signed({ method: 'GET', url: `/trainers/${randomUUID()}` });
      expect(unknown.statusCode).toBe(404);
    });

    it('offers only free slots: after the notice, inside the hours, clear of the trainer’s classes, across the change', async () => {
      const slots = await api.slots(trainer.id, 60);
      expect(slots.timeZone).toBe('America/Los_Angeles');
      const starts = startsOf(slots).map((start) => new Date(start).getTime());
      // The notice: 12 hours after 9 a.m. Monday is 9 p.m.; Taylor's hours end at noon, so Tuesday 7 a.m. is first.
      expect(new Date(starts[0]!).toISOString()).toBe('2027-03-09T15:00:00.000Z');
      // Every start is on the half hour of Taylor's hours (7 to noon, Saturdays 9 to 1) on the club's clock, on both
      // sides of the change: 7 a.m. is 15:00 UTC before it and 14:00 after.
      const wall = new Intl.DateTimeFormat('en-GB', {
        timeZone: slots.timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      });
      for (const start of starts) {
        const [hour, minute] = wall.format(start).split(':').map(Number) as [number, number];
        expect(minute % 30, wall.format(start)).toBe(0);
        expect(hour >= 7 && hour + 1 <= 13, wall.format(start)).toBe(true);
      }
      expect(starts.some((start) => start > Date.parse('2027-03-15T00:00:00Z'))).toBe(true);
      expect(starts.filter((start) => new Date(start).toISOString().endsWith('T14:00:00.000Z'))).not.toEqual([]);
      // The horizon: 21 days.
      expect(Math.max(...starts)).toBeLessThanOrEqual(Date.parse(NOW) + 21 * 24 * HOUR);
      const classes = await ctx()
        .app.db.select({ startsAt: classSessions.startsAt, endsAt: classSessions.endsAt })
        .from(classSessions)
        .where(and(eq(classSessions.trainerId, trainer.id), isNull(classSessions.cancelledAt)));
      expect(classes.length).toBeGreaterThan(0);
      const buffer = 15 * 60_000;
      for (const start of starts) {
        const blocked = start + 60 * 60_000 + buffer;
        const clash = classes.find(
          (entry) => start < entry.endsAt.getTime() + buffer && entry.startsAt.getTime() < blocked,
        );
        expect(clash, new Date(start).toISOString()).toBeUndefined();
      }
    });

    it('sells a pack once per key, posts it to the account and lists it', async () => {
      const member = await newMember(ctx());
      await addCard(ctx(), member.token);
      const offers = await api.offers();
      expect(offers.map((offer) => `${offer.sessions}x${offer.minutes}${offer.intro ? ' intro' : ''}`)).toEqual([
        '1x30 intro',
        '1x30',
        '5x30',
        '1x60',
        '5x60',
        '10x60',
      ]);
      const fivePack = offers.find((offer) => offer.sessions === 5 && offer.minutes === 60)!;
      const key = randomUUID();
      const [first, again] = [
        await api.buy(member.token, fivePack.id, key),
        await api.buy(member.token, fivePack.id, key),
      ];
      expect(first.statusCode, first.body).toBe(201);
      expect(api.pack(first)).toMatchObject({ status: 'active', sessions: 5, left: 5, priceCents: 40000 });
      expect(api.pack(again).id).toBe(api.pack(first).id);
      const paid = await ctx().app.db.select().from(charges).where(eq(charges.userId, member.id));
      expect(paid.map((charge) => [charge.kind, charge.amountCents])).toEqual([['training-pack', 40000]]);
      const lines = await ctx()
        .app.db.select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, member.id));
      expect(lines.map((line) => line.amountCents).reduce((sum, cents) => sum + cents, 0)).toBe(0);
      expect(lines).toContainEqual({ kind: 'fee', amountCents: 40000 });
      const expires = new Date(api.pack(first).expiresAt);
      expect(expires.toISOString().slice(0, 10)).toBe('2028-03-08');
      const history = (await ctx().asMember(member.token, { method: 'GET', url: '/billing' })).json();
      expect(JSON.stringify(history)).toContain('Personal training');

      const intro = offers.find((offer) => offer.intro)!;
      expect((await api.buy(member.token, intro.id)).statusCode).toBe(201);
      const twice = await api.buy(member.token, intro.id);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(PERSONAL_TRAINING_MESSAGES.introTaken);
    });

    it('books a free slot from the pack; the slot is gone; cancelling in time gives it back, late uses it', async () => {
      clock.set(NOW);
      const member = await newMember(ctx());
      const other = await newMember(ctx());
      await givePack(ctx, member.id, { sessions: 5, minutes: 60, at: clock.now() });
      await givePack(ctx, other.id, { sessions: 5, minutes: 60, at: clock.now() });
      // Two slots more than 24 hours ahead.
      const [first, second] = startsOf(await api.slots(trainer.id, 60)).filter(
        (start) => Date.parse(start) > Date.parse(NOW) + 30 * HOUR,
      );

      const booked = await api.book(member.token, { trainerId: trainer.id, startsAt: first!, minutes: 60 });
      expect(booked.statusCode, booked.body).toBe(201);
      const session = api.session(booked);
      expect(session).toMatchObject({ status: 'booked', freeCancel: true, minutes: 60, clubId: MARIN });
      expect(startsOf(await api.slots(trainer.id, 60))).not.toContain(first);
      const taken = await api.book(other.token, { trainerId: trainer.id, startsAt: first!, minutes: 60 });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(PERSONAL_TRAINING_MESSAGES.slotTaken);
      expect((await api.mine(member.token)).packs[0]).toMatchObject({ used: 1, left: 4 });

      // More than 24 hours ahead: back to the pack, once.
      const cancelled = await api.cancel(member.token, session.id);
      expect(api.session(cancelled)).toMatchObject({ status: 'cancelled', returnedToPack: true });
      expect((await api.cancel(member.token, session.id)).json().message).toBe(PERSONAL_TRAINING_MESSAGES.notBooked);
      expect((await api.mine(member.token)).packs[0]).toMatchObject({ used: 0, left: 5 });

      // Booked again; 20 hours before it, cancelling uses the session.
      const again = api.session(
        await api.book(member.token, { trainerId: trainer.id, startsAt: second!, minutes: 60 }),
      );
      clock.set(new Date(Date.parse(second!) - 20 * HOUR));
      expect((await api.mine(member.token)).sessions.find((entry) => entry.id === again.id)?.freeCancel).toBe(false);
      const late = api.session(await api.cancel(member.token, again.id));
      expect(late).toMatchObject({ status: 'cancelled', returnedToPack: false });
      expect((await api.mine(member.token)).packs[0]).toMatchObject({ used: 1, left: 4 });
      clock.set(NOW);
    });

    it('refuses a booking outside the rules, without a pack, or someone else’s cancel; the trainer’s cancel gives it back', async () => {
      clock.set(NOW);
      const member = await newMember(ctx());
      const [slot] = startsOf(await api.slots(trainer.id, 30));
      const none = await api.book(member.token, { trainerId: trainer.id, startsAt: slot!, minutes: 30 });
      expect(none.json().message).toBe(PERSONAL_TRAINING_MESSAGES.noPack);
      await givePack(ctx, member.id, { sessions: 5, minutes: 30, at: clock.now() });
      const soon = await api.book(member.token, {
        trainerId: trainer.id,
        startsAt: new Date(Date.parse(NOW) + 2 * HOUR).toISOString(),
        minutes: 30,
      });
      expect(soon.json().message).toBe(PERSONAL_TRAINING_MESSAGES.tooSoon(12));
      const far = await api.book(member.token, {
        trainerId: trainer.id,
        startsAt: '2027-04-06T15:00:00.000Z',
        minutes: 30,
      });
      expect(far.json().message).toBe(PERSONAL_TRAINING_MESSAGES.tooFar(21));
      // Tuesday 3 a.m.: not in Taylor's hours.
      const night = await api.book(member.token, {
        trainerId: trainer.id,
        startsAt: '2027-03-09T11:00:00.000Z',
        minutes: 30,
      });
      expect(night.json().message).toBe(PERSONAL_TRAINING_MESSAGES.notAvailable);

      const session = api.session(
        await api.book(member.token, { trainerId: trainer.id, startsAt: slot!, minutes: 30 }),
      );
      const stranger = await newMember(ctx());
      expect((await api.cancel(stranger.token, session.id)).statusCode).toBe(403);
      const calendar = (await ctx().asMember(trainer.token, { method: 'GET', url: '/trainer/sessions' })).json().data;
      expect(calendar.map((entry: { id: string }) => entry.id)).toContain(session.id);
      const byTrainer = api.session(await api.cancel(trainer.token, session.id));
      expect(byTrainer).toMatchObject({ status: 'cancelled', returnedToPack: true });
      expect((await api.mine(member.token)).packs[0]).toMatchObject({ used: 0 });
      const live = await ctx()
        .app.db.select()
        .from(trainingSessions)
        .where(and(eq(trainingSessions.userId, member.id), ne(trainingSessions.status, 'cancelled')));
      expect(live).toEqual([]);
    });

    it('never books from a pack whose sessions expired (12 months after the purchase)', async () => {
      clock.set(NOW);
      const member = await newMember(ctx());
      const old = await givePack(ctx, member.id, {
        sessions: 5,
        minutes: 60,
        at: new Date(Date.parse(NOW) - 366 * 24 * HOUR),
      });
      const [slot] = startsOf(await api.slots(trainer.id, 60));
      const expired = await api.book(member.token, { trainerId: trainer.id, startsAt: slot!, minutes: 60 });
      expect(expired.json().message).toBe(PERSONAL_TRAINING_MESSAGES.noPack);
      const listed = (await api.mine(member.token)).packs.find((pack) => pack.id === old.id)!;
      expect(Date.parse(listed.expiresAt)).toBeLessThan(Date.parse(NOW));
      expect(listed.left).toBe(5);
    });

    it('lets the trainer publish hours and time off, which the slots follow', async () => {
      clock.set(NOW);
      const before = await ctx().asMember(trainer.token, { method: 'GET', url: '/trainer/availability' });
      const availability = before.json().data;
      const overlapping = await ctx().asMember(trainer.token, {
        method: 'PUT',
        url: '/trainer/availability',
        payload: {
          ...availability,
          weekly: [
            { clubId: MARIN, weekday: 2, startMinute: 420, endMinute: 600 },
            { clubId: '102', weekday: 2, startMinute: 540, endMinute: 700 },
          ],
        },
      });
      expect(overlapping.statusCode).toBe(400);
      // Time off all of Tuesday 9 March: no slot that day.
      const off = await ctx().asMember(trainer.token, {
        method: 'POST',
        url: '/trainer/time-off',
        payload: { startsAt: '2027-03-09T08:00:00.000Z', endsAt: '2027-03-10T08:00:00.000Z', note: 'Dentist' },
      });
      expect(off.statusCode, off.body).toBe(201);
      const days = (await api.slots(trainer.id, 60)).days.map((day) => day.day);
      expect(days).not.toContain('2027-03-09');
      expect(days).toContain('2027-03-10');
      const removed = await ctx().asMember(trainer.token, {
        method: 'DELETE',
        url: `/trainer/time-off/${off.json().data.id}`,
      });
      expect(removed.statusCode).toBe(204);
      expect((await api.slots(trainer.id, 60)).days.map((day) => day.day)).toContain('2027-03-09');
      // A member is not a trainer.
      const member = await newMember(ctx());
      expect((await ctx().asMember(member.token, { method: 'GET', url: '/trainer/availability' })).statusCode).toBe(
        403,
      );
    });
  },
  {},
  { clock },
);
