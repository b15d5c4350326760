// Build once: a build runs only when a SHA-256 over its inputs differs from the one stored beside its output
// (docs/decisions/0025). One build of a kind at a time, across processes, through a lock file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Never inputs of a build: installed packages, outputs, and tests (no build imports them). */
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.git']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const LOCK_POLL_MS = 200;
const LOCK_WAIT_MS = 15 * 60_000;

/**
 * Files under `input` (a file or a folder, relative to root), as sorted '/'-separated relative paths.
 * @param {string} root
 * @param {string} input
 * @returns {string[]}
 */
function listFiles(root, input) {
  const absolute = path.join(root, input);
  const stat = fs.statSync(absolute, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [input.split(path.sep).join('/')];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() ? SKIPPED_DIRECTORIES.has(entry.name) : TEST_FILE.test(entry.name)))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => listFiles(root, path.join(input, entry.name)));
}

/**
 * A SHA-256 over the inputs' paths and contents: any change of content, a file added, renamed or removed
 * changes it. An input that does not exist counts as empty (so that creating it changes the hash).
 * @param {string} root
 * @param {string[]} inputs files or folders relative to root
 */
export function hashInputs(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    hash.update(`input ${input}\n`);
    for (const file of listFiles(root, input)) {
      const content = fs.readFileSync(path.join(root, file));
      hash.update(`file ${file} ${content.length}\n`);
      hash.update(content);
    }
  }
  return hash.digest('hex');
}

/** @param {number} pid */
function processExists(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Takes the lock file (our pid in it), waiting for another live process's build; a dead process's lock is taken over.
 * @param {string} lockFile
 * @param {string} name
 * @param {(message: string) => void} log
 */
async function acquireLock(lockFile, name, log) {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  let told = false;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    if (!Number.isInteger(holder) || !processExists(holder)) {
      fs.rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${name}: process ${holder} has held ${lockFile} for too long`);
    if (!told) log(`${name}: waiting for the build in process ${holder}`);
    told = true;
    await sleep(LOCK_POLL_MS);
  }
}

/**
 * Runs `build` unless the inputs' hash equals the one in `hashFile`; stores the hash after a successful build.
 * The hash is taken before building, so an input edited during the build makes the next run build again.
 * @param {{ name: string, root: string, inputs: string[], hashFile: string, lockFile: string,
 *   build: () => Promise<void>, force?: boolean, log?: (message: string) => void }} target
 * @returns {Promise<'built' | 'unchanged'>}
 */
export async function buildIfChanged({
  name,
  root,
  inputs,
  hashFile,
  lockFile,
  build,
  force = false,
  log = console.log,
}) {
  await acquireLock(lockFile, name, log);
  try {
    const hash = hashInputs(root, inputs);
    const stored = fs.existsSync(hashFile) ? fs.readFileSync(hashFile, 'utf8').trim() : undefined;
    if (!force && stored === hash) {
      log(`${name}: up to date (${hash.slice(0, 12)})`);
      return 'unchanged';
    }
    log(`${name}: ${force ? 'building (forced)' : stored ? 'inputs changed, building' : 'building'}`);
    // No hash while the output is being replaced: a failed build is built again next time.
    fs.rmSync(hashFile, { force: true });
    await build();
    fs.mkdirSync(path.dirname(hashFile), { recursive: true });
    fs.writeFileSync(hashFile, `${hash}\n`);
    return 'built';
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}
