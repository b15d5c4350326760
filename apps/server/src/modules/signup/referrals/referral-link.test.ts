import { describe, expect, it } from 'vitest';
import { decodeReferralCode } from '@gym/contracts/referral';
import { testConfig } from '../../../test/app';
import { ReferralCodeSigner } from './referral-code-signer';
import { signedReferralLink } from './referral-link';

describe('signedReferralLink', () => {
  const codes = new ReferralCodeSigner(testConfig().JWT_SECRET);

  it("makes the member's signed code for the plan and the date, and the link that carries it", () => {
    const fields = { memberNumber: '100001', planId: 'oakland-monthly', date: '2025-03-14' };
    const { code, path } = signedReferralLink(codes, fields);
    expect(code).toBe(codes.encode(fields));
    expect(codes.verify(code)).toEqual(fields);
    expect(decodeReferralCode(code)).toEqual({ ...fields, signature: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(path.startsWith('/?member=100001&plan=oakland-monthly&code=')).toBe(true);
    const query = new URL(path, 'https://gym.test').searchParams;
    expect(Object.fromEntries(query)).toEqual({ member: '100001', plan: 'oakland-monthly', code });
  });
});
