import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@gym/contracts/auth';
import { sessionTokenFor } from '../test/session-token';

const user: SessionUser = {
  sfId: '5d0f3c1e-0000-4000-8000-000000000001',
  idCA: '100001',
  name: 'Alex Rivera',
  email: 'member@example.com',
  firstName: 'Alex',
  favoriteLocationName: 'Marin',
  favoriteLocation: '101',
  favoriteLocationCAId: '101',
  memberStatus: 'active',
  scanCode: 'BFC-100001',
  isTrainer: false,
  isDirector: false,
  role: 'member',
};

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

async function freshSession() {
  vi.resetModules();
  return import('./session');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('session', () => {
  it('stores the token and user id on sign-in, reads the user from the claims and sends the bearer token', async () => {
    const session = await freshSession();
    const token = sessionTokenFor({ ...user, exp: inAnHour() });
    expect(session.signIn({ token })?.user).toEqual(user);
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('sfId')).toBe(user.sfId);

    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { apiRequest } = await import('./api-client');
    const { z } = await import('zod/mini');
    await apiRequest('/auth/check-status', { schema: z.unknown() });
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.authorization).toBe(`Bearer ${token}`);
  });

  it('counts a stored unexpired token as signed in at start, and an expired or malformed one as signed out', async () => {
    localStorage.setItem('token', sessionTokenFor({ ...user, exp: inAnHour() }));
    expect((await freshSession()).getSession()?.user.idCA).toBe('100001');

    localStorage.setItem('token', sessionTokenFor({ ...user, exp: Math.floor(Date.now() / 1000) - 1 }));
    expect((await freshSession()).getSession()).toBeNull();

    localStorage.setItem('token', 'not-a-token');
    expect((await freshSession()).getSession()).toBeNull();

    localStorage.setItem('token', sessionTokenFor({ sfId: 'x', exp: inAnHour() }));
    expect((await freshSession()).getSession()).toBeNull();
  });

  it('logs out on sign-out: token gone, cache cleared, listeners told', async () => {
    const session = await freshSession();
    const { queryClient } = await import('./query-client');
    session.signIn({ token: sessionTokenFor({ ...user, exp: inAnHour() }) });
    queryClient.setQueryData(['profile'], { firstName: 'Alex' });
    const listener = vi.fn();
    session.onSignOut(listener);

    session.signOut();

    expect(session.getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('sfId')).toBeNull();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('logs out on a 401 or 403 answer, except on the login and password pages', async () => {
    const session = await freshSession();
    const { apiRequest } = await import('./api-client');
    const { z } = await import('zod/mini');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );

    for (const path of ['/login', '/new_password', '/reset_password']) {
      session.signIn({ token: sessionTokenFor({ ...user, exp: inAnHour() }) });
      window.history.replaceState(null, '', path);
      await expect(apiRequest('/auth/update_password', { method: 'POST', schema: z.unknown() })).rejects.toThrow();
      expect(session.getSession(), path).not.toBeNull();
    }

    const reasons: string[] = [];
    session.onSignOut((reason) => reasons.push(reason));
    window.history.replaceState(null, '', '/billing');
    await expect(apiRequest('/billing', { schema: z.unknown() })).rejects.toThrow();
    expect(session.getSession()).toBeNull();
    expect(reasons).toEqual(['not-allowed']);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    session.signIn({ token: sessionTokenFor({ ...user, exp: inAnHour() }) });
    await expect(apiRequest('/billing', { schema: z.unknown() })).rejects.toThrow();
    expect(reasons).toEqual(['not-allowed', 'session-ended']);
  });

  it("keeps the session on a 403 that the call takes as the server's answer (a bar on booking), not on a 401", async () => {
    const session = await freshSession();
    const { apiRequest } = await import('./api-client');
    const { z } = await import('zod/mini');
    window.history.replaceState(null, '', '/classes/mine');
    session.signIn({ token: sessionTokenFor({ ...user, exp: inAnHour() }) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    const book = () =>
      apiRequest('/classes/bookings', { method: 'POST', schema: z.unknown(), forbiddenIsAnswer: true });
    await expect(book()).rejects.toMatchObject({ status: 403 });
    expect(session.getSession()).not.toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await expect(book()).rejects.toMatchObject({ status: 401 });
    expect(session.getSession()).toBeNull();
  });

  it('keeps the session when the refused call carried a token it no longer holds (a password change replaced it)', async () => {
    const session = await freshSession();
    const { apiRequest } = await import('./api-client');
    const { z } = await import('zod/mini');
    session.signIn({ token: sessionTokenFor({ ...user, sv: 0, exp: inAnHour() }) });
    const replaced = sessionTokenFor({ ...user, sv: 1, exp: inAnHour() });
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    window.history.replaceState(null, '', '/billing');

    const sentBefore = apiRequest('/billing', { schema: z.unknown() });
    await vi.waitFor(() => expect(answer).toBeDefined());
    session.signIn({ token: replaced });
    answer(new Response('{}', { status: 401 }));
    await expect(sentBefore).rejects.toThrow();
    expect(session.getSession()?.token).toBe(replaced);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await expect(apiRequest('/billing', { schema: z.unknown() })).rejects.toThrow();
    expect(session.getSession()).toBeNull();
  });
});
