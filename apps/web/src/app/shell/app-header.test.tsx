import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n/i18n';
import { queryClient } from '../../lib/query-client';
import { signIn, signOut } from '../../lib/session';
import { stubFetchWithNoMessages } from '../../test/quiet-realtime';
import { sessionTokenFor } from '../../test/session-token';
import { SAM } from '../../test/session-users';
import { AppHeader } from './app-header';

vi.mock('../../lib/realtime', () => import('../../test/quiet-realtime'));

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

function renderHeader() {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AppHeader />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  stubFetchWithNoMessages();
});

afterEach(async () => {
  signOut();
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('the header', () => {
  it("switches a visitor's links to Spanish at once, and the page lang with it", async () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await act(() => activateLocale('es'));
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('gives a signed-in member the member navigation and the switcher on a desktop, in the language shown', async () => {
    signIn({ token: sessionTokenFor(SAM) });
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: 'Member' });
    expect(within(nav).getByRole('link', { name: 'Membership' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');

    await act(() => activateLocale('es'));
    const spanishNav = screen.getByRole('navigation', { name: 'Área de miembros' });
    expect(within(spanishNav).getByRole('link', { name: 'Membresía' })).toHaveAttribute('href', '/membership');
    expect(within(spanishNav).getByRole('link', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('keeps the switcher beside the menu on a phone, whose drawer speaks the language shown', async () => {
    asPhone();
    signIn({ token: sessionTokenFor(SAM) });
    renderHeader();
    const menu = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.getByRole('button', { name: 'Español' })).toBeInTheDocument();

    await act(() => activateLocale('es'));
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir el menú' }));
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const drawerNav = await screen.findByRole('navigation', { name: 'Área de miembros' });
    expect(within(drawerNav).getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar el menú' })).toBeInTheDocument();
  });
});
