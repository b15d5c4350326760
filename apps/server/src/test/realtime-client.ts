import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { io, type Socket } from 'socket.io-client';
import {
  type ClientToServerEvents,
  REALTIME_PATH,
  type RealtimeErrorData,
  type ServerToClientEvents,
} from '@gym/contracts/realtime';
import type { App } from '../app';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on a free port of 127.0.0.1 (once per app); the app's origin. */
export async function listenOnFreePort(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The account id a member token names (its subject). */
export const userIdOf = (token: string) => decodeJwt(token).sub as string;

/** A socket.io client as the SPA opens it: same origin, the token in auth; WebSocket only, no reconnection. */
export function openSocket(origin: string, options: { token?: string; originHeader?: string | null } = {}) {
  const headerOrigin = options.originHeader === undefined ? origin : options.originHeader;
  const socket: TestSocket = io(origin, {
    path: REALTIME_PATH,
    auth: options.token === undefined ? {} : { token: options.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headerOrigin === null ? {} : { origin: headerOrigin },
  });
  return socket;
}

/** Connects, or rejects with the connect_error's message and code. */
export function connected(socket: TestSocket): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: Error & { data?: RealtimeErrorData }) =>
      reject(Object.assign(new Error(error.message), { code: error.data?.code })),
    );
  });
}

export async function connect(origin: string, token: string) {
  return connected(openSocket(origin, { token }));
}

/** The next event of this name that matches, within `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  matches: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no '${event}' within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });
}

/** Collects every event of this name from now on (to check that something did NOT arrive). */
export function collect<E extends keyof ServerToClientEvents>(socket: TestSocket, event: E) {
  const seen: Array<Parameters<ServerToClientEvents[E]>[0]> = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => seen.push(payload)) as never);
  return seen;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
