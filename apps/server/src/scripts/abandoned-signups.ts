// `npm run abandoned-signups -w @gym/server -- [hours] [--limit=500]`: sign-ups the gym can follow up.
import { parseArgs } from 'node:util';
import { findAbandonedSignups, formatAbandonedSignups } from '../modules/signup/tracking/abandoned-signups';
import { openScriptDatabase } from './script-database';

const { values, positionals } = parseArgs({
  options: { hours: { type: 'string' }, limit: { type: 'string', default: '500' } },
  allowPositionals: true,
});
const olderThanHours = Number(values.hours ?? positionals[0] ?? '1');
const limit = Number(values.limit);
if (!(olderThanHours > 0) || !Number.isInteger(limit) || limit < 1) {
  console.error('Usage: npm run abandoned-signups -w @gym/server -- [hours, default 1] [--limit=<rows, default 500>]');
  process.exit(2);
}

const handle = await openScriptDatabase();
try {
  console.info(
    formatAbandonedSignups(await findAbandonedSignups(handle.db, { olderThanHours, limit }), olderThanHours),
  );
} finally {
  await handle.close();
}
