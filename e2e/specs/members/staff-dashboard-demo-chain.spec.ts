import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AppInstance, startAppInstance } from '../../support/app-instance';
import { saveScreenshot, useBrowser } from '../../support/browser';
import { expectHeading } from '../../support/pages';
import { signInThroughForm } from '../../support/sign-in';

// The demo chain (issue 26): on a first start with the demo chain, the director's dashboard shows the figures of the
// rows the seed wrote — a chain's, not three joins and an empty chart.
const { newPage } = useBrowser();

const DIRECTOR = { email: 'director@example.com', password: 'Director123!' };
const CLUB_DAY = (column: string) => `(${column} at time zone 'America/Los_Angeles')::date`;
const TODAY = CLUB_DAY('now()');

let chainApp: AppInstance | undefined;
beforeAll(async () => {
  // As `npm start` has it: the demo accounts and the chain.
  chainApp = await startAppInstance({ SEED_DEMO_CHAIN: 'true' });
});
afterAll(() => chainApp?.stop());

async function count(query: string): Promise<number> {
  const [row] = await chainApp!.readRows<{ n: number }>(`select (${query})::int as n`);
  return row!.n;
}

/** The number after a label in a dashboard card, e.g. 'Last 30 days' -> 233. */
async function figure(page: Awaited<ReturnType<typeof newPage>>, card: string, label: string): Promise<number> {
  const text = await page.getByRole('region', { name: card, exact: true }).innerText();
  const match = new RegExp(`${label}\\s*\\$?([\\d,.]+)`).exec(text);
  if (!match) throw new Error(`no '${label}' in the ${card} card: ${text}`);
  return Number(match[1]!.replace(/,/g, ''));
}

it("shows the director the chain's joins, check-ins, members behind and notices coming, as its rows have them", async () => {
  const page = await newPage('desktop', { origin: chainApp!.origin });
  await signInThroughForm(page, DIRECTOR);
  await page.goto(`${chainApp!.origin}/staff/dashboard`);
  await expectHeading(page, 'Dashboard');

  // The jobs started with the app (the billing run's catch-up, dunning) may still be moving members while the page
  // is read: each figure is read from the page and from the rows again until the two agree, and must agree.
  const CHECK_INS_CARD = { name: 'Check-ins', exact: true } as const;
  const agreed = async (card: string, label: string, query: string): Promise<number> => {
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('region', CHECK_INS_CARD).waitFor();
          const shown = await figure(page, card, label);
          const counted = await count(query);
          return shown === counted ? 'agree' : `${card} ${label}: ${shown} on the page, ${counted} in the rows`;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe('agree');
    return count(query);
  };
  const joins = await agreed(
    'Joins',
    'Last 30 days',
    `select count(*) from memberships where ${CLUB_DAY('created_at')} > ${TODAY} - 30`,
  );
  await agreed('Check-ins', 'Today', `select count(*) from visits where ${CLUB_DAY('checked_in_at')} = ${TODAY}`);
  await agreed(
    'Past due',
    'Members',
    `select count(distinct user_id) from memberships
      where status = 'active' and billing_status in ('past_due', 'suspended')`,
  );
  const cancellations = await agreed(
    'Coming in the next 30 days',
    'Cancellations',
    `select count(*) from cancellations
      where withdrawn_at is null and last_day >= ${TODAY} and last_day < ${TODAY} + 30`,
  );
  await agreed(
    'Coming in the next 30 days',
    'Freezes starting',
    `select count(*) from freezes where withdrawn_at is null and first_period >= ${TODAY} and first_period < ${TODAY} + 30`,
  );
  // A chain's figures: the seed wrote some 2,000 members over fourteen months.
  expect(joins).toBeGreaterThan(100);
  expect(cancellations).toBeGreaterThan(10);
  expect(await figure(page, 'Dues collected', 'Last 30 days')).toBeGreaterThan(50_000);
  await saveScreenshot(page, 'staff-dashboard-demo-chain');
});
