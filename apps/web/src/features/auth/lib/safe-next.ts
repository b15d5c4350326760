/**
 * Where to go after signing in: the ?next= the member area's gate put there, when it is a path on this site.
 * Anything else (another origin, '//host', 'javascript:', the login page itself) goes home, so a crafted link
 * cannot send a member off-site after they typed their password.
 */
export function safeNextPath(next: string | null, origin = window.location.origin): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin || url.pathname === '/login') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
