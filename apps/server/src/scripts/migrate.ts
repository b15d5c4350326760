// `npm run migrate`: the database migrations (and the idempotent seed) as a step of their own, before a rollout
// (docs/deploy.md): against DATABASE_URL, or the embedded PGlite database in DATA_DIR/db when no server has it
// open. On Postgres it takes the lock an instance migrating at start takes, so the two never run at once.
import { loadConfig } from '../config';
import { migrateAndSeed, pendingMigrations } from '../db/migrations-step';
import { systemClock } from '../lib/clock';
import { PasswordHasher } from '../lib/passwords';
import { openScriptDatabase } from './script-database';

const config = loadConfig();
const handle = await openScriptDatabase();
try {
  const pending = await pendingMigrations(handle);
  await migrateAndSeed(handle, {
    seedDemoAccounts: config.SEED_DEMO_DATA,
    passwords: new PasswordHasher(config.PASSWORD_HASH_COST),
    now: systemClock.now(),
  });
  console.info(
    pending.length === 0
      ? `The ${handle.engine} database was up to date; the seed is checked.`
      : `Applied ${pending.length} migration(s) to the ${handle.engine} database: ${pending.join(', ')}.`,
  );
} finally {
  await handle.close();
}
