// The two builds `npm start`, `npm run build` and `npm test` need, each skipped while its inputs are unchanged
// (scripts/build-hash.mjs, docs/decisions/0025).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfChanged } from './build-hash.mjs';
import { REPO_ROOT, SERVER_DIST, SERVER_INPUTS, buildServer } from './server-build.mjs';

export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

/** What the Vite build reads: the app, its page and config, the contracts it imports, the installed packages. */
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/** Locks live outside the outputs, which the builds empty. */
const LOCK_DIR = path.join(REPO_ROOT, 'node_modules/.cache/gym-build');

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `code ${code}`})`)),
    );
  });
}

/** @param {string} message */
const log = (message) => console.log(`[build] ${message}`);

export const TARGETS = {
  /** The SPA, by the web workspace's own `vite build`. */
  web: {
    name: 'web (apps/web/dist)',
    root: REPO_ROOT,
    inputs: WEB_INPUTS,
    hashFile: path.join(WEB_DIST, '.build-hash'),
    lockFile: path.join(LOCK_DIR, 'web.lock'),
    build: () => run('npm', ['run', 'build', '-w', '@gym/web']),
    log,
  },
  /** The server as one JavaScript module (scripts/server-build.mjs). */
  server: {
    name: 'server (apps/server/dist)',
    root: REPO_ROOT,
    inputs: SERVER_INPUTS,
    hashFile: path.join(SERVER_DIST, '.build-hash'),
    lockFile: path.join(LOCK_DIR, 'server.lock'),
    build: async () => {
      await buildServer(SERVER_DIST);
    },
    log,
  },
};

/**
 * Builds the named targets whose inputs changed (all of them with `force`), one after the other.
 * @param {(keyof typeof TARGETS)[]} names
 * @param {{ force?: boolean }} [options]
 */
export async function buildTargets(names, { force = false } = {}) {
  for (const name of names) await buildIfChanged({ ...TARGETS[name], force });
}
