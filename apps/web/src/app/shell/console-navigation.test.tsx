import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_ROLES, type UserRole } from '@gym/contracts/auth';
import { queryClient } from '../../lib/query-client';
import { signIn, signOut } from '../../lib/session';
import { stubFetchWithNoMessages } from '../../test/quiet-realtime';
import { sessionTokenFor } from '../../test/session-token';
import { SAM } from '../../test/session-users';
import { router } from '../router';
import { AppHeader } from './app-header';
import ConsoleSideNav from './console-side-nav';
import { navItemsFor } from './member-nav-items';

vi.mock('../../lib/realtime', () => import('../../test/quiet-realtime'));

/** The roles the route table lets through to `path` (the RequireMember gates above it); null when anyone may. */
function rolesAllowedAt(path: string): readonly UserRole[] | null {
  const segments = path.split('/').filter(Boolean).join('/');
  function walk(
    routes: RouteObject[],
    gate: readonly UserRole[] | null | undefined,
  ): readonly UserRole[] | null | undefined {
    for (const route of routes) {
      const props = (route.element as ReactElement<{ roles?: readonly UserRole[] }> | undefined)?.props;
      const inner = props && 'roles' in props ? (props.roles ?? null) : gate;
      if ((route.index && segments === '') || (route.path !== undefined && route.path === segments)) return inner;
      const found = route.children ? walk(route.children, inner) : undefined;
      if (found !== undefined) return found;
    }
    return undefined;
  }
  const found = walk(router.routes as RouteObject[], null);
  if (found === undefined) throw new Error(`no route for ${path}`);
  return found;
}

const signInAs = (role: UserRole) =>
  signIn({ token: sessionTokenFor({ ...SAM, role, isDirector: role === 'director', isTrainer: role === 'trainer' }) });

function renderConsole() {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/staff/members']}>
        <AppHeader />
        <ConsoleSideNav />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Each section of the console's side navigation: its heading and its links' names. */
async function sections() {
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  return within(nav)
    .getAllByRole('list')
    .map((list) => ({
      heading: list.getAttribute('aria-labelledby')
        ? document.getElementById(list.getAttribute('aria-labelledby')!)!.textContent
        : null,
      links: within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    }));
}

beforeEach(() => {
  queryClient.clear();
  stubFetchWithNoMessages();
});

afterEach(() => {
  act(() => signOut());
  vi.unstubAllGlobals();
});

describe('navigation by role', () => {
  it.each(USER_ROLES)('offers the %s only pages the route table lets them open', (role) => {
    for (const item of navItemsFor(role)) {
      const allowed = rolesAllowedAt(item.to);
      expect(allowed === null || allowed.includes(role), `${role} is offered ${item.to}`).toBe(true);
    }
  });

  it('offers Billing, History and Membership to members only', () => {
    for (const role of USER_ROLES) {
      const offered = navItemsFor(role).map((item) => item.to);
      const memberPages = ['/membership', '/billing', '/history'].filter((path) => offered.includes(path));
      expect(memberPages, role).toEqual(role === 'member' ? ['/membership', '/billing', '/history'] : []);
    }
  });

  it("gives the director the console's side navigation in its groups, and a header with no page links", async () => {
    signInAs('director');
    renderConsole();
    expect(await sections()).toEqual([
      { heading: 'Today', links: ['Dashboard', 'Front desk', 'Classes', 'Schedule', 'Personal training'] },
      { heading: 'Members', links: ['Members', 'Follow-ups', 'Privacy requests', 'Vaccine records'] },
      { heading: 'Business', links: ['Club', 'Plans and prices', 'Referral links'] },
      { heading: 'Admin', links: ['Staff accounts', 'Audit log'] },
      { heading: 'Your account', links: ['Home', 'Profile', 'Messages', 'Change password'] },
    ]);
    // The header's part for signed-in accounts comes in its own chunk: once it is there, it has Log out and no links.
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual(['Console']);
    const current = screen.getByRole('link', { name: 'Members' });
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it("gives a manager their clubs' pages, personal training among the day's, and none of the director's", async () => {
    signInAs('manager');
    renderConsole();
    expect(await sections()).toEqual([
      { heading: 'Today', links: ['Dashboard', 'Front desk', 'Classes', 'Schedule', 'Personal training'] },
      { heading: 'Members', links: ['Members', 'Follow-ups', 'Privacy requests', 'Vaccine records'] },
      { heading: 'Business', links: ['Club', 'Referral links'] },
      { heading: 'Your account', links: ['Home', 'Profile', 'Messages', 'Change password'] },
    ]);
    expect(screen.getByRole('link', { name: 'Personal training' })).toHaveAttribute('href', '/staff/training');
  });

  it('gives the front desk the desk, the members and the vaccine records, nothing of the business', async () => {
    signInAs('staff');
    renderConsole();
    expect(await sections()).toEqual([
      { heading: 'Today', links: ['Front desk', 'Classes'] },
      { heading: 'Members', links: ['Members', 'Vaccine records'] },
      { heading: 'Your account', links: ['Home', 'Profile', 'Messages', 'Change password'] },
    ]);
  });

  it('shows a member no side navigation: their links stay in the header', async () => {
    signInAs('member');
    renderConsole();
    expect(await screen.findByRole('navigation', { name: 'Member' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
  });
});
