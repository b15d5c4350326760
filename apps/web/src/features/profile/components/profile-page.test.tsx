import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ACCOUNT_LANGUAGE_PATH } from '@gym/contracts/i18n/account-language';
import type { Profile } from '@gym/contracts/profile';
import { activateLocale } from '../../../lib/i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { signIn, signOut } from '../../../lib/session';
import { sessionTokenFor } from '../../../test/session-token';
import { SAM } from '../../../test/session-users';
import { Component as ProfilePage } from './profile-page';

const PROFILE: Profile = {
  sfId: SAM.sfId,
  idCA: SAM.idCA,
  email: SAM.email,
  firstName: 'Sam',
  lastName: 'Lee',
  gender: null,
  birthday: '04/15/1988',
  phone: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  emergencyContactName: null,
  emergencyContactPhone: null,
  scanCode: SAM.scanCode,
  memberStatus: 'active',
  favoriteLocation: '107',
  favoriteLocationName: 'Castro',
  vaccineStatus: 'Pending confirmation',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function stubApi(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (path === '/contacts/profile') return Response.json({ success: true, data: PROFILE });
      if (path === '/contacts/membership') return Response.json({ success: true, data: { userGroups: [] } });
      if (path === '/clubs') return Response.json([]);
      if (path === ACCOUNT_LANGUAGE_PATH) return Response.json({ success: true, data: { locale: 'es' } });
      return Response.json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }),
  );
  return calls;
}

function renderPage() {
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>
          <ProfilePage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  signIn({ token: sessionTokenFor(SAM) });
});
afterEach(async () => {
  signOut();
  vi.unstubAllGlobals();
  document.cookie = 'lang=; path=/; max-age=0';
  await act(() => activateLocale('en'));
});

it('shows the profile in Spanish, the details, the vaccine status and the language choice', async () => {
  stubApi();
  await act(() => activateLocale('es'));
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Su perfil' })).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Sus datos' });
  expect(within(details).getByText('Fecha de nacimiento')).toBeInTheDocument();
  expect(within(details).getAllByText('Todavía sin indicar').length).toBeGreaterThan(0);
  expect(within(details).getByRole('button', { name: 'Editar datos' })).toBeInTheDocument();
  const vaccine = screen.getByRole('region', { name: 'Estado de vacunación' });
  expect(within(vaccine).getByText('Nuestro personal revisará pronto el archivo que subió.')).toBeInTheDocument();
  expect(within(vaccine).getByRole('link', { name: 'Subir otro archivo' })).toHaveAttribute('href', '/vaccine-status');
  const language = screen.getByRole('region', { name: 'Idioma' });
  expect(within(language).getByRole('combobox', { name: 'Idioma' })).toHaveTextContent('Español');
  expect(within(language).getByText(/sus correos electrónicos y sus documentos/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' })).toBeInTheDocument();
});

it('lets a member choose the language of the app and of their e-mails, kept on the account', async () => {
  const calls = stubApi();
  const user = userEvent.setup();
  renderPage();
  const language = await screen.findByRole('region', { name: 'Language' });
  expect(
    within(language).getByText(
      'The member area, your e-mails and your documents (receipts, your membership agreement) come in this language.',
    ),
  ).toBeInTheDocument();
  await user.click(within(language).getByRole('combobox', { name: 'Language' }));
  await user.click(screen.getByRole('option', { name: 'Español' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Su perfil' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('es');
  expect(document.cookie).toContain('lang=es');
  await waitFor(() =>
    expect(calls.filter((call) => call.path === ACCOUNT_LANGUAGE_PATH)).toEqual([
      { method: 'PUT', path: ACCOUNT_LANGUAGE_PATH, body: { locale: 'es' } },
    ]),
  );
});
