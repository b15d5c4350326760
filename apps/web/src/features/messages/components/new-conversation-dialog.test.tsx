import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Contact, MemberSearchResult } from '@gym/contracts/chat';
import { queryClient } from '../../../lib/query-client';
import { signIn, signOut } from '../../../lib/session';
import { sessionTokenFor } from '../../../test/session-token';
import { Component as MessagesPage } from './messages-page';

vi.mock('../../../lib/realtime', () => import('../../../test/quiet-realtime'));

const DIRECTOR = '00000000-0000-4000-8000-000000000006';
const ALEX = '00000000-0000-4000-8000-000000000001';
const KNOWN = '00000000-0000-4000-8000-000000000004';

const found = (userId: string, name: string, hasConversation: boolean): MemberSearchResult => ({
  userId,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  memberNumber: userId.endsWith('1') ? '100001' : '100004',
  clubName: 'Marin',
  memberStatus: 'active',
  hasConversation,
});
const asContact = (member: MemberSearchResult): Contact => ({
  userId: member.userId,
  name: member.name,
  role: 'member',
  isDirector: false,
  clubName: member.clubName,
  unreadCount: 0,
  online: false,
  lastMessageAt: member.hasConversation ? '2030-01-01T10:00:00.000Z' : null,
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function stubApi(contacts: Contact[], members: MemberSearchResult[]) {
  const requests: { path: string; search: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ path: url.pathname, search: url.search, body });
      if (url.pathname === '/messages/contacts') return json({ contacts });
      if (url.pathname === '/messages') return json({ messagesHistory: [], resentMessages: [] });
      if (url.pathname === '/messages/members') return json({ members });
      const member = members.find((row) => row.userId === (body as { personId: string }).personId);
      return json({ contact: asContact(member as MemberSearchResult), existing: member?.hasConversation === true });
    }),
  );
  return requests;
}

function renderAsDirector() {
  signIn({
    token: sessionTokenFor({
      sub: DIRECTOR,
      sfId: DIRECTOR,
      idCA: '100006',
      name: 'Dana Director',
      email: 'director@example.com',
      firstName: 'Dana',
      favoriteLocationName: null,
      favoriteLocation: null,
      favoriteLocationCAId: null,
      memberStatus: 'active',
      scanCode: 'BFC-100006',
      isTrainer: false,
      isDirector: true,
      role: 'director',
    }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={['/messages']}>
          <Routes>
            <Route path="/messages" element={<MessagesPage />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => queryClient.clear());
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

async function searchFor(text: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'New conversation' }));
  const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
  await userEvent.type(within(dialog).getByLabelText('Find a member'), text);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
  return dialog;
}

it('lets the director find a member on the server and open a new dialog with them', async () => {
  const alex = found(ALEX, 'Alex Rivera', false);
  const requests = stubApi([], [alex]);
  renderAsDirector();
  const dialog = await searchFor(' 100001 ');

  await userEvent.click(await within(dialog).findByRole('button', { name: 'Start conversation with Alex Rivera' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New conversation' })).toBeNull());
  expect(requests.find((request) => request.path === '/messages/members')?.search).toBe('?q=100001');
  expect(requests.find((request) => request.path === '/messages/conversations')?.body).toEqual({ personId: ALEX });
  expect(await screen.findByRole('textbox', { name: /message/i })).toBeTruthy();
  expect(within(screen.getByRole('navigation', { name: 'Conversations' })).getByText('Alex Rivera')).toBeTruthy();
});

it('reopens the conversation the director already has with the member instead of adding another', async () => {
  const known = found(KNOWN, 'Jordan Lee', true);
  stubApi([asContact(known)], [known]);
  renderAsDirector();
  const dialog = await searchFor('jordan');
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Open conversation with Jordan Lee' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New conversation' })).toBeNull());
  const list = screen.getByRole('navigation', { name: 'Conversations' });
  expect(within(list).getAllByText('Jordan Lee')).toHaveLength(1);
  expect(within(list).getByRole('button', { current: true })).toHaveTextContent('Jordan Lee');
});

it('checks the query before asking the server, and says when nobody matches', async () => {
  const requests = stubApi([], []);
  renderAsDirector();
  const dialog = await searchFor('a');
  expect(within(dialog).getByText('Type at least 2 characters of a name, e-mail or member number')).toBeTruthy();
  expect(requests.some((request) => request.path === '/messages/members')).toBe(false);

  await userEvent.type(within(dialog).getByLabelText('Find a member'), 'zz');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
  expect(await within(dialog).findByText('No member matches “azz”.')).toBeTruthy();
});
