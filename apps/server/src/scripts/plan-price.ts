// `npm run plan-price -w @gym/server -- --plan <id> --price <dollars> --from YYYY-MM`: records a new monthly price
// for a plan from a billing day at least 30 days away (the agreement's notice) and the e-mails telling its members;
// the billing run charges the new price from that month (docs/decisions/0028).
import { systemClock } from '../lib/clock';
import { AppError } from '../lib/app-error';
import {
  PLAN_PRICE_USAGE,
  parsePlanPriceArgs,
  recordPlanPrice,
} from '../modules/membership/price-changes/plan-price-command';
import { openScriptDatabase } from './script-database';

const request = parsePlanPriceArgs(process.argv.slice(2));
if ('error' in request) {
  console.error(`${request.error}\n${PLAN_PRICE_USAGE}`);
  process.exit(2);
}

const handle = await openScriptDatabase();
try {
  await handle.migrate();
  console.info((await recordPlanPrice(request, { db: handle.db, clock: systemClock })).join('\n'));
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
