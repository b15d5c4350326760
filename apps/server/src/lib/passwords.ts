import argon2 from 'argon2';

/**
 * What one password hash costs. `standard` is argon2id at the library's defaults (decisions.md item 12: 64 MiB,
 * three passes, four lanes), the only cost a server outside the tests accepts (config.ts PASSWORD_HASH_COST).
 * `test-only-low` is argon2id at its smallest sensible cost: the suites sign in hundreds of times, and at the
 * standard cost each sign-in spent about a second of a loaded two-core machine proving nothing new.
 */
export const PASSWORD_HASH_COSTS = {
  standard: { memoryCost: 65_536, timeCost: 3, parallelism: 4 },
  'test-only-low': { memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS;

/**
 * Hashes and checks passwords at the configured cost. A check reads the cost from the stored hash itself, so a
 * hash made at another cost still verifies.
 */
export class PasswordHasher {
  constructor(readonly cost: PasswordHashCost) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...PASSWORD_HASH_COSTS[this.cost] });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
