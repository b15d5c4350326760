import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Club } from '@gym/contracts/clubs';
import type { StaffAccount } from '@gym/contracts/staff';
import { saveFile } from '../../../lib/download-file';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as StaffAccountsPage } from './staff-accounts-page';

vi.mock('../../../lib/download-file', () => ({ saveFile: vi.fn(), fetchMemberFile: vi.fn() }));

const club = (id: string, displayName: string): Club => ({
  clubautomationclubidC: id,
  name: `Bay Fit ${displayName}`,
  displayName,
  streetC: '1 Main Street',
  cityC: 'San Francisco',
  miles: null,
  totalCapacity: 100,
  olsBgMobile: '/m.svg',
  olsBgDesktop: '/d.svg',
});

const ACCOUNTS: StaffAccount[] = [
  {
    id: 'a1',
    email: 'rosa@example.com',
    firstName: 'Rosa',
    lastName: 'Díaz',
    role: 'staff',
    clubIds: ['104'],
    active: true,
  },
  {
    id: 'a2',
    email: 'dana@example.com',
    firstName: 'Dana',
    lastName: 'Boss',
    role: 'director',
    clubIds: [],
    active: false,
  },
];

/** The exported file's lines (jsdom's Blob has no text()). */
async function exportedLines(): Promise<string[]> {
  const [blob] = vi.mocked(saveFile).mock.calls[0]!;
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  return text.replace('\uFEFF', '').split('\r\n');
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/staff/accounts') return json({ accounts: ACCOUNTS });
      if (path === '/clubs') return json([club('104', 'Transbay')]);
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockClear();
  await act(() => activateLocale('en'));
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createTheme()}>
        <StaffAccountsPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

it('shows the staff accounts in Spanish, and exports a CSV with Spanish headers and the same values', async () => {
  await act(() => activateLocale('es'));
  const user = renderPage();
  expect(await screen.findByRole('heading', { name: 'Cuentas del personal' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Cuentas del personal' });
  expect(within(list).getByRole('listitem', { name: 'Dana Boss' })).toHaveTextContent('Desactivada');
  expect(within(list).getByRole('listitem', { name: 'Dana Boss' })).toHaveTextContent('Todos los clubes');
  expect(within(list).getByRole('button', { name: 'Desactivar' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /CSV/ }));
  const [header, rosa, dana] = await exportedLines();
  expect(header).toBe('Nombre,Apellido,Correo electrónico,Rol,Clubes,Activa');
  expect(rosa).toBe('Rosa,Díaz,rosa@example.com,Front desk,Transbay,yes');
  expect(dana).toBe('Dana,Boss,dana@example.com,Director,Every club,no');

  await user.click(screen.getByRole('button', { name: 'Agregar una cuenta del personal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agregar una cuenta del personal' });
  expect(within(dialog).getByLabelText(/^Correo electrónico/)).toBeInTheDocument();
  expect(within(dialog).getByRole('group', { name: 'Clubes' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Agregar cuenta' })).toBeInTheDocument();
});

it('keeps the English of the page and of the export as it was', async () => {
  const user = renderPage();
  expect(await screen.findByRole('heading', { name: 'Staff accounts' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /CSV/ }));
  expect((await exportedLines())[0]).toBe('First name,Last name,E-mail,Role,Clubs,Active');
  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByRole('dialog', { name: 'Deactivate Rosa Díaz?' })).toHaveTextContent(
    'The account is signed out everywhere at once and can no longer sign in.',
  );
});
