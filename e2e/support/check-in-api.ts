import { inject } from 'vitest';
import { authAnswerSchema } from '@gym/contracts/auth';
import {
  CHECK_IN_SECRET_PATH,
  type CheckInSecret,
  checkInCodeFor,
  checkInPayload,
  checkInSecretAnswerSchema,
  checkInWindow,
} from '@gym/contracts/check-in-code';
import { signatureHeaders } from '@gym/contracts/signing';

/** A signed API call from the test process, as an account (or none); the answer whatever its status. */
export async function apiAs(
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(await signatureHeaders(inject('signingKey'), method, path)),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** POST /auth as a person does on the login page: the account's token. */
export async function tokenOf(account: { email: string; password: string; clubId?: string }): Promise<string> {
  const { status, json } = await apiAs(null, 'POST', '/auth', {
    email: account.email,
    password: account.password,
    idCA: account.clubId ?? '',
  });
  if (status !== 200) throw new Error(`POST /auth answered ${status}: ${JSON.stringify(json)}`);
  return authAnswerSchema.parse(json).token;
}

/** The member's check-in secret and scan code, as the API hands them to the member's device. */
export async function checkInSecretOf(account: Parameters<typeof tokenOf>[0]): Promise<CheckInSecret> {
  const { status, json } = await apiAs(await tokenOf(account), 'GET', CHECK_IN_SECRET_PATH);
  if (status !== 200) throw new Error(`GET ${CHECK_IN_SECRET_PATH} answered ${status}: ${JSON.stringify(json)}`);
  return checkInSecretAnswerSchema.parse(json).data;
}

/** What the member's QR code carries `windowsAgo` windows before the instant given (now by default). */
export async function checkInPayloadAt(secret: CheckInSecret, { windowsAgo = 0, nowMs = Date.now() } = {}) {
  const code = await checkInCodeFor(secret.secret, checkInWindow(nowMs) - windowsAgo);
  return checkInPayload(secret.scanCode, code);
}
