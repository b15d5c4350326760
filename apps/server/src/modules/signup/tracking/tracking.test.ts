import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { setTrackingAnswerSchema } from '@gym/contracts/tracking';
import { signupTracking } from '../../../db/schema';
import { describeEachDatabase } from '../../../test/app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const typed = { clubId: '106', club: 'Oakland', planId: 'oakland-monthly', plan: 'Oakland Month to Month' };

describeEachDatabase('sign-up tracking', (ctx) => {
  const track = (payload: object) => ctx().signup({ method: 'POST', url: '/dashboard/set-ols-tracking', payload });
  const row = async (session: string) =>
    (await ctx().app.db.select().from(signupTracking).where(eq(signupTracking.id, session)))[0];

  it('creates a record without a session and answers its new session id', async () => {
    const response = await track({
      session: null,
      email: 'jane@example.com',
      currentPage: 'Provide your email address',
      data: JSON.stringify(typed),
      isFormerMember: false,
      isReferral: true,
      referrerName: 'Alex Rivera',
      referrerCaid: '100001',
    });
    expect(response.statusCode).toBe(200);
    const body = setTrackingAnswerSchema.parse(response.json());
    expect(body).toEqual({ success: true, data: { session: expect.stringMatching(UUID) } });
    expect(await row(body.data.session)).toMatchObject({
      email: 'jane@example.com',
      currentPage: 'Provide your email address',
      data: typed,
      isFormerMember: false,
      isReferral: true,
      referrerName: 'Alex Rivera',
      referrerCaid: '100001',
    });
  });

  it('creates a record from the least a call can send, with defaults', async () => {
    const session = (await track({ currentPage: 'Choose a location' })).json().data.session;
    expect(await row(session)).toMatchObject({
      email: null,
      data: null,
      isFormerMember: false,
      isReferral: false,
      referrerName: null,
      referrerCaid: null,
    });
  });

  it('updates the record of a session and keeps what the update does not send', async () => {
    const created = await track({ email: 'sam@example.com', currentPage: 'Provide your email address', data: '{}' });
    const session = created.json().data.session as string;
    const before = await row(session);

    const updated = await track({
      session,
      email: 'sam@example.com',
      currentPage: 'Provide your personal Info',
      data: JSON.stringify({ ...typed, personalInfo: { firstName: 'Sam' } }),
      isFormerMember: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ success: true, data: { session } });
    const after = await row(session);
    expect(after).toMatchObject({
      currentPage: 'Provide your personal Info',
      data: { ...typed, personalInfo: { firstName: 'Sam' } },
      isFormerMember: true,
    });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(after!.createdAt).toEqual(before!.createdAt);

    // The terms step sends an update with no data: the data typed so far stays.
    await track({ session, currentPage: 'Confirm and pay', data: null });
    expect(await row(session)).toMatchObject({
      email: 'sam@example.com',
      currentPage: 'Confirm and pay',
      data: { ...typed, personalInfo: { firstName: 'Sam' } },
      isFormerMember: true,
    });
    expect(await ctx().app.db.$count(signupTracking, eq(signupTracking.email, 'sam@example.com'))).toBe(1);
  });

  it.each([
    ['an unknown session', '00000000-0000-4000-8000-000000000000'],
    ['a session that is not a UUID', 'not-a-session'],
  ])('answers %s with 404 "Tracking session not found"', async (_label, session) => {
    const response = await track({ session, currentPage: 'Choose a membership' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      status: 404,
      code: 'NOT_FOUND',
      message: 'Tracking session not found',
    });
  });

  it.each(['{not json', '', "{'single': 'quotes'}"])(
    'refuses data that is not JSON (%j) with 400 and stores nothing',
    async (data) => {
      const count = await ctx().app.db.$count(signupTracking);
      const response = await track({ currentPage: 'Choose a location', data });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'data must be a JSON string',
        errors: [{ field: 'data', message: 'data must be a JSON string' }],
      });
      expect(await ctx().app.db.$count(signupTracking)).toBe(count);
    },
  );

  it.each([
    ['no current page', {}, 'currentPage'],
    ['an empty current page', { currentPage: '' }, 'currentPage'],
    ['data that is an object, not a string', { currentPage: 'x', data: { club: 'Oakland' } }, 'data'],
    ['a boolean that is a string', { currentPage: 'x', isReferral: 'yes' }, 'isReferral'],
    ['an over-long session', { currentPage: 'x', session: 'a'.repeat(65) }, 'session'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const response = await track(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
  });
});
