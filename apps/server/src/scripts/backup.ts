// `npm run backup [file]`: one tar.gz with the embedded database and the files (docs/deploy.md, "Backups"), taken
// while the server runs (it takes it, in one consistent moment, and sends it over its Unix socket in
// DATA_DIR/control) or, when no server has the database open, by this process. Postgres and S3 have their own tools.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../config';
import { archiveOf, backupSocketPath, diskStorageDir, takeSnapshot } from '../db/backup';
import { openDatabase } from '../db/client';
import { systemClock } from '../lib/clock';

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back up Postgres with its own tools (pg_dump, or base backups and WAL archiving), and a ' +
      'bucket at STORAGE_URL with versioning or `aws s3 sync` (docs/deploy.md, "Backups").',
  );
  process.exit(2);
}
if (config.DATA_DIR === 'memory://') {
  console.error('DATA_DIR=memory:// keeps nothing to back up.');
  process.exit(2);
}
const now = systemClock.now();
const file = path.resolve(process.argv[2] ?? `gym-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
const partial = `${file}.partial`;
const socketPath = backupSocketPath(config.DATA_DIR);
const dbDir = path.join(path.resolve(config.DATA_DIR), 'db');

try {
  if (fs.existsSync(socketPath) || fs.existsSync(path.join(dbDir, 'postmaster.pid'))) await fromServer();
  else await byThisProcess();
  fs.renameSync(partial, file);
} catch (error) {
  fs.rmSync(partial, { force: true });
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.info(
  `Backup written to ${file}${config.STORAGE_URL ? ' (the database only: the files are in the bucket)' : ''}.`,
);

/** The running server takes it: it has the database open. */
async function fromServer() {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request({ socketPath, method: 'POST', path: '/backup' }, resolve);
    request.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
            ? `The database in ${dbDir} is open (postmaster.pid) but no server answers at ${socketPath}. If no ` +
                'server runs, it was not stopped cleanly: start it and stop it once, or back up while it runs.'
            : `Could not ask the server for a backup at ${socketPath}: ${error.message}`,
        ),
      ),
    );
    request.end();
  });
  if (response.statusCode !== 200) {
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    throw new Error(`The server could not take the backup: ${Buffer.concat(chunks).toString().trim()}`);
  }
  await pipeline(response, fs.createWriteStream(partial, { mode: 0o600 }));
}

/** No server has the database: this process opens it and takes the same backup. */
async function byThisProcess() {
  const handle = await openDatabase({ dataDir: dbDir });
  try {
    const staging = await takeSnapshot(handle.pglite!, {
      workDir: path.resolve(config.DATA_DIR),
      storageDir: diskStorageDir(config),
      now,
    });
    await pipeline(archiveOf(staging), fs.createWriteStream(partial, { mode: 0o600 }));
  } finally {
    await handle.close();
  }
}
