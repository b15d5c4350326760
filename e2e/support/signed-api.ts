import { inject } from 'vitest';
import { signatureHeaders } from '@gym/contracts/signing';

/** A signed API call from the test process (to read real clubs and plans for seeding a wizard state). */
export async function signedJson<T>(method: 'GET' | 'POST', pathAndQuery: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${pathAndQuery}`, {
    method,
    headers: { accept: 'application/json', ...(await signatureHeaders(inject('signingKey'), method, pathAndQuery)) },
  });
  if (!response.ok) throw new Error(`${method} ${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as T;
}
