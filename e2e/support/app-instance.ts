import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The SPA build the run serves: E2E_WEB_DIST_DIR, so that a rebuild of apps/web/dist cannot change a run. */
export const webDistDir = () => process.env.E2E_WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist');

export interface AppInstance {
  /** e.g. http://127.0.0.1:43117 (no trailing slash). */
  origin: string;
  signingKey: string;
  companySiteUrl: string;
  /** Rows of the instance's own database: what a spec checks the pages against. */
  readRows<T>(query: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * The real app in this process (PGlite in a fresh temp dir, the built SPA) on a free 127.0.0.1 port: the run's own
 * (global-setup.ts), or one a spec starts with settings of its own (`env`, e.g. ANALYTICS_ID).
 */
export async function startAppInstance(env: Record<string, string> = {}): Promise<AppInstance> {
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
    WEB_DIST_DIR: webDistDir(),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
    LOGIN_RATE_LIMIT_PER_ADDRESS: '1000',
    // The specs sign in hundreds of times: argon2id at its lowest cost, which the server accepts in tests only.
    PASSWORD_HASH_COST: 'test-only-low',
    // A sign-up the spec just left is listed in the staff's follow-ups at once, not after an hour idle.
    ABANDONED_SIGNUP_AFTER_MINUTES: '0',
    ...env,
  });
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await stop();
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    await stop();
    throw new Error('[e2e] The app is not listening on a TCP port');
  }
  return {
    origin: `http://127.0.0.1:${address.port}`,
    signingKey: config.REQUEST_SIGNING_KEY,
    companySiteUrl: config.COMPANY_SITE_URL,
    readRows: async <T>(query: string, values?: unknown[]) => (await app.rawSql.executeSql(query, values)).rows as T[],
    stop,
  };
}
