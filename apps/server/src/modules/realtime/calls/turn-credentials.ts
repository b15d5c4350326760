import { createHmac } from 'node:crypto';

/**
 * coturn's REST-API credentials (use-auth-secret / static-auth-secret; decisions.md item 15): the username is
 * `${expiry}:${userId}` with the expiry in Unix seconds, the credential base64(HMAC-SHA1(secret, username)).
 * coturn recomputes the credential from the username and refuses it once the expiry has passed.
 */
export function turnCredentials(secret: string, userId: string, ttlSeconds: number, now = Date.now()) {
  const expiry = Math.floor(now / 1000) + ttlSeconds;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}
