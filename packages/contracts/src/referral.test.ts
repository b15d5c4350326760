import { describe, expect, it } from 'vitest';
import { decodeReferralCode, encodeReferralCode, isReferralCodeCurrent, referralCodeText } from './referral';

const FIELDS = { memberNumber: '100001', planId: 'oakland-monthly', date: '2025-03-14' };
/** A signature as the server writes it: HMAC-SHA256, base64url without padding (43 characters). */
const SIGNATURE = 'q1w2e3r4t5y6u7i8o9p0-_ASDFGHJKLZXCVBNMqwert';

describe('referral codes (docs/decisions/0006, signed since issue 10)', () => {
  it("a signed code is base64 of 'member=plan=date=signature': the specification's client still reads the three", () => {
    const code = encodeReferralCode(FIELDS, SIGNATURE);
    // The client decodes and splits on '=' (specification): member, plan and date come first, as before.
    const [member, plan, date] = atob(code).split('=');
    expect({ member, plan, date }).toEqual({ member: '100001', plan: 'oakland-monthly', date: '2025-03-14' });
    expect(decodeReferralCode(code)).toEqual({ ...FIELDS, signature: SIGNATURE });
    expect(isReferralCodeCurrent(decodeReferralCode(code)!, '2025-03-01')).toBe(true);
    expect(isReferralCodeCurrent(decodeReferralCode(code)!, '2025-04-01')).toBe(false);
  });

  it('the signature covers member=plan=date', () => {
    expect(referralCodeText(FIELDS)).toBe('100001=oakland-monthly=2025-03-14');
    expect(atob(encodeReferralCode(FIELDS, SIGNATURE))).toBe(`${referralCodeText(FIELDS)}=${SIGNATURE}`);
  });

  it('an unsigned code still decodes (the server refuses it), with no signature', () => {
    expect(decodeReferralCode(btoa('100001=oakland-monthly=2025-03-14'))).toEqual({ ...FIELDS, signature: null });
  });

  it.each([
    ['five segments', `100001=oakland-monthly=2025-03-14=${SIGNATURE}=x`],
    ['a signature with characters outside base64url', '100001=oakland-monthly=2025-03-14=abc+/def'],
    ['an empty signature', '100001=oakland-monthly=2025-03-14='],
    ['two segments', '100001=oakland-monthly'],
  ])('refuses %s', (_label, text) => {
    expect(decodeReferralCode(btoa(text))).toBeNull();
  });
});
