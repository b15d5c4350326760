import { ThemeProvider, createTheme } from '@mui/material';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { APP_CONFIG_META } from '@gym/contracts/app-config';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const errorAnswer = (status: number, code: string, message: string) =>
  json({ success: false, status, code, message }, status);

export interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/** fetch answered by the test; every call is recorded with its JSON body. */
export function stubApi(answer: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: new Headers(init?.headers).get('authorization'),
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

/** The runtime settings the server puts in index.html; the API client signs with the key. */
export function installAppConfig() {
  if (document.querySelector(`meta[name="${APP_CONFIG_META}"]`)) return;
  const meta = document.createElement('meta');
  meta.name = APP_CONFIG_META;
  meta.content = JSON.stringify({
    brandName: 'Bay Fit',
    companySiteUrl: 'https://example.com',
    supportEmail: 'help@example.com',
    requestSigningKey: 'test-signing-key',
    signupClientId: 'web',
    signupClientSecret: 'secret',
    analyticsId: null,
    billingOrigin: 'http://localhost:3001',
  });
  document.head.append(meta);
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders a page at a path; the other paths render only the location probe, so a navigation shows in it. */
export function renderAt(path: string, route: string, page: ReactNode) {
  render(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return userEvent.setup({ delay: null });
}
