import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import net from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@gym/contracts/realtime';
import { signatureHeaders } from '@gym/contracts/signing';
import { openDatabase } from '@gym/server/db/client';
import { users } from '@gym/server/db/schema';
import { TokenService } from '@gym/server/lib/tokens';
import { createScratchDatabase } from '@gym/server/test/databases';
import { MESSAGE_LATENCY_P99_MAX_MS } from '../targets';
import type { Row } from './report';
import { type ServerProcess, startServerProcess } from './server-process';

type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface MessageLatencyResult {
  instances: 1 | 2;
  /** Why only one instance ran, when it did. */
  note: string | null;
  sockets: number;
  messages: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const JWT_SECRET = `bench-jwt-secret-${randomBytes(16).toString('hex')}`;
const SIGNING_KEY = `bench-signing-key-${randomBytes(8).toString('hex')}`;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECT_BATCH = 200;
const WARMUP_MESSAGES = 20;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function reachable(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await Promise.race([check(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3_000))]);
    return true;
  } catch {
    return false;
  }
}

/** A scratch database on the Postgres at BENCH_DATABASE_URL, or null when it cannot be made. */
async function scratchDatabase() {
  let made: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  await reachable(async () => {
    made = await createScratchDatabase(DATABASE_URL);
  });
  return made as Awaited<ReturnType<typeof createScratchDatabase>> | null;
}

/** Whether Redis answers PING at BENCH_REDIS_URL (a plain TCP exchange: the bench needs no Redis client). */
async function redisUp(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  return reachable(
    () =>
      new Promise<void>((resolve, reject) => {
        const socket = net.connect(Number(url.port || 6379), url.hostname);
        socket.once('error', reject);
        socket.once('connect', () => socket.write('PING\r\n'));
        socket.once('data', (data) => {
          socket.destroy();
          if (data.toString().startsWith('+PONG') || data.toString().startsWith('-NOAUTH')) resolve();
          else reject(new Error(data.toString()));
        });
      }),
  );
}

function openSocket(baseUrl: string, token: string): Promise<BenchSocket> {
  const socket: BenchSocket = io(baseUrl, {
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(new Error(`socket refused: ${error.message}`)));
  });
}

/**
 * Idle accounts for the idle sockets: member tokens name real accounts (the server reads the account's session
 * version on every handshake; docs/decisions/0020). Prospects with no club, so nobody is their contact.
 */
async function idleAccountTokens(databaseUrl: string, count: number, tokens: TokenService): Promise<string[]> {
  const handle = await openDatabase({ url: databaseUrl, dataDir: '' });
  try {
    const run = randomBytes(4).toString('hex');
    const rows = await handle.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, index) => ({
          email: `bench-${run}-${index}@example.com`,
          firstName: 'Bench',
          lastName: 'Idle',
          scanCode: `BENCH-${run}-${index}`,
          role: 'member' as const,
          memberStatus: 'prospect' as const,
        })),
      )
      .returning({ id: users.id, memberNumber: users.memberNumber });
    return Promise.all(
      rows.map((row) => tokens.sign({ role: 'member', idCA: String(row.memberNumber) }, 'member', 3600, row.id)),
    );
  } finally {
    await handle.close();
  }
}

async function signIn(baseUrl: string, email: string, password: string): Promise<{ token: string; id: string }> {
  const headers = await signatureHeaders(SIGNING_KEY, 'POST', '/auth');
  const response = await fetch(`${baseUrl}/auth`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`POST /auth ${email}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: { sfId: string } };
  return { token: body.token, id: body.user.sfId };
}

/**
 * Message latency across server instances: two API servers (child processes) on one scratch Postgres database
 * and one Redis (the socket.io Redis adapter), or one server on its embedded database when either is missing.
 * BENCH_SOCKETS sockets (default 1000) stay connected, spread over the instances: the demo member on instance A,
 * the demo trainer on B, and idle sockets of idle prospect accounts inserted for the run (each in a room of its
 * own, with no club, so they add connections, rooms and adapter traffic). Then BENCH_MESSAGES
 * (default 300) messages, one after another, from the member on A to the trainer on B: the time from emit to
 * the trainer's 'message' event. The per-account send limit and the per-address handshake limit are raised for
 * the run (CHAT_SEND_LIMIT, REALTIME_CONNECT_LIMIT_PER_ADDRESS).
 */
export async function measureMessageLatency(
  socketCount = Number(process.env.BENCH_SOCKETS ?? 1000),
  messages = Number(process.env.BENCH_MESSAGES ?? 300),
): Promise<MessageLatencyResult> {
  if (!Number.isInteger(socketCount) || socketCount < 2) throw new Error('BENCH_SOCKETS must be an integer >= 2');
  if (!Number.isInteger(messages) || messages < 1) throw new Error('BENCH_MESSAGES must be a positive integer');

  const redis = await redisUp();
  const scratch = redis ? await scratchDatabase() : null;
  const missing = [!scratch && redis && `Postgres at ${DATABASE_URL}`, !redis && `Redis at ${REDIS_URL}`]
    .filter(Boolean)
    .join(' and ');
  const note = missing ? `one instance only: ${missing} not reachable` : null;
  const dataDir = missing ? mkdtempSync(path.join(os.tmpdir(), 'gym-bench-chat-')) : null;
  const env: Record<string, string> = {
    LOG_LEVEL: 'warn',
    JWT_SECRET,
    REQUEST_SIGNING_KEY: SIGNING_KEY,
    CHAT_SEND_LIMIT: '1000000',
    // Every socket of the run connects from this machine's address within seconds.
    REALTIME_CONNECT_LIMIT_PER_ADDRESS: '1000000',
    REALTIME_CONNECT_LIMIT_PER_ACCOUNT: '1000000',
    WEB_DIST_DIR: '/nonexistent',
    ...(scratch
      ? { DATABASE_URL: scratch.url, REDIS_URL, REDIS_KEY_PREFIX: `gym-bench-${randomBytes(4).toString('hex')}:` }
      : { DATABASE_URL: '', DATA_DIR: dataDir! }),
  };

  const servers: ServerProcess[] = [];
  const sockets: BenchSocket[] = [];
  try {
    // One after the other: the first migrates and seeds the scratch database.
    for (const name of scratch ? ['chat instance A', 'chat instance B'] : ['chat instance']) {
      servers.push(await startServerProcess({ name, entry: 'apps/server/src/server.ts', env }));
    }
    const a = servers[0]!.baseUrl;
    const b = (servers[1] ?? servers[0]!).baseUrl;
    const member = await signIn(a, 'member@example.com', 'Member123!');
    const trainer = await signIn(b, 'trainer@example.com', 'Trainer123!');

    const idle = socketCount - 2;
    // With Postgres, one account per idle socket (a room each); on the embedded database (its server holds it)
    // they share the staff demo account, whom nobody may message.
    const idleTokens = scratch
      ? await idleAccountTokens(scratch.url, idle, new TokenService(JWT_SECRET))
      : Array.from({ length: idle }, () => '');
    const staffToken = scratch ? '' : (await signIn(a, 'staff@example.com', 'Staff123!')).token;
    for (let start = 0; start < idle; start += CONNECT_BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, idle - start) }, (_, offset) =>
          openSocket((start + offset) % 2 === 0 ? a : b, idleTokens[start + offset] || staffToken),
        ),
      );
      sockets.push(...batch);
    }
    const from = await openSocket(a, member.token);
    const to = await openSocket(b, trainer.token);
    sockets.push(from, to);

    const samples: number[] = [];
    for (let run = 0; run < WARMUP_MESSAGES + messages; run += 1) {
      const text = `bench ${run}`;
      const arrived = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`message ${run} did not arrive within 10 s`)), 10_000);
        const listener = (message: { text: string }) => {
          if (message.text !== text) return;
          clearTimeout(timer);
          to.off('message', listener);
          resolve(performance.now());
        };
        to.on('message', listener);
      });
      const start = performance.now();
      from.emit('send message', { receiverUserId: trainer.id, text }, (answer) => {
        if (!answer.success) console.error(`  send ${run} refused: ${answer.code}`);
      });
      const end = await arrived;
      if (run >= WARMUP_MESSAGES) samples.push(end - start);
    }
    samples.sort((x, y) => x - y);
    return {
      instances: scratch ? 2 : 1,
      note,
      sockets: sockets.length,
      messages,
      p50Ms: percentile(samples, 0.5),
      p99Ms: percentile(samples, 0.99),
      maxMs: samples.at(-1)!,
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
    for (const server of servers.reverse()) await server.stop();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeMessageLatency(result: MessageLatencyResult): string {
  const setup =
    result.instances === 2
      ? '  two instances, one Postgres, one Redis'
      : `  ${result.note ?? 'one instance'}: the figure is within one process`;
  return (
    `${setup}; ${result.sockets} sockets connected, ${result.messages} messages A -> B\n` +
    `  p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms`
  );
}

export function messageLatencyRows(result: MessageLatencyResult | null): Row[] {
  const where = result?.instances === 1 ? 'one instance' : 'across two instances';
  const label = `message latency ${where}, ${result?.sockets ?? '?'} sockets`;
  return [
    { metric: `${label} (p50)`, unit: 'ms', measured: result?.p50Ms ?? null, baseline: null, target: null },
    {
      metric: `${label} (p99)`,
      unit: 'ms',
      measured: result?.p99Ms ?? null,
      baseline: null,
      target: { on: 'measured', bound: 'max', value: MESSAGE_LATENCY_P99_MAX_MS },
    },
  ];
}

// `npx tsx bench/lib/message-latency.ts` measures only this.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(describeMessageLatency(await measureMessageLatency()));
}
