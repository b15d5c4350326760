import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';

/**
 * Backups of the embedded default (docs/decisions/0055): one tar.gz with the PGlite database as PGlite dumps it
 * (`db.tar`, dumpDataDir) and the files of the disk storage (`files/`), taken in one consistent moment, plus
 * `backup.json` saying what it holds. `npm run backup` asks the running server for one over a Unix socket in
 * DATA_DIR (plugins/backup-control.ts), or opens the database itself when no server has it; `npm run restore`
 * puts one back while no server runs.
 */
export const BACKUP_FORMAT = 'gym-embedded-backup/1';
const MANIFEST = 'backup.json';
const DUMP = 'db.tar';
const FILES = 'files';
/** The disk storage's own temporary files (a write in progress), never part of a backup. */
const STORAGE_TEMP_PREFIX = '.tmp-';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  takenAt: string;
  /** Files (and their content-type records) in files/. */
  files: number;
}

/**
 * Where the running server answers backup requests: a Unix socket in DATA_DIR/control, a directory only the account
 * that runs the server may enter (0700), so only it (and root) can ask for the database.
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'control', 'backup.sock');
}

/** The directory of the disk storage the embedded default uses, or null when files are in a bucket or memory. */
export function diskStorageDir(config: { DATA_DIR: string; STORAGE_DIR?: string; STORAGE_URL?: unknown }) {
  if (config.STORAGE_URL) return null;
  if (config.STORAGE_DIR) return path.resolve(config.STORAGE_DIR);
  return config.DATA_DIR === 'memory://' ? null : path.join(path.resolve(config.DATA_DIR), 'files');
}

/**
 * Takes the backup's content into a new staging directory in `workDir` and returns it. The moment is one PGlite
 * transaction: while it is open no other query or transaction of the server runs, so the database is dumped after a
 * checkpoint as it stands, and the files are taken in the same moment: hard links (the disk storage replaces a file
 * by a rename, never in place, so a link keeps the bytes of that moment; a copy where the storage is on another
 * file system). A file is written before the row that names it is committed and deleted after, so every file a
 * dumped row names is in the backup.
 */
export async function takeSnapshot(
  client: PGlite,
  options: { workDir: string; storageDir: string | null; now: Date },
): Promise<string> {
  const staging = path.join(options.workDir, `.backup-${randomUUID()}`);
  fs.mkdirSync(path.join(staging, FILES), { recursive: true, mode: 0o700 });
  try {
    const { dump, files } = await client.transaction(async (tx) => {
      await tx.exec('checkpoint');
      const dump = await client.dumpDataDir('none');
      const files = options.storageDir ? await linkTree(options.storageDir, path.join(staging, FILES)) : 0;
      return { dump, files };
    });
    await pipeline(Readable.fromWeb(dump.stream() as never), fs.createWriteStream(path.join(staging, DUMP)));
    const manifest: BackupManifest = { format: BACKUP_FORMAT, takenAt: options.now.toISOString(), files };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return staging;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Links (or copies) every file under `from` into `to`, keeping the tree; the storage's temporary files left out. */
async function linkTree(from: string, to: string): Promise<number> {
  let count = 0;
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  await fs.promises.mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (entry.name.startsWith(STORAGE_TEMP_PREFIX)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) count += await linkTree(source, target);
    else if (entry.isFile()) {
      try {
        await fs.promises.link(source, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue; // deleted since readdir, after its row: not in the dump either
        if (code !== 'EXDEV' && code !== 'EPERM') throw error;
        await fs.promises.copyFile(source, target);
      }
      count += 1;
    }
  }
  return count;
}

/** The staging directory as one tar.gz stream; the directory is removed once the stream ends or fails. */
export function archiveOf(staging: string): Readable {
  const stream = tar.c({ gzip: true, cwd: staging, portable: true }, [MANIFEST, DUMP, FILES]) as unknown as Readable;
  const cleanUp = () => fs.rmSync(staging, { recursive: true, force: true });
  stream.once('end', cleanUp);
  stream.once('error', cleanUp);
  stream.once('close', cleanUp);
  return stream;
}

export class RestoreError extends Error {}

/**
 * Puts a backup back into DATA_DIR/db and the storage directory; the caller has made sure no server runs. The
 * archive is unpacked and its database made a data directory first, beside the live ones; then the live ones are
 * moved aside, the restored ones moved in, and the ones aside removed only once that has succeeded (moved back
 * otherwise).
 */
export async function restoreBackup(
  archive: string,
  options: { dataDir: string; storageDir: string | null; now: Date },
): Promise<BackupManifest> {
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = path.join(dataDir, `.restore-${randomUUID()}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  const stamp = options.now.toISOString().replace(/[:.]/g, '-');
  const moves: { live: string; aside: string; restored: string }[] = [];
  try {
    await tar.x({ file: archive, cwd: staging, strict: true });
    const manifest = readManifest(staging);
    const dump = fs.readFileSync(path.join(staging, DUMP));
    const { PGlite } = await import('@electric-sql/pglite');
    // PGlite writes the dump out as a data directory and starts on it once, so what moves in is one it opens.
    const restoredDb = path.join(staging, 'db');
    const check = await PGlite.create({ dataDir: restoredDb, loadDataDir: new Blob([dump]) });
    await check.close();

    moves.push({
      live: path.join(dataDir, 'db'),
      aside: path.join(dataDir, `db.before-restore-${stamp}`),
      restored: restoredDb,
    });
    if (options.storageDir)
      moves.push({
        live: options.storageDir,
        aside: `${options.storageDir}.before-restore-${stamp}`,
        restored: path.join(staging, FILES),
      });
    const done: typeof moves = [];
    try {
      for (const move of moves) {
        if (fs.existsSync(move.live)) fs.renameSync(move.live, move.aside);
        done.push(move);
        await moveDir(move.restored, move.live);
      }
    } catch (error) {
      for (const move of done.reverse()) {
        fs.rmSync(move.live, { recursive: true, force: true });
        if (fs.existsSync(move.aside)) fs.renameSync(move.aside, move.live);
      }
      throw error;
    }
    for (const move of moves) fs.rmSync(move.aside, { recursive: true, force: true });
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(staging: string): BackupManifest {
  let manifest: Partial<BackupManifest> | undefined;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8')) as Partial<BackupManifest>;
  } catch {
    manifest = undefined;
  }
  if (manifest?.format !== BACKUP_FORMAT || !fs.existsSync(path.join(staging, DUMP)))
    throw new RestoreError(`not a backup of this product (${BACKUP_FORMAT}): no ${MANIFEST} and ${DUMP} in it`);
  return manifest as BackupManifest;
}

/** A rename, or a copy and removal where the storage directory is on another file system. */
async function moveDir(from: string, to: string): Promise<void> {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.promises.cp(from, to, { recursive: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}
