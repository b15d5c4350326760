import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Club, NO_POSITION } from '@gym/contracts/clubs';
import { sortedClubsQueryOptions } from '../../api/sort-locations';
import LocationStep from './location-step';

function club(id: string, displayName: string, streetC: string, cityC: string, miles: number | null): Club {
  return {
    clubautomationclubidC: id,
    name: displayName,
    displayName,
    streetC,
    cityC,
    miles,
    totalCapacity: 300,
    olsBgMobile: '/bg-mobile.jpg',
    olsBgDesktop: '/bg-desktop.jpg',
  };
}

const BY_NAME = [
  club('102', 'Embarcadero', '2 Embarcadero Center', 'San Francisco', null),
  club('106', 'Oakland', '1900 Broadway', 'Oakland', null),
];
const NEAR_OAKLAND = [
  club('106', 'Oakland', '1900 Broadway', 'Oakland', 0.4),
  club('102', 'Embarcadero', '2 Embarcadero Center', 'San Francisco', 8.3),
];
const FROM_NEW_YORK = [
  club('102', 'Embarcadero', '2 Embarcadero Center', 'San Francisco', 2557.4),
  club('106', 'Oakland', '1900 Broadway', 'Oakland', 2563.1),
];

/** Every answer is in the cache up front: the step is tested without a server. */
function renderStep() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(sortedClubsQueryOptions(NO_POSITION).queryKey, BY_NAME);
  client.setQueryData(sortedClubsQueryOptions({ zip: '94612', lat: null, lng: null }).queryKey, NEAR_OAKLAND);
  client.setQueryData(sortedClubsQueryOptions({ zip: '10001', lat: null, lng: null }).queryKey, FROM_NEW_YORK);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LocationStep />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cards = () => within(screen.getByRole('region', { name: 'Clubs' })).getAllByRole('button');
const cardFor = (name: string) => cards().find((card) => within(card).queryByRole('heading', { name }))!;

/** Makes the phone layout's media query match (jsdom has no matchMedia: every query is false by default). */
function asPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('LocationStep', () => {
  it("on a phone, shows no 'Select' bar over the cards until a club is highlighted", async () => {
    asPhone();
    renderStep();
    expect(cards()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
    await userEvent.click(cardFor('Oakland'));
    expect(cardFor('Oakland')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Select' })).toBeEnabled();
  });

  it('keeps each club address visible beside its distance once sorted', async () => {
    renderStep();
    await userEvent.type(screen.getByLabelText('Postal code'), '94612');
    await screen.findByText('0.4 miles away');
    expect(within(cardFor('Oakland')).getByText('1900 Broadway, Oakland')).toBeVisible();
    expect(within(cardFor('Embarcadero')).getByText('8.3 miles away')).toBeVisible();
    expect(within(cardFor('Embarcadero')).getByText('2 Embarcadero Center, San Francisco')).toBeVisible();
    expect(screen.getByRole('status', { hidden: true })).toBeEmptyDOMElement();
  });

  it('says no club is nearby for a far postal code and names the nearest, without far distances', async () => {
    renderStep();
    await userEvent.type(screen.getByLabelText('Postal code'), '10001');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'There is no club within 50 miles of you. Our nearest club is Embarcadero, 2 Embarcadero Center, San Francisco.',
    );
    expect(screen.queryByText(/miles away/)).toBeNull();
    expect(cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Embarcadero',
      'Oakland',
    ]);
    expect(within(cardFor('Oakland')).getByText('1900 Broadway, Oakland')).toBeVisible();
  });

  it('draws a solid focus ring on the club card the keyboard reaches', async () => {
    renderStep();
    const first = cards()[0]!;
    for (let presses = 0; presses < 5 && document.activeElement !== first; presses += 1) await userEvent.tab();
    expect(first).toHaveFocus();
    expect(first).toHaveClass('club-card-focus');
    const ring = getComputedStyle(first);
    expect(ring.outlineStyle).toBe('solid');
    expect(ring.outlineWidth).toBe('4px');
  });
});
