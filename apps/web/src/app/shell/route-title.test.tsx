import { act, render, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, Outlet } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { translate } from '../../lib/i18n/catalog';
import { activateLocale } from '../../lib/i18n/i18n';
import { signIn, signOut } from '../../lib/session';
import { sessionTokenFor } from '../../test/session-token';
import { SAM } from '../../test/session-users';
import { appText } from '../i18n';
import { type RouteHandle, useRouteTitle } from './route-title';

function Layout() {
  useRouteTitle();
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        handle: { title: 'Outer' } satisfies RouteHandle,
        children: [
          {
            index: true,
            handle: { title: { visitor: 'Join', signedIn: 'Home' } } satisfies RouteHandle,
            element: null,
          },
          { path: 'billing', handle: { title: 'Billing' } satisfies RouteHandle, element: null },
          { path: 'untitled', element: null },
          {
            path: 'history',
            handle: { title: () => translate(appText, 'app.title.visitHistory') } satisfies RouteHandle,
            element: null,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(async () => {
  signOut();
  document.title = '';
  await act(() => activateLocale('en'));
});

it('names the tab after the deepest route that names its page, then the brand', async () => {
  const router = renderAt('/billing');
  await waitFor(() => expect(document.title).toBe('Billing · Bay Fit'));
  await router.navigate('/untitled');
  await waitFor(() => expect(document.title).toBe('Outer · Bay Fit'));
});

it("names '/' the join for a visitor and the home once signed in", async () => {
  renderAt('/');
  await waitFor(() => expect(document.title).toBe('Join · Bay Fit'));
  signIn({ token: sessionTokenFor(SAM) });
  await waitFor(() => expect(document.title).toBe('Home · Bay Fit'));
});

it('names the tab in the language shown, and again when it changes', async () => {
  renderAt('/history');
  await waitFor(() => expect(document.title).toBe('Visit history · Bay Fit'));
  await act(() => activateLocale('es'));
  await waitFor(() => expect(document.title).toBe('Historial de visitas · Bay Fit'));
});
