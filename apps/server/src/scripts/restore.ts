// `npm run restore <file>`: puts a backup made by `npm run backup` back into DATA_DIR/db and the files' directory
// (docs/deploy.md, "Backups"). Refused while a server runs on DATA_DIR: stop it first, start it after.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { loadConfig } from '../config';
import { backupSocketPath, diskStorageDir, restoreBackup } from '../db/backup';
import { systemClock } from '../lib/clock';

const config = loadConfig();
const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run restore <backup.tar.gz> (a file `npm run backup` wrote)');
  process.exit(2);
}
if (config.DATABASE_URL || config.DATA_DIR === 'memory://') {
  console.error(
    'restore is for the embedded database in DATA_DIR; Postgres restores with pg_restore (docs/deploy.md).',
  );
  process.exit(2);
}
const dataDir = path.resolve(config.DATA_DIR);
const socketPath = backupSocketPath(dataDir);
const pidFile = path.join(dataDir, 'db', 'postmaster.pid');
const serverAnswers = await answers(socketPath);
if (serverAnswers || fs.existsSync(pidFile)) {
  console.error(
    `A server has the database in ${path.join(dataDir, 'db')} open: stop it first (restore replaces what it has ` +
      'open), then start it again after the restore.' +
      (serverAnswers ? '' : ' (If none runs, it was not stopped cleanly: start it and stop it once.)'),
  );
  process.exit(1);
}

try {
  const manifest = await restoreBackup(path.resolve(file), {
    dataDir,
    storageDir: diskStorageDir(config),
    now: systemClock.now(),
  });
  console.info(
    `Restored the backup taken at ${manifest.takenAt} (${manifest.files} files) into ${dataDir}. Start the server.`,
  );
} catch (error) {
  console.error(
    `The restore failed; the data directory is as it was: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}

function answers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const connection = net.connect(socket);
    connection.once('connect', () => {
      connection.destroy();
      resolve(true);
    });
    connection.once('error', () => resolve(false));
  });
}
