import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { type Socket, io } from 'socket.io-client';
import {
  type ClientToServerEvents,
  REALTIME_PATH,
  type RealtimeErrorData,
  type ServerToClientEvents,
} from '@gym/contracts/realtime';
import { getSession, onSignOut, signOut, useSession } from './session';

/**
 * The realtime channel for messages and calls (member-area document sections 4 and 7; decisions.md item 14):
 * one socket.io connection to the API's own origin, opened after sign-in with the bearer token, reconnecting
 * by itself, closed on logout. Only a signed-in account has a connection, so only signed-in users receive
 * messages, read receipts and call events.
 */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type RealtimeStatus = 'connected' | 'connecting' | 'offline';

/** How long an acknowledged event waits for the server's answer before it counts as failed. */
export const REALTIME_ACK_TIMEOUT_MS = 10_000;

/**
 * After a RATE_LIMITED refusal (too many handshakes in a minute, docs/decisions/0021) the next attempt waits this
 * long, doubling after each refusal in a row up to the maximum; each wait gets up to a quarter more at random,
 * so that the tabs of one account do not come back together.
 */
export const RATE_LIMITED_RETRY_MS = { first: 10_000, max: 60_000 } as const;

let socket: RealtimeSocket | null = null;
/** The account the socket was opened for: a different account signing in gets a fresh handshake. */
let socketUserId: string | null = null;
const statusListeners = new Set<() => void>();
/** The attempt scheduled after a RATE_LIMITED refusal, and how many refusals came in a row. */
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let refusalsInARow = 0;

function notifyStatus() {
  for (const listener of statusListeners) listener();
}

function cancelRetry() {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
}

/**
 * socket.io-client never retries a handshake that the server refused (it does after a lost connection): when
 * the refusal is RATE_LIMITED, this tries again later, and later after each further refusal.
 */
function retryLater(target: RealtimeSocket) {
  cancelRetry();
  const base = Math.min(RATE_LIMITED_RETRY_MS.first * 2 ** refusalsInARow, RATE_LIMITED_RETRY_MS.max);
  refusalsInARow += 1;
  retryTimer = setTimeout(
    () => {
      retryTimer = null;
      if (getSession() && target.disconnected && !target.active) target.connect();
      notifyStatus();
    },
    base * (1 + Math.random() / 4),
  );
}

function createSocket(): RealtimeSocket {
  const created: RealtimeSocket = io({
    path: REALTIME_PATH,
    autoConnect: false,
    // WebSocket only: no long-polling requests that a load balancer would have to keep on one instance
    // (docs/decisions/0017).
    transports: ['websocket'],
    // A callback, so that every reconnection sends the newest token (POST /auth/favorite issues a new one).
    auth: (send) => send({ token: getSession()?.token ?? '' }),
  });
  created.on('connect', () => {
    refusalsInARow = 0;
    notifyStatus();
  });
  created.on('disconnect', notifyStatus);
  created.on('connect_error', (error: Error & { data?: RealtimeErrorData }) => {
    // The server refused the token (expired or revoked): the same as a 401 from the API, so log out.
    if (error.data?.code === 'UNAUTHORIZED') signOut('session-ended');
    // Too many handshakes lately, or the server's database briefly away: the session is fine, the channel comes
    // back later.
    if (error.data?.code === 'RATE_LIMITED' || error.data?.code === 'SERVICE_UNAVAILABLE') retryLater(created);
    notifyStatus();
  });
  created.io.on('reconnect_attempt', notifyStatus);
  return created;
}

/** The app's socket (created on first use, not connected until a session exists). */
export function realtimeSocket(): RealtimeSocket {
  socket ??= createSocket();
  return socket;
}

/** Connects the signed-in account if it is not connected (or reconnecting) already. */
export function connectRealtime() {
  const session = getSession();
  if (!session) return;
  const current = realtimeSocket();
  if (socketUserId !== null && socketUserId !== session.user.sfId) disconnectRealtime();
  socketUserId = session.user.sfId;
  // A RATE_LIMITED refusal's wait runs out first (a change of account has cancelled it).
  if (retryTimer !== null) return;
  if (current.disconnected && !current.active) {
    current.connect();
    notifyStatus();
  }
}

export function disconnectRealtime() {
  cancelRetry();
  refusalsInARow = 0;
  if (!socket) return;
  socket.disconnect();
  // Nothing emitted while offline may reach the server under the next account's handshake.
  socket.sendBuffer = [];
  socketUserId = null;
  notifyStatus();
}

// Logout disconnects the channel (section 4).
onSignOut(disconnectRealtime);

function readStatus(): RealtimeStatus {
  if (!socket) return 'offline';
  if (socket.connected) return 'connected';
  return socket.active || retryTimer !== null ? 'connecting' : 'offline';
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    readStatus,
    () => 'offline',
  );
}

/** Keeps the channel open while someone is signed in; mounted once at the app's root. */
export function useRealtimeConnection() {
  const session = useSession();
  const userId = session?.user.sfId;
  useEffect(() => {
    if (userId) connectRealtime();
  }, [userId]);
}

/**
 * Listens to one server event while someone is signed in. The latest handler runs, without re-subscribing
 * on every render.
 */
export function useRealtimeEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]) {
  const signedIn = useSession() !== null;
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!signedIn) return;
    const target = realtimeSocket();
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...values: Parameters<ServerToClientEvents[E]>) => void)(...args)) as never;
    target.on(event, listener);
    return () => {
      target.off(event, listener);
    };
  }, [event, signedIn]);
}

/**
 * Emits an event and waits for the server's acknowledgement. Refuses at once when the channel is not
 * connected, rather than queueing the event for a later connection.
 */
export async function emitWithAck<E extends keyof ClientToServerEvents>(
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
): Promise<Parameters<Parameters<ClientToServerEvents[E]>[1]>[0]> {
  const target = realtimeSocket();
  if (!target.connected) throw new Error('The realtime channel is not connected');
  const timed = target.timeout(REALTIME_ACK_TIMEOUT_MS);
  const emit = timed.emitWithAck as unknown as (
    name: E,
    value: typeof payload,
  ) => Promise<Parameters<Parameters<ClientToServerEvents[E]>[1]>[0]>;
  return emit.call(timed, event, payload);
}
