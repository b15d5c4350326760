import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, buildServer } from './server-build.mjs';

/**
 * The production server is the bundle scripts/server-build.mjs makes, run by plain node: no tsx, no TypeScript
 * loader, @gym/contracts compiled in, node_modules packages loaded from node_modules, and the files the server
 * reads beside its source (migrations, the billing sandbox's card page) copied next to the bundle.
 */

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function waitForOutput(child: ChildProcess, text: string, output: () => string, timeoutMs: number) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${text}" within ${timeoutMs} ms:\n${output()}`)), timeoutMs);
    const check = () => {
      if (output().includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}) before "${text}":\n${output()}`));
    });
  });
}

describe('the compiled server', () => {
  // Inside apps/server, as apps/server/dist is: node finds the external packages from there, and config.ts's
  // repository root (three folders up) is the same.
  const outDir = fs.mkdtempSync(path.join(REPO_ROOT, 'apps/server/.dist-test-'));
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-compiled-'));
  let bundledInputs: string[] = [];
  let child: ChildProcess | undefined;
  let output = '';
  let baseUrl = '';

  beforeAll(async () => {
    bundledInputs = (await buildServer(outDir)).inputs;
    const webDist = path.join(workDir, 'web');
    fs.mkdirSync(webDist);
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><head><!--app-config--></head><body>spa</body>');
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets/app-1a2b3c.js'), 'console.log("spa");\n');
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--enable-source-maps', path.join(outDir, 'server.js')], {
      // Not the repository: nothing may depend on the working directory.
      cwd: workDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        REQUEST_SIGNING_KEY: 'a-production-signing-key-for-the-test',
        JWT_SECRET: 'a-production-jwt-secret-of-32-chars-or-more',
        HOST: '127.0.0.1',
        PORT: String(port),
        BILLING_SANDBOX_PORT: '0',
        DATA_DIR: path.join(workDir, 'data'),
        WEB_DIST_DIR: webDist,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForOutput(child, 'is running at', () => output, 60_000);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('bundles the server and @gym/contracts from source, and no package from node_modules', () => {
    expect(bundledInputs).toContain('apps/server/src/server.ts');
    expect(bundledInputs).toContain('packages/contracts/src/billing.ts');
    expect(bundledInputs.filter((input) => input.includes('node_modules'))).toEqual([]);
    expect(fs.readdirSync(path.join(outDir, 'migrations'))).toContain('meta');
  });

  it('starts with NODE_ENV=production on PGlite (migrations applied) and answers /health', async () => {
    const response = await fetch(`${baseUrl}/health`);
    expect(response.status).toBe(200);
  });

  it('serves the SPA page with its settings and its assets, and the billing sandbox its card page', async () => {
    const page = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<meta name="app-config"');
    const asset = await fetch(`${baseUrl}/assets/app-1a2b3c.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("spa");\n');

    const appConfig = (await (await fetch(`${baseUrl}/app-config`)).json()) as { billingOrigin: string };
    const card = await fetch(`${appConfig.billingOrigin}/card?parentOrigin=${encodeURIComponent(baseUrl)}`);
    expect(card.status).toBe(200);
    expect(await card.text()).toContain('card-page.js');
    const script = await fetch(`${appConfig.billingOrigin}/assets/card-page.js`);
    expect(script.status).toBe(200);
  });

  it('stops on SIGTERM with exit code 0', async () => {
    const exited = once(child!, 'exit');
    child!.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
  });
});
