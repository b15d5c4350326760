import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  PRIVACY_DELETION_OUTCOME,
  STAFF_PRIVACY_REQUESTS_PATH,
  type StaffPrivacyRequest,
  staffPrivacyCompletePath,
} from '@gym/contracts/privacy';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as StaffPrivacyPage } from './staff-privacy-page';

const OPEN: StaffPrivacyRequest = {
  id: '2f1c6a8e-0f5e-4d55-9a43-7c3f4c1b2a10',
  kind: 'deletion',
  memberId: 'a1b2c3d4-0000-4000-8000-000000000001',
  memberNumber: 200123,
  memberName: 'Robin Joiner',
  clubId: '106',
  receivedAt: '2027-03-02T18:00:00.000Z',
  dueAt: '2027-04-16T18:00:00.000Z',
  daysLeft: 42,
  completedAt: null,
  completedByName: null,
  outcome: null,
};
const DONE: StaffPrivacyRequest = {
  ...OPEN,
  daysLeft: null,
  completedAt: '2027-03-05T18:00:00.000Z',
  completedByName: 'Avery Santos',
  outcome: PRIVACY_DELETION_OUTCOME,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let completed = false;
const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  if (path === staffPrivacyCompletePath(OPEN.id) && init?.method === 'POST') {
    completed = true;
    return json({ success: true, data: DONE });
  }
  if (path === STAFF_PRIVACY_REQUESTS_PATH)
    return json({ success: true, data: completed ? { open: [], completed: [DONE] } : { open: [OPEN], completed: [] } });
  return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
});

beforeEach(() => {
  completed = false;
  fetch.mockClear();
  vi.stubGlobal('fetch', fetch);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>
          <StaffPrivacyPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

it('lists an open request with its days left and completes it after saying what is removed and kept', async () => {
  const user = renderPage();
  const card = await screen.findByRole('listitem', { name: 'Robin Joiner' });
  expect(card).toHaveTextContent('42 days left');
  expect(card).toHaveTextContent('Member number200123');
  expect(within(card).getByRole('link', { name: 'Member page' })).toHaveAttribute(
    'href',
    `/staff/members/${OPEN.memberId}`,
  );
  await user.click(within(card).getByRole('button', { name: 'Complete the deletion' }));
  const dialog = screen.getByRole('dialog', { name: "Delete Robin Joiner's account?" });
  expect(dialog).toHaveTextContent('Kept for 7 years for tax and accounting records');
  expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Complete the deletion' }));
  expect(
    await screen.findByText("Robin Joiner's account is deleted. The payments and the signed agreement are kept."),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.getByText('No open requests.')).toBeInTheDocument());
  const done = screen.getByRole('listitem', { name: 'Robin Joiner' });
  expect(done).toHaveTextContent('Completed byAvery Santos');
  expect(done).toHaveTextContent(PRIVACY_DELETION_OUTCOME);
});

it('says it in Spanish, the outcome too', async () => {
  completed = true;
  await act(() => activateLocale('es'));
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Solicitudes de privacidad' })).toBeInTheDocument();
  const card = await screen.findByRole('listitem', { name: 'Robin Joiner' });
  expect(card).toHaveTextContent('Completada porAvery Santos');
  expect(card).toHaveTextContent('Cuenta anonimizada y sesiones cerradas');
  expect(screen.getByText('No hay solicitudes abiertas.')).toBeInTheDocument();
});
