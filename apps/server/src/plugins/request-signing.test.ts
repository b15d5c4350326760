import { expect, it } from 'vitest';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signatureHeaders } from '@gym/contracts/signing';
import { describeEachDatabase } from '../test/app';

const SECOND = 1000;

describeEachDatabase('request signing', (ctx) => {
  const key = () => ctx().config.REQUEST_SIGNING_KEY;
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });

  it('accepts a correctly signed request', async () => {
    const response = await ctx().signed({ method: 'GET', url: '/clubs' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a request without the headers', async () => {
    const response = await get('/clubs');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({
      success: false,
      status: 401,
      code: 'BAD_SIGNATURE',
      message: 'Request signature missing',
    });
  });

  it('refuses a request with only one of the two headers', async () => {
    const headers = await signatureHeaders(key(), 'GET', '/clubs');
    const onlyTimestamp = await get('/clubs', { [TIMESTAMP_HEADER]: headers[TIMESTAMP_HEADER]! });
    const onlySignature = await get('/clubs', { [SIGNATURE_HEADER]: headers[SIGNATURE_HEADER]! });
    for (const response of [onlyTimestamp, onlySignature]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Request signature missing');
    }
  });

  it('refuses a wrong signature', async () => {
    const headers = await signatureHeaders(key(), 'GET', '/clubs');
    const response = await get('/clubs', { ...headers, [SIGNATURE_HEADER]: '0'.repeat(64) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'BAD_SIGNATURE',
      message: 'Request signature is invalid',
    });
  });

  it('refuses a signature made with another key', async () => {
    const response = await get('/clubs', await signatureHeaders('some-other-signing-key', 'GET', '/clubs'));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Request signature is invalid');
  });

  it('refuses a timestamp 301 s old and one 301 s ahead', async () => {
    for (const offset of [-301 * SECOND, 301 * SECOND]) {
      const headers = await signatureHeaders(key(), 'GET', '/clubs', Date.now() + offset);
      const response = await get('/clubs', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'BAD_SIGNATURE',
        message: 'Request timestamp is too far from the server clock',
      });
    }
  });

  it('accepts a timestamp 299 s old and one 299 s ahead', async () => {
    for (const offset of [-299 * SECOND, 299 * SECOND]) {
      const response = await get('/clubs', await signatureHeaders(key(), 'GET', '/clubs', Date.now() + offset));
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses a timestamp that is not a number of milliseconds', async () => {
    for (const timestamp of ['abc', '-1000', '1.5e12', '']) {
      const headers = { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: 'A'.repeat(64) };
      const response = await get('/clubs', headers);
      expect(response.statusCode).toBe(401);
      const expected =
        timestamp === '' ? 'Request signature missing' : 'Request timestamp is too far from the server clock';
      expect(response.json().message).toBe(expected);
    }
  });

  it('refuses a signature made for another path', async () => {
    const response = await get('/clubs/oakland', await signatureHeaders(key(), 'GET', '/clubs/marin'));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Request signature is invalid');
  });

  it('refuses a signature made for another method', async () => {
    const headers = await signatureHeaders(key(), 'GET', '/api/ols/sort-locations');
    const response = await ctx().app.inject({ method: 'POST', url: '/api/ols/sort-locations', headers, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Request signature is invalid');
  });

  it('does not sign the query string, so changing it keeps the signature valid', async () => {
    const headers = await signatureHeaders(key(), 'GET', '/sign-up/plans');
    const response = await get('/sign-up/plans?locationId=106', headers);
    expect(response.statusCode).toBe(200);
  });

  it('accepts the signature in lower-case hex too (the comparison upper-cases it)', async () => {
    const headers = await signatureHeaders(key(), 'GET', '/clubs');
    const lower = headers[SIGNATURE_HEADER]!.toLowerCase();
    expect(lower).not.toBe(headers[SIGNATURE_HEADER]);
    const response = await get('/clubs', { ...headers, [SIGNATURE_HEADER]: lower });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a signature of the right length that is not hex', async () => {
    const headers = await signatureHeaders(key(), 'GET', '/clubs');
    for (const signature of ['Z'.repeat(64), `${headers[SIGNATURE_HEADER]!.slice(0, 62)}G0`]) {
      const response = await get('/clubs', { ...headers, [SIGNATURE_HEADER]: signature });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Request signature is invalid');
    }
  });

  it('refuses a truncated signature', async () => {
    const headers = await signatureHeaders(key(), 'GET', '/clubs');
    const response = await get('/clubs', { ...headers, [SIGNATURE_HEADER]: headers[SIGNATURE_HEADER]!.slice(0, 63) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Request signature is invalid');
  });

  it('leaves /health and /docs/json unsigned', async () => {
    const health = await get('/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    const docs = await get('/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(docs.json().openapi).toMatch(/^3\./);
    expect(Object.keys(docs.json().paths)).toContain('/api/ols/sort-locations');
  });
});
