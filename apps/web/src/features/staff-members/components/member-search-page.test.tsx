import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { MemberSearchResult } from '@gym/contracts/staff';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as MemberSearchPage } from './member-search-page';

const MEMBERS: MemberSearchResult[] = [
  {
    sfId: 'm1',
    idCA: '100001',
    firstName: 'Alex',
    lastName: 'Rivera',
    email: 'alex@example.com',
    phone: null,
    memberStatus: 'active',
    homeClub: { id: '104', displayName: 'Transbay' },
  },
  {
    sfId: 'm2',
    idCA: '100002',
    firstName: 'Alexa',
    lastName: 'Reyes',
    email: 'alexa@example.com',
    phone: null,
    memberStatus: 'former',
    homeClub: null,
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/staff/members') {
        return json({ members: url.searchParams.get('q') === 'zz' ? [] : MEMBERS });
      }
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
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
          <MemberSearchPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

it('finds members in Spanish: the hint, the count with its plural, the cards', async () => {
  await act(() => activateLocale('es'));
  const user = renderPage();
  expect(screen.getByRole('heading', { name: 'Miembros' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Escriba un nombre, un correo electrónico, un número de teléfono o un número de miembro.',
  );
  await user.type(screen.getByRole('searchbox', { name: 'Buscar un miembro' }), 'Alex');
  expect(await screen.findByText('2 resultados para «Alex».')).toBeInTheDocument();
  const found = screen.getByRole('list', { name: 'Miembros encontrados' });
  expect(within(found).getByRole('listitem', { name: 'Alex Rivera' })).toHaveTextContent('Miembro 100001');
  expect(within(found).getByRole('listitem', { name: 'Alex Rivera' })).toHaveTextContent('Activo');
  expect(within(found).getByRole('listitem', { name: 'Alexa Reyes' })).toHaveTextContent('Exmiembro');

  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'zz');
  expect(await screen.findByText('Ningún miembro coincide con «zz».')).toBeInTheDocument();
});

it('keeps the English of the search as it was', async () => {
  const user = renderPage();
  await user.type(screen.getByRole('searchbox', { name: 'Find a member' }), 'Alex');
  expect(await screen.findByText('2 found for "Alex".')).toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: 'Alexa Reyes' })).toHaveTextContent('Former');
});
