import { expect } from 'vitest';
import {
  CHECK_IN_SECRET_PATH,
  type CheckInSecret,
  checkInCodeFor,
  checkInPayload,
  checkInSecretAnswerSchema,
  checkInWindow,
} from '@gym/contracts/check-in-code';
import type { TestContext } from '../../../test/app';

/** GET /membership/check-in-code as the member: what their device keeps. */
export async function secretOf(ctx: TestContext, memberToken: string): Promise<CheckInSecret> {
  const response = await ctx.asMember(memberToken, { method: 'GET', url: CHECK_IN_SECRET_PATH });
  expect(response.statusCode, response.body).toBe(200);
  return checkInSecretAnswerSchema.parse(response.json()).data;
}

/** What the member's QR code carries at `at` (the current window's code), or `windowsAgo` windows before. */
export async function payloadAt(secret: CheckInSecret, at: Date, windowsAgo = 0): Promise<string> {
  const window = checkInWindow(at.getTime()) - windowsAgo;
  return checkInPayload(secret.scanCode, await checkInCodeFor(secret.secret, window));
}
