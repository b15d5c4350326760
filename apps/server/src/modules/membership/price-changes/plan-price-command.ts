import { parseArgs } from 'node:util';
import { formatCurrency } from '@gym/contracts/money';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { formatCalendarDate } from '../../../providers/documents';
import { PriceChangesRepository } from './price-changes.repository';
import { type PriceChangeRequest, PriceChangesService } from './price-changes.service';

/** The plan-price command (scripts/plan-price.ts): its arguments read, and a change recorded with its report. */

export const PLAN_PRICE_USAGE =
  'Usage: npm run plan-price -w @gym/server -- --plan <plan id> --price <dollars, e.g. 54.99> --from <YYYY-MM>\n' +
  '  --from is the first month billed at the new price; it must begin at least 30 days from today.';

/** The command's arguments as a request, or what is wrong with them. */
export function parsePlanPriceArgs(args: string[]): PriceChangeRequest | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { plan: { type: 'string' }, price: { type: 'string' }, from: { type: 'string' } },
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  const { plan, price, from } = values;
  if (!plan || !price || !from) return { error: '--plan, --price and --from are all required.' };
  const dollars = /^(-?\d+)(?:\.(\d{1,2}))?$/.exec(price);
  if (!dollars) return { error: `--price ${price} is not an amount of dollars such as 54.99.` };
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(from);
  if (!month) return { error: `--from ${from} is not a month such as 2027-03.` };
  const sign = dollars[1]!.startsWith('-') ? -1 : 1;
  const cents = Math.abs(Number(dollars[1])) * 100 + Number((dollars[2] ?? '').padEnd(2, '0'));
  return { planId: plan, priceCents: sign * cents, effectivePeriod: `${from}-01` };
}

/** Records the change (or throws the AppError that says why not) and answers the lines the command prints. */
export async function recordPlanPrice(
  request: PriceChangeRequest,
  deps: { db: Database; clock: Clock },
): Promise<string[]> {
  const service = new PriceChangesService({ repository: new PriceChangesRepository(deps.db), clock: deps.clock });
  const change = await service.record(request);
  return [
    `Price change recorded for ${change.planName} (${change.planId}):`,
    `  ${formatCurrency(change.oldPriceCents)} -> ${formatCurrency(change.priceCents)} a month, ` +
      `from the billing day ${formatCalendarDate(change.effectivePeriod)}`,
    `  members to be told  ${change.notified} (the server's billing-notices job e-mails them within the minute)`,
  ];
}
