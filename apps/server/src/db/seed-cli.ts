// `npm run seed -w @gym/server`: migrates and seeds the configured database without starting the server.
import { loadConfig } from '../config';
import { databaseLocation } from './database-config';
import { PasswordHasher } from '../lib/passwords';
import { openDatabase } from './client';
import { seed } from './seed';

const config = loadConfig();
const handle = await openDatabase(databaseLocation(config));
try {
  await handle.migrate();
  await seed(handle.db, {
    demoAccounts: config.SEED_DEMO_DATA,
    passwords: new PasswordHasher(config.PASSWORD_HASH_COST),
  });
  console.info(`Seeded the ${handle.engine} database.`);
} finally {
  await handle.close();
}
