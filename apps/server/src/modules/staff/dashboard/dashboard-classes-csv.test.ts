import { describe, expect, it } from 'vitest';
import { classDaysCsv } from './dashboard-classes-csv';

const row = {
  day: '2031-03-18',
  isToday: true,
  clubId: '106',
  classes: 2,
  places: 0,
  booked: 0,
  attended: 0,
  noShows: 0,
};

describe('the classes CSV', () => {
  it('quotes a cell a spreadsheet would run as a formula behind an apostrophe, and one with a comma', () => {
    const [, formula, comma] = classDaysCsv(
      [
        { ...row, clubName: '=HYPERLINK("http://x")' },
        { ...row, clubName: 'Oakland, Downtown' },
      ],
      'en',
    ).split('\r\n');
    expect(formula).toBe(`2031-03-18,"'=HYPERLINK(""http://x"")",2,0,0,0,0,,`);
    expect(comma).toBe('2031-03-18,"Oakland, Downtown",2,0,0,0,0,,');
  });

  it("writes the rates in percent with one decimal, worked out from the day's counts", () => {
    const csv = classDaysCsv([{ ...row, clubName: 'Oakland', places: 3, booked: 2, attended: 2, noShows: 1 }], 'en');
    expect(csv.split('\r\n')[1]).toBe('2031-03-18,Oakland,2,3,2,2,1,66.7,33.3');
  });
});
