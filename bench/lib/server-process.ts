import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  name: string;
  baseUrl: string;
  stop(): Promise<void>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function anyFreePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A free port whose successor is free too: the billing sandbox listens on PORT+1. */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await anyFreePort();
    if (port < 65_534 && (await portIsFree(port + 1))) return port;
  }
  throw new Error('no two adjacent free ports found');
}

async function waitForHealth(name: string, url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited before it was healthy (code ${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within 90 s:\n${output()}`);
}

/**
 * Runs a TypeScript entry point in its own Node process (so that the load generator never shares
 * its JS thread) and resolves once GET /health answers 200.
 */
export async function startServerProcess(options: {
  name: string;
  entry: string;
  env: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePortPair();
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(options.name, `${baseUrl}/health`, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: options.name, baseUrl, stop };
}

/**
 * The API server as `npm run bench` runs it (a fresh PGlite data directory, `LOG_LEVEL=warn`, the SPA build in
 * BENCH_WEB_DIST_DIR or apps/web/dist, the given signing key) for `measure`; stopped and its data removed after.
 * For a bench/lib file run alone.
 */
export async function withBenchServer<T>(signingKey: string, measure: (baseUrl: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-'));
  const server = await startServerProcess({
    name: 'API server',
    entry: 'apps/server/src/server.ts',
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.resolve(process.env.BENCH_WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist')),
      DATABASE_URL: '',
      REQUEST_SIGNING_KEY: signingKey,
    },
  });
  try {
    return await measure(server.baseUrl);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
