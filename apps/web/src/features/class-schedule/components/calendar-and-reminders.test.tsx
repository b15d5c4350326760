import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../../lib/session';
import { sessionTokenFor } from '../../../test/session-token';
import { SAM } from '../../../test/session-users';
import { CalendarAndReminders } from './calendar-and-reminders';

const FEED = 'https://app.example.com/classes/calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics';
const NEW_FEED = 'https://app.example.com/classes/calendar/ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210zyxwvut.ics';

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** The calendar and settings API; every call recorded. */
function stubApi() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let reminders = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      if (call.path === '/classes/calendar') return json({ success: true, data: { url: FEED } });
      if (call.path === '/classes/calendar/reset') return json({ success: true, data: { url: NEW_FEED } });
      if (call.method === 'PUT') reminders = (call.body as { reminders: boolean }).reminders;
      return json({ success: true, data: { reminders } });
    }),
  );
  return calls;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CalendarAndReminders />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  act(() => void signIn({ token: sessionTokenFor(SAM) }));
});

afterEach(() => {
  act(() => signOut());
  vi.unstubAllGlobals();
});

it('shows the feed to subscribe to with webcal:, and turns reminders off', async () => {
  const calls = stubApi();
  renderSection();
  expect(await screen.findByText(FEED)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Subscribe in my calendar' })).toHaveAttribute(
    'href',
    FEED.replace('https:', 'webcal:'),
  );
  const toggle = await screen.findByRole('switch', { name: /E-mail me a reminder/ });
  await waitFor(() => expect(toggle).toBeChecked());
  await userEvent.click(toggle);
  await waitFor(() => expect(toggle).not.toBeChecked());
  expect(calls).toContainEqual({ method: 'PUT', path: '/classes/settings', body: { reminders: false } });
});

it('resets the link only after saying the old one stops working', async () => {
  const calls = stubApi();
  renderSection();
  await screen.findByText(FEED);
  await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Your current link stops working at once.');
  expect(calls.some((call) => call.path === '/classes/calendar/reset')).toBe(false);
  await userEvent.click(screen.getAllByRole('button', { name: 'Reset link' }).at(-1)!);
  expect(await screen.findByText(NEW_FEED)).toBeInTheDocument();
  expect(screen.getByText('Your calendar link is new: subscribe again with it.')).toBeInTheDocument();
});
