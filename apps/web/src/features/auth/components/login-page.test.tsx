import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_LIMITS, LOGIN_MESSAGES } from '@gym/contracts/auth';
import { PASSWORD_ANSWER_MESSAGES } from '@gym/contracts/passwords';
import { checkInCodeFor, checkInWindow } from '@gym/contracts/check-in-code';
import { closeBanner, useBanner } from '../../../lib/banner-store';
import { activateLocale } from '../../../lib/i18n/i18n';
import { keepCheckInSecret } from '../../../lib/check-in-secret-store';
import { queryClient } from '../../../lib/query-client';
import { getSession, signIn, signOut } from '../../../lib/session';
import { Component as LoginPage } from './login-page';
import { sessionTokenFor } from '../../../test/session-token';
import { SAM } from '../../../test/session-users';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const errorAnswer = (status: number, code: string, message: string) =>
  json({ success: false, status, code, message }, status);

interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  authorization: string | null;
  body: unknown;
}

const SAM_PROFILE = {
  sfId: SAM.sfId,
  idCA: SAM.idCA,
  email: SAM.email,
  firstName: 'Sam',
  lastName: 'Lee',
  gender: null,
  birthday: null,
  phone: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  emergencyContactName: null,
  emergencyContactPhone: null,
  scanCode: SAM.scanCode,
  memberStatus: 'active',
  favoriteLocation: '107',
  favoriteLocationName: 'Castro',
};

type Answer = (call: Call) => Response | Promise<Response>;

/** The API as this page sees it: GET /auth/family and POST /auth, each answered by the test. */
function stubApi({ family = () => json({ isFamily: false }), auth }: { family?: Answer; auth?: Answer }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        authorization: new Headers(init?.headers).get('authorization'),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (call.path === '/auth/family') return family(call);
      if (call.path === '/auth' && auth) return auth(call);
      if (call.path === '/contacts/profile') return json({ success: true, data: SAM_PROFILE });
      return errorAnswer(404, 'NOT_FOUND', 'Not found');
    }),
  );
  return {
    familyChecks: () => calls.filter((call) => call.path === '/auth/family'),
    signIns: () => calls.filter((call) => call.path === '/auth'),
    profileLoads: () => calls.filter((call) => call.path === '/contacts/profile'),
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function BannerProbe() {
  const banner = useBanner();
  return <output data-testid="banner">{banner ? `${banner.severity}: ${banner.message}` : ''}</output>;
}

function renderLogin(path = '/login', { fakeTimers = false } = {}) {
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
          <BannerProbe />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : { delay: null });
}

/** Taken before any test fakes the timers: a real pause. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Testing Library's waitFor settles with a setTimeout(0), which never fires under fake timers: this polls
 * instead, letting real work (request signing) run and moving the fake clock a little each round (2 s in all).
 * It gives up after 5 s of real time, not after a number of rounds: on a busy machine the signing may need more
 * than a few hundred turns of the event loop.
 */
async function underFakeTimers(check: () => void) {
  const deadline = Date.now() + 5_000;
  for (let round = 0; ; round += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await act(async () => {
        if (round < 200) await vi.advanceTimersByTimeAsync(10);
        await new Promise((resolve) => realSetTimeout(resolve, 5));
      });
    }
  }
}

const emailField = () => screen.getByRole('textbox', { name: /^Email/ });
const passwordField = () => screen.getByLabelText(/^Password/);
const clubIdField = () => screen.queryByRole('textbox', { name: /^Club ID/ });
const submitButton = () => screen.getByRole('button', { name: 'Log in' });
const banner = () => screen.getByTestId('banner').textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signOut();
  queryClient.clear();
  closeBanner();
  localStorage.clear();
});

describe('the login form', () => {
  it("shows the contract's messages under the fields, focuses the first one and does not call POST /auth", async () => {
    const api = stubApi({});
    const user = renderLogin();

    await user.click(submitButton());
    expect(emailField()).toHaveAccessibleDescription(LOGIN_MESSAGES.emailRequired);
    expect(passwordField()).toHaveAccessibleDescription(LOGIN_MESSAGES.passwordRequired);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveFocus();

    await user.type(emailField(), 'not-an-address');
    await user.type(passwordField(), '12345');
    // After the first attempt the messages follow the typing.
    expect(emailField()).toHaveAccessibleDescription(LOGIN_MESSAGES.emailInvalid);
    expect(passwordField()).toHaveAccessibleDescription(LOGIN_MESSAGES.passwordTooShort);

    // Long values are pasted: typing them key by key overruns React's nested-update limit in jsdom.
    await user.clear(emailField());
    await user.click(emailField());
    await user.paste(`${'a'.repeat(LOGIN_LIMITS.emailMax - 11)}@example.com`);
    expect(emailField()).toHaveAccessibleDescription(LOGIN_MESSAGES.emailTooLong);

    await user.clear(passwordField());
    await user.click(passwordField());
    await user.paste('x'.repeat(LOGIN_LIMITS.passwordMax + 1));
    expect(passwordField()).toHaveAccessibleDescription(LOGIN_MESSAGES.passwordTooLong);

    await user.click(submitButton());
    expect(api.signIns()).toEqual([]);
  });

  it('asks GET /auth/family 1000 ms after a valid e-mail stops changing, then shows the Club ID field', async () => {
    // Only timeouts are fake: Testing Library's waitFor polls with a (real) interval.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = stubApi({ family: () => json({ isFamily: true }) });
    const user = renderLogin('/login', { fakeTimers: true });

    await user.type(emailField(), 'Family@Example');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    // Not a valid address yet: nothing to ask.
    expect(api.familyChecks()).toEqual([]);

    await user.type(emailField(), '.com');
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_LIMITS.familyCheckDebounceMs - 1));
    expect(api.familyChecks()).toEqual([]);
    expect(clubIdField()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    await underFakeTimers(() => expect(clubIdField()).toBeInTheDocument());
    expect(api.familyChecks()).toHaveLength(1);
    // Lowercased, as the schema sends every e-mail.
    expect(api.familyChecks()[0]?.search.get('email')).toBe('family@example.com');
  });

  it('needs a numeric club id for a family e-mail and sends it as idCA with the lowercased e-mail', async () => {
    const api = stubApi({
      family: () => json({ isFamily: true }),
      auth: () => json({ success: true, token: sessionTokenFor(SAM), user: SAM }),
    });
    const user = renderLogin();

    await user.type(emailField(), 'FAMILY@example.com');
    await user.type(passwordField(), 'Family123!');
    // Submitted before the debounced check ran: the form asks at once and stops for the club id.
    await user.click(submitButton());
    await waitFor(() => expect(clubIdField()).toHaveAccessibleDescription(LOGIN_MESSAGES.clubIdRequired));
    expect(api.signIns()).toEqual([]);

    await user.type(clubIdField()!, '10a');
    expect(clubIdField()).toHaveAccessibleDescription(LOGIN_MESSAGES.clubIdNotNumber);

    await user.clear(clubIdField()!);
    await user.type(clubIdField()!, '100003');
    await user.click(submitButton());

    await waitFor(() => expect(api.signIns()).toHaveLength(1));
    expect(api.signIns()[0]?.body).toEqual({ email: 'family@example.com', password: 'Family123!', idCA: '100003' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(getSession()?.user.firstName).toBe('Sam');
  });

  it('shows the generic message in the banner when the family check fails, and the form still signs in', async () => {
    const api = stubApi({
      family: () => errorAnswer(500, 'INTERNAL', 'Boom'),
      auth: () => json({ success: true, token: sessionTokenFor(SAM), user: SAM }),
    });
    const user = renderLogin();

    await user.type(emailField(), 'sam@example.com');
    await user.type(passwordField(), 'Family123!');
    await user.click(submitButton());

    await waitFor(() => expect(banner()).toBe(`error: ${PASSWORD_ANSWER_MESSAGES.generic}`));
    await waitFor(() => expect(api.signIns()).toHaveLength(1));
    expect(api.signIns()[0]?.body).toEqual({ email: 'sam@example.com', password: 'Family123!' });
  });

  it("says 'wait 15 minutes' once, in the form, when the family check is throttled (no banner saying otherwise)", async () => {
    stubApi({
      family: () => errorAnswer(429, 'RATE_LIMITED', LOGIN_MESSAGES.throttled),
      auth: () => errorAnswer(429, 'RATE_LIMITED', LOGIN_MESSAGES.throttled),
    });
    const user = renderLogin();

    await user.type(emailField(), 'sam@example.com');
    await user.type(passwordField(), 'Family123!');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.throttled);
    expect(screen.getAllByText(LOGIN_MESSAGES.throttled)).toHaveLength(1);
    expect(banner()).toBe('');
  });
});

it('fills in the e-mail given in ?email= (a member sent from the join) and puts the cursor in the password', async () => {
  stubApi({});
  renderLogin('/login?email=member%40example.com');
  expect(emailField()).toHaveValue('member@example.com');
  expect(passwordField()).toHaveFocus();
});

describe('POST /auth failures', () => {
  async function signInAnswered(answer: Answer) {
    stubApi({ auth: answer });
    const user = renderLogin();
    await user.type(emailField(), 'member@example.com');
    await user.type(passwordField(), 'Member123!');
    await user.click(submitButton());
    return user;
  }

  it("404: 'The username or password is incorrect' in the form", async () => {
    await signInAnswered(() => errorAnswer(404, 'NOT_FOUND', 'No such account'));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.incorrect);
    expect(banner()).toBe('');
    expect(getSession()).toBeNull();
  });

  it("403: the server's message as a notice, and the form's error cleared", async () => {
    let status = 404;
    const user = await signInAnswered(() =>
      status === 404
        ? errorAnswer(404, 'NOT_FOUND', 'No such account')
        : errorAnswer(403, 'FORBIDDEN', 'Your account is on hold, please call your club'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.incorrect);

    status = 403;
    await user.click(submitButton());
    await waitFor(() => expect(banner()).toBe('info: Your account is on hold, please call your club'));
    expect(screen.queryByText(LOGIN_MESSAGES.incorrect)).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it("429: the server's throttle message", async () => {
    await signInAnswered(() => errorAnswer(429, 'RATE_LIMITED', LOGIN_MESSAGES.throttled));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.throttled);
  });

  it("another status: the server's message", async () => {
    await signInAnswered(() => errorAnswer(400, 'BAD_REQUEST', LOGIN_MESSAGES.clubIdRequired));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.clubIdRequired);
  });

  it("no answer (the network failed) or no error envelope: 'We're experiencing connectivity issues'", async () => {
    let answer: 'network' | 'html' = 'network';
    const user = await signInAnswered(() => {
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return new Response('<html>Bad gateway</html>', { status: 502 });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.connectivity);

    answer = 'html';
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.connectivity));
  });
});

describe('after signing in', () => {
  const token = sessionTokenFor(SAM);

  async function signInAt(path: string) {
    const api = stubApi({ auth: () => json({ success: true, token, user: SAM }) });
    const user = renderLogin(path);
    await user.type(emailField(), 'family@example.com');
    await user.type(passwordField(), 'Family123!');
    await user.click(submitButton());
    await waitFor(() => expect(getSession()).not.toBeNull());
    return api;
  }

  it('loads the profile with the new bearer token (section 4)', async () => {
    const api = await signInAt('/login');
    await waitFor(() => expect(api.profileLoads()).toHaveLength(1));
    expect(api.profileLoads()[0]?.authorization).toBe(`Bearer ${token}`);
    // The bearer token is not sent to POST /auth itself.
    expect(api.signIns()[0]?.authorization).toBeNull();
    await waitFor(() =>
      expect(queryClient.getQueryData(['contacts', 'profile', SAM.sfId])).toMatchObject({ firstName: 'Sam' }),
    );
  });

  it('stores the token and goes to ?next= when it is a path on this site', async () => {
    await signInAt(`/login?next=${encodeURIComponent('/billing?tab=cards')}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/billing?tab=cards'));
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('sfId')).toBe(SAM.sfId);
  });

  it.each(['//evil.example/steal', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'goes home instead of ?next=%s',
    async (next) => {
      await signInAt(`/login?next=${encodeURIComponent(next)}`);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    },
  );

  it('sends a signed-in account that opens /login home', () => {
    signIn({ token });
    stubApi({});
    renderLogin();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('a session that lapsed on this device', () => {
  // What a 12-hour session leaves behind when it expires instead of logging out: its token and check-in secret.
  const lapsedToken = sessionTokenFor({ ...SAM, exp: Math.floor(Date.now() / 1000) - 60 });
  const secret = { scanCode: SAM.scanCode, secret: 'MTIzNDU2Nzg5MDEyMzQ1Njc4OTA', issuedAt: '2030-01-01T00:00:00Z' };

  it("shows the member's check-in code above the form, computed on the device", async () => {
    localStorage.setItem('token', lapsedToken);
    keepCheckInSecret(SAM.sfId, secret);
    stubApi({});
    renderLogin();
    expect(getSession()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Check-in code' })).toBeVisible();
    const expected = await checkInCodeFor(secret.secret, checkInWindow(Date.now()));
    await waitFor(() =>
      expect(screen.getByTestId('check-in-digits')).toHaveTextContent(`${expected.slice(0, 3)} ${expected.slice(3)}`),
    );
    expect(screen.getByRole('img', { name: `Check-in QR code ${SAM.scanCode}` })).toBeVisible();
    expect(emailField()).toBeVisible();
  });

  it('shows no code after a logout, or when the lapsed account has no secret here', () => {
    localStorage.setItem('token', lapsedToken);
    stubApi({});
    renderLogin();
    expect(screen.queryByRole('heading', { name: 'Check-in code' })).toBeNull();
    expect(emailField()).toBeVisible();
  });
});

describe('in Spanish', () => {
  afterEach(async () => {
    await act(() => activateLocale('en'));
  });

  it('asks for the e-mail and password in Spanish, with the way to join and to a new password', async () => {
    await act(() => activateLocale('es'));
    stubApi({});
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Iniciar sesión' });
    expect(within(form).getByRole('textbox', { name: /^Correo electrónico/ })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/reset_password',
    );
    expect(within(form).getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByText(/¿Todavía no es miembro\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inscríbase en línea' })).toHaveAttribute('href', '/');
  });

  it("shows the lapsed session's check-in code in Spanish", async () => {
    const secret = { scanCode: SAM.scanCode, secret: 'MTIzNDU2Nzg5MDEyMzQ1Njc4OTA', issuedAt: '2030-01-01T00:00:00Z' };
    localStorage.setItem('token', sessionTokenFor({ ...SAM, exp: Math.floor(Date.now() / 1000) - 60 }));
    keepCheckInSecret(SAM.sfId, secret);
    stubApi({});
    await act(() => activateLocale('es'));
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Código de registro de entrada' })).toBeVisible();
    expect(screen.getByText(/^Su sesión en este dispositivo terminó/)).toBeVisible();
    expect(screen.getByTestId('check-in-countdown')).toHaveTextContent(/^Nuevo código en \d+ s$/);
    expect(await screen.findByRole('img', { name: `Código QR de registro de entrada ${SAM.scanCode}` })).toBeVisible();
  });
});
