import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, expect, it } from 'vitest';
import { trainingNotices, users } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { OutboxReader } from '../../../providers/mail';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { newMember } from '../../membership/billing/billing-test-kit';
import { TrainingSessionsRepository } from '../sessions';
import { givePack, startsOf, trainingRequests } from '../training-test-kit';
import { TrainingNoticesRepository } from './training-notices.repository';
import { TrainingNoticesService } from './training-notices.service';

// Monday 8 March 2027, 9 a.m. at the clubs.
const NOW = '2027-03-08T17:00:00.000Z';
const clock = new ManualClock(NOW);
const HOUR = 3_600_000;

describeEachDatabase(
  'personal training notices',
  (ctx: () => TestContext) => {
    const api = trainingRequests(ctx);
    let trainer: { id: string; token: string };
    /** A sender as the job on any instance runs it. */
    const sender = () =>
      new TrainingNoticesService({
        repository: new TrainingNoticesRepository(ctx().app.db),
        session: (id) => new TrainingSessionsRepository(ctx().app.db).byId(id),
        mailer: ctx().app.mailer,
        config: ctx().config,
        clock,
        log: ctx().app.log,
      });
    const outbox = () => new OutboxReader(ctx().app.db, ctx().app.storage);
    const mailsTo = (to: string) => outbox().list({ to, limit: 20 });
    const emailOf = async (userId: string) =>
      (await ctx().app.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

    beforeAll(async () => {
      trainer = await api.trainer();
    });

    it('confirms a booking to the member with the session as a calendar file, and tells the trainer', async () => {
      clock.set(NOW);
      const member = await newMember(ctx());
      await givePack(ctx, member.id, { sessions: 5, minutes: 60, at: clock.now() });
      const [slot] = startsOf(await api.slots(trainer.id, 60)).filter(
        (start) => Date.parse(start) > Date.parse(NOW) + 48 * HOUR,
      );
      const session = api.session(
        await api.book(member.token, { trainerId: trainer.id, startsAt: slot!, minutes: 60 }),
      );
      // Two senders at once (two instances): each notice goes once.
      await Promise.all([sender().sendDue(), sender().sendDue()]);
      const [confirmation, ...more] = await mailsTo(await emailOf(member.id));
      expect(more).toEqual([]);
      expect(confirmation!.subject).toContain('your session with Taylor Brooks');
      expect(confirmation!.text).toContain('Cancel more than 24 hours ahead and the session goes back to your pack');
      const [file] = confirmation!.attachments;
      expect(file).toMatchObject({ filename: 'training-session.ics', contentType: 'text/calendar; charset=utf-8' });
      const stored = await outbox().attachment(confirmation!.id, file!.position);
      const vevent = new ICAL.Component(ICAL.parse(new TextDecoder().decode(stored!.bytes))).getFirstSubcomponent(
        'vevent',
      )!;
      const event = new ICAL.Event(vevent);
      // On the club's clock: the TZID the file describes.
      expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Los_Angeles');
      expect(event.startDate.toString()).toBe(
        new Date(Date.parse(session.startsAt) - 8 * HOUR).toISOString().slice(0, 19),
      );
      expect(event.summary).toBe('Personal training · Taylor Brooks');
      const toTrainer = (await mailsTo(await emailOf(trainer.id))).filter((mail) =>
        mail.subject.includes('booked a session'),
      );
      expect(toTrainer.length).toBeGreaterThanOrEqual(1);

      // The trainer cancels: the member is told it is back in their pack.
      await api.cancel(trainer.token, session.id);
      await sender().sendDue();
      const [cancelled] = await mailsTo(await emailOf(member.id));
      expect(cancelled!.subject).toContain('is cancelled');
      expect(cancelled!.text).toContain('It is back in your pack');
    });

    it('reminds the member the day before, once, and never of a session booked that day', async () => {
      clock.set(NOW);
      const member = await newMember(ctx());
      await givePack(ctx, member.id, { sessions: 5, minutes: 30, at: clock.now() });
      const starts = startsOf(await api.slots(trainer.id, 30));
      const later = starts.find((start) => Date.parse(start) > Date.parse(NOW) + 72 * HOUR)!;
      const session = api.session(
        await api.book(member.token, { trainerId: trainer.id, startsAt: later, minutes: 30 }),
      );
      await sender().sendDue();
      clock.set(new Date(Date.parse(later) - 20 * HOUR));
      // Booked the day itself: a second member's session inside the window gets no reminder.
      const sameDay = await newMember(ctx());
      await givePack(ctx, sameDay.id, { sessions: 5, minutes: 30, at: clock.now() });
      const soon = startsOf(await api.slots(trainer.id, 30)).find(
        (start) => Date.parse(start) < Date.parse(later) + 4 * HOUR && start !== later,
      );
      if (soon) await api.book(sameDay.token, { trainerId: trainer.id, startsAt: soon, minutes: 30 });

      const [first, second] = await Promise.all([sender().sendDue(), sender().sendDue()]);
      expect(first.reminders + second.reminders).toBe(1);
      const reminders = await ctx().app.db.select().from(trainingNotices).where(eq(trainingNotices.kind, 'reminder'));
      expect(reminders.map((notice) => notice.sessionId)).toEqual([session.id]);
      const [reminder] = await mailsTo(await emailOf(member.id));
      expect(reminder!.subject).toContain('your session with Taylor Brooks is on');
      expect((await sender().sendDue()).reminders).toBe(0);
      clock.set(NOW);
    });
  },
  {},
  { clock },
);
