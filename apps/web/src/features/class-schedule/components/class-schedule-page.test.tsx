import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubsQueryOptions } from '../../../lib/clubs';
import { activateLocale } from '../../../lib/i18n/i18n';
import { signIn, signOut } from '../../../lib/session';
import { TEST_APP_CONFIG } from '../../../test/app-config';
import { sessionTokenFor } from '../../../test/session-token';
import { SAM } from '../../../test/session-users';
import { classScheduleQueryOptions } from '../api/get-class-schedule';
import { CASTRO_WEEK, CLUBS } from '../test/schedule-fixture';
import { Component as ClassSchedulePage } from './class-schedule-page';

function WhereAmI() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(clubsQueryOptions().queryKey, CLUBS);
  client.setQueryData(classScheduleQueryOptions('108').queryKey, CASTRO_WEEK);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="locations/:slug/schedule" element={<ClassSchedulePage />} />
        </Routes>
        <WhereAmI />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** Each class shown: its time (spaces made plain), name and the rest of its card. */
function classCards() {
  return screen.queryAllByTestId('class-card').map((card) => ({
    time: within(card).getByTestId('class-time').textContent?.replace(/\s/g, ' '),
    name: within(card).getByRole('heading', { level: 3 }).textContent,
    text: card.textContent,
  }));
}

/** The address the page is at, once its last change (a transition in React Router) has been made. */
const expectAddress = (text: string) => waitFor(() => expect(screen.getByTestId('location').textContent).toBe(text));
const dayHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const expectClasses = (names: string[]) => waitFor(() => expect(classCards().map(({ name }) => name)).toEqual(names));

const dayButton = (name: RegExp) => within(screen.getByRole('group', { name: 'Day' })).getByRole('button', { name });

async function choose(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  // Another club's schedule is asked for after a switch; these tests only look at the address.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});

afterEach(async () => {
  act(() => signOut());
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe("a club's class schedule", () => {
  it("shows today's classes first on the club's clock, each with what a visitor needs to know", () => {
    renderAt('/locations/castro/schedule');
    expect(screen.getByRole('heading', { level: 1, name: 'Castro class schedule' })).toBeInTheDocument();
    expect(document.title).toBe(`Castro class schedule · ${TEST_APP_CONFIG.brandName}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Today · Friday, March 12' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 classes');
    expect(dayButton(/^Today/)).toHaveAttribute('aria-pressed', 'true');

    const cards = classCards();
    expect(cards.map(({ time, name }) => [time, name])).toEqual([
      ['6:30 – 7:15 AM', 'Power Spin'],
      ['5:00 – 5:45 PM', 'Dance Cardio'],
      ['6:30 – 7:45 PM', 'Hot Yoga'],
    ]);
    const spin = screen.getByRole('article', { name: 'Power Spin' });
    for (const text of ['Intermediate', '45 min', "Cycle Studio · with Ryan O'Neil", '12 of 28 spots left'])
      expect(within(spin).getByText(text)).toBeInTheDocument();
    expect(within(spin).queryByText('Premier members only')).toBeNull();
    expect(within(spin).queryByText('Cancelled')).toBeNull();
    expect(spin.querySelector('img')).toHaveAttribute('src', '/classes/spin.svg');
    expect(spin.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(screen.getByRole('article', { name: 'Dance Cardio' })).getByText('Full')).toBeInTheDocument();
    // A visitor is asked to sign in, and comes back to this page after it; a cancelled class offers nothing.
    expect(within(spin).getByRole('link', { name: 'Sign in to book' })).toHaveAttribute(
      'href',
      '/login?next=%2Flocations%2Fcastro%2Fschedule',
    );
    expect(screen.queryByRole('button', { name: /book/i })).toBeNull();

    const hotYoga = screen.getByRole('article', { name: 'Hot Yoga' });
    for (const text of ['Cancelled', 'Premier members only', 'Advanced', '75 min', '24 spots'])
      expect(within(hotYoga).getByText(text)).toBeInTheDocument();
    expect(within(hotYoga).getByRole('heading', { level: 3 })).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(hotYoga).queryByRole('link')).toBeNull();
  });

  it('shows another day when it is tapped, on the wall clock across the change to daylight time', async () => {
    const user = renderAt('/locations/castro/schedule');
    await user.click(dayButton(/^Tomorrow/));
    await expectAddress('/locations/castro/schedule?day=2027-03-13');
    expect(await dayHeading('Tomorrow · Saturday, March 13')).toBeInTheDocument();
    expect(classCards().map(({ name }) => name)).toEqual(['Power Spin', 'Yoga Flow']);

    // Sunday 14 March: clocks go forward at 2 a.m.; the 6:30 a.m. class is still at 6:30.
    await user.click(dayButton(/^Sun/));
    expect(await dayHeading('Sunday, March 14')).toBeInTheDocument();
    expect(classCards().map(({ time, name }) => [time, name])).toEqual([
      ['6:30 – 7:15 AM', 'Power Spin'],
      ['10:00 – 10:45 AM', 'HIIT Circuit'],
    ]);
    expect(
      within(screen.getByRole('article', { name: 'Power Spin' })).getByText('Full · 3 waiting'),
    ).toBeInTheDocument();
  });

  it('says when a day has no classes', async () => {
    const user = renderAt('/locations/castro/schedule');
    await user.click(dayButton(/^Tue/));
    expect(await screen.findByText('No classes this day')).toBeInTheDocument();
    expect(classCards()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('filters by class type, trainer and time of day, and says when nothing matches, with a way out', async () => {
    const user = renderAt('/locations/castro/schedule');
    // The week's own class types and trainers, by name.
    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All classes',
      'Dance Cardio',
      'HIIT Circuit',
      'Hot Yoga',
      'Mat Pilates',
      'Power Spin',
      'Yoga Flow',
    ]);
    await user.click(screen.getByRole('option', { name: 'Power Spin' }));
    await expectClasses(['Power Spin']);
    expect(screen.getByRole('status')).toHaveTextContent('1 class');

    const times = screen.getByRole('group', { name: 'Time of day' });
    await user.click(within(times).getByRole('button', { name: 'Evening' }));
    await expectAddress('/locations/castro/schedule?class=power-spin&time=evening');
    expect(within(times).getByRole('button', { name: 'Evening' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('No classes match these filters')).toBeInTheDocument();
    expect(screen.getByText('There are 3 classes this day.')).toBeInTheDocument();

    // The filters stay as the days change.
    await user.click(dayButton(/^Tomorrow/));
    expect(await dayHeading('Tomorrow · Saturday, March 13')).toBeInTheDocument();
    expect(screen.getByText('No classes match these filters')).toBeInTheDocument();
    expect(screen.getByText('There are 2 classes this day.')).toBeInTheDocument();
    await user.click(dayButton(/^Today/));
    await expectAddress('/locations/castro/schedule?class=power-spin&time=evening&day=2027-03-12');

    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    expect(clears).toHaveLength(2);
    await user.click(clears[1]!);
    await expectClasses(['Power Spin', 'Dance Cardio', 'Hot Yoga']);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await expectAddress('/locations/castro/schedule?day=2027-03-12');

    await choose(user, 'Trainer', 'Carmen Ortiz');
    await expectClasses(['Hot Yoga']);
    await user.click(within(times).getByRole('button', { name: 'Evening' }));
    await expectAddress('/locations/castro/schedule?day=2027-03-12&trainer=t2&time=evening');
    expect(classCards().map(({ name }) => name)).toEqual(['Hot Yoga']);
    // A second tap on the chosen time of day sets it free.
    await user.click(within(times).getByRole('button', { name: 'Evening' }));
    await expectAddress('/locations/castro/schedule?day=2027-03-12&trainer=t2');
    await choose(user, 'Trainer', 'All trainers');
    await expectAddress('/locations/castro/schedule?day=2027-03-12');
    await user.click(within(times).getByRole('button', { name: 'Morning' }));
    await expectClasses(['Power Spin']);
  });

  it('opens on the day and filters of its address, leaving out what the week does not have', () => {
    renderAt('/locations/castro/schedule?day=2027-03-15&class=aqua-fit&time=afternoon');
    expect(screen.getByRole('heading', { level: 2, name: 'Monday, March 15' })).toBeInTheDocument();
    expect(classCards().map(({ time, name }) => [time, name])).toEqual([['12:15 – 1:05 PM', 'Mat Pilates']]);
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveTextContent('All classes');
  });

  it("offers a visitor every open club by name, and goes to another's schedule with the same day and class", async () => {
    const user = renderAt('/locations/castro/schedule?day=2027-03-13&class=power-spin&trainer=t1');
    await user.click(screen.getByRole('combobox', { name: 'Club' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Castro',
      'Marin',
      'Oakland',
      'SoMa',
    ]);
    await user.click(screen.getByRole('option', { name: 'SoMa' }));
    await expectAddress('/locations/soma/schedule?day=2027-03-13&class=power-spin');
    expect(await screen.findByRole('heading', { level: 1, name: 'SoMa class schedule' })).toBeInTheDocument();
  });

  it("puts a member's home club first", async () => {
    act(
      () =>
        void signIn({ token: sessionTokenFor({ ...SAM, favoriteLocation: '106', favoriteLocationName: 'Oakland' }) }),
    );
    const user = renderAt('/locations/castro/schedule');
    await user.click(screen.getByRole('combobox', { name: 'Club' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Oakland (your club)',
      'Castro',
      'Marin',
      'SoMa',
    ]);
  });

  it.each(['/locations/nowhere/schedule', '/locations/fillmore/schedule'])('is Page not found at %s', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    renderAt('/locations/castro/schedule');
    expect(screen.getByRole('heading', { level: 1, name: 'Horario de clases de Castro' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hoy · Viernes, 12 de marzo' })).toBeInTheDocument();
    expect(classCards()[0]?.time).toBe('6:30–7:15 a.m.');
    const hotYoga = screen.getByRole('article', { name: 'Hot Yoga' });
    for (const text of [
      'Cancelada',
      'Solo para miembros Premier',
      'Avanzado',
      '24 cupos',
      'Group Fitness Studio · con Carmen Ortiz',
    ])
      expect(within(hotYoga).getByText(text)).toBeInTheDocument();
    const times = screen.getByRole('group', { name: 'Momento del día' });
    expect(
      within(times)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Por la mañana', 'Por la tarde', 'Por la noche']);
  });
});
