import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { timeOfDay } from '@gym/contracts/classes';
import { activateLocale } from './i18n/i18n';
import { classMinutes, classTimeRange, clubMinuteOfDay } from './club-clock';

const LA = 'America/Los_Angeles';
/** Whitespace as one plain space: Intl's narrow and thin spaces, and ours that keep a time on one line. */
const plain = (text: string) => text.replace(/\s/g, ' ');

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe("a class's time on its club's clock", () => {
  it('reads 6:30 AM on both sides of the change to daylight time (Sunday 14 March 2027)', () => {
    // Saturday 6:30 a.m. is PST (UTC-8), Sunday's is PDT (UTC-7): an hour apart in UTC, the same on the wall.
    expect(plain(classTimeRange('2027-03-13T14:30:00Z', '2027-03-13T15:15:00Z', LA))).toBe('6:30 – 7:15 AM');
    expect(plain(classTimeRange('2027-03-14T13:30:00Z', '2027-03-14T14:15:00Z', LA))).toBe('6:30 – 7:15 AM');
    expect(clubMinuteOfDay('2027-03-14T13:30:00Z', LA)).toBe(6 * 60 + 30);
    // And back on Sunday 7 November 2027.
    expect(plain(classTimeRange('2027-11-07T14:30:00Z', '2027-11-07T15:15:00Z', LA))).toBe('6:30 – 7:15 AM');
  });

  it('keeps real minutes for the length, across the change', () => {
    // 1:30 a.m. PST to 3:30 a.m. PDT on the 14th is an hour, not two.
    expect(classMinutes('2027-03-14T09:30:00Z', '2027-03-14T10:30:00Z')).toBe(60);
    expect(plain(classTimeRange('2027-03-14T09:30:00Z', '2027-03-14T10:30:00Z', LA))).toBe('1:30 – 3:30 AM');
  });

  it('leaves the minutes out on the hour, names both halves of the day when they differ, never wraps', () => {
    expect(plain(classTimeRange('2027-03-15T02:00:00Z', '2027-03-15T03:00:00Z', LA))).toBe('7 – 8 PM');
    expect(plain(classTimeRange('2027-03-15T18:30:00Z', '2027-03-15T19:45:00Z', LA))).toBe('11:30 AM – 12:45 PM');
    expect(classTimeRange('2027-03-15T18:30:00Z', '2027-03-15T19:45:00Z', LA)).not.toMatch(/ /);
  });

  it('gives the two times alone for a class that ends after midnight', () => {
    expect(plain(classTimeRange('2027-03-16T06:30:00Z', '2027-03-16T07:15:00Z', LA))).toBe('11:30 PM – 12:15 AM');
  });

  it('is the club’s time, not the browser’s: the same instant on another club’s clock', () => {
    expect(plain(classTimeRange('2027-03-14T13:30:00Z', '2027-03-14T14:15:00Z', 'America/New_York'))).toBe(
      '9:30 – 10:15 AM',
    );
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    expect(plain(classTimeRange('2027-03-14T13:30:00Z', '2027-03-14T14:15:00Z', LA))).toBe('6:30–7:15 a.m.');
    expect(plain(classTimeRange('2027-03-15T02:00:00Z', '2027-03-15T03:00:00Z', LA))).toBe('7–8 p.m.');
  });

  it('puts a class in the morning, afternoon or evening by its start on the club’s clock', () => {
    expect(timeOfDay(clubMinuteOfDay('2027-03-14T18:59:00Z', LA))).toBe('morning'); // 11:59 a.m. PDT
    expect(timeOfDay(clubMinuteOfDay('2027-03-14T19:00:00Z', LA))).toBe('afternoon'); // noon
    expect(timeOfDay(clubMinuteOfDay('2027-03-15T00:00:00Z', LA))).toBe('evening'); // 5 p.m.
  });
});
