import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { HISTORY_FORM_MESSAGES, HISTORY_LIMIT, type Visit, VISIT_MESSAGES } from '@gym/contracts/visits';
import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as HistoryPage } from './history-page';

const VISITS: Visit[] = [
  {
    id: 'v2',
    checkedInAt: '2025-03-11T06:30:00.000Z',
    checkInDate: '2025-03-10',
    checkInTime: '23:30',
    club: { clubautomationclubidC: '104', name: 'Bay Fit Transbay', displayName: 'Transbay' },
  },
  {
    id: 'v1',
    checkedInAt: '2025-03-08T15:15:00.000Z',
    checkInDate: '2025-03-08',
    checkInTime: '07:15',
    club: { clubautomationclubidC: '101', name: 'Bay Fit Marin', displayName: 'Marin' },
  },
];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** GET /history answered by the test; the queries it was asked are kept. */
function stubHistory(answer: (search: URLSearchParams) => Response | Promise<Response>) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/history') return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'No' });
      queries.push(url.searchParams);
      return answer(url.searchParams);
    }),
  );
  return queries;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <HistoryPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

it('asks for the last 90 club days and lists each visit with its date, club time and club', async () => {
  const queries = stubHistory(() => json({ success: true, data: VISITS }));
  renderPage();
  const table = await screen.findByRole('table', { name: 'Visits' });
  const today = clubTodayIso();
  expect(Object.fromEntries(queries[0] ?? [])).toEqual({
    startDate: addDays(today, -90),
    endDate: today,
    limit: String(HISTORY_LIMIT.max),
  });
  expect(screen.getByLabelText('From')).toHaveValue(addDays(today, -90));
  expect(screen.getByLabelText('To')).toHaveValue(today);
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Date', 'Time', 'Club'],
    ['Mon, Mar 10, 2025', '11:30 PM', 'Transbay'],
    ['Sat, Mar 8, 2025', '7:15 AM', 'Marin'],
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('2 visits from');
});

it('says so when the range has no visits, and asks again when a date changes', async () => {
  const queries = stubHistory(() => json({ success: true, data: [] }));
  renderPage();
  expect(await screen.findByText(/^No visits from/)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-01-31' } });
  expect(await screen.findByText('No visits from Wed, Jan 1, 2025 to Fri, Jan 31, 2025.')).toBeInTheDocument();
  // Requests are signed asynchronously, so the two ranges asked for may reach fetch in either order.
  const asked = queries.map((search) => `${search.get('startDate')}..${search.get('endDate')}`);
  expect(asked).toContain('2025-01-01..2025-01-31');
});

it('says nothing of a new range until its answer arrives (the previous answer is not taken for it)', async () => {
  let answerJanuary: (response: Response) => void = () => {};
  const queries = stubHistory((search) =>
    search.get('startDate') === '2025-01-01'
      ? new Promise<Response>((resolve) => (answerJanuary = resolve))
      : json({ success: true, data: [] }),
  );
  renderPage();
  await screen.findByText(/^No visits from/);
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
  expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  expect(screen.queryByText(/^No visits from Wed, Jan 1, 2025/)).toBeNull();
  // The spinner shows as soon as the range changes; the request itself may start a moment later (a loaded machine).
  await waitFor(() => expect(queries.at(-1)?.get('startDate')).toBe('2025-01-01'));
  answerJanuary(json({ success: true, data: [] }));
  expect(await screen.findByText(/^No visits from Wed, Jan 1, 2025/)).toBeInTheDocument();
});

it('does not ask for a range whose start is after its end, and says why', async () => {
  const queries = stubHistory(() => json({ success: true, data: [] }));
  renderPage();
  await screen.findByText(/^No visits from/);
  const asked = queries.length;
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
  expect(screen.getByText(HISTORY_FORM_MESSAGES.startAfterEnd)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
  expect(screen.getByText(HISTORY_FORM_MESSAGES.endRequired)).toBeInTheDocument();
  expect(queries).toHaveLength(asked);
});

it("shows 'Load history error.' when the history cannot be loaded", async () => {
  stubHistory(() => json({ success: false, status: 500, code: 'INTERNAL', message: 'Something went wrong' }, 500));
  renderPage();
  await waitFor(() => expect(screen.getByText(VISIT_MESSAGES.loadHistoryError)).toBeInTheDocument());
});

it('lists the visits in Spanish, with Spanish headings, dates and the count', async () => {
  stubHistory(() => json({ success: true, data: VISITS }));
  await act(() => activateLocale('es'));
  renderPage();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Historial de visitas');
  const table = await screen.findByRole('table', { name: 'Visitas' });
  expect(screen.getByLabelText('Desde')).toBeInTheDocument();
  expect(screen.getByLabelText('Hasta')).toBeInTheDocument();
  const header = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(header).toEqual(['Fecha', 'Hora', 'Club']);
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('lun, 10 de mar de 2025');
  expect(screen.getByRole('status')).toHaveTextContent(/^2 visitas del /);
});
