import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_COOKIE_MAX_AGE_S } from '@gym/contracts/constants';

/** The sign-up access token lives in a cookie valid one year, as the specification keeps it. */
export function readAccessToken(): string | null {
  const prefix = `${ACCESS_TOKEN_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

export function storeAccessToken(token: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${ACCESS_TOKEN_COOKIE_MAX_AGE_S}; Path=/; SameSite=Strict${secure}`;
}

/** The token's own expiry (the cookie outlives it): a token within a minute of expiring counts as gone. */
export function isAccessTokenFresh(token: string, now = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof exp === 'number' && exp * 1000 - 60_000 > now;
  } catch {
    return false;
  }
}
