import { describe, expect, it } from 'vitest';
import type { ReferralCodeFields } from '@gym/contracts/referral';
import { ReferralCodeSigner } from './referral-code-signer';

const OLD = 'the-old-secret-that-signed-last-week-000';
const NEW = 'the-new-secret-after-the-rotation-111111';

describe('referral codes across a JWT_SECRET rotation', () => {
  const fields: ReferralCodeFields = { memberNumber: '100001', planId: 'plan-1', date: '2026-11-01' };

  it("keeps accepting the old secret's codes while it is a previous secret, and signs new ones with the new", () => {
    const handedOut = new ReferralCodeSigner(OLD).encode(fields);
    const rotated = new ReferralCodeSigner(NEW, [OLD]);
    expect(rotated.verify(handedOut)).toEqual(new ReferralCodeSigner(OLD).verify(handedOut));
    expect(rotated.verify(handedOut)).not.toBeNull();
    expect(new ReferralCodeSigner(NEW).verify(handedOut)).toBeNull();
    const fresh = rotated.encode(fields);
    expect(fresh).not.toBe(handedOut);
    expect(new ReferralCodeSigner(NEW).verify(fresh)).not.toBeNull();
  });
});
