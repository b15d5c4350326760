import { expect, it } from 'vitest';
import { clubPageAnswerSchema } from '@gym/contracts/club-page';
import { clubsHoursAnswerSchema } from '@gym/contracts/club-hours';
import { ManualClock } from '../../../lib/clock';
import { describeEachDatabase } from '../../../test/app';
import { scheduleOf } from '../schedule/schedule-test-kit';

// Saturday 15 March 2031, 8 p.m. in San Rafael (daylight time).
const clock = new ManualClock('2031-03-16T03:00:00.000Z');

describeEachDatabase(
  "a club's page and every club's hours",
  (ctx) => {
    it("puts together the club's address, hours, rooms by kind, amenities and trainers", async () => {
      const response = await ctx().signed({ method: 'GET', url: '/clubs/page/marin' });
      expect(response.statusCode, response.body).toBe(200);
      const page = clubPageAnswerSchema.parse(response.json()).data;
      expect(page).toMatchObject({
        slug: 'marin',
        address: { street: '1450 Fourth Street', city: 'San Rafael', region: 'CA', postalCode: '94901', country: 'US' },
        latitude: 37.9735,
        longitude: -122.5311,
        trainers: [
          { firstName: 'Sofia', lastName: 'Ramírez' },
          { firstName: 'Taylor', lastName: 'Brooks' },
        ],
      });
      expect(page.club).toMatchObject({ clubautomationclubidC: '101', displayName: 'Marin', totalCapacity: 420 });
      // Weekends 7 a.m. to 8 p.m.: Saturday's 8 p.m. is the closing minute, and Sunday opens at 7.
      expect(page.hours.now).toEqual({ open: false, changesAt: '2031-03-16T14:00:00.000Z' });
      expect(Object.fromEntries(page.rooms.map((room) => [room.name, room.kind]))).toEqual({
        'Cardio Deck': 'gymFloor',
        'Cycle Studio': 'studio',
        'Group Fitness Studio': 'studio',
        'Outdoor Pool': 'pool',
        'Strength Floor': 'gymFloor',
        'Yoga Studio': 'studio',
      });
      expect(page.amenities).toContain('Heated outdoor lap pool');
      expect(page.busy).toMatchObject({ clubId: '101', level: 'quiet', people: null });
    });

    it("lists today's classes on the club's clock and the class running in each room", async () => {
      await scheduleOf(ctx(), clock).generateAhead();
      clock.set('2031-03-15T16:10:00.000Z'); // Saturday 9:10 a.m.: Power Spin has been on for ten minutes.
      try {
        const response = await ctx().signed({ method: 'GET', url: '/clubs/page/marin' });
        const page = clubPageAnswerSchema.parse(response.json()).data;
        expect(page.todaysClasses.map((session) => [session.startsAt, session.className, session.room.name])).toEqual([
          ['2031-03-15T15:30:00.000Z', 'Yoga Flow', 'Yoga Studio'],
          ['2031-03-15T16:00:00.000Z', 'Power Spin', 'Cycle Studio'],
          ['2031-03-15T17:30:00.000Z', 'Yoga Flow', 'Group Fitness Studio'],
        ]);
        // The 8:30 yoga in the Yoga Studio runs until 9:30 too.
        expect(page.classesNow.map((session) => [session.className, session.booked, session.capacity])).toEqual([
          ['Yoga Flow', 0, 25],
          ['Power Spin', 0, 28],
        ]);
      } finally {
        clock.set('2031-03-16T03:00:00.000Z');
      }
    });

    it("answers 'club does not exist' for a path that is no club's", async () => {
      const response = await ctx().signed({ method: 'GET', url: '/clubs/page/nowhere' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'club does not exist' });
    });

    it('gives every club its week and whether it is open now, round-the-clock clubs never closing', async () => {
      const response = await ctx().signed({ method: 'GET', url: '/clubs/hours' });
      expect(response.statusCode, response.body).toBe(200);
      const hours = clubsHoursAnswerSchema.parse(response.json()).data;
      expect(hours).toHaveLength(8);
      const byClub = new Map(hours.map((entry) => [entry.clubId, entry]));
      // Mid Market and SoMa never close; Embarcadero is closed on Sundays.
      expect(byClub.get('105')?.now).toEqual({ open: true, changesAt: null });
      expect(byClub.get('107')?.now).toEqual({ open: true, changesAt: null });
      expect(byClub.get('102')?.weekly[0]).toBeNull();
      // Embarcadero: closed Sunday, so it opens at 5 a.m. on Monday 17 March (12:00 UTC).
      expect(byClub.get('102')?.now).toEqual({ open: false, changesAt: '2031-03-17T12:00:00.000Z' });
    });
  },
  {},
  { clock },
);
