import { expect, it, beforeAll } from 'vitest';
import { errorAnswerSchema } from '@gym/contracts/errors';
import { describeEachDatabase } from '../test/app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeEachDatabase('error answers', (ctx) => {
  beforeAll(() => {
    // Routes can be added until the app is ready, which the first inject makes it.
    ctx().app.get('/test/boom', async () => {
      throw new Error('secret detail');
    });
    ctx().app.get('/test/unavailable', async () => {
      throw Object.assign(new Error('upstream secret at 10.0.0.7'), { statusCode: 503 });
    });
  });

  it('answers an unknown signed API path with the 404 envelope', async () => {
    const response = await ctx().signed({ method: 'GET', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = errorAnswerSchema.parse(response.json());
    expect(body).toEqual({
      success: false,
      status: 404,
      code: 'NOT_FOUND',
      message: 'GET /api/nope is not an API route',
      requestId: expect.stringMatching(UUID),
    });
  });

  it('answers an unknown unsigned path with the same 404 envelope', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      status: 404,
      code: 'NOT_FOUND',
      message: 'POST /api/nope is not an API route',
    });
  });

  it("carries the schema's message for bad input, as message and in errors[]", async () => {
    const response = await ctx().signed({ method: 'POST', url: '/api/ols/sort-locations', payload: { zip: '9410' } });
    expect(response.statusCode).toBe(400);
    const body = errorAnswerSchema.parse(response.json());
    expect(body).toEqual({
      success: false,
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Please enter a valid zipcode',
      errors: [{ field: 'zip', message: 'Please enter a valid zipcode' }],
      requestId: expect.stringMatching(UUID),
    });
  });

  it('names a nested field of a query string error', async () => {
    const response = await ctx().signed({ method: 'POST', url: '/api/ols/get-location-plans-details' });
    expect(response.statusCode).toBe(400);
    const body = errorAnswerSchema.parse(response.json());
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.field).toBe('LocationName');
    expect(body.message).toBe(body.errors?.[0]?.message);
  });

  it('answers a body that is not JSON with the 400 envelope', async () => {
    const response = await ctx().signed({
      method: 'POST',
      url: '/api/ols/sort-locations',
      headers: { 'content-type': 'application/json' },
      payload: '{"zip": ',
    });
    expect(response.statusCode).toBe(400);
    const body = errorAnswerSchema.parse(response.json());
    expect(body).toMatchObject({ success: false, status: 400, code: 'BAD_REQUEST' });
    expect(body.message).toMatch(/JSON/);
  });

  it('hides the details of a 500 and gives a request id', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toContain('stack');
    const body = errorAnswerSchema.parse(response.json());
    expect(body).toEqual({
      success: false,
      status: 500,
      code: 'INTERNAL',
      message: 'Something went wrong',
      requestId: expect.stringMatching(UUID),
    });
  });

  it('hides the details of any other 5xx too', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/test/unavailable' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('10.0.0.7');
    expect(response.json()).toMatchObject({ code: 'INTERNAL', message: 'Something went wrong' });
  });

  it('gives every answer its own request id', async () => {
    const first = await ctx().app.inject({ method: 'GET', url: '/test/boom' });
    const second = await ctx().app.inject({ method: 'GET', url: '/test/boom' });
    expect(first.json().requestId).not.toBe(second.json().requestId);
  });

  it('answers a malformed percent-encoded path with the 400 envelope', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/clubs/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(errorAnswerSchema.parse(response.json())).toMatchObject({
      success: false,
      status: 400,
      code: 'BAD_REQUEST',
    });
  });

  it("answers an over-long club name with the schema's 400, not the router's 414", async () => {
    const response = await ctx().signed({ method: 'GET', url: `/clubs/${'a'.repeat(150)}` });
    expect(response.statusCode).toBe(400);
    expect(errorAnswerSchema.parse(response.json())).toMatchObject({
      code: 'BAD_REQUEST',
      errors: [{ field: 'clubName' }],
    });
  });
});
