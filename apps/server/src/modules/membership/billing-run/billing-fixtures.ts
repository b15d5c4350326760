import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { addDays } from './billing-calendar';

/**
 * A billing run's dataset and its audit, shared by the crash tests (billing-crash.test.ts) and the bench
 * (bench/lib/billing-run.ts): members in bulk, made with set-based SQL so that 100,000 take seconds, and the
 * counts that prove a run billed each of them exactly once.
 */

/** The staff command the operator runs (`npm run billing`), for a child process started from the repository root. */
export const BILLING_COMMAND = [
  '--import',
  'tsx',
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/billing.ts'),
];

export interface BillingMembersOptions {
  /** Monthly memberships to make, one member each. */
  count: number;
  /** The month to bill (YYYY-MM-01): the memberships start in the month before it. */
  period: string;
  /** Every n-th member's card declines (50: 2 %); the others approve. */
  declineEvery?: number;
}

export interface BillingMembers {
  approving: number;
  declining: number;
}

const ids = (kind: string, tag: string) => sql.raw(`md5('${tag}:${kind}:' || n)::uuid`);

/**
 * Members with a monthly membership (the seeded monthly and premier plans, spread over the clubs) that started
 * the month before `period`, and one primary card each that the sandbox provider knows, as its card page would
 * have stored it. Needs the reference data (clubs, plans). Ids derive from a tag of this call, so several calls
 * add to one database.
 */
export async function createBillingMembers(db: Database, options: BillingMembersOptions): Promise<BillingMembers> {
  const { count, period, declineEvery = 50 } = options;
  if (!Number.isInteger(count) || count < 1) throw new Error(`count must be a positive integer, not ${count}`);
  if (!Number.isInteger(declineEvery) || declineEvery < 1) throw new Error('declineEvery must be a positive integer');
  const tag = randomBytes(4).toString('hex');
  const startDate = addDays(period, -20);
  const expYear = Number(period.slice(0, 4)) + 3;
  const declines = sql.raw(`n % ${declineEvery} = 0`);
  // Member n takes the (n mod offers)-th monthly offer, a plan and a club it is sold at.
  const members = sql`
    with offer as (
      select p.id as plan_id, pc.club_id, p.price_cents, row_number() over (order by p.id, pc.club_id) - 1 as k
      from plans p join plan_clubs pc on pc.plan_id = p.id
      where p.validity_days is null
    )
    select n, offer.plan_id, offer.club_id, offer.price_cents
    from generate_series(1, ${count}::int) n
    join offer on offer.k = n % (select count(*) from offer)`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, email, first_name, last_name, role, member_status, home_club_id, scan_code)
      select ${ids('user', tag)}, 'billing-' || ${tag} || '-' || n || '@example.com', 'Billing', 'Member ' || n,
        'member', 'member', club_id, 'BILLING-' || ${tag} || '-' || n
      from (${members}) m`);
    await tx.execute(sql`
      insert into memberships (id, user_id, plan_id, club_id, start_date, price_cents)
      select ${ids('membership', tag)}, ${ids('user', tag)}, plan_id, club_id, ${startDate}::date, price_cents
      from (${members}) m`);
    await tx.execute(sql`
      insert into billing_sandbox_cards (token, brand, last4, exp_month, exp_year, billing_name, behaviour)
      select 'tok_billing_' || ${tag} || '_' || n, 'visa', case when ${declines} then '0002' else '4242' end,
        12, ${expYear}::int, 'Member ' || n, case when ${declines} then 'decline' else 'approve' end
      from generate_series(1, ${count}::int) n`);
    await tx.execute(sql`
      insert into payment_methods (id, user_id, provider_token, brand, last4, exp_month, exp_year, billing_name, is_primary)
      select ${ids('card', tag)}, ${ids('user', tag)}, 'tok_billing_' || ${tag} || '_' || n, 'visa',
        case when ${declines} then '0002' else '4242' end, 12, ${expYear}::int, 'Member ' || n, true
      from generate_series(1, ${count}::int) n`);
  });
  const declining = Math.floor(count / declineEvery);
  return { approving: count - declining, declining };
}

/** How far a billing run for `period` has got, polled while it runs. */
export interface BillingProgress {
  dues: number;
  /** The month's autopay attempts, and those settled (succeeded or declined). */
  attempts: number;
  settled: number;
  /** The provider's charges (billing_sandbox_charges), approved or declined. */
  providerCharges: number;
  /**
   * Billing notices taken for sending, or sent: the billing command has finished the run and is sending its
   * e-mails (receipts with their PDFs, declines), which the notices' own tests cover.
   */
  noticesTaken: number;
}

export async function billingProgress(db: Database, period: string): Promise<BillingProgress> {
  const result = (await db.execute(sql`select
      (select count(*) from ledger_entries where kind = 'dues' and period = ${period})::int as dues,
      (select count(*) from payment_attempts where kind = 'autopay' and period = ${period})::int as attempts,
      (select count(*) from payment_attempts
        where kind = 'autopay' and period = ${period} and status <> 'pending')::int as settled,
      (select count(*) from billing_sandbox_charges)::int as "providerCharges",
      (select count(*) from billing_notices
        where claimed_until is not null or sent_at is not null)::int as "noticesTaken"`)) as unknown as {
    rows: BillingProgress[];
  };
  return result.rows[0]!;
}

/** What the ledger and the provider's own records say about one month's billing; every "wrong" count must be 0. */
export interface BillingAudit {
  /** Monthly memberships that the month's dues are owed for. */
  billable: number;
  duesPosted: number;
  /** Autopay charges recorded for the month (charges rows), and declined attempts. */
  charged: number;
  declined: number;
  /** The provider's charges for the month's autopay keys (billing_sandbox_charges), approved or declined. */
  providerCharges: number;
  wrong: {
    /** Dues entries beyond one per membership and month. */
    duplicateDues: number;
    /** charges rows beyond one per idempotency key. */
    duplicateCharges: number;
    /** Provider charges beyond one per idempotency key. */
    duplicateProviderCharges: number;
    /** Memberships the provider charged (approved) more than once for the month, whatever the keys. */
    membershipsChargedTwice: number;
    /** Approved provider charges with no charges row, declined ones whose attempt is not recorded declined. */
    providerChargesUnrecorded: number;
    /** charges rows with no payment entry in the ledger. */
    chargesWithoutLedgerEntry: number;
    /** Billable memberships with no dues for the month. */
    missedDues: number;
    /** Memberships with the month's dues but neither a succeeded nor a declined autopay attempt. */
    unsettled: number;
    /** Members whose balance is not what their card makes it: 0 for an approving card, the dues for a declining one. */
    wrongBalances: number;
  };
}

async function one(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Counts one month's billing from the ledger and the provider's records (a few full scans: seconds at 100,000). */
export async function auditBillingRun(db: Database, period: string): Promise<BillingAudit> {
  const keys = `autopay:%:${period}:%`;
  const count = (query: ReturnType<typeof sql>) => one(db, query);
  return {
    billable: await count(sql`select count(*) as n from memberships
      where status = 'active' and end_date is null and start_date < ${period}::date and price_cents > 0`),
    duesPosted: await count(sql`select count(*) as n from ledger_entries where kind = 'dues' and period = ${period}`),
    charged: await count(
      sql`select count(*) as n from charges where kind = 'autopay' and idempotency_key like ${keys}`,
    ),
    declined: await count(sql`select count(*) as n from payment_attempts
      where kind = 'autopay' and period = ${period} and status = 'declined'`),
    providerCharges: await count(
      sql`select count(*) as n from billing_sandbox_charges where idempotency_key like ${keys}`,
    ),
    wrong: {
      duplicateDues: await count(sql`select count(*) - count(distinct (membership_id, period)) as n
        from ledger_entries where kind = 'dues'`),
      duplicateCharges: await count(sql`select count(*) - count(distinct idempotency_key) as n from charges`),
      duplicateProviderCharges: await count(sql`select count(*) - count(distinct idempotency_key) as n
        from billing_sandbox_charges`),
      membershipsChargedTwice: await count(sql`select count(*) as n from (
        select split_part(idempotency_key, ':', 2) from billing_sandbox_charges
        where status = 'succeeded' and idempotency_key like ${keys}
        group by 1 having count(*) > 1) twice`),
      providerChargesUnrecorded: await count(sql`select count(*) as n from billing_sandbox_charges p
        where (p.status = 'succeeded' and not exists (select 1 from charges c where c.idempotency_key = p.idempotency_key))
           or (p.status = 'declined' and not exists (select 1 from payment_attempts a
                where a.provider_key = p.idempotency_key and a.status = 'declined'))`),
      chargesWithoutLedgerEntry: await count(sql`select count(*) as n from charges c
        where not exists (select 1 from ledger_entries l where l.charge_id = c.id and l.kind = 'payment')`),
      missedDues: await count(sql`select count(*) as n from memberships m
        where m.status = 'active' and m.end_date is null and m.start_date < ${period}::date and m.price_cents > 0
          and not exists (select 1 from ledger_entries l
            where l.kind = 'dues' and l.membership_id = m.id and l.period = ${period})`),
      unsettled: await count(sql`select count(*) as n from ledger_entries l
        where l.kind = 'dues' and l.period = ${period}
          and not exists (select 1 from payment_attempts a where a.membership_id = l.membership_id
            and a.period = ${period} and a.status in ('succeeded', 'declined'))`),
      wrongBalances: await count(sql`select count(*) as n from memberships m
        join payment_methods pm on pm.user_id = m.user_id and pm.is_primary
        join billing_sandbox_cards card on card.token = pm.provider_token
        where m.start_date < ${period}::date
          and (select coalesce(sum(amount_cents), 0) from ledger_entries l where l.user_id = m.user_id)
            <> case when card.behaviour = 'decline' then m.price_cents else 0 end`),
    },
  };
}

/** The names of the counts that are not 0, with their values ('' when none). */
export function auditFailures(audit: BillingAudit): string {
  return Object.entries(audit.wrong)
    .filter(([, value]) => value !== 0)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
}
