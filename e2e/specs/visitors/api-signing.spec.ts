import { expect, inject, it } from 'vitest';
import { signatureHeaders } from '@gym/contracts/signing';
import { useBrowser } from '../../support/browser';

const { baseUrl, newPage } = useBrowser();
const key = inject('signingKey');
const accept = { accept: 'application/json' };

it('the API refuses unsigned and stale requests from the browser and answers signed ones', async () => {
  const { request } = await newPage();

  const unsigned = await request.get(`${baseUrl}/clubs`, { headers: accept });
  expect(unsigned.status()).toBe(401);
  expect(unsigned.headers()['content-type']).toMatch(/^application\/json/);
  expect(await unsigned.json()).toMatchObject({ success: false, status: 401, code: 'BAD_SIGNATURE' });

  const now = Date.now();
  const stale = await request.get(`${baseUrl}/clubs`, {
    headers: { ...accept, ...(await signatureHeaders(key, 'GET', '/clubs', now - 301_000)) },
  });
  expect(stale.status()).toBe(401);
  expect(await stale.json()).toMatchObject({
    code: 'BAD_SIGNATURE',
    message: 'Request timestamp is too far from the server clock',
  });

  const forged = await request.get(`${baseUrl}/clubs`, {
    headers: { ...accept, ...(await signatureHeaders('not-the-signing-key', 'GET', '/clubs', now)) },
  });
  expect(forged.status()).toBe(401);
  expect(await forged.json()).toMatchObject({ code: 'BAD_SIGNATURE' });

  const fresh = await request.get(`${baseUrl}/clubs`, {
    headers: { ...accept, ...(await signatureHeaders(key, 'GET', '/clubs', now)) },
  });
  expect(fresh.status()).toBe(200);
  const clubs = (await fresh.json()) as unknown[];
  expect(clubs).toHaveLength(8);
});
