import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PRIVACY_EXPORT_PATH, PRIVACY_REQUEST_PATH, type PrivacyRequest } from '@gym/contracts/privacy';
import { queryClient } from '../../../lib/query-client';
import { signIn, signOut } from '../../../lib/session';
import { SAM } from '../../../test/session-users';
import { sessionTokenFor } from '../../../test/session-token';
import { PrivacySection } from './privacy-section';

const OPEN: PrivacyRequest = {
  id: '2f1c6a8e-0f5e-4d55-9a43-7c3f4c1b2a10',
  kind: 'deletion',
  receivedAt: '2027-03-02T18:00:00.000Z',
  dueAt: '2027-04-16T18:00:00.000Z',
  completedAt: null,
};

/** The server as the section sees it: no request until one is asked for; the export a small zip. */
function stubServer() {
  let request: PrivacyRequest | null = null;
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === PRIVACY_REQUEST_PATH && init?.method === 'POST') request = OPEN;
    if (path === PRIVACY_REQUEST_PATH) return Response.json({ success: true, data: request });
    if (path === PRIVACY_EXPORT_PATH) return new Response(new Blob(['PK'], { type: 'application/zip' }));
    return Response.json({});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSection() {
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>
          <PrivacySection />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  signIn({ token: sessionTokenFor(SAM) });
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

it('links the privacy notice and downloads the data as a zip', async () => {
  const fetch = stubServer();
  const createObjectURL = vi.fn(() => 'blob:zip');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  // jsdom does not navigate: the download's link click is only seen.
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const user = userEvent.setup();
  renderSection();
  expect(screen.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute('href', '/privacy');
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  expect(clicked).toHaveBeenCalled();
  clicked.mockRestore();
  expect(fetch.mock.calls.map(([path]) => path)).toContain(PRIVACY_EXPORT_PATH);
});

it('asks for the deletion after a dialog that says what is deleted and what is kept, then shows the request', async () => {
  const fetch = stubServer();
  const user = userEvent.setup();
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  expect(dialog).toHaveTextContent('We will delete your account within 45 days');
  expect(dialog).toHaveTextContent('Kept for 7 years, because tax and accounting law requires it');
  expect(dialog).toHaveTextContent('you can no longer sign in');
  expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Ask to delete my account' }));
  expect(
    await screen.findByText(
      'We received your request to delete your account on March 2, 2027. We will complete it by April 16, 2027; until then you can still sign in.',
    ),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
