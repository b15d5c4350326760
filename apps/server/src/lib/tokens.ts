import { SignJWT, jwtVerify } from 'jose';

/** The member token's claim that carries the account's session version: a token with an older one is refused (0020). */
export const SESSION_VERSION_CLAIM = 'sv';

/**
 * Audiences keep a sign-up access token from passing as a member's token and back. 'join' is the token a join
 * answers with, bound to the new member for the follow-up calls (docs/decisions/0009). 'vaccine-upload' is the
 * ticket POST /membership answers, bound to one member for one vaccine file (docs/decisions/0012).
 */
export type TokenAudience = 'signup' | 'member' | 'join' | 'vaccine-upload';

const ISSUER = 'gym-api';

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: Record<string, unknown>, audience: TokenAudience, ttlSeconds: number, subject?: string) {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`);
    if (subject) jwt.setSubject(subject);
    return jwt.sign(this.key);
  }

  /** Verifies signature, HS256 only, issuer, audience and expiry; returns the claims or null. */
  async verify(token: string, audience: TokenAudience) {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER, audience });
      return payload;
    } catch {
      return null;
    }
  }
}
