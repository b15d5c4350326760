import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { signatureHeaders } from '@gym/contracts/signing';
import { REPO_ROOT } from './config';
import { openDatabase } from './db/client';
import { memberNotes, users } from './db/schema';
import { testConfig } from './test/app';
import { createScratchDatabase } from './test/databases';
import { DEMO } from './test/demo';
import { connected, openSocket } from './test/realtime-client';
import { TEMPLATE_PASSWORD_HASH_COST } from './test/template-settings';

const databaseUrl = process.env.TEST_DATABASE_URL;
const SIGNING_KEY = testConfig().REQUEST_SIGNING_KEY;
/** How long the server goes on serving, unready, after SIGTERM: long enough to see readiness turn. */
const DELAY_MS = 600;

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The server as an operator starts it (src/server.ts), in a process of its own; resolves once it listens. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      BILLING_SANDBOX_PORT: '0',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      PASSWORD_HASH_COST: TEMPLATE_PASSWORD_HASH_COST,
      LOG_LEVEL: 'info',
      JOBS: 'on',
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  while (!output.includes('is running at')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, exited, origin: `http://127.0.0.1:${port}`, log: () => output };
}

type Outcome = { body: string; status: number | 'failed'; sentAt: number; doneAt: number };

describe('SIGTERM under load', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-shutdown-'));
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  afterAll(async () => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`stops taking requests, finishes those in flight, closes the sockets and exits 0: nothing lost (${
    databaseUrl ? 'postgres' : 'the embedded database; TEST_DATABASE_URL is not set'
  })`, async () => {
    scratch = databaseUrl
      ? await createScratchDatabase(databaseUrl, { template: inject('postgresTemplate') })
      : undefined;
    const server = await startServer(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir });
    const call = async (method: string, url: string, options: { token?: string; body?: unknown } = {}) => {
      const headers: Record<string, string> = { ...(await signatureHeaders(SIGNING_KEY, method, url)) };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      return fetch(`${server.origin}${url}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    };
    const login = async (account: { email: string; password: string }) =>
      ((await (await call('POST', '/auth', { body: account })).json()) as { token: string }).token;

    const director = await login(DEMO.director);
    const search = await call('GET', `/staff/members?q=${encodeURIComponent(DEMO.member.email)}`, {
      token: director,
    });
    const { members } = (await search.json()) as { members: { sfId: string }[] };
    const memberId = members[0]!.sfId;
    const socket = await connected(openSocket(server.origin, { token: await login(DEMO.member) }));
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // Sixteen staff at once adding notes to a member's page, each note its own row, until the server is gone.
    const outcomes: Outcome[] = [];
    let stopped = false;
    const worker = async (index: number) => {
      for (let sequence = 0; !stopped; sequence += 1) {
        const body = `shutdown-test ${index}-${sequence}`;
        const sentAt = performance.now();
        try {
          const response = await call('POST', `/staff/members/${memberId}/notes`, { token: director, body: { body } });
          outcomes.push({ body, status: response.status, sentAt, doneAt: performance.now() });
          if (response.status === 503) stopped = true;
        } catch {
          // Refused: the listener is closed (ECONNREFUSED), or a kept-alive connection was closed before this
          // request reached the server. Either way the client knows it failed.
          outcomes.push({ body, status: 'failed', sentAt, doneAt: performance.now() });
          stopped = true;
        }
      }
    };
    const load = Promise.all(Array.from({ length: 16 }, (_, index) => worker(index)));
    while (outcomes.filter((outcome) => outcome.status === 201).length < 50) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    // While the delay lasts the instance still serves but tells the load balancer it is leaving.
    const ready = await fetch(`${server.origin}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', instance: 'stopping' });

    const exitCode = await server.exited;
    await load;
    expect(exitCode, server.log()).toBe(0);
    expect(server.log()).toContain('shutdown: closed, nothing in flight');
    // Closed by the server's going, not told to go away: a socket.io client reconnects, to another instance.
    expect(await socketClosed).toBe('transport close');
    socket.close();

    const answered = outcomes.filter((outcome) => outcome.status === 201);
    const servedAfterSignal = answered.filter((outcome) => outcome.doneAt > signalledAt);
    expect(servedAfterSignal.length).toBeGreaterThan(0);
    // Nothing else than written (201) or refused before anything was written (503, or no connection).
    for (const outcome of outcomes) expect([201, 503, 'failed']).toContain(outcome.status);

    // The database as the server left it: every note answered 201 is there, and none of the refused ones.
    const handle = await openDatabase(
      scratch ? { url: scratch.url, dataDir: '' } : { dataDir: path.join(dataDir, 'db') },
    );
    try {
      const [member] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.member.email));
      const kept = await handle.db
        .select({ body: memberNotes.body })
        .from(memberNotes)
        .where(like(memberNotes.body, 'shutdown-test %'));
      expect(member!.id).toBe(memberId);
      expect(new Set(kept.map((note) => note.body))).toEqual(new Set(answered.map((outcome) => outcome.body)));
    } finally {
      await handle.close();
    }
  }, 240_000);
});
