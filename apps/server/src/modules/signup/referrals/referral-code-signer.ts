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
 * sent to a client), so that only the server and the staff script make codes the server accepts.
 */
export class ReferralCodeSigner {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, '', KEY_PURPOSE, 32));
  }

  /** The signed code for these fields. */
  encode(fields: ReferralCodeFields): string {
    return encodeReferralCode(fields, this.signature(fields).toString('base64url'));
  }

  /** The fields of a code this server made, or null: malformed, unsigned, or signed for other fields or key. */
  verify(code: string): ReferralCodeFields | null {
    const decoded = decodeReferralCode(code);
    if (!decoded?.signature) return null;
    const { signature, ...fields } = decoded;
    const expected = this.signature(fields);
    const given = Buffer.from(signature, 'base64url');
    // Compared in constant time; only the length, which is public, may end it early.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    // base64url decoding ignores stray trailing bits: the exact text must be the one this server writes.
    return signature === expected.toString('base64url') ? fields : null;
  }

  private signature(fields: ReferralCodeFields): Buffer {
    return createHmac('sha256', this.key).update(referralCodeText(fields)).digest();
  }
}
