import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SIGN_OUT_EVERYWHERE_PATH } from '@gym/contracts/check-in-code';
import { keepCheckInSecret, readCheckInSecret } from '../../../lib/check-in-secret-store';
import { queryClient } from '../../../lib/query-client';
import { getSession, signIn, signOut } from '../../../lib/session';
import { SAM } from '../../../test/session-users';
import { sessionTokenFor } from '../../../test/session-token';
import { SignInSection } from './sign-in-section';

const SECRET = { scanCode: SAM.scanCode, secret: 'MTIzNDU2Nzg5MDEyMzQ1Njc4OTA', issuedAt: '2030-01-01T00:00:00.000Z' };

function stubApi(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSection() {
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>
          <SignInSection />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  signIn({ token: sessionTokenFor(SAM) });
  keepCheckInSecret(SAM.sfId, SECRET);
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

it('offers the password change beside signing out everywhere', () => {
  stubApi(() => new Response('{}'));
  renderSection();
  expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change_password');
  expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
});

it('signs out everywhere after a confirmation, then signs this device out and forgets its check-in secret', async () => {
  const fetch = stubApi(() => Response.json({ success: true }));
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
  expect(fetch).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

  await waitFor(() => expect(getSession()).toBeNull());
  const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(path).toBe(SIGN_OUT_EVERYWHERE_PATH);
  expect(init.method).toBe('POST');
  expect(localStorage.getItem('token')).toBeNull();
  expect(readCheckInSecret(SAM.sfId)).toBeNull();
});

it('keeps the session and says why when the call fails', async () => {
  stubApi(() => {
    throw new TypeError('Failed to fetch');
  });
  const user = userEvent.setup();
  renderSection();
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
  await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
  await waitFor(() => expect(dialog).toHaveTextContent('Something went wrong'));
  expect(getSession()?.user.sfId).toBe(SAM.sfId);
  expect(readCheckInSecret(SAM.sfId)).toEqual(SECRET);
});
