import { createHash } from 'node:crypto';
import { type JWTVerifyGetKey, SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';

/** The member token's claim that carries the account's session version: a token with an older one is refused (0020). */
export const SESSION_VERSION_CLAIM = 'sv';

/**
 * Audiences keep a sign-up access token from passing as a member's token and back. 'join' is the token a join
 * answers with, bound to the new member for the follow-up calls (docs/decisions/0009). 'vaccine-upload' is the
 * ticket POST /membership answers, bound to one member for one vaccine file (docs/decisions/0012).
 */
export type TokenAudience = 'signup' | 'member' | 'join' | 'vaccine-upload';

const ISSUER = 'gym-api';

/**
 * A signing secret's key id, the `kid` header of the tokens it signs (docs/decisions/0055): the first 8 hex
 * characters of its SHA-256, which names the key without revealing it.
 */
export function keyId(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 8);
}

class UnknownKeyError extends Error {}

/**
 * Signs every token with the current secret (JWT_SECRET), its key id in the header, and accepts tokens of the
 * previous secrets too (JWT_PREVIOUS_SECRETS), so that a rotation signs nobody out: a token is checked against the
 * key its kid names and no other; an unknown kid is refused. A token without a kid (signed before key ids, by the
 * previous release) is checked against each key in turn, so an upgrade keeps members signed in as well.
 */
export class TokenService {
  private readonly current: { kid: string; key: Uint8Array };
  private readonly keys: Map<string, Uint8Array>;

  constructor(secret: string, previousSecrets: readonly string[] = []) {
    const encode = (value: string) => new TextEncoder().encode(value);
    this.current = { kid: keyId(secret), key: encode(secret) };
    this.keys = new Map([[this.current.kid, this.current.key]]);
    for (const previous of previousSecrets)
      if (!this.keys.has(keyId(previous))) this.keys.set(keyId(previous), encode(previous));
  }

  /** The key id new tokens carry. */
  get currentKeyId(): string {
    return this.current.kid;
  }

  sign(claims: Record<string, unknown>, audience: TokenAudience, ttlSeconds: number, subject?: string) {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: this.current.kid })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`);
    if (subject) jwt.setSubject(subject);
    return jwt.sign(this.current.key);
  }

  /** Verifies signature (by its kid's key), HS256 only, issuer, audience and expiry; returns the claims or null. */
  async verify(token: string, audience: TokenAudience) {
    const options = { algorithms: ['HS256'], issuer: ISSUER, audience };
    try {
      const { kid } = decodeProtectedHeader(token);
      if (kid !== undefined) {
        const byKid: JWTVerifyGetKey = () => {
          const key = this.keys.get(kid);
          if (!key) throw new UnknownKeyError(`no key ${kid}`);
          return key;
        };
        return (await jwtVerify(token, byKid, options)).payload;
      }
      for (const key of this.keys.values()) {
        try {
          return (await jwtVerify(token, key, options)).payload;
        } catch {
          // the next key
        }
      }
      return null;
    } catch {
      return null;
    }
  }
}
