import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { VACCINE_MESSAGES, type VaccineRecord } from '@gym/contracts/vaccine';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as VaccineReviewPage } from './vaccine-review-page';

const RECORD: VaccineRecord = {
  id: 'r1',
  idCA: '100001',
  memberName: 'Alex Rivera',
  uploadedAt: '2025-03-10T18:00:00.000Z',
  contentType: 'image/jpeg',
  status: 'pending',
  rejectionReason: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The queue holds one record until it is reviewed; the review calls are kept. */
function stubApi() {
  const reviews: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/staff/vaccine-records')
        return json({ success: true, data: reviews.length ? [] : [RECORD] });
      if (init?.method === 'POST') {
        reviews.push({ path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
        const status = url.pathname.endsWith('/reject') ? 'rejected' : 'confirmed';
        return json({ success: true, data: { id: RECORD.id, status, userGroups: null } });
      }
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'No' }, 404);
    }),
  );
  return reviews;
}

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

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <VaccineReviewPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

afterEach(() => vi.unstubAllGlobals());
afterEach(async () => {
  await act(() => activateLocale('en'));
});

it('asks for a reason and a second click before rejecting, and sends the reason', async () => {
  const reviews = stubApi();
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Reject Alex Rivera' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject the record of Alex Rivera?' });
  expect(reviews).toEqual([]);

  const submit = within(dialog).getByRole('button', { name: 'Reject and e-mail the member' });
  await user.click(submit);
  expect(within(dialog).getByText(VACCINE_MESSAGES.rejectionReasonRequired)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Reason for the member/), '   ');
  await user.click(submit);
  expect(within(dialog).getByText(VACCINE_MESSAGES.rejectionReasonRequired)).toBeInTheDocument();
  expect(reviews).toEqual([]);

  await user.type(within(dialog).getByLabelText(/^Reason for the member/), 'The dates cannot be read. ');
  await user.click(submit);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(reviews).toEqual([
    { path: '/staff/vaccine-records/r1/reject', body: { reason: 'The dates cannot be read.' } },
  ]);
});

it('cancelling the rejection sends nothing', async () => {
  const reviews = stubApi();
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Reject Alex Rivera' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/^Reason for the member/), 'Blurred');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(reviews).toEqual([]);
  expect(screen.getByRole('button', { name: 'Reject Alex Rivera' })).toBeInTheDocument();
});

it('lists the records as cards on a phone, not as a wide table', async () => {
  asPhone();
  stubApi();
  renderPage();
  const list = await screen.findByRole('list', { name: 'Vaccine records waiting for review' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const card = within(list).getByRole('listitem');
  expect(card).toHaveTextContent('Alex Rivera');
  expect(card).toHaveTextContent('Member 100001');
  expect(within(card).getByRole('button', { name: 'Confirm Alex Rivera' })).toBeInTheDocument();
});

it('reviews the records in Spanish: the table, the buttons named for the member, the rejection dialog', async () => {
  await act(() => activateLocale('es'));
  const reviews = stubApi();
  const user = renderPage();
  expect(screen.getByRole('heading', { name: 'Registros de vacunación' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Registros de vacunación pendientes de revisión' });
  expect(within(table).getByRole('columnheader', { name: 'Número de miembro' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: /Alex Rivera/ })).toHaveTextContent('10 mar 2025');
  expect(within(table).getByRole('button', { name: 'Ver el archivo de Alex Rivera' })).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Confirmar a Alex Rivera' })).toBeInTheDocument();

  await user.click(within(table).getByRole('button', { name: 'Rechazar a Alex Rivera' }));
  const dialog = await screen.findByRole('dialog', { name: '¿Rechazar el registro de Alex Rivera?' });
  expect(dialog).toHaveTextContent('Se envía a Alex Rivera (miembro 100001) por correo electrónico');
  await user.type(within(dialog).getByLabelText(/^Motivo para el miembro/), 'No se leen las fechas.');
  await user.click(within(dialog).getByRole('button', { name: 'Rechazar y avisar al miembro por correo electrónico' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(reviews).toEqual([{ path: '/staff/vaccine-records/r1/reject', body: { reason: 'No se leen las fechas.' } }]);
  expect(await screen.findByText('No hay registros de vacunación pendientes de revisión.')).toBeInTheDocument();
});
