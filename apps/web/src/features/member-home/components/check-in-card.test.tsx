import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECK_IN_CODE_MESSAGES,
  CHECK_IN_SECRET_PATH,
  CHECK_IN_SECRET_ROTATE_PATH,
  type CheckInSecret,
  checkInCodeFor,
  checkInWindow,
} from '@gym/contracts/check-in-code';
import { useBanner } from '../../../lib/banner-store';
import { keepCheckInSecret, readCheckInSecret } from '../../../lib/check-in-secret-store';
import { activateLocale } from '../../../lib/i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { CheckInCard } from './check-in-card';

// The QR code's value, readable: an SVG of modules says nothing a test can compare.
vi.mock('qrcode.react', () => ({
  QRCodeSVG: ({ value, ...props }: { value: string; 'aria-label': string; role: string }) => (
    <svg role={props.role} aria-label={props['aria-label']} data-value={value} />
  ),
}));

const SFID = '5d0f3c1e-0000-4000-8000-000000000001';
/** RFC 6238's SHA-1 test secret, '12345678901234567890', as base64url. */
const SECRET: CheckInSecret = {
  scanCode: 'BFC-100001',
  secret: 'MTIzNDU2Nzg5MDEyMzQ1Njc4OTA',
  issuedAt: '2030-01-01T00:00:00.000Z',
};
const ROTATED: CheckInSecret = {
  ...SECRET,
  secret: 'AAECAwQFBgcICQoLDA0ODxAREhM',
  issuedAt: '2030-01-02T00:00:00.000Z',
};
/** 28 s into a window: the code changes 2 s later. */
const START = Date.UTC(2030, 0, 3, 9, 0, 28);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi({ secretAnswers = true } = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (!secretAnswers) throw new TypeError('Failed to fetch');
    if (path === CHECK_IN_SECRET_PATH) return json({ success: true, data: SECRET });
    if (path === CHECK_IN_SECRET_ROTATE_PATH) return json({ success: true, data: ROTATED });
    return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderCard() {
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <CheckInCard sfId={SFID} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const realSetTimeout = globalThis.setTimeout;

/**
 * Waits for a check with the clock stopped: Testing Library's waitFor drains its work with a setTimeout, which is
 * fake here, so this polls on a real one, lets the promises (WebCrypto, fetch) run in between, and runs the
 * timeouts due now without moving the clock (React Query hands its results to React in one).
 */
async function until(check: () => void) {
  const deadline = performance.now() + 5_000;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
        await new Promise((resolve) => realSetTimeout(resolve, 5));
      });
    }
  }
}

const digits = () => screen.getByTestId('check-in-digits').textContent?.replace(/\s/g, '');
const grouped = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  // Date and the timeouts only: the promises of WebCrypto and of the stubbed fetch run as they do in a browser.
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: START });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => activateLocale('en'));
});

describe('the check-in card', () => {
  it("shows the window's code as a QR code and as digits, with the seconds until the next", async () => {
    stubApi();
    renderCard();
    const code = await checkInCodeFor(SECRET.secret, checkInWindow(START));
    await until(() => expect(digits()).toBe(code));
    expect(screen.getByTestId('check-in-digits')).toHaveTextContent(grouped(code));
    expect(screen.getByTestId('check-in-digits')).toHaveAttribute('aria-live', 'polite');
    // The QR code carries the scan code and the digits, as the desk's scanner types them.
    expect(screen.getByRole('img', { name: 'Check-in QR code BFC-100001' })).toHaveAttribute(
      'data-value',
      `BFC-100001.${code}`,
    );
    expect(screen.getByTestId('check-in-countdown')).toHaveTextContent('New code in 2 s');
    expect(screen.getByText(/changes every 30 seconds, so a screenshot of it will not work/)).toBeTruthy();
    // What the server answered is kept for the next time there is no network.
    expect(readCheckInSecret(SFID)).toEqual(SECRET);
  });

  it('changes the code at the edge of the window, not before', async () => {
    stubApi();
    renderCard();
    const first = await checkInCodeFor(SECRET.secret, checkInWindow(START));
    const next = await checkInCodeFor(SECRET.secret, checkInWindow(START) + 1);
    expect(next).not.toBe(first);
    await until(() => expect(digits()).toBe(first));

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('check-in-countdown')).toHaveTextContent('New code in 1 s');
    expect(digits()).toBe(first);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await until(() => expect(digits()).toBe(next));
    expect(screen.getByTestId('check-in-countdown')).toHaveTextContent('New code in 30 s');
  });

  it('pauses while the tab is hidden and shows the current code when it is seen again', async () => {
    stubApi();
    renderCard();
    const first = await checkInCodeFor(SECRET.secret, checkInWindow(START));
    await until(() => expect(digits()).toBe(first));
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    // Nothing ticks while hidden: three windows go by and the card still holds the code it had.
    await act(() => vi.advanceTimersByTimeAsync(95_000));
    expect(digits()).toBe(first);
    expect(screen.getByTestId('check-in-countdown')).toHaveTextContent('New code in 2 s');

    hidden.mockReturnValue(false);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    const now = await checkInCodeFor(SECRET.secret, checkInWindow(START + 95_000));
    await until(() => expect(digits()).toBe(now));
    expect(screen.getByTestId('check-in-countdown')).toHaveTextContent('New code in 27 s');
  });

  it('keeps rotating from the stored secret when the network fails', async () => {
    keepCheckInSecret(SFID, SECRET);
    const fetch = stubApi({ secretAnswers: false });
    renderCard();
    await until(() => expect(fetch).toHaveBeenCalled());
    const code = await checkInCodeFor(SECRET.secret, checkInWindow(START));
    await until(() => expect(digits()).toBe(code));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const next = await checkInCodeFor(SECRET.secret, checkInWindow(START) + 1);
    await until(() => expect(digits()).toBe(next));
    expect(screen.queryByText(CHECK_IN_CODE_MESSAGES.secretLoadError)).toBeNull();
  });

  it('says the code could not be loaded when there is no stored secret and no network', async () => {
    stubApi({ secretAnswers: false });
    renderCard();
    await until(() => expect(screen.getByText(CHECK_IN_CODE_MESSAGES.secretLoadError)).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('check-in-digits')).toBeNull();
  });

  it('resets the code after a confirmation: the new secret is kept and shown, and the member is told', async () => {
    const fetch = stubApi();
    renderCard();
    await until(() => expect(readCheckInSecret(SFID)).toEqual(SECRET));
    const banner = renderHook(() => useBanner());
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

    await user.click(screen.getByRole('button', { name: 'Reset my check-in code' }));
    expect(screen.getByRole('dialog', { name: 'Reset your check-in code?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset code' }));

    await until(() => expect(readCheckInSecret(SFID)).toEqual(ROTATED));
    const rotatedCode = await checkInCodeFor(ROTATED.secret, checkInWindow(START));
    await until(() => expect(digits()).toBe(rotatedCode));
    expect(banner.result.current?.message).toBe(CHECK_IN_CODE_MESSAGES.rotated);
    const rotateCall = fetch.mock.calls.find(([input]) => String(input) === CHECK_IN_SECRET_ROTATE_PATH);
    expect((rotateCall as unknown as [string, RequestInit])[1].method).toBe('POST');
    // The dialog closes (after its exit transition).
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Spanish: the heading, what to do with the code and the reset', async () => {
    stubApi();
    await act(() => activateLocale('es'));
    renderCard();
    const code = await checkInCodeFor(SECRET.secret, checkInWindow(START));
    await until(() => expect(digits()).toBe(code));
    expect(screen.getByRole('heading', { name: 'Código de registro de entrada' })).toBeTruthy();
    expect(screen.getByText('Muestre este código en la recepción al llegar.')).toBeTruthy();
    expect(screen.getByText(/El código cambia cada 30 segundos/)).toBeTruthy();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Restablecer mi código de registro de entrada' }));
    expect(screen.getByRole('dialog', { name: '¿Restablecer su código de registro de entrada?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restablecer código' })).toBeTruthy();
  });
});
