import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInSecret } from '@gym/contracts/check-in-code';
import { SAM } from '../test/session-users';
import { sessionTokenFor } from '../test/session-token';
import { clearCheckInSecrets, keepCheckInSecret, readCheckInSecret } from './check-in-secret-store';
import { signIn, signOut } from './session';

const SECRET: CheckInSecret = {
  scanCode: SAM.scanCode,
  secret: 'MTIzNDU2Nzg5MDEyMzQ1Njc4OTA',
  issuedAt: '2030-01-01T00:00:00.000Z',
};
const NEWER: CheckInSecret = { ...SECRET, secret: 'AAECAwQFBgcICQoLDA0ODxAREhM', issuedAt: '2030-01-02T00:00:00.000Z' };
const OTHER_ACCOUNT = '5d0f3c1e-0000-4000-8000-000000000009';

beforeEach(() => localStorage.clear());
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the stored check-in secret', () => {
  it('is kept per account, and replaced only by a secret issued later', () => {
    keepCheckInSecret(SAM.sfId, NEWER);
    // A GET answered after a reset carries the older secret: it must not come back.
    keepCheckInSecret(SAM.sfId, SECRET);
    expect(readCheckInSecret(SAM.sfId)).toEqual(NEWER);
    expect(readCheckInSecret(OTHER_ACCOUNT)).toBeNull();

    clearCheckInSecrets();
    keepCheckInSecret(SAM.sfId, SECRET);
    keepCheckInSecret(SAM.sfId, NEWER);
    expect(readCheckInSecret(SAM.sfId)).toEqual(NEWER);
  });

  it('reads a damaged record as none', () => {
    localStorage.setItem(`checkInSecret:${SAM.sfId}`, '{"secret":');
    expect(readCheckInSecret(SAM.sfId)).toBeNull();
    localStorage.setItem(`checkInSecret:${SAM.sfId}`, '{"secret":"x"}');
    expect(readCheckInSecret(SAM.sfId)).toBeNull();
  });

  it('goes with the token on logout', () => {
    signIn({ token: sessionTokenFor(SAM) });
    keepCheckInSecret(SAM.sfId, SECRET);
    signOut();
    expect(localStorage.getItem('token')).toBeNull();
    expect(readCheckInSecret(SAM.sfId)).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('checkInSecret:'))).toEqual([]);
  });

  it('goes when an answer ends the session (a 401), as with any logout', async () => {
    signIn({ token: sessionTokenFor(SAM) });
    keepCheckInSecret(SAM.sfId, SECRET);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    window.history.replaceState(null, '', '/');
    const { apiRequest } = await import('./api-client');
    const { z } = await import('zod/mini');
    await expect(apiRequest('/auth/check-status', { schema: z.unknown() })).rejects.toThrow();
    expect(readCheckInSecret(SAM.sfId)).toBeNull();
  });

  it('stays through a failed call with no answer (offline): no answer is not a refusal', async () => {
    signIn({ token: sessionTokenFor(SAM) });
    keepCheckInSecret(SAM.sfId, SECRET);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { apiRequest } = await import('./api-client');
    const { z } = await import('zod/mini');
    await expect(apiRequest('/auth/check-status', { schema: z.unknown() })).rejects.toThrow();
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(readCheckInSecret(SAM.sfId)).toEqual(SECRET);
  });

  it("is dropped for another account's sign-in, kept for the same account's", () => {
    keepCheckInSecret(OTHER_ACCOUNT, SECRET);
    keepCheckInSecret(SAM.sfId, SECRET);
    // The other account's session expired on this device without a logout; Sam signs in.
    signIn({ token: sessionTokenFor(SAM) });
    expect(readCheckInSecret(OTHER_ACCOUNT)).toBeNull();
    expect(readCheckInSecret(SAM.sfId)).toEqual(SECRET);
  });
});
