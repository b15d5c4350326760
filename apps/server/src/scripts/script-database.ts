import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { databaseLocation } from '../db/database-config';
import { type DatabaseHandle, openDatabase } from '../db/client';

/**
 * Opens the configured database for a staff script. An on-disk PGlite database belongs to one process:
 * while the server has it open (PGlite keeps postmaster.pid there), a second process must not open it.
 */
export async function openScriptDatabase(): Promise<DatabaseHandle> {
  const location = databaseLocation(loadConfig());
  if (!location.url && location.dataDir !== 'memory://') {
    const pidFile = path.join(location.dataDir, 'postmaster.pid');
    if (fs.existsSync(pidFile)) {
      console.error(
        `The database in ${location.dataDir} is open in another process (is the server running?).\n` +
          'Stop the server first, or set DATABASE_URL to use Postgres, which any number of processes can share.',
      );
      process.exit(1);
    }
  }
  return openDatabase(location);
}
