import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@gym/contracts/auth';
import { REALTIME_ERRORS, type RealtimeErrorCode } from '@gym/contracts/realtime';
import { RATE_LIMITED_RETRY_MS, connectRealtime } from './realtime';
import { getSession, signIn, signOut } from './session';

/**
 * socket.io-client replaced by a stand-in that records connect() and lets the test refuse a handshake the way
 * the server's middleware does (a connect_error after which the client is inactive and does not retry).
 */
const fake = vi.hoisted(() => {
  const listeners = new Map<string, Array<(...args: unknown[]) => void>>();
  const socket = {
    connected: false,
    disconnected: true,
    active: false,
    sendBuffer: [] as unknown[],
    connect: vi.fn(() => {
      socket.active = true;
    }),
    disconnect: vi.fn(() => {
      socket.active = false;
      socket.connected = false;
      socket.disconnected = true;
    }),
    on(event: string, listener: (...args: unknown[]) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return socket;
    },
    io: { on: () => undefined },
    /** The server refuses the handshake with this code. */
    refuse(code: string, message: string) {
      socket.active = false;
      for (const listener of listeners.get('connect_error') ?? [])
        listener(Object.assign(new Error(message), { data: { code } }));
    },
  };
  return { socket };
});
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));

function signInAsMember() {
  const user: SessionUser = {
    sfId: '00000000-0000-4000-8000-000000000001',
    idCA: '100001',
    name: 'Test Person',
    email: 'person@example.com',
    firstName: 'Test',
    favoriteLocationName: null,
    favoriteLocation: null,
    favoriteLocationCAId: null,
    memberStatus: 'active',
    scanCode: 'BFC-100001',
    isTrainer: false,
    isDirector: false,
    role: 'member',
  };
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  signIn({ token: `${part({ alg: 'HS256' })}.${part({ ...user, exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln` });
}

const refuse = (code: RealtimeErrorCode) => fake.socket.refuse(code, REALTIME_ERRORS[code]);

beforeEach(() => {
  vi.useFakeTimers();
  signInAsMember();
  connectRealtime();
  fake.socket.connect.mockClear();
});

afterEach(() => {
  signOut();
  vi.useRealTimers();
});

describe('realtime channel refusals', () => {
  it('a RATE_LIMITED refusal keeps the session and tries again later, waiting longer after each refusal', () => {
    refuse('RATE_LIMITED');
    expect(getSession()).not.toBeNull();
    expect(fake.socket.connect).not.toHaveBeenCalled();

    // Not before the first wait, and within it plus its random quarter.
    vi.advanceTimersByTime(RATE_LIMITED_RETRY_MS.first - 1);
    expect(fake.socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(RATE_LIMITED_RETRY_MS.first / 4 + 1);
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);

    // Refused again: the wait doubles.
    refuse('RATE_LIMITED');
    vi.advanceTimersByTime(2 * RATE_LIMITED_RETRY_MS.first - 1);
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RATE_LIMITED_RETRY_MS.first / 2 + 1);
    expect(fake.socket.connect).toHaveBeenCalledTimes(2);

    // The waits stop growing at the maximum.
    for (let refusal = 0; refusal < 5; refusal += 1) {
      refuse('RATE_LIMITED');
      vi.advanceTimersByTime(RATE_LIMITED_RETRY_MS.max * 1.25 + 1);
    }
    expect(fake.socket.connect).toHaveBeenCalledTimes(7);
    expect(getSession()).not.toBeNull();
  });

  it('a SERVICE_UNAVAILABLE refusal (the database away) keeps the session and tries again later', () => {
    refuse('SERVICE_UNAVAILABLE');
    expect(getSession()).not.toBeNull();
    vi.advanceTimersByTime(RATE_LIMITED_RETRY_MS.first * 1.25 + 1);
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
  });

  it('an UNAUTHORIZED refusal logs out, and nothing tries again', () => {
    refuse('UNAUTHORIZED');
    expect(getSession()).toBeNull();
    vi.advanceTimersByTime(10 * RATE_LIMITED_RETRY_MS.max);
    expect(fake.socket.connect).not.toHaveBeenCalled();
  });

  it('logging out during the wait cancels the retry', () => {
    refuse('RATE_LIMITED');
    signOut();
    vi.advanceTimersByTime(10 * RATE_LIMITED_RETRY_MS.max);
    expect(fake.socket.connect).not.toHaveBeenCalled();
  });
});
