import { SignJWT, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService, keyId } from './tokens';

const OLD = 'the-old-secret-that-signed-last-week-000';
const NEW = 'the-new-secret-after-the-rotation-111111';
const OTHER = 'a-secret-this-server-never-had-22222222';

describe('TokenService key ids and rotation', () => {
  it('names each key by the first 8 hex characters of its SHA-256 and signs with the current one', async () => {
    expect(keyId(OLD)).toMatch(/^[0-9a-f]{8}$/);
    expect(keyId(OLD)).not.toBe(keyId(NEW));
    const rotated = new TokenService(NEW, [OLD]);
    const token = await rotated.sign({ a: 1 }, 'member', 60, 'user-1');
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', kid: keyId(NEW) });
    expect(await new TokenService(NEW).verify(token, 'member')).toMatchObject({ a: 1, sub: 'user-1' });
    // Not a key the old server knows.
    expect(await new TokenService(OLD).verify(token, 'member')).toBeNull();
  });

  it("accepts a former secret's tokens while it is a previous secret, and refuses them once removed", async () => {
    const before = await new TokenService(OLD).sign({}, 'member', 60, 'user-1');
    expect(await new TokenService(NEW, [OLD]).verify(before, 'member')).toMatchObject({ sub: 'user-1' });
    expect(await new TokenService(NEW).verify(before, 'member')).toBeNull();
    expect(await new TokenService(NEW, [OLD]).verify(before, 'signup')).toBeNull();
  });

  it('refuses a token of an unknown kid, and one whose kid names a key that did not sign it', async () => {
    const rotated = new TokenService(NEW, [OLD]);
    expect(await rotated.verify(await new TokenService(OTHER).sign({}, 'member', 60), 'member')).toBeNull();
    const claimsNew = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: keyId(NEW) })
      .setIssuer('gym-api')
      .setAudience('member')
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode(OTHER));
    expect(await rotated.verify(claimsNew, 'member')).toBeNull();
  });

  it("accepts a token without a kid (the previous release's) signed by a key it has, and no other", async () => {
    const legacy = (secret: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('gym-api')
        .setAudience('member')
        .setExpirationTime('60s')
        .sign(new TextEncoder().encode(secret));
    const rotated = new TokenService(NEW, [OLD]);
    expect(await rotated.verify(await legacy(OLD), 'member')).not.toBeNull();
    expect(await rotated.verify(await legacy(NEW), 'member')).not.toBeNull();
    expect(await rotated.verify(await legacy(OTHER), 'member')).toBeNull();
  });
});
