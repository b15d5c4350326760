import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { type CheckInAnswer, VISIT_MESSAGES, memberPhotoPath } from '@gym/contracts/visits';
import { users } from '../../../db/schema';
import { describeEachDatabase, type TestContext } from '../../../test/app';
import { DEMO } from '../../../test/demo';

type Account = { email: string; password: string; memberNumber: number };

const signIn = (ctx: () => TestContext, account: Account) =>
  ctx().login(account.email, account.password, String(account.memberNumber));

/** A JPEG's first bytes are enough: the route serves what the join stored, it does not decode it. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);

async function givePhoto(ctx: () => TestContext, memberNumber: number) {
  const key = `members/photo-test-${memberNumber}/photo.jpg`;
  await ctx().app.storage.put(key, JPEG, 'image/jpeg');
  await ctx().app.db.update(users).set({ photoKey: key }).where(eq(users.memberNumber, memberNumber));
}

const getPhoto = (ctx: () => TestContext, token: string, idCA: string) =>
  ctx().asMember(token, { method: 'GET', url: memberPhotoPath(idCA) });

describeEachDatabase("visits: the desk sees the member's join photo", (ctx) => {
  it('says in the check-in answer whether a photo is on file, and serves it to staff and the director', async () => {
    const staff = await signIn(ctx, DEMO.staff);
    const before = await ctx().asMember(staff, {
      method: 'POST',
      url: '/staff/check-ins',
      payload: { scanCode: 'BFC-100001', clubId: '104', manual: true },
    });
    expect(before.json<CheckInAnswer>().data.member.hasPhoto).toBe(false);

    await givePhoto(ctx, DEMO.member.memberNumber);
    const after = await ctx().asMember(staff, {
      method: 'POST',
      url: '/staff/check-ins',
      payload: { scanCode: 'BFC-100001', clubId: '104', manual: true },
    });
    expect(after.json<CheckInAnswer>().data.member).toMatchObject({ idCA: '100001', hasPhoto: true });

    for (const account of [DEMO.staff, DEMO.director]) {
      const response = await getPhoto(ctx, await signIn(ctx, account), '100001');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(new Uint8Array(response.rawPayload)).toEqual(JPEG);
    }
  });

  it('refuses members (their own photo included) and trainers with a 403, and anyone signed out with a 401', async () => {
    await givePhoto(ctx, DEMO.member.memberNumber);
    for (const account of [DEMO.member, DEMO.trainer]) {
      const response = await getPhoto(ctx, await signIn(ctx, account), '100001');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(LOGIN_MESSAGES.notAllowed);
    }
    const anonymous = await ctx().signed({ method: 'GET', url: memberPhotoPath('100001') });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for a member without a photo or an unknown number, and 400 for a number that is none', async () => {
    const staff = await signIn(ctx, DEMO.staff);
    // A member number's form (one rule for every route, docs/decisions/0045), but no member's: 9999999999 is more
    // than the largest there can be.
    for (const idCA of [String(DEMO.familyMember.memberNumber), '999999', '1234567890', '9999999999']) {
      const response = await getPhoto(ctx, staff, idCA);
      expect(response.statusCode, idCA).toBe(404);
      expect(response.json().message).toBe(VISIT_MESSAGES.noPhoto);
    }
    for (const idCA of ['abc', '12345678901']) {
      const response = await getPhoto(ctx, staff, idCA);
      expect(response.statusCode, idCA).toBe(400);
      expect(response.json().message).toBe(VISIT_MESSAGES.memberNumberInvalid);
    }
  });
});
