import { authAnswerSchema } from '@gym/contracts/auth';
import { signatureHeaders } from '@gym/contracts/signing';
import type { AppInstance } from './app-instance';

type Method = 'GET' | 'POST' | 'PUT';

/** A signed call as one account; it fails on anything but a 2xx, and answers the JSON. */
export type CallAs = <T>(method: Method, path: string, body?: unknown) => Promise<T>;

/**
 * Signs an account in to a spec's own app (the class specs start one: they move classes in its database) and
 * answers signed calls as it: how a spec books or resizes a class before the pages are looked at.
 */
export async function signInToApp(
  app: AppInstance,
  account: { email: string; password: string; clubId?: string },
): Promise<CallAs> {
  const call = async <T>(token: string | null, method: Method, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${app.origin}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(await signatureHeaders(app.signingKey, method, path)),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json as T;
  };
  const { email, password, clubId } = account;
  const { token } = authAnswerSchema.parse(await call(null, 'POST', '/auth', { email, password, idCA: clubId ?? '' }));
  return (method, path, body) => call(token, method, path, body);
}
