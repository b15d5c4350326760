import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESUME_LINK_TTL_DAYS } from '@gym/contracts/staff-follow-ups';
import type { Database } from '../../../db/client';
import { signupResumeTokens } from '../../../db/schema';

const TTL_MS = RESUME_LINK_TTL_DAYS * 24 * 60 * 60 * 1000;

/** The stored form of a token: its SHA-256, hex. The token itself is only ever in the e-mailed link. */
export const hashResumeToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export type Redeemed =
  { outcome: 'redeemed'; trackingId: string } | { outcome: 'invalid' | 'used' | 'expired'; trackingId?: undefined };

/**
 * A follow-up reminder's resume links (docs/decisions/0034): 32 random bytes, base64url, kept as a hash. Redeeming
 * is one conditional update, so a link works once even when opened twice at the same moment.
 */
export class ResumeTokens {
  /** A new link token for the sign-up, written in the caller's transaction with the mark and the audit row. */
  static async create(tx: Database, input: { trackingId: string; sentBy: string; now: Date }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await tx.insert(signupResumeTokens).values({
      trackingId: input.trackingId,
      sentBy: input.sentBy,
      tokenHash: hashResumeToken(token),
      expiresAt: new Date(input.now.getTime() + TTL_MS),
      createdAt: input.now,
    });
    return token;
  }

  constructor(private readonly db: Database) {}

  /** Marks the token used and answers its sign-up; otherwise why not. */
  async redeem(token: string, now: Date): Promise<Redeemed> {
    const tokenHash = hashResumeToken(token);
    const [row] = await this.db
      .update(signupResumeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(signupResumeTokens.tokenHash, tokenHash),
          isNull(signupResumeTokens.usedAt),
          gt(signupResumeTokens.expiresAt, now),
        ),
      )
      .returning({ trackingId: signupResumeTokens.trackingId });
    if (row) return { outcome: 'redeemed', trackingId: row.trackingId };
    const [known] = await this.db
      .select({ usedAt: signupResumeTokens.usedAt })
      .from(signupResumeTokens)
      .where(eq(signupResumeTokens.tokenHash, tokenHash));
    if (!known) return { outcome: 'invalid' };
    return { outcome: known.usedAt ? 'used' : 'expired' };
  }
}
