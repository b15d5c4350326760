import { describe, expect, it } from 'vitest';
import type { DayHours } from '@gym/contracts/club-hours';
import { DEFAULT_TRAINER_SETTINGS } from '@gym/contracts/personal-training';
import { clubMoment } from '../../../lib/club-date';
import { type SlotInput, freeSlots, isFreeSlot } from './free-slots';

const LA = 'America/Los_Angeles';
const OPEN_ALL_DAY: DayHours = { opens: 0, closes: 1440 };

function clubOpen(from: string, days: number, hours: DayHours | null = OPEN_ALL_DAY) {
  const map = new Map<string, DayHours | null>();
  for (let index = 0; index <= days; index += 1) {
    const day = new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
    map.set(day, hours);
  }
  return map;
}

/** Wall-clock times on the club's clock, as 'HH:mm'. */
const wall = (starts: Date[]) =>
  starts.map((start) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: LA, hour: '2-digit', minute: '2-digit' }).format(start),
  );

function input(overrides: Partial<SlotInput>): SlotInput {
  return {
    now: new Date('2027-03-01T08:00:00Z'),
    zone: LA,
    minutes: 60,
    settings: { ...DEFAULT_TRAINER_SETTINGS, noticeHours: 2, horizonDays: 21 },
    weekly: [],
    clubHours: clubOpen('2027-02-28', 30),
    busy: [],
    ...overrides,
  };
}

describe("a trainer's free slots", () => {
  it("lie on the 30-minute grid of their hours, inside the club's hours", () => {
    // Wednesday 3 March 2027: hours 9:00-12:00; the club opens at 9:30 that day.
    const slots = freeSlots(
      input({
        weekly: [{ weekday: 3, startMinute: 9 * 60, endMinute: 12 * 60 }],
        clubHours: new Map([['2027-03-03', { opens: 9 * 60 + 30, closes: 22 * 60 }]]),
      }),
    );
    expect(slots).toHaveLength(1);
    expect(slots[0]!.day).toBe('2027-03-03');
    expect(wall(slots[0]!.starts)).toEqual(['09:30', '10:00', '10:30', '11:00']);
  });

  it('leave out a closed day, a session with its buffer, a class and time off', () => {
    const day = '2027-03-03';
    const at = (minute: number) => clubMoment(day, minute, LA);
    const slots = freeSlots(
      input({
        minutes: 30,
        weekly: [
          { weekday: 3, startMinute: 8 * 60, endMinute: 14 * 60 },
          { weekday: 4, startMinute: 8 * 60, endMinute: 10 * 60 },
        ],
        clubHours: new Map([
          [day, OPEN_ALL_DAY],
          ['2027-03-04', null],
        ]),
        busy: [
          // A session 9:00-10:00 with a 15-minute buffer: blocked to 10:15.
          { startsAt: at(9 * 60), endsAt: at(10 * 60 + 15) },
          // A class 11:00-11:45.
          { startsAt: at(11 * 60), endsAt: at(11 * 60 + 45) },
          // Time off from 13:00.
          { startsAt: at(13 * 60), endsAt: at(18 * 60) },
        ],
      }),
    );
    // 8:30 would end at 9:00 with its buffer to 9:15: busy. 10:30 +30 +15 = 11:15 touches the class.
    expect(slots.map((entry) => entry.day)).toEqual([day]);
    expect(wall(slots[0]!.starts)).toEqual(['08:00', '12:00']);
  });

  it('respect the notice and the horizon', () => {
    const now = new Date('2027-03-03T17:10:00Z'); // 9:10 a.m. in Los Angeles, Wednesday
    const slots = freeSlots(
      input({
        now,
        settings: { bufferMinutes: 0, noticeHours: 12, horizonDays: 7 },
        weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 20 * 60, endMinute: 22 * 60 })),
      }),
    );
    // 12 hours after 9:10 is 21:10: today's 21:00 is too soon, 21:30? It would end at 22:30, after the hours.
    expect(slots[0]!.day).toBe('2027-03-04');
    // Seven days ahead to the minute: the 10th's 20:00 (after 9:10 a.m. + 7 days) is too far.
    expect(slots.at(-1)!.day).toBe('2027-03-09');
    expect(slots.every((entry) => entry.starts.length === 3)).toBe(true);
  });

  it('keep 6:00 a.m. at 6:00 a.m. across the spring change and skip the hour that does not exist', () => {
    const slots = freeSlots(
      input({
        now: new Date('2027-03-10T08:00:00Z'),
        minutes: 30,
        settings: { bufferMinutes: 0, noticeHours: 2, horizonDays: 7 },
        // Sundays 1:00-4:00 and 6:00-7:00: 14 March 2027 skips 2:00-3:00.
        weekly: [
          { weekday: 0, startMinute: 60, endMinute: 4 * 60 },
          { weekday: 0, startMinute: 6 * 60, endMinute: 7 * 60 },
        ],
      }),
    );
    const sunday = slots.find((entry) => entry.day === '2027-03-14')!;
    expect(wall(sunday.starts)).toEqual(['01:00', '01:30', '03:00', '03:30', '06:00', '06:30']);
    expect(sunday.starts[4]!.toISOString()).toBe('2027-03-14T13:00:00.000Z');
    const before = freeSlots(
      input({
        now: new Date('2027-03-03T08:00:00Z'),
        minutes: 30,
        settings: { bufferMinutes: 0, noticeHours: 2, horizonDays: 7 },
        weekly: [{ weekday: 0, startMinute: 6 * 60, endMinute: 7 * 60 }],
      }),
    ).find((entry) => entry.day === '2027-03-07')!;
    expect(before.starts[0]!.toISOString()).toBe('2027-03-07T14:00:00.000Z');
  });

  it("keep the autumn change's repeated hour once", () => {
    const slots = freeSlots(
      input({
        now: new Date('2027-11-03T08:00:00Z'),
        minutes: 60,
        settings: { bufferMinutes: 0, noticeHours: 2, horizonDays: 7 },
        weekly: [{ weekday: 0, startMinute: 0, endMinute: 3 * 60 }],
        clubHours: clubOpen('2027-11-01', 10),
      }),
    );
    const sunday = slots.find((entry) => entry.day === '2027-11-07')!;
    const instants = sunday.starts.map((start) => start.getTime());
    expect(new Set(instants).size).toBe(instants.length);
    expect(wall(sunday.starts)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00']);
  });

  it('answers whether one start is free', () => {
    const base = input({ weekly: [{ weekday: 3, startMinute: 9 * 60, endMinute: 12 * 60 }] });
    expect(isFreeSlot(base, clubMoment('2027-03-03', 10 * 60, LA))).toBe(true);
    expect(isFreeSlot(base, clubMoment('2027-03-03', 10 * 60 + 15, LA))).toBe(false);
    expect(isFreeSlot(base, clubMoment('2027-03-03', 11 * 60 + 30, LA))).toBe(false);
  });
});
