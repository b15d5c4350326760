import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** CHROMIUM_PATH, else Debian's package; installed with apt-get when missing and we are root. */
function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (fs.existsSync(configured)) return configured;
    throw new Error(`[e2e] CHROMIUM_PATH is set to ${configured}, but no file is there.`);
  }
  if (fs.existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (process.getuid?.() === 0) {
    console.log(
      `[e2e] No Chromium at ${DEBIAN_CHROMIUM}: running \`apt-get update && apt-get install -y chromium\` (as root).`,
    );
    execSync('apt-get update && apt-get install -y chromium', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (fs.existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    `[e2e] Chromium not found at ${DEBIAN_CHROMIUM}. Install Debian's package (\`apt-get install -y chromium\` as root) ` +
      'or set CHROMIUM_PATH to a Chromium executable.',
  );
}

/** Starts the real app (PGlite in a fresh temp dir, the built SPA) on a free port for the e2e specs. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  // E2E_WEB_DIST_DIR points the run at another build, so that a rebuild of apps/web/dist cannot pull the
  // assets from under a run in progress.
  const webDist = process.env.E2E_WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist');
  const webIndex = path.join(webDist, 'index.html');
  if (!fs.existsSync(webIndex)) {
    throw new Error(`[e2e] No web build at ${webIndex}: run \`npm run build\` first (\`npm test\` builds first).`);
  }

  const { buildApp } = await import('@gym/server/app');
  const { loadConfig } = await import('@gym/server/config');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-e2e-'));
  // Only these overrides, not process.env: the run must not depend on the caller's shell.
  // PORT is not passed: the config accepts 1-65534 only, and the app listens on port 0 below.
  // The specs sign in as the same demo accounts many times: the sign-in throttle gets room for that.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDist,
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
    LOGIN_RATE_LIMIT_PER_ADDRESS: '1000',
    // A sign-up the spec just left is listed in the staff's follow-ups at once, not after an hour idle.
    ABANDONED_SIGNUP_AFTER_MINUTES: '0',
  });
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const teardown = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await teardown();
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    await teardown();
    throw new Error('[e2e] The app is not listening on a TCP port');
  }

  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('signingKey', config.REQUEST_SIGNING_KEY);
  project.provide('companySiteUrl', config.COMPANY_SITE_URL);
  project.provide('chromiumPath', chromiumPath);

  return teardown;
}
