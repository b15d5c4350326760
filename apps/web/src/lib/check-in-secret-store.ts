import { useSyncExternalStore } from 'react';
import type { CheckInSecret } from '@gym/contracts/check-in-code';

/**
 * The member's check-in secret and scan code, kept on this device so the check-in card rotates with no network
 * (issue 16 point 2). In localStorage, beside the token, rather than IndexedDB: the record is about 100 bytes, the
 * synchronous read lets the card show its code on the first render (no empty frame while a database opens), the
 * logout clears it in the same synchronous step as the token, and the `storage` event keeps the tabs in step. The
 * secret is no more exposed there than the token, which already lets whoever reads it act as the member.
 * One key per account, so a device never shows one member the code of another who signed in before.
 */
const KEY_PREFIX = 'checkInSecret:';

const keyFor = (sfId: string) => `${KEY_PREFIX}${sfId}`;
const listeners = new Set<() => void>();
/** The parsed record per key, so that useSyncExternalStore gets the same object while nothing changed. */
const cache = new Map<string, { raw: string | null; value: CheckInSecret | null }>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null): CheckInSecret | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<CheckInSecret>;
    if (typeof value.scanCode !== 'string' || typeof value.secret !== 'string') return null;
    if (typeof value.issuedAt !== 'string') return null;
    return { scanCode: value.scanCode, secret: value.secret, issuedAt: value.issuedAt };
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/** The secret this device holds for the account, or null. */
export function readCheckInSecret(sfId: string): CheckInSecret | null {
  const key = keyFor(sfId);
  const raw = storage()?.getItem(key) ?? null;
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value;
  const value = parse(raw);
  cache.set(key, { raw, value });
  return value;
}

/**
 * Keeps what the server answered unless the device holds a newer secret already: a GET sent before a reset may
 * answer after it, and must not bring the old secret back.
 */
export function keepCheckInSecret(sfId: string, answer: CheckInSecret): void {
  const held = readCheckInSecret(sfId);
  if (held && Date.parse(held.issuedAt) > Date.parse(answer.issuedAt)) return;
  if (held && held.secret === answer.secret && held.scanCode === answer.scanCode) return;
  storage()?.setItem(keyFor(sfId), JSON.stringify(answer));
  notify();
}

/**
 * Forgets the stored secrets (lib/session.ts): all of them on logout, with the token; on sign-in, those of any
 * other account, left behind by a session that expired instead of logging out.
 */
export function clearCheckInSecrets({ except }: { except?: string } = {}): void {
  const store = storage();
  if (!store) return;
  const kept = except === undefined ? null : keyFor(except);
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key !== null && key.startsWith(KEY_PREFIX) && key !== kept,
  );
  if (keys.length === 0) return;
  for (const key of keys) store.removeItem(key);
  cache.clear();
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's reset or logout writes the same storage; this tab hears of it here.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The account's stored secret, re-rendering when it is replaced or cleared (in this tab or another). */
export function useStoredCheckInSecret(sfId: string): CheckInSecret | null {
  return useSyncExternalStore(
    subscribe,
    () => readCheckInSecret(sfId),
    () => null,
  );
}
