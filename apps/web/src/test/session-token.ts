/**
 * A token shaped like the server's JWT for component tests: the SPA reads its claims and never checks the
 * signature (the server does). Expires in an hour unless the claims say otherwise.
 */
export function sessionTokenFor(claims: object): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.c2ln`;
}
