import { afterEach, describe, expect, it } from 'vitest';
import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import { formatClubDay, formatClubTime, formatLongClubDay } from './club-days';
import { activateLocale } from './i18n/i18n';

afterEach(async () => {
  await activateLocale('en');
});

describe('club days', () => {
  it('keeps ISO days whatever the language shown', async () => {
    await activateLocale('es');
    expect(clubTodayIso(new Date('2026-03-01T07:30:00Z'))).toBe('2026-02-28');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('writes days and times as the specification does in English', () => {
    expect(formatClubDay('2025-03-10')).toBe('Mon, Mar 10, 2025');
    expect(formatLongClubDay('2026-12-01')).toBe('December 1, 2026');
    expect(formatClubTime('23:30')).toBe('11:30 PM');
    expect(formatClubTime('07:15')).toBe('7:15 AM');
    expect(formatClubTime('00:05')).toBe('12:05 AM');
    expect(formatClubTime('12:00')).toBe('12:00 PM');
  });

  it('writes them in Spanish when Spanish is shown', async () => {
    await activateLocale('es');
    expect(formatLongClubDay('2026-12-01')).toBe('1 de diciembre de 2026');
    expect(formatClubDay('2025-03-10')).toMatch(/^lun.* 10 de mar.* de 2025$/);
    expect(formatClubTime('23:30')).toMatch(/^11:30 p\. ?m\.$/);
  });
});
