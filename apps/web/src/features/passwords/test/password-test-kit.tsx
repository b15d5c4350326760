import { ThemeProvider, createTheme } from '@mui/material';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

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
