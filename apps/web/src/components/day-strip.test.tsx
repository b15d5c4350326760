import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../lib/i18n/i18n';
import { daysFrom } from '../lib/schedule-days';
import { DayStrip } from './day-strip';

// Friday 27 November 2026 at the club, and the six days after it (past the end of the month).
const DAYS = daysFrom('2026-11-27', 7);

function renderStrip(selected = DAYS[0]!, onSelect = vi.fn()) {
  render(<DayStrip days={DAYS} today={DAYS[0]!} selected={selected} onSelect={onSelect} />);
  return { onSelect, days: within(screen.getByRole('group', { name: 'Day' })).getAllByRole('button') };
}

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the strip of days', () => {
  it('starts today: Today, Tomorrow, then the weekday over the date, for seven days', () => {
    const { days } = renderStrip();
    expect(days.map((day) => day.textContent)).toEqual([
      'Today Nov 27',
      'Tomorrow Nov 28',
      'Sun Nov 29',
      'Mon Nov 30',
      'Tue Dec 1',
      'Wed Dec 2',
      'Thu Dec 3',
    ]);
  });

  it('marks the day shown, and a tap asks for another', async () => {
    const { days, onSelect } = renderStrip(DAYS[2]);
    expect(days.map((day) => day.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    await userEvent.setup({ delay: null }).click(days[4]!);
    expect(onSelect).toHaveBeenCalledWith('2026-12-01');
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    render(<DayStrip days={DAYS} today={DAYS[0]!} selected={DAYS[0]!} onSelect={vi.fn()} />);
    const days = within(screen.getByRole('group', { name: 'Día' })).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual([
      'Hoy 27 nov',
      'Mañana 28 nov',
      'Dom 29 nov',
      'Lun 30 nov',
      'Mar 1 dic',
      'Mié 2 dic',
      'Jue 3 dic',
    ]);
  });
});
