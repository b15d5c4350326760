import { describe, expect, it } from 'vitest';
import { type AccountFacts, mayJoinOnline, primaryAccount, userExistence } from './eligibility';

const account = (facts: Partial<AccountFacts>): AccountFacts => ({
  memberNumber: 200_001,
  role: 'member',
  memberStatus: 'prospect',
  primaryUserId: null,
  ...facts,
});

describe('mayJoinOnline', () => {
  it('lets a new person, a prospect and a former member join', () => {
    expect(mayJoinOnline([])).toBe(true);
    expect(mayJoinOnline([account({ memberStatus: 'prospect' })])).toBe(true);
    expect(mayJoinOnline([account({ memberStatus: 'former' })])).toBe(true);
  });

  it('refuses a currently active member', () => {
    expect(mayJoinOnline([account({ memberStatus: 'active' })])).toBe(false);
  });

  it.each(['trainer', 'director', 'staff'] as const)('refuses a %s account, whatever its member status', (role) => {
    expect(mayJoinOnline([account({ role, memberStatus: 'former' })])).toBe(false);
    expect(mayJoinOnline([account({ role, memberStatus: 'prospect' })])).toBe(false);
  });

  it('refuses when any account with the e-mail is active, even if the primary is not', () => {
    const primary = account({ memberNumber: 1, memberStatus: 'former' });
    const family = account({ memberNumber: 2, memberStatus: 'active', primaryUserId: 'primary-id' });
    expect(mayJoinOnline([primary, family])).toBe(false);
  });
});

describe('primaryAccount', () => {
  it('picks the account that is not linked to another, whatever the order', () => {
    const family = account({ memberNumber: 5, primaryUserId: 'p' });
    const primary = account({ memberNumber: 9 });
    expect(primaryAccount([family, primary])).toBe(primary);
  });

  it('falls back to the lowest member number when every account is linked elsewhere', () => {
    const a = account({ memberNumber: 7, primaryUserId: 'x' });
    const b = account({ memberNumber: 3, primaryUserId: 'y' });
    expect(primaryAccount([a, b])).toBe(b);
  });

  it('picks the lowest member number among unlinked accounts', () => {
    expect(primaryAccount([account({ memberNumber: 8 }), account({ memberNumber: 4 })])?.memberNumber).toBe(4);
  });
});

describe('userExistence', () => {
  it('answers 404, no number and eligible for an unknown e-mail', () => {
    expect(userExistence([])).toEqual({ status: 404, data: null, eligible: true });
  });

  it("answers 200 with the primary's member number as a string", () => {
    const primary = account({ memberNumber: 100_002, memberStatus: 'active' });
    const family = account({ memberNumber: 100_003, memberStatus: 'active', primaryUserId: 'p' });
    expect(userExistence([family, primary])).toEqual({ status: 200, data: '100002', eligible: false });
  });

  it('answers 200 and eligible for a former member', () => {
    expect(userExistence([account({ memberNumber: 100_004, memberStatus: 'former' })])).toEqual({
      status: 200,
      data: '100004',
      eligible: true,
    });
  });
});
