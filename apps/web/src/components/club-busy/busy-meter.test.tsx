import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClubBusy } from '@gym/contracts/club-busy';
import { activateLocale } from '../../lib/i18n/i18n';
import { BusyMeter } from './busy-meter';

const BUSY: ClubBusy = {
  clubId: '101',
  level: 'busy',
  people: 42,
  percent: 38,
  comparedWithUsual: 'busierThanUsual',
  usual: [
    { hour: 16, level: 'notBusy', percent: 20 },
    { hour: 17, level: 'busy', percent: 40 },
    { hour: 18, level: 'veryBusy', percent: 70 },
    { hour: 19, level: 'quiet', percent: 0 },
  ],
  visitMinutes: 75,
  // 5:20 p.m. in Los Angeles.
  at: '2026-12-03T01:20:00Z',
};

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the busy meter', () => {
  it('says the level, about how many people against capacity, and how that compares with the usual', () => {
    render(<BusyMeter busy={BUSY} timeZone="America/Los_Angeles" />);
    expect(screen.getByTestId('busy-level')).toHaveTextContent('Busy');
    expect(screen.getByText('About 42 people in the club, 38% of capacity')).toBeInTheDocument();
    expect(screen.getByText('Busier than usual')).toBeInTheDocument();
  });

  it("lists today's usual hours in words, the hour now marked on the club's clock", () => {
    render(<BusyMeter busy={BUSY} timeZone="America/Los_Angeles" />);
    const hours = within(screen.getByRole('list', { name: 'Usually today' })).getAllByRole('listitem');
    expect(hours.map((hour) => hour.textContent?.replace(/\s/g, ' '))).toEqual([
      '4 p.m.: usually not too busy4 p.m.',
      '5 p.m. (now): usually busyNow',
      '6 p.m.: usually very busy',
      '7 p.m.: usually quiet7 p.m.',
    ]);
    expect(hours[1]).toHaveAttribute('aria-current', 'time');
    // In New York the same instant is 8:20 p.m., an hour this club is not open.
    cleanup();
    render(<BusyMeter busy={BUSY} timeZone="America/New_York" />);
    expect(screen.queryByTestId('usual-hour-now')).toBeNull();
  });

  it('never shows a count under five: the level only', () => {
    render(
      <BusyMeter
        busy={{ ...BUSY, level: 'quiet', people: null, percent: 0, comparedWithUsual: null }}
        timeZone="America/Los_Angeles"
      />,
    );
    expect(screen.getByTestId('busy-level')).toHaveTextContent('Quiet');
    expect(screen.queryByTestId('busy-people')).toBeNull();
    expect(screen.queryByTestId('busy-compared')).toBeNull();
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    render(<BusyMeter busy={BUSY} timeZone="America/Los_Angeles" />);
    expect(screen.getByTestId('busy-level')).toHaveTextContent('Concurrido');
    expect(screen.getByText('Unas 42 personas en el club, el 38% del aforo')).toBeInTheDocument();
    expect(screen.getByText('Más concurrido de lo habitual')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Lo habitual hoy' })).toBeInTheDocument();
    expect(screen.getByText(/5 p\.m\.\s\(ahora\): normalmente concurrido/)).toBeInTheDocument();
  });
});
