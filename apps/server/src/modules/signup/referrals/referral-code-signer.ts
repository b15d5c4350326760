import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import {
  type ReferralCodeFields,
  decodeReferralCode,
  encodeReferralCode,
  referralCodeText,
} from '@gym/contracts/referral';

/** HKDF's info: the key is for this use only, so it signs nothing else and nothing else signs codes. */
const KEY_PURPOSE = 'gym referral code signature v1';

/**
 * Signs and checks referral codes (docs/decisions/0006): the last segment of a code is the HMAC-SHA256 of
 * `memberNumber=planId=YYYY-MM-DD`, base64url, under a key derived with HKDF from the server's JWT_SECRET (never
 * sent to a client), so that only the server and the staff script make codes the server accepts. Codes signed under
 * a former secret still in JWT_PREVIOUS_SECRETS are accepted too, so a rotation keeps the links handed out working
 * while it lasts (docs/decisions/0055).
 */
export class ReferralCodeSigner {
  private readonly keys: Buffer[];

  constructor(serverSecret: string, previousSecrets: readonly string[] = []) {
    this.keys = [serverSecret, ...previousSecrets].map((secret) =>
      Buffer.from(hkdfSync('sha256', secret, '', KEY_PURPOSE, 32)),
    );
  }

  /** The signed code for these fields, under the current secret. */
  encode(fields: ReferralCodeFields): string {
    return encodeReferralCode(fields, this.signature(this.keys[0]!, fields).toString('base64url'));
  }

  /** The fields of a code this server made, or null: malformed, unsigned, or signed for other fields or key. */
  verify(code: string): ReferralCodeFields | null {
    const decoded = decodeReferralCode(code);
    if (!decoded?.signature) return null;
    const { signature, ...fields } = decoded;
    const given = Buffer.from(signature, 'base64url');
    for (const key of this.keys) {
      const expected = this.signature(key, fields);
      // Compared in constant time; only the length, which is public, may end it early.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) continue;
      // base64url decoding ignores stray trailing bits: the exact text must be the one this server writes.
      return signature === expected.toString('base64url') ? fields : null;
    }
    return null;
  }

  private signature(key: Buffer, fields: ReferralCodeFields): Buffer {
    return createHmac('sha256', key).update(referralCodeText(fields)).digest();
  }
}
