import { describe, expect, it } from 'vitest';
import { clubInstant } from './club-instant';

const LA = 'America/Los_Angeles';

describe("a time on the club's clock as an instant", () => {
  it('places winter and summer times by their own offsets', () => {
    expect(clubInstant('2027-01-12', '09:00', LA).toISOString()).toBe('2027-01-12T17:00:00.000Z');
    expect(clubInstant('2027-07-12', '09:00', LA).toISOString()).toBe('2027-07-12T16:00:00.000Z');
  });

  it('is right on the days the clock changes, and after midnight', () => {
    // 14 March 2027: 2 a.m. becomes 3 a.m.; 7 November 2027: 2 a.m. becomes 1 a.m.
    expect(clubInstant('2027-03-14', '00:00', LA).toISOString()).toBe('2027-03-14T08:00:00.000Z');
    expect(clubInstant('2027-03-14', '09:00', LA).toISOString()).toBe('2027-03-14T16:00:00.000Z');
    expect(clubInstant('2027-11-07', '00:30', LA).toISOString()).toBe('2027-11-07T07:30:00.000Z');
    expect(clubInstant('2027-11-07', '18:00', LA).toISOString()).toBe('2027-11-08T02:00:00.000Z');
    expect(clubInstant('2027-03-16', '17:00', LA).toISOString()).toBe('2027-03-17T00:00:00.000Z');
  });
});
