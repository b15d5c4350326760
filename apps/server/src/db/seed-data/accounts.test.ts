import { describe, expect, it } from 'vitest';
import { PasswordHasher } from '../../lib/passwords';
import { DEMO_ACCOUNTS } from './accounts';

describe('demo accounts', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.memberNumber, account] as const))(
    '%i: the stored hash is an argon2id hash of the demo password',
    async (_memberNumber, account) => {
      expect(account.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await new PasswordHasher('standard').verify(account.passwordHash, account.password)).toBe(true);
    },
  );

  it('stores one hash per account, each with its own salt', () => {
    const hashes = DEMO_ACCOUNTS.map((account) => account.passwordHash);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
