import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@gym/contracts/session-user';
import { VACCINE_MESSAGES } from '@gym/contracts/vaccine';
import { closeBanner, useBanner } from '../../../lib/banner-store';
import { activateLocale } from '../../../lib/i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { signIn, signOut } from '../../../lib/session';
import { Component as VaccineUploadPage } from './vaccine-upload-page';

const ALEX: SessionUser = {
  sfId: '5d0f3c1e-0000-4000-8000-000000000001',
  idCA: '100001',
  name: 'Alex Rivera',
  email: 'member@example.com',
  firstName: 'Alex',
  favoriteLocationName: 'Transbay',
  favoriteLocation: '104',
  favoriteLocationCAId: '104',
  memberStatus: 'active',
  scanCode: 'BFC-100001',
  isTrainer: false,
  isDirector: false,
  role: 'member',
};

/** A token shaped like the server's; the SPA reads its claims and never checks the signature. */
function tokenFor(user: SessionUser): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...user, exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function BannerProbe() {
  const banner = useBanner();
  return <div data-testid="banner">{banner?.message ?? ''}</div>;
}

/** The ticket, then an upload the server refuses by its bytes. */
function stubRefusingServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/membership') {
        return json({ success: true, data: { userGroup: 'Vaccinated', uploadToken: 't', expiresIn: 900 } });
      }
      return json({ success: false, status: 400, code: 'BAD_REQUEST', message: VACCINE_MESSAGES.wrongType }, 400);
    }),
  );
}

function renderPage() {
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={['/vaccine-status']}>
          <VaccineUploadPage />
        </MemoryRouter>
        <BannerProbe />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const picture = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });

beforeEach(() => signIn({ token: tokenFor(ALEX) }));
afterEach(() => {
  cleanup();
  closeBanner();
  signOut();
  queryClient.clear();
  vi.unstubAllGlobals();
});

it("offers a labelled 'Choose a file' button and names the chosen file", async () => {
  const user = renderPage();
  const input = screen.getByLabelText(/^Vaccination record \(JPEG, PNG or PDF\)/);
  expect(screen.getByText('Choose a file')).toBeInTheDocument();
  expect(screen.getByText('No file chosen')).toBeInTheDocument();
  await user.upload(input, picture('vaccination-card.jpg'));
  expect(screen.getByText('vaccination-card.jpg (2 KB)')).toBeInTheDocument();
  expect(screen.getByText('Choose another file')).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription('vaccination-card.jpg (2 KB)');
});

it('shows a refused upload once, in the form, and not also in the banner', async () => {
  stubRefusingServer();
  const user = renderPage();
  await user.upload(screen.getByLabelText(/^Vaccination record/), picture('card.jpg'));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `${VACCINE_MESSAGES.uploadFailed} ${VACCINE_MESSAGES.wrongType}`,
  );
  expect(screen.getAllByText(new RegExp(VACCINE_MESSAGES.wrongType.replace(/\./g, '\\.')))).toHaveLength(1);
  expect(screen.getByTestId('banner')).toHaveTextContent('');
});

it('asks for a file before sending anything', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const user = renderPage();
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(screen.getByText(VACCINE_MESSAGES.fileRequired)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Vaccination record/)).toHaveAttribute('aria-invalid', 'true');
  expect(fetch).not.toHaveBeenCalled();
});

describe('in Spanish', () => {
  afterEach(async () => {
    await act(() => activateLocale('en'));
  });

  it('asks a visitor who they are and for the file in Spanish', async () => {
    signOut();
    await act(() => activateLocale('es'));
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Suba su estado de vacunación' })).toBeInTheDocument();
    expect(screen.getByText(/^¿No ha iniciado sesión\?/)).toHaveTextContent(
      '¿No ha iniciado sesión? Díganos quién es a continuación, o inicie sesión primero.',
    );
    expect(screen.getByRole('link', { name: 'inicie sesión' })).toHaveAttribute(
      'href',
      '/login?next=%2Fvaccine-status',
    );
    expect(screen.getByLabelText(/^Número de miembro/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Fecha de nacimiento/)).toHaveAttribute('placeholder', 'mm/dd/aaaa');
    const input = screen.getByLabelText(/^Registro de vacunación \(JPEG, PNG o PDF\)/);
    expect(screen.getByText('No se eligió ningún archivo')).toBeInTheDocument();
    await user.upload(input, picture('carnet.jpg'));
    expect(screen.getByText('carnet.jpg (2 KB)')).toBeInTheDocument();
    expect(screen.getByText('Elegir otro archivo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir' })).toBeInTheDocument();
  });
});
