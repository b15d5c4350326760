import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type PasswordTokenPurpose, passwordTokens } from '../../../db/schema';

/**
 * How long a password link works: a new member's set-password link 7 days (docs/decisions/0009), a reset link
 * one hour (decisions.md item 12).
 */
export const PASSWORD_TOKEN_TTL_MS: Record<PasswordTokenPurpose, number> = {
  'set-password': 7 * 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

/** The stored form of a token: its SHA-256, hex. The token itself is only ever in the link. */
export function hashPasswordToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Single-use password links (set a first password, reset a forgotten one): 32 random bytes, base64url, stored
 * hashed. Consuming is one conditional update, so a token works once even when used twice at the same moment.
 */
export class PasswordTokens {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new token for the user; the caller puts it in a link and forgets it. */
  async create(userId: string, purpose: PasswordTokenPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(passwordTokens).values({
      userId,
      purpose,
      tokenHash: hashPasswordToken(token),
      expiresAt: new Date(this.now().getTime() + PASSWORD_TOKEN_TTL_MS[purpose]),
    });
    return token;
  }

  /** The user the token belongs to, marking it used; null when it is unknown, used, expired or for another purpose. */
  async consume(token: string, purpose: PasswordTokenPurpose): Promise<string | null> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
    const [row] = await this.db
      .update(passwordTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordTokens.tokenHash, hashPasswordToken(token)),
          eq(passwordTokens.purpose, purpose),
          isNull(passwordTokens.usedAt),
          gt(passwordTokens.expiresAt, this.now()),
        ),
      )
      .returning({ userId: passwordTokens.userId });
    return row?.userId ?? null;
  }
}
