import { beforeAll, describe, expect, it } from 'vitest';
import { classSettingsAnswerSchema } from '@gym/contracts/class-bookings';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { addSession, bookingRequests, classNoticesOf, mailsTo, memberMaker } from '../bookings/bookings-test-kit';
import { scheduleOf } from '../schedule/schedule-test-kit';
import { RemindersRepository } from './reminders.repository';
import { RemindersService, reminderDue } from './reminders.service';

const LA = 'America/Los_Angeles';
// Monday 8 March 2027, 9 a.m. at the clubs.
const MONDAY_9AM = '2027-03-08T17:00:00.000Z';
const clock = new ManualClock(MONDAY_9AM);

describe('when a class is reminded', () => {
  it('the evening before a morning class, at 6 p.m. on the club clock, across the spring change', () => {
    expect(reminderDue(new Date('2027-03-09T15:00:00.000Z'), LA).toISOString()).toBe('2027-03-09T02:00:00.000Z');
    // Sunday 14 March 7 a.m. (daylight time) is reminded Saturday 6 p.m. (standard time).
    expect(reminderDue(new Date('2027-03-14T14:00:00.000Z'), LA).toISOString()).toBe('2027-03-14T02:00:00.000Z');
  });

  it('2 hours before any other', () => {
    expect(reminderDue(new Date('2027-03-08T23:00:00.000Z'), LA).toISOString()).toBe('2027-03-08T21:00:00.000Z');
  });
});

type Ctx = () => TestContext;

describeEachDatabase(
  'class reminders',
  (ctx: Ctx) => {
    let newMember: Awaited<ReturnType<typeof memberMaker>>;
    const { booked } = bookingRequests(ctx);
    const remindersOf = () =>
      new RemindersService({ repository: new RemindersRepository(ctx().app.db), clock, notify: () => {} });

    beforeAll(async () => {
      await scheduleOf(ctx(), clock).generateAhead();
      newMember = await memberMaker(ctx);
    });

    it('reminds each booking once, when due, unless the member turned reminders off', async () => {
      const morning = await addSession(ctx, '2027-03-09T15:00:00.000Z', { capacity: 10 }); // Tuesday 7 a.m.
      const [reminded, quiet, lateBooker] = [await newMember(), await newMember(), await newMember()];
      await booked(reminded.token, morning.id);
      await booked(quiet.token, morning.id);
      const set = await ctx().asMember(quiet.token, {
        method: 'PUT',
        url: '/classes/settings',
        payload: { reminders: false },
      });
      expect(classSettingsAnswerSchema.parse(set.json()).data).toEqual({ reminders: false });
      try {
        clock.set('2027-03-09T01:59:00.000Z'); // 5:59 p.m. Monday: not yet.
        expect(await remindersOf().remindDue()).toBe(0);
        clock.set('2027-03-09T03:00:00.000Z'); // 7 p.m.
        await booked(lateBooker.token, morning.id); // booked after its reminder was due: none.
        // Two instances' jobs at once: one reminder.
        const written = await Promise.all([remindersOf().remindDue(), remindersOf().remindDue()]);
        expect(written[0]! + written[1]!).toBe(1);
        expect(await remindersOf().remindDue()).toBe(0);
        await classNoticesOf(ctx()).sendDue();
        const [mail] = await mailsTo(ctx(), reminded.email);
        expect(mail?.subject).toBe('Bay Fit Clubs: Power Spin on Tuesday, March 9 at 7:00 AM');
        expect(mail?.text).toContain('turn these reminders off');
        expect(await mailsTo(ctx(), quiet.email)).toEqual([]);
        expect(await mailsTo(ctx(), lateBooker.email)).toEqual([]);
      } finally {
        clock.set(MONDAY_9AM);
      }
    });
  },
  {},
  { clock },
);
