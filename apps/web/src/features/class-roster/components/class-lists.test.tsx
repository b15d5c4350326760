import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@gym/contracts/auth';
import type { TrainerClasses } from '@gym/contracts/class-bookings';
import type { ClubSchedule } from '@gym/contracts/classes';
import { signIn, signOut } from '../../../lib/session';
import { sessionTokenFor } from '../../../test/session-token';
import { accountAs, clubDayFromToday, sessionStarting } from '../test/roster-fixture';
import { Component as StaffClassesPage } from './staff-classes-page';
import { Component as TrainerClassesPage } from './trainer-classes-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const calls: string[] = [];

const DAY = 24 * 60;
const at = (minutes: number, id: string, extra = {}) => ({ ...sessionStarting(minutes, extra), id });
const TRAINER_CLASSES: TrainerClasses = [
  { session: at(-DAY, 'yesterday'), className: 'Yoga Flow' },
  { session: at(DAY, 'tomorrow', { booked: 20, waitlisted: 4 }), className: 'Power Spin' },
  { session: at(2 * DAY, 'later', { booked: 0, waitlisted: 0 }), className: 'HIIT Circuit' },
];

function scheduleOf(clubId: string, day: string): ClubSchedule {
  return {
    clubId,
    timeZone: 'America/Los_Angeles',
    from: day,
    through: day,
    classTypes: [
      {
        id: 'power-spin',
        name: 'Power Spin',
        description: '',
        level: 'allLevels',
        durationMinutes: 45,
        image: 'spin',
        premierOnly: false,
      },
    ],
    sessions: clubId === '106' ? [{ ...sessionStarting(DAY, { clubId, day }), id: `spin-${clubId}-${day}` }] : [],
  };
}

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/clubs') return json([]);
      if (url.pathname === '/trainer/classes') return json({ success: true, data: TRAINER_CLASSES });
      if (url.pathname === '/staff/scope') return json({ role: 'director', allClubs: true, clubIds: ['101', '106'] });
      if (url.pathname.startsWith('/classes/schedule/')) {
        const clubId = url.pathname.split('/').at(-1)!;
        return json({ success: true, data: scheduleOf(clubId, url.searchParams.get('from')!) });
      }
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
});

afterEach(() => {
  act(() => signOut());
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(role: UserRole, path: string, page: React.ReactElement) {
  act(() => void signIn({ token: sessionTokenFor(accountAs(role)) }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={page} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe("The trainer's classes", () => {
  it('lists the classes from today on by day, each with how full it is and a link to its roster', async () => {
    renderAt('trainer', '/trainer/classes', <TrainerClassesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My classes' })).toBeInTheDocument();
    const days = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(days).toHaveLength(2);
    expect(days[0]).toMatch(/^Tomorrow · /);
    expect(screen.queryByText('Yoga Flow')).toBeNull();
    const [tomorrow, later] = screen.getAllByTestId('session-card') as [HTMLElement, HTMLElement];
    expect(within(tomorrow).getByRole('link', { name: 'Power Spin' })).toHaveAttribute(
      'href',
      '/trainer/classes/tomorrow',
    );
    expect(tomorrow).toHaveTextContent('Cycle Studio');
    expect(tomorrow).not.toHaveTextContent('with Taylor Brooks');
    expect(within(tomorrow).getByTestId('session-facts')).toHaveTextContent('20 of 20 booked4 waiting');
    expect(within(later).getByTestId('session-facts')).toHaveTextContent('0 of 20 booked');
  });
});

describe("The console's classes", () => {
  it("lists a club's classes on a day, the club and day kept in the address", async () => {
    const user = renderAt('director', '/staff/classes', <StaffClassesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Classes' })).toBeInTheDocument();
    expect(await screen.findByText('No classes this day.')).toBeInTheDocument();
    expect(calls).toContain(`/classes/schedule/101?from=${clubDayFromToday(0)}&days=1`);

    await user.click(screen.getByRole('combobox', { name: /^Club/ }));
    await user.click(screen.getByRole('option', { name: 'Club 106' }));
    // The address changes in a transition: waited for.
    await screen.findByText(`/staff/classes?club=106&day=${clubDayFromToday(0)}`);
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    const tomorrow = clubDayFromToday(1);
    await screen.findByText(`/staff/classes?club=106&day=${tomorrow}`);
    const card = await screen.findByTestId('session-card');
    expect(within(card).getByRole('link', { name: 'Power Spin' })).toHaveAttribute(
      'href',
      `/staff/classes/spin-106-${tomorrow}`,
    );
    expect(card).toHaveTextContent('Cycle Studio · with Taylor Brooks');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Tomorrow · /);
  });
});
