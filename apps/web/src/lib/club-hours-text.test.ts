import { afterEach, describe, expect, it } from 'vitest';
import { dayHoursText, hourLabel, openingLine } from './club-hours-text';
import { activateLocale } from './i18n/i18n';

const LA = 'America/Los_Angeles';
const NEW_YORK = 'America/New_York';
/** Wednesday 2026-12-02, 9:15 a.m. in Los Angeles (17:15 UTC). */
const NOW = new Date('2026-12-02T17:15:00Z');
/** Browsers write a no-break space before AM/PM; the lines keep one, so '10 p.m.' never wraps. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const line = (open: boolean, changesAt: string | null, zone = LA) => plain(openingLine({ open, changesAt }, zone, NOW));

afterEach(() => activateLocale('en'));

describe('the opening line', () => {
  it('names the time on the club clock when the change is today', () => {
    expect(line(true, '2026-12-03T06:00:00Z')).toBe('Open now · closes 10 p.m.');
    expect(line(false, '2026-12-02T19:30:00Z')).toBe('Closed · opens 11:30 a.m.');
  });

  it("reads the club's own zone, not the browser's", () => {
    // 22:00 in New York is 19:00 in Los Angeles: a New York club closes at 10 p.m. its time.
    expect(line(true, '2026-12-03T03:00:00Z', NEW_YORK)).toBe('Open now · closes 10 p.m.');
  });

  it('names tomorrow, a weekday within the week, and the date beyond it', () => {
    expect(line(false, '2026-12-03T14:00:00Z')).toBe('Closed · opens tomorrow at 6 a.m.');
    expect(line(false, '2026-12-07T14:00:00Z')).toBe('Closed · opens Monday at 6 a.m.');
    expect(line(false, '2026-12-14T14:00:00Z')).toBe('Closed · opens Monday, December 14 at 6 a.m.');
  });

  it('reads midnight as the end of the day before', () => {
    expect(line(true, '2026-12-03T08:00:00Z')).toBe('Open now · closes midnight');
    expect(line(true, '2026-12-06T08:00:00Z')).toBe('Open now · closes Saturday at midnight');
  });

  it('says open 24 hours, or closed, with nothing ahead', () => {
    expect(line(true, null)).toBe('Open 24 hours');
    expect(line(false, null)).toBe('Closed');
  });

  it('reads in Spanish, with the article each hour takes', async () => {
    await activateLocale('es');
    expect(line(true, '2026-12-03T06:00:00Z')).toBe('Abierto ahora · cierra a las 10 p.m.');
    expect(line(true, '2026-12-02T21:00:00Z')).toBe('Abierto ahora · cierra a la 1 p.m.');
    expect(line(false, '2026-12-03T14:00:00Z')).toBe('Cerrado · abre mañana a las 6 a.m.');
    expect(line(false, '2026-12-07T14:00:00Z')).toBe('Cerrado · abre el lunes a las 6 a.m.');
    expect(line(true, '2026-12-03T08:00:00Z')).toBe('Abierto ahora · cierra a medianoche');
    expect(line(true, null)).toBe('Abierto las 24 horas');
  });
});

describe("a day's hours", () => {
  it('reads a span, the whole day, midnight and a closed day', async () => {
    expect(plain(dayHoursText({ opens: 360, closes: 1320 }))).toBe('6 a.m. – 10 p.m.');
    expect(plain(dayHoursText({ opens: 330, closes: 1440 }))).toBe('5:30 a.m. – midnight');
    expect(dayHoursText({ opens: 0, closes: 1440 })).toBe('Open 24 hours');
    expect(dayHoursText(null)).toBe('Closed');
    await activateLocale('es');
    expect(plain(dayHoursText({ opens: 360, closes: 960 }))).toBe('6 a.m. – 4 p.m.');
    expect(plain(hourLabel(13))).toBe('1 p.m.');
  });
});
