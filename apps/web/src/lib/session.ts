import { useSyncExternalStore } from 'react';
import type { AuthAnswer } from '@gym/contracts/auth';
// Not from auth: that module's sign-in schemas would load on every page.
import { type SessionUser, sessionUserSchema } from '@gym/contracts/session-user';
import { onUnauthorized, setBearerToken } from './api-client';
import { clearCheckInSecrets } from './check-in-secret-store';
import { queryClient } from './query-client';

/**
 * The signed-in member (member-area document section 4): the token and user id in localStorage, the bearer
 * header on every call, the user read from the token's claims. A stored token counts as signed in at start
 * unless it has expired. Logout clears the query cache, the token and the stored check-in secret, and tells the
 * listeners (the realtime channel disconnects there).
 */
const TOKEN_KEY = 'token';
const USER_ID_KEY = 'sfId';

/** Pages where a 401 or 403 is an answer to show, not a reason to log out (section 2). */
export const NO_AUTO_LOGOUT_PATHS = ['/login', '/new_password', '/reset_password'] as const;

export interface Session {
  token: string;
  user: SessionUser;
}

/** The claims of a JWT, unchecked: the server checks the signature; the SPA only reads what it says. */
function readClaims(token: string): (SessionUser & { exp?: number }) | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as {
      exp?: number;
    };
    const user = sessionUserSchema.safeParse(claims);
    return user.success ? { ...user.data, exp: claims.exp } : null;
  } catch {
    return null;
  }
}

function sessionFrom(token: string | null): Session | null {
  if (!token) return null;
  const claims = readClaims(token);
  if (!claims || (claims.exp !== undefined && claims.exp * 1000 <= Date.now())) return null;
  const { exp: _exp, ...user } = claims;
  return { token, user };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let current: Session | null = sessionFrom(storage()?.getItem(TOKEN_KEY) ?? null);
setBearerToken(current?.token ?? null);
const listeners = new Set<() => void>();
/**
 * Why a session ended: the member logged out, or an answer ended it (a 401: the session is over; a 403: the
 * account may not do what it tried). The shell says why in the banner.
 */
export type SignOutReason = 'logout' | 'session-ended' | 'not-allowed';
const signOutListeners = new Set<(reason: SignOutReason) => void>();

function publish(next: Session | null) {
  current = next;
  setBearerToken(next?.token ?? null);
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

/** The session, re-rendering on sign-in, token refresh and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/**
 * The account whose session lapsed on this device without a logout: its token expired (sessions last 12 hours)
 * but nothing cleared it, so its check-in secret is still here. The login page shows that account's code, which
 * needs no session and no network (issue 16 point 2: the code works offline on a device the member signed in on).
 */
export function lapsedAccountOnDevice(): string | null {
  if (current) return null;
  const token = storage()?.getItem(TOKEN_KEY) ?? null;
  return token ? (readClaims(token)?.sfId ?? null) : null;
}

/** After POST /auth (or a call that answers a new token, like POST /auth/favorite): store and use it. */
export function signIn(answer: Pick<AuthAnswer, 'token'>): Session | null {
  const next = sessionFrom(answer.token);
  if (!next) return null;
  storage()?.setItem(TOKEN_KEY, next.token);
  storage()?.setItem(USER_ID_KEY, next.user.sfId);
  clearCheckInSecrets({ except: next.user.sfId });
  publish(next);
  return next;
}

export function signOut(reason: SignOutReason = 'logout') {
  if (!current && !storage()?.getItem(TOKEN_KEY)) return;
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_ID_KEY);
  // The check-in secret shows codes offline: it goes with the token, whatever ended the session.
  clearCheckInSecrets();
  queryClient.clear();
  publish(null);
  for (const listener of signOutListeners) listener(reason);
}

/** Runs on logout with its reason, e.g. to disconnect the realtime channel or say why. */
export function onSignOut(listener: (reason: SignOutReason) => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

// A 401 or 403 from any call outside the login and password pages logs out (section 4). Not one for a token the
// session no longer holds: a call sent just before a password change answered the new token is refused for the
// old one, and that says nothing about the session now (docs/decisions/0020).
onUnauthorized((status, sentToken) => {
  if (!current || sentToken !== current.token) return;
  if ((NO_AUTO_LOGOUT_PATHS as readonly string[]).includes(window.location.pathname)) return;
  signOut(status === 401 ? 'session-ended' : 'not-allowed');
});
