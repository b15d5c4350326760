import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@gym/contracts/auth';
import type { Contact } from '@gym/contracts/chat';
import type { MembershipView } from '@gym/contracts/membership';
import { queryClient } from '../lib/query-client';
import { signIn, signOut } from '../lib/session';
import { sessionTokenFor } from '../test/session-token';
import { Component as HomeRoute } from './home-route';

vi.mock('../lib/realtime', () => import('../test/quiet-realtime'));

const ME = '00000000-0000-4000-8000-000000000005';
const ALEX = '00000000-0000-4000-8000-000000000001';

const MEMBERSHIP: MembershipView = {
  id: 'm-1',
  plan: { id: 'marin-monthly', name: 'Month to Month', description: 'All of Marin' },
  club: { id: '101', name: 'Marin' },
  monthly: true,
  price: { amount: '$68.99', amountCents: 6899 },
  standing: 'active',
  startDate: '2026-01-01',
  endDate: null,
  nextCharge: null,
  lastMonthPrepaid: { amount: '$68.99', amountCents: 6899 },
  agreementUrl: null,
  cancellation: null,
};

const ALEX_CONTACT: Contact = {
  userId: ALEX,
  name: 'Alex Rivera',
  role: 'member',
  isDirector: false,
  clubName: 'Marin',
  unreadCount: 1,
  online: false,
  lastMessageAt: '2030-01-01T10:00:00.000Z',
};
const UNREAD = {
  id: '00000000-0000-4000-9000-000000000001',
  senderUserId: ALEX,
  receiverUserId: ME,
  text: 'Can we move Thursday?',
  isDirector: false,
  isRead: false,
  isMyMessage: false,
  photo: null,
  createdAt: '2030-01-01T10:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/membership') return json({ success: true, data: MEMBERSHIP });
      if (path === '/messages/contacts') return json({ contacts: [ALEX_CONTACT] });
      if (path === '/messages') return json({ messagesHistory: [UNREAD], resentMessages: [UNREAD] });
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
}

function signInAs(role: SessionUser['role']) {
  const user: SessionUser = {
    sfId: ME,
    idCA: '100005',
    name: 'Casey Coach',
    email: `${role}@example.com`,
    firstName: 'Casey',
    favoriteLocationName: 'Marin',
    favoriteLocation: '101',
    favoriteLocationCAId: '101',
    memberStatus: 'active',
    scanCode: 'BFC-100005',
    isTrainer: role === 'trainer',
    isDirector: role === 'director',
    role,
  };
  signIn({ token: sessionTokenFor({ sub: ME, ...user }) });
}

function renderHome() {
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={['/']}>
          <HomeRoute />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  stubApi();
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe("'/' picks the home by the session's role", () => {
  it("gives a member the member home, whose 'join or change plan' goes to /membership, never the join", async () => {
    signInAs('member');
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Your membership' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Manage membership' })).toHaveAttribute('href', '/membership');
    // The home club's name leads to its page; nothing leads to the join (/ or a club's /{slug}).
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^\/(membership|locations\/marin$)/);
    }
    expect(screen.queryByRole('heading', { name: 'Conversations' })).toBeNull();
  });

  it('gives a trainer their conversations with the unread count and calls, not a member home', async () => {
    signInAs('trainer');
    renderHome();
    const conversations = await screen.findByRole('region', { name: 'Conversations' });
    expect(await within(conversations).findByText('1 unread message.')).toBeTruthy();
    expect(within(conversations).getByText('Alex Rivera')).toBeTruthy();
    expect(within(conversations).getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/messages');
    const calls = screen.getByRole('region', { name: 'Video calls' });
    expect(within(calls).getByRole('group', { name: 'Alex Rivera' })).toHaveTextContent('Start video call');
    expect(screen.getByText('Trainer · Marin')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your membership' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Check-in code' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Front desk' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
  });

  it('gives the front desk the desk and no conversations', async () => {
    signInAs('staff');
    renderHome();
    const desk = await screen.findByRole('region', { name: 'Front desk' });
    expect(within(desk).getByRole('link', { name: 'Check in a member' })).toHaveAttribute('href', '/staff/check-in');
    expect(within(desk).getByRole('link', { name: 'Review vaccine records' })).toHaveAttribute(
      'href',
      '/staff/vaccines',
    );
    expect(screen.queryByRole('region', { name: 'Conversations' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your membership' })).toBeNull();
  });

  it('gives the director conversations, a way to start one with any member, and the desk', async () => {
    signInAs('director');
    renderHome();
    const conversations = await screen.findByRole('region', { name: 'Conversations' });
    expect(within(conversations).getByRole('button', { name: 'New conversation' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Front desk' })).toBeTruthy();
    expect(screen.getByText('Director')).toBeTruthy();
  });
});
