import { ThemeProvider, createTheme } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import type { Club } from '@gym/contracts/clubs';
import type { CheckInAnswer, DeskStatus, VisitMethod } from '@gym/contracts/visits';
import { Component as StaffCheckInPage } from './staff-check-in-page';

const club = (id: string, displayName: string, totalCapacity = 100): Club => ({
  clubautomationclubidC: id,
  name: `Bay Fit ${displayName}`,
  displayName,
  streetC: '1 Main Street',
  cityC: 'San Francisco',
  miles: null,
  totalCapacity,
  olsBgMobile: '/m.svg',
  olsBgDesktop: '/d.svg',
});
const CLUBS = [club('104', 'Transbay'), club('101', 'Marin'), club('106', 'Oakland'), club('109', 'Closed', 0)];

export const checkedIn = (
  alreadyCheckedIn = false,
  hasPhoto = false,
  status: DeskStatus = 'active',
  method: VisitMethod = 'code',
): CheckInAnswer => ({
  success: true,
  data: {
    member: { idCA: '100001', firstName: 'Alex', lastName: 'Rivera', name: 'Alex Rivera', hasPhoto, status },
    visit: {
      id: 'v1',
      checkedInAt: '2025-03-11T06:30:00.000Z',
      checkInDate: '2025-03-10',
      checkInTime: '23:30',
      club: { clubautomationclubidC: '104', name: 'Bay Fit Transbay', displayName: 'Transbay' },
    },
    alreadyCheckedIn,
    method,
  },
});

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** POST /staff/check-ins' 409 for Alex (with a photo on file): the reason, and who it was. */
export const refusedAnswer = (message: string, status: DeskStatus = 'active') =>
  json(
    {
      success: false,
      status: 409,
      code: 'CONFLICT',
      message,
      member: { idCA: '100001', firstName: 'Alex', lastName: 'Rivera', name: 'Alex Rivera', hasPhoto: true, status },
    },
    409,
  );

/** GET /clubs, GET /staff/scope (Transbay, Marin and a closed club; not Oakland), POST /staff/check-ins and the member photo (`photo`, when given); the check-in bodies are kept. */
export function stubApi(
  checkIn: (body: { scanCode: string; clubId: string; manual?: boolean }) => Response | Promise<Response>,
  photo?: (pathname: string) => Response,
) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/clubs') return json(CLUBS);
      if (url.pathname === '/staff/scope') {
        return json({ role: 'staff', allClubs: false, clubIds: ['104', '101', '109'] });
      }
      if (url.pathname === '/staff/check-ins' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { scanCode: string; clubId: string; manual?: boolean };
        bodies.push(body);
        return checkIn(body);
      }
      if (photo && /^\/staff\/members\/\d+\/photo$/.test(url.pathname)) return photo(url.pathname);
      // eslint-disable-next-line no-restricted-syntax -- a stub server's answer in tests, not a text the app shows
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'No' }, 404);
    }),
  );
  return bodies;
}

export function renderPage(client: QueryClient, extra?: ReactNode) {
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <StaffCheckInPage />
        {extra}
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

export const scanField = () => screen.getByLabelText(/^Scan code/);

/** A scanner's payload: the member's scan code and the rotating digits. */
export const SCANNED = 'BFC-100001.482913';

export async function chooseClub(user: ReturnType<typeof userEvent.setup>, name: string) {
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Club' })).not.toHaveAttribute('aria-disabled'));
  await user.click(screen.getByRole('combobox', { name: 'Club' }));
  await user.click(await screen.findByRole('option', { name }));
}
