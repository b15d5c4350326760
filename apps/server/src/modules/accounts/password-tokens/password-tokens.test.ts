import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/app';
import { rows } from '../../../test/join-kit';
import { PASSWORD_TOKEN_TTL_MS, PasswordTokens, hashPasswordToken } from './password-tokens';

describeEachDatabase('password tokens', (ctx) => {
  const memberId = async () =>
    (await rows<{ id: string }>(ctx().app.db, sql`select id from users where member_number = 100001`))[0]!.id;

  it('are random, stored as their SHA-256 only, and work once for their purpose', async () => {
    const tokens = new PasswordTokens(ctx().app.db);
    const userId = await memberId();
    const token = await tokens.create(userId, 'reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await tokens.create(userId, 'reset-password')).not.toBe(token);
    const stored = await rows(
      ctx().app.db,
      sql`select token_hash from password_tokens where token_hash = ${hashPasswordToken(token)}`,
    );
    expect(stored).toHaveLength(1);
    expect(await tokens.consume(token, 'set-password')).toBeNull();
    const [first, second] = await Promise.all([
      tokens.consume(token, 'reset-password'),
      tokens.consume(token, 'reset-password'),
    ]);
    expect([first, second].filter(Boolean)).toEqual([userId]);
    expect(await tokens.consume('not-a-token-at-all-000000000', 'reset-password')).toBeNull();
  });

  it('expire: a set-password link after 7 days, a reset link after an hour', async () => {
    const userId = await memberId();
    expect(PASSWORD_TOKEN_TTL_MS['set-password']).toBe(7 * 86_400_000);
    for (const purpose of ['set-password', 'reset-password'] as const) {
      const made = new Date(Date.now() - PASSWORD_TOKEN_TTL_MS[purpose] - 1000);
      const token = await new PasswordTokens(ctx().app.db, () => made).create(userId, purpose);
      expect(await new PasswordTokens(ctx().app.db).consume(token, purpose)).toBeNull();
      const fresh = await new PasswordTokens(
        ctx().app.db,
        () => new Date(Date.now() - PASSWORD_TOKEN_TTL_MS[purpose] + 60_000),
      ).create(userId, purpose);
      expect(await new PasswordTokens(ctx().app.db).consume(fresh, purpose)).toBe(userId);
    }
  });
});
