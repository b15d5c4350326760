import * as z from 'zod/mini';
import { envelope } from './errors';

/**
 * The member's rotating check-in code (issue 16 point 2, docs/decisions/0036): a time-based one-time code in the
 * manner of RFC 6238 (HMAC-SHA1 over the 30-second window's counter, dynamic truncation to 6 digits), computed
 * with WebCrypto on the member's device from a per-member secret the server hands to the signed-in device, so it
 * keeps rotating with no network. The QR code carries the member's scan code and the current code,
 * `BFC-100001.482913`; the desk accepts the current and the previous window, each once.
 */

export const CHECK_IN_CODE_PERIOD_S = 30;
export const CHECK_IN_CODE_DIGITS = 6;
/** The windows the desk accepts besides the current one: the previous (a code shown just before it changed). */
export const CHECK_IN_CODE_PAST_WINDOWS = 1;
/** A secret is this many random bytes (RFC 4226's recommended 160 bits for HMAC-SHA1). */
export const CHECK_IN_SECRET_BYTES = 20;

/** The member's routes (both sides use these). POST SIGN_OUT_EVERYWHERE_PATH also rotates the secret. */
export const CHECK_IN_SECRET_PATH = '/membership/check-in-code';
export const CHECK_IN_SECRET_ROTATE_PATH = '/membership/check-in-code/rotate';
export const SIGN_OUT_EVERYWHERE_PATH = '/auth/sign-out-everywhere';

/** Between the scan code and the rotating digits in what the QR code carries. */
export const CHECK_IN_PAYLOAD_SEPARATOR = '.';

export const CHECK_IN_CODE_MESSAGES = {
  codeExpired: 'This check-in code has expired: ask the member to open the app and show the code again',
  codeUsed: 'This check-in code was used already: ask the member to show the new code',
  codeInvalid: 'This check-in code is not valid: ask the member to open the app and show the code again',
  staticCodeScanned: 'This is a member number, not a check-in code: type it as a member number to check in by hand',
  secretLoadError: 'Your check-in code could not be loaded. Please try again.',
  rotated: 'Your check-in code was reset. Codes shown before on any device no longer work.',
} as const;

/** The 30-second window an instant (milliseconds since the epoch) falls in: RFC 6238's T. */
export function checkInWindow(nowMs: number): number {
  return Math.floor(nowMs / 1000 / CHECK_IN_CODE_PERIOD_S);
}

/** Seconds until the code shown at `nowMs` changes. */
export function secondsUntilNextWindow(nowMs: number): number {
  const periodMs = CHECK_IN_CODE_PERIOD_S * 1000;
  return Math.ceil((periodMs - (nowMs % periodMs)) / 1000);
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The code for one window: HOTP (RFC 4226) of the window counter, 6 digits with leading zeros. */
export async function checkInCodeFor(secretBase64Url: string, window: number): Promise<string> {
  const [code] = await checkInCodesFor(secretBase64Url, [window]);
  return code ?? '';
}

/** The codes of several windows, the key imported once (the desk checks a scan against each window it knows). */
export async function checkInCodesFor(secretBase64Url: string, windows: readonly number[]): Promise<string[]> {
  const key = await crypto.subtle.importKey(
    'raw',
    base64UrlToBytes(secretBase64Url),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  return Promise.all(windows.map((window) => codeWith(key, window)));
}

async function codeWith(key: CryptoKey, window: number): Promise<string> {
  // A byte array rather than a bare ArrayBuffer: WebCrypto in a jsdom test realm refuses that realm's ArrayBuffer.
  const counter = new Uint8Array(8);
  const view = new DataView(counter.buffer);
  // The counter is a 64-bit big-endian integer; windows fit in 32 bits until the year 6053.
  view.setUint32(0, Math.floor(window / 2 ** 32));
  view.setUint32(4, window >>> 0);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counter));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** CHECK_IN_CODE_DIGITS).padStart(CHECK_IN_CODE_DIGITS, '0');
}

/** What the QR code carries: the member's scan code and the window's digits. */
export function checkInPayload(scanCode: string, code: string): string {
  return `${scanCode}${CHECK_IN_PAYLOAD_SEPARATOR}${code}`;
}

const payloadPattern = new RegExp(`^(.+)\\${CHECK_IN_PAYLOAD_SEPARATOR}(\\d{${CHECK_IN_CODE_DIGITS}})$`);

/** A scanned payload split into the scan code and the digits; undefined for anything else (a bare member number). */
export function parseCheckInPayload(payload: string): { scanCode: string; code: string } | undefined {
  const match = payloadPattern.exec(payload.trim());
  return match ? { scanCode: match[1] ?? '', code: match[2] ?? '' } : undefined;
}

/**
 * GET /membership/check-in-code: the secret the signed-in device keeps to show codes offline, and the scan code
 * they go with. POST /membership/check-in-code/rotate answers the same with a new secret.
 */
export const checkInSecretAnswerSchema = envelope(
  z.object({
    scanCode: z.string(),
    /** CHECK_IN_SECRET_BYTES random bytes, base64url without padding. */
    secret: z.string(),
    /** When this secret was made (ISO 8601): a device holding an older one replaces it. */
    issuedAt: z.string(),
  }),
);
export type CheckInSecretAnswer = z.infer<typeof checkInSecretAnswerSchema>;
export type CheckInSecret = CheckInSecretAnswer['data'];

/**
 * POST /auth/sign-out-everywhere: every token of the account has ended, this one too (its session version went up)
 * and the check-in secret with them; the device signs out and forgets the secret it kept.
 */
export const signOutEverywhereAnswerSchema = z.object({ success: z.literal(true) });
export type SignOutEverywhereAnswer = z.infer<typeof signOutEverywhereAnswerSchema>;
