import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
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

/** The bar's links as [name, path] (a badge's words left out); the Account menu's items the same way. */
function barLinks(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.firstChild?.firstChild?.textContent ?? link.textContent, link.getAttribute('href')]);
}
function menuLinks(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => [item.textContent, item.getAttribute('href')]);
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
    expect(screen.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('gives a signed-in member the member navigation and the switcher on a desktop, in the language shown', async () => {
    signIn({ token: sessionTokenFor(SAM) });
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: 'Member' });
    expect(within(nav).getByRole('link', { name: 'Membership' })).toHaveAttribute('href', '/membership');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');

    await act(() => activateLocale('es'));
    const spanishNav = screen.getByRole('navigation', { name: 'Área de miembros' });
    expect(within(spanishNav).getByRole('link', { name: 'Membresía' })).toHaveAttribute('href', '/membership');
    await userEvent.click(within(spanishNav).getByRole('button', { name: 'Cuenta' }));
    expect(await screen.findByRole('menuitem', { name: 'Cambiar contraseña' })).toHaveAttribute(
      'href',
      '/change_password',
    );
    expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it("keeps a member's everyday pages in the bar and the account's own under the Account menu", async () => {
    signIn({ token: sessionTokenFor(SAM) });
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: 'Member' });
    expect(barLinks(nav)).toEqual([
      ['Home', '/'],
      ['Classes', '/classes'],
      ['My classes', '/classes/mine'],
      ['Trainers', '/trainers'],
      ['My training', '/training'],
      ['Membership', '/membership'],
      ['Messages', '/messages'],
    ]);
    const account = within(nav).getByRole('button', { name: 'Account' });
    expect(account).toHaveAttribute('aria-haspopup', 'menu');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).not.toHaveAttribute('aria-controls');

    // The keyboard opens it, walks it and follows a link.
    account.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(account).toHaveAttribute('aria-controls', menu.id);
    expect(menuLinks(menu)).toEqual([
      ['Profile', '/profile'],
      ['Billing', '/billing'],
      ['History', '/history'],
      ['Change password', '/change_password'],
      ['Log out', null],
    ]);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Billing' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'History' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // Log out is the menu's last item: the session ends, the header is a visitor's again.
    await userEvent.click(account);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Member' })).toBeNull();
  });

  it('gives a trainer their classes, personal training and messages in the bar, profile and password under Account', async () => {
    signIn({ token: sessionTokenFor({ ...SAM, role: 'trainer', isTrainer: true }) });
    renderHeader();
    const nav = await screen.findByRole('navigation', { name: 'Member' });
    expect(barLinks(nav)).toEqual([
      ['Home', '/'],
      ['My classes', '/trainer/classes'],
      ['Personal training', '/trainer/training'],
      ['Messages', '/messages'],
    ]);
    await userEvent.click(within(nav).getByRole('button', { name: 'Account' }));
    expect(menuLinks(await screen.findByRole('menu', { name: 'Account' }))).toEqual([
      ['Profile', '/profile'],
      ['Change password', '/change_password'],
      ['Log out', null],
    ]);
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
    // The drawer has room for every page: no Account menu there.
    expect(within(drawerNav).getAllByRole('link')).toHaveLength(11);
    expect(within(drawerNav).queryByRole('button', { name: 'Cuenta' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar el menú' })).toBeInTheDocument();
  });
});
