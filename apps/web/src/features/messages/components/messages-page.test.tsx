import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@gym/contracts/auth';
import { CHAT_MESSAGES, type ChatMessage, type Contact } from '@gym/contracts/chat';
import { useBanner } from '../../../lib/banner-store';
import { activateLocale } from '../../../lib/i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { signIn, signOut } from '../../../lib/session';
import { MessagesSync } from '../realtime/messages-sync';
import { Component as MessagesPage } from './messages-page';
import { MessagesUnreadBadge } from './messages-nav-badge';
import { sessionTokenFor } from '../../../test/session-token';

/**
 * The messages page against a stubbed GET /messages and /messages/contacts, with the realtime channel replaced
 * by a recorder: what the page emits is checked, and server events are delivered through the handlers the
 * page registered.
 */
const realtime = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
  emitWithAck: vi.fn(),
}));
vi.mock('../../../lib/realtime', () => ({
  emitWithAck: realtime.emitWithAck,
  useRealtimeStatus: () => 'connected',
  useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => realtime.handlers.set(event, handler),
  realtimeSocket: () => ({ io: { on: () => undefined, off: () => undefined } }),
}));

const ME = '00000000-0000-4000-8000-000000000001';
const TRAINER = '00000000-0000-4000-8000-000000000005';
const DIRECTOR = '00000000-0000-4000-8000-000000000006';
const MEMBER_B = '00000000-0000-4000-8000-000000000002';

function userFor(sfId: string, role: SessionUser['role']): SessionUser {
  return {
    sfId,
    idCA: '100001',
    name: 'Alex Rivera',
    email: 'member@example.com',
    firstName: 'Alex',
    favoriteLocationName: 'Marin',
    favoriteLocation: '101',
    favoriteLocationCAId: '101',
    memberStatus: 'active',
    scanCode: 'BFC-100001',
    isTrainer: role === 'trainer',
    isDirector: role === 'director',
    role,
  };
}

function contact(userId: string, name: string, overrides: Partial<Contact> = {}): Contact {
  return {
    userId,
    name,
    role: 'trainer',
    isDirector: false,
    clubName: 'Marin',
    unreadCount: 0,
    online: false,
    lastMessageAt: null,
    ...overrides,
  };
}

let sequence = 0;
function chat(from: string, to: string, text: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  sequence += 1;
  return {
    id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    senderUserId: from,
    receiverUserId: to,
    text,
    isDirector: from === DIRECTOR || to === DIRECTOR,
    isRead: false,
    isMyMessage: from === ME,
    photo: null,
    createdAt: new Date(Date.UTC(2030, 0, 1, 10, sequence)).toISOString(),
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubApi(history: ChatMessage[], contacts: Contact[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/messages/contacts') return json({ contacts });
      if (url.pathname === '/messages') {
        return json({
          messagesHistory: history,
          resentMessages: [...history]
            .reverse()
            .filter(
              (message, index, all) =>
                all.findIndex(
                  (other) =>
                    [other.senderUserId, other.receiverUserId].sort().join() ===
                    [message.senderUserId, message.receiverUserId].sort().join(),
                ) === index,
            ),
        });
      }
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
}

/** The global banner's text, as the app's error banner would show it. */
function BannerText() {
  return <output data-testid="banner">{useBanner()?.message}</output>;
}
const bannerText = () => screen.getByTestId('banner').textContent;

/** The address's query, as the page left it. */
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const where = () => screen.getByTestId('where').textContent;

function renderPage(path: string) {
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={[path]}>
          <MessagesSync />
          <BannerText />
          <nav aria-label="Member">
            Messages <MessagesUnreadBadge />
          </nav>
          <Routes>
            <Route path="/messages" element={<MessagesPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

function readCalls() {
  return realtime.emitWithAck.mock.calls.filter(([event]) => event === 'message read').map(([, payload]) => payload);
}

const conversations = () => within(screen.getByRole('navigation', { name: 'Conversations' }));
const dialogLog = (name: string) => screen.getByRole('log', { name: `Messages with ${name}` });

beforeEach(() => {
  realtime.handlers.clear();
  realtime.emitWithAck.mockReset();
  realtime.emitWithAck.mockImplementation(async (event: string, payload: { ids?: string[] }) =>
    event === 'message read' ? { success: true, ids: payload.ids } : { success: true },
  );
});

afterEach(async () => {
  signOut();
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('a member', () => {
  const trainer = contact(TRAINER, 'Taylor Brooks');
  const director = contact(DIRECTOR, 'Morgan Ellis', { role: 'director', isDirector: true, clubName: null });

  beforeEach(() => {
    signIn({ token: sessionTokenFor(userFor(ME, 'member')) });
  });

  it("opens the director's dialog when no trainer id is given, marks it read and sorts it oldest first", async () => {
    const first = chat(DIRECTOR, ME, 'Welcome to the club');
    const mine = chat(ME, DIRECTOR, 'Thanks!', { isRead: true });
    const last = chat(DIRECTOR, ME, 'Any questions?');
    const fromTrainer = chat(TRAINER, ME, 'Leg day tomorrow');
    // The server's history order is not trusted: the dialog sorts by createdAt.
    stubApi([last, fromTrainer, first, mine], [trainer, director]);
    renderPage('/messages');

    const log = await screen.findByRole('log', { name: 'Messages with Morgan Ellis' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Welcome to the club'),
      expect.stringContaining('Thanks!'),
      expect.stringContaining('Any questions?'),
    ]);
    expect(within(log).getByText('Thanks!').closest('li')).toHaveTextContent('Read');
    await waitFor(() => expect(readCalls()).toHaveLength(1));
    expect(readCalls()).toEqual([{ ids: expect.arrayContaining([first.id, last.id]), personId: DIRECTOR, myId: ME }]);
    expect(readCalls()[0]?.ids).toHaveLength(2);
    // Only the trainer's message is still unread: the list and the navigation say 1.
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Member' })).getByTestId('unread-messages'),
      ).toHaveTextContent('1 unread'),
    );
    expect(conversations().getByRole('button', { name: /Taylor Brooks/ })).toHaveTextContent('1 unread');
  });

  it('opens the dialog of the trainer named in ?trainer=', async () => {
    stubApi([chat(TRAINER, ME, 'See you at 6')], [trainer, director]);
    renderPage(`/messages?trainer=${TRAINER}`);
    expect(await screen.findByRole('log', { name: 'Messages with Taylor Brooks' })).toHaveTextContent('See you at 6');
    await waitFor(() => expect(readCalls()).toHaveLength(1));
  });

  it("marks a message from the open dialog's person read at once; others stay unread", async () => {
    stubApi([], [trainer, director]);
    renderPage(`/messages?trainer=${TRAINER}`);
    await screen.findByRole('log', { name: 'Messages with Taylor Brooks' });

    const fromTrainer = chat(TRAINER, ME, 'Are you coming?');
    const fromDirector = chat(DIRECTOR, ME, 'Survey time');
    act(() => realtime.handlers.get('message')?.(fromTrainer));
    act(() => realtime.handlers.get('message')?.(fromDirector));

    expect(await within(dialogLog('Taylor Brooks')).findByText('Are you coming?')).toBeInTheDocument();
    await waitFor(() => expect(readCalls()).toEqual([{ ids: [fromTrainer.id], personId: TRAINER, myId: ME }]));
    expect(conversations().getByRole('button', { name: /Morgan Ellis/ })).toHaveTextContent('Survey time');
    expect(conversations().getByRole('button', { name: /Morgan Ellis/ })).toHaveTextContent('1 unread');
    expect(conversations().getByRole('button', { name: /Taylor Brooks/ })).not.toHaveTextContent('unread');
  });

  it("shows 'Read' on my message when the read receipt arrives", async () => {
    const mine = chat(ME, TRAINER, 'On my way');
    stubApi([mine], [trainer, director]);
    renderPage(`/messages?trainer=${TRAINER}`);
    const bubble = (await within(await screen.findByRole('log')).findByText('On my way')).closest('li');
    expect(bubble).toHaveTextContent('Sent');
    act(() => realtime.handlers.get('message read success')?.({ ids: [mine.id], readerUserId: TRAINER, personId: ME }));
    await waitFor(() => expect(bubble).toHaveTextContent('Read'));
  });

  it('sends with the specification fields and appends the acknowledged message', async () => {
    stubApi([], [trainer, director]);
    renderPage(`/messages?trainer=${TRAINER}`);
    await screen.findByRole('log', { name: 'Messages with Taylor Brooks' });
    const saved = chat(ME, TRAINER, 'Hello coach');
    realtime.emitWithAck.mockImplementation(async () => ({ success: true, message: saved }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '  Hello coach  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(realtime.emitWithAck).toHaveBeenCalledWith('send message', {
      receiverUserId: TRAINER,
      text: 'Hello coach',
      isDirector: false,
      senderUserId: ME,
    });
    expect(await within(dialogLog('Taylor Brooks')).findByText('Hello coach')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    // The server's echo of the same message (to this account's sockets) is not shown twice.
    act(() => realtime.handlers.get('message')?.(saved));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(within(dialogLog('Taylor Brooks')).getAllByText('Hello coach')).toHaveLength(1);
  });

  it("shows 'Failed to send a message.' when the server refuses, and keeps the text", async () => {
    stubApi([], [trainer, director]);
    renderPage(`/messages?trainer=${TRAINER}`);
    await screen.findByRole('log', { name: 'Messages with Taylor Brooks' });
    realtime.emitWithAck.mockImplementation(async () => ({
      success: false,
      code: 'NOT_ALLOWED',
      error: 'You cannot message this person',
    }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');

    await waitFor(() => expect(bannerText()).toBe(CHAT_MESSAGES.sendFailed));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  it("shows 'Receive message failed.' for a message event it cannot read", async () => {
    stubApi([], [trainer, director]);
    renderPage('/messages');
    await screen.findByRole('log');
    act(() => realtime.handlers.get('message')?.({ id: 42 }));
    expect(bannerText()).toBe(CHAT_MESSAGES.receiveFailed);
  });

  it('rings nobody for ?call=1 (members answer calls), and forgets it', async () => {
    stubApi([], [trainer, director]);
    renderPage(`/messages?with=${TRAINER}&call=1`);
    await screen.findByRole('log', { name: 'Messages with Taylor Brooks' });
    await waitFor(() => expect(where()).toBe(`?with=${TRAINER}`));
    expect(realtime.emitWithAck).not.toHaveBeenCalledWith('request-call', expect.anything());
  });

  it('has no Start video call button (members answer calls, they do not start them)', async () => {
    stubApi([], [trainer, director]);
    renderPage(`/messages?trainer=${TRAINER}`);
    await screen.findByRole('log');
    expect(screen.queryByRole('button', { name: 'Start video call' })).toBeNull();
  });
});

describe('a trainer', () => {
  beforeEach(() => {
    signIn({ token: sessionTokenFor(userFor(TRAINER, 'trainer')) });
  });

  it('sees members with unread messages first, opens nothing by default, and may call a member', async () => {
    const ann = contact(ME, 'Alex Rivera', { role: 'member' });
    const bob = contact(MEMBER_B, 'Bo Lee', { role: 'member' });
    stubApi(
      [chat(ME, TRAINER, 'Hi'), chat(MEMBER_B, TRAINER, 'Thanks', { isRead: true }), chat(TRAINER, MEMBER_B, 'np')],
      [bob, ann],
    );
    renderPage('/messages');

    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Alex Rivera'),
      expect.stringContaining('Bo Lee'),
    ]);
    expect(items[0]).toHaveTextContent('1 unread');
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.getByText('Choose a conversation.')).toBeInTheDocument();

    await userEvent.click(items[1]!);
    expect(await screen.findByRole('log', { name: 'Messages with Bo Lee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start video call' })).toBeEnabled();
    expect(readCalls()).toEqual([]);
  });

  it("rings the member of ?with= at once for &call=1 (a session's 'Join the session'), once", async () => {
    const ann = contact(ME, 'Alex Rivera', { role: 'member' });
    stubApi([], [ann]);
    realtime.emitWithAck.mockImplementation(async (event: string) =>
      event === 'request-call' ? { success: true, callId: 'call-1' } : { success: true },
    );
    renderPage(`/messages?with=${ME}&call=1`);

    expect(await screen.findByRole('log', { name: 'Messages with Alex Rivera' })).toBeInTheDocument();
    await waitFor(() => expect(realtime.emitWithAck).toHaveBeenCalledWith('request-call', { receiverUserId: ME }));
    // The ask is forgotten: a reload or Back does not ring again.
    await waitFor(() => expect(where()).toBe(`?with=${ME}`));
    const rings = realtime.emitWithAck.mock.calls.filter(([event]) => event === 'request-call');
    expect(rings).toHaveLength(1);
    // Ringing: the dialog's own Start video call waits for this call to end.
    expect(screen.getByRole('button', { name: 'Start video call' })).toBeDisabled();
  });
});

describe('in Spanish', () => {
  it('shows the conversations, the dialog, receipts and message times in Spanish', async () => {
    signIn({ token: sessionTokenFor(userFor(ME, 'member')) });
    const trainer = contact(TRAINER, 'Taylor Brooks');
    const director = contact(DIRECTOR, 'Morgan Ellis', { role: 'director', isDirector: true, clubName: null });
    const welcome = chat(DIRECTOR, ME, 'Welcome to the club', { createdAt: '2030-01-01T10:01:00.000Z' });
    const mine = chat(ME, DIRECTOR, 'Thanks!', { isRead: true, createdAt: '2030-01-01T10:02:00.000Z' });
    stubApi([welcome, mine], [trainer, director]);
    await act(() => activateLocale('es'));
    renderPage('/messages');

    const log = await screen.findByRole('log', { name: 'Mensajes con Morgan Ellis' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mensajes');
    const reply = within(log).getByText('Thanks!').closest('li');
    expect(reply).toHaveTextContent('Usted:');
    expect(reply).toHaveTextContent('Leído');
    // 2030-01-01 10:02 UTC is 2:02 on the clubs' clock: a past day shows its date, in Spanish.
    expect(reply).toHaveTextContent(/1 ene, 2:02/);
    const list = within(screen.getByRole('navigation', { name: 'Conversaciones' }));
    expect(list.getByRole('button', { name: /Taylor Brooks/ })).toHaveTextContent('Entrenador · Marin');
    expect(list.getByRole('button', { name: /Taylor Brooks/ })).toHaveTextContent('Todavía no hay mensajes');
    expect(list.getByRole('button', { name: /Morgan Ellis/ })).toHaveTextContent('Usted: Thanks!');
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });
});
