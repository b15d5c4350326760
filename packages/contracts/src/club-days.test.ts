import { describe, expect, it } from 'vitest';
import { addDays, clubTodayIso } from './club-days';

describe('club days', () => {
  it("is today on the club's clock, in its own zone, on both sides of a clock change", () => {
    // 07:30 UTC on 1 March is still 28 February in California (PST), already 1 March in New York.
    expect(clubTodayIso(new Date('2026-03-01T07:30:00Z'))).toBe('2026-02-28');
    expect(clubTodayIso(new Date('2026-03-01T07:30:00Z'), 'America/New_York')).toBe('2026-03-01');
    // Midnight in California on the day summer time begins (14 March 2027, PST) and on the day after (PDT).
    expect(clubTodayIso(new Date('2027-03-14T08:00:00Z'))).toBe('2027-03-14');
    expect(clubTodayIso(new Date('2027-03-15T06:59:00Z'))).toBe('2027-03-14');
    expect(clubTodayIso(new Date('2027-03-15T07:00:00Z'))).toBe('2027-03-15');
  });

  it('moves a day by whole days across months, years and clock changes', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-14', 1)).toBe('2027-03-15');
    expect(addDays('2027-11-07', -7)).toBe('2027-10-31');
  });
});
