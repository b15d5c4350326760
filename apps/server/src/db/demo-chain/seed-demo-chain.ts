import { sql } from 'drizzle-orm';
import { clubDateTime, clubMoment, clubTodayIso } from '../../lib/club-date';
import { type PastCard, type PastMonth, recordLedgerHistory } from '../../modules/membership/ledger';
import type { SandboxBillingProvider } from '../../providers/billing/sandbox/sandbox-provider';
import { type BulkColumns, bulkInsert } from '../bulk-insert';
import type { Database } from '../client';
import { CLUBS } from '../seed-data/clubs';
import type { ClubMoment } from './chain-calendar';
import { DEMO_CHAIN, type ChainMember, type ChainOptions, demoChainHistory } from './chain-history';
import { type ChainSignup, demoChainSignups } from './chain-signups';

// Any fixed number: it names the lock that keeps two instances from seeding the chain at once.
const DEMO_CHAIN_LOCK_ID = 7_314_027;
/** How often a second instance asks again for the lock while the first seeds. */
const LOCK_POLL_MS = 200;

export interface DemoChainOptions {
  now: Date;
  freezeFeeCents: number;
  retryDays: readonly number[];
}

/**
 * Seeds the demo chain (chain-history.ts) once: on a first start, never over a database that has it. Everything in
 * one transaction, set-based, our side and the sandbox provider's together. Answers how many members it wrote.
 */
export async function seedDemoChain(
  db: Database,
  provider: SandboxBillingProvider,
  options: DemoChainOptions,
): Promise<number> {
  if (await hasChain(db)) return 0;
  const chainOptions = demoChainOptions(options);
  const members = demoChainHistory(chainOptions);
  const signups = demoChainSignups(chainOptions);
  return db.transaction(async (tx) => {
    await lockChain(tx);
    if (await hasChain(tx)) return 0;
    await bulkInsert(tx, 'users', USER_COLUMNS, members);
    await bulkInsert(tx, 'memberships', MEMBERSHIP_COLUMNS, members);
    await bulkInsert(tx, 'payment_methods', CARD_COLUMNS, members);
    await bulkInsert(
      tx,
      'plan_changes',
      PLAN_CHANGE_COLUMNS,
      members.filter((member) => member.planChange),
    );
    await bulkInsert(
      tx,
      'freezes',
      FREEZE_COLUMNS,
      members.filter((member) => member.freeze),
    );
    await bulkInsert(
      tx,
      'cancellations',
      CANCELLATION_COLUMNS,
      members.filter((member) => member.cancellation),
    );
    const providerCharges = await recordLedgerHistory(tx, {
      joins: members.map((member) => ({
        userId: member.id,
        membershipId: member.membershipId,
        runKey: member.join.requestKey,
        card: cardOf(member),
        amountCents: member.join.amountCents,
        providerChargeId: member.join.providerChargeId,
        at: instant(member.joinedAt),
      })),
      months: members.flatMap(monthsOf),
    });
    await provider.importHistory(tx, {
      cards: members.map(({ card, firstName, lastName }) => ({ ...card, billingName: `${firstName} ${lastName}` })),
      charges: providerCharges,
    });
    const visits = members.flatMap((member) => member.visits.map((visit) => ({ ...visit, userId: member.id })));
    await bulkInsert(tx, 'visits', VISIT_COLUMNS, visits);
    await bulkInsert(tx, 'signup_tracking', SIGNUP_COLUMNS, signups);
    return members.length;
  });
}

/** What the chain is made from: the club day and minute of `now`, the clubs, the billing settings. */
export function demoChainOptions(options: DemoChainOptions): ChainOptions {
  const shown = clubDateTime(options.now);
  return {
    today: clubTodayIso(options.now),
    nowMinute: Number(shown.slice(11, 13)) * 60 + Number(shown.slice(14, 16)),
    clubs: CLUBS,
    freezeFeeCents: options.freezeFeeCents,
    retryDays: options.retryDays,
  };
}

/**
 * Takes the seed's lock, waiting for another instance's seed a short statement at a time: a blocking wait would be
 * one statement as long as that seed, and every statement is bounded (DATABASE_STATEMENT_TIMEOUT_MS).
 */
async function lockChain(tx: Database): Promise<void> {
  for (;;) {
    const { rows } = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${DEMO_CHAIN_LOCK_ID}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (rows[0]?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

async function hasChain(db: Database): Promise<boolean> {
  const { rows } = (await db.execute(
    sql`select exists (select 1 from users where email like ${`%@${DEMO_CHAIN.emailDomain}`}) as seeded`,
  )) as unknown as { rows: { seeded: boolean }[] };
  return rows[0]!.seeded;
}

const instant = (moment: ClubMoment) => clubMoment(moment.day, moment.minute);
const iso = (moment: ClubMoment) => instant(moment).toISOString();

const cardOf = (member: ChainMember): PastCard => ({
  id: member.card.id,
  token: member.card.token,
  brand: member.card.brand,
  last4: member.card.last4,
});

function monthsOf(member: ChainMember): PastMonth[] {
  return member.months.map((month) => ({
    userId: member.id,
    membershipId: member.membershipId,
    period: month.period,
    kind: month.kind,
    amountCents: month.amountCents,
    postedAt: instant(month.attempts[0]!.at),
    card: cardOf(member),
    collections: month.attempts.map((attempt) => ({
      by: attempt.by,
      round: attempt.round,
      requestKey: attempt.requestKey,
      at: instant(attempt.at),
      outcome: attempt.outcome,
      providerChargeId: attempt.providerChargeId,
    })),
  }));
}

const USER_COLUMNS: BulkColumns<ChainMember> = {
  id: { type: 'uuid', value: (m) => m.id },
  email: { type: 'text', value: (m) => m.email },
  role: { type: 'text', value: () => 'member' },
  member_status: { type: 'text', value: () => 'active' },
  first_name: { type: 'text', value: (m) => m.firstName },
  last_name: { type: 'text', value: (m) => m.lastName },
  gender: { type: 'text', value: (m) => m.gender },
  birthday: { type: 'date', value: (m) => m.birthday },
  phone: { type: 'text', value: (m) => m.phone },
  address: { type: 'text', value: (m) => m.address },
  city: { type: 'text', value: (m) => m.city },
  state: { type: 'text', value: () => 'CA' },
  zip: { type: 'text', value: (m) => m.zip },
  home_club_id: { type: 'text', value: (m) => m.clubId },
  scan_code: { type: 'text', value: (m) => m.scanCode },
  locale: { type: 'text', value: (m) => m.locale },
  created_at: { type: 'timestamptz', value: (m) => iso(m.joinedAt) },
  updated_at: { type: 'timestamptz', value: (m) => iso(m.joinedAt) },
};

const MEMBERSHIP_COLUMNS: BulkColumns<ChainMember> = {
  id: { type: 'uuid', value: (m) => m.membershipId },
  user_id: { type: 'uuid', value: (m) => m.id },
  plan_id: { type: 'text', value: (m) => m.planId },
  club_id: { type: 'text', value: (m) => m.clubId },
  status: { type: 'text', value: (m) => m.status },
  start_date: { type: 'date', value: (m) => m.joinedAt.day },
  end_date: { type: 'date', value: (m) => m.endDate },
  price_cents: { type: 'integer', value: (m) => m.priceCents },
  prorated_cents: { type: 'integer', value: (m) => m.proratedCents },
  last_month_cents: { type: 'integer', value: (m) => m.lastMonthCents },
  billing_status: { type: 'text', value: (m) => m.billingStatus },
  past_due_since: { type: 'date', value: (m) => m.pastDueSince },
  suspended_at: { type: 'timestamptz', value: (m) => (m.suspendedAt ? iso(m.suspendedAt) : null) },
  created_at: { type: 'timestamptz', value: (m) => iso(m.joinedAt) },
};

const CARD_COLUMNS: BulkColumns<ChainMember> = {
  id: { type: 'uuid', value: (m) => m.card.id },
  user_id: { type: 'uuid', value: (m) => m.id },
  provider_token: { type: 'text', value: (m) => m.card.token },
  brand: { type: 'text', value: (m) => m.card.brand },
  last4: { type: 'text', value: (m) => m.card.last4 },
  exp_month: { type: 'integer', value: (m) => m.card.expMonth },
  exp_year: { type: 'integer', value: (m) => m.card.expYear },
  billing_name: { type: 'text', value: (m) => `${m.firstName} ${m.lastName}` },
  is_primary: { type: 'boolean', value: () => true },
  created_at: { type: 'timestamptz', value: (m) => iso(m.joinedAt) },
};

const PLAN_CHANGE_COLUMNS: BulkColumns<ChainMember> = {
  id: { type: 'uuid', value: (m) => m.planChange!.id },
  reference: { type: 'text', value: (m) => m.planChange!.reference },
  membership_id: { type: 'uuid', value: (m) => m.membershipId },
  user_id: { type: 'uuid', value: (m) => m.id },
  from_plan_id: { type: 'text', value: (m) => m.planChange!.fromPlanId },
  to_plan_id: { type: 'text', value: (m) => m.planId },
  from_club_id: { type: 'text', value: (m) => m.clubId },
  to_club_id: { type: 'text', value: (m) => m.clubId },
  from_price_cents: { type: 'integer', value: (m) => m.planChange!.fromPriceCents },
  to_price_cents: { type: 'integer', value: (m) => m.priceCents },
  effective_date: { type: 'date', value: (m) => m.planChange!.effectiveDate },
  status: { type: 'text', value: () => 'applied' },
  applied_at: { type: 'timestamptz', value: (m) => iso({ day: m.planChange!.effectiveDate, minute: 3 * 60 }) },
  created_at: { type: 'timestamptz', value: (m) => iso(m.planChange!.at) },
  updated_at: { type: 'timestamptz', value: (m) => iso({ day: m.planChange!.effectiveDate, minute: 3 * 60 }) },
};

const FREEZE_COLUMNS: BulkColumns<ChainMember> = {
  id: { type: 'uuid', value: (m) => m.freeze!.id },
  reference: { type: 'text', value: (m) => m.freeze!.reference },
  membership_id: { type: 'uuid', value: (m) => m.membershipId },
  user_id: { type: 'uuid', value: (m) => m.id },
  first_period: { type: 'date', value: (m) => m.freeze!.firstPeriod },
  last_period: { type: 'date', value: (m) => m.freeze!.lastPeriod },
  fee_cents: { type: 'integer', value: (m) => m.freeze!.feeCents },
  created_at: { type: 'timestamptz', value: (m) => iso(m.freeze!.at) },
};

const CANCELLATION_COLUMNS: BulkColumns<ChainMember> = {
  id: { type: 'uuid', value: (m) => m.cancellation!.id },
  reference: { type: 'text', value: (m) => m.cancellation!.reference },
  membership_id: { type: 'uuid', value: (m) => m.membershipId },
  user_id: { type: 'uuid', value: (m) => m.id },
  notice_date: { type: 'date', value: (m) => m.cancellation!.noticeDate },
  last_day: { type: 'date', value: (m) => m.cancellation!.lastDay },
  created_at: { type: 'timestamptz', value: (m) => iso(m.cancellation!.at) },
};

const VISIT_COLUMNS: BulkColumns<ChainMember['visits'][number] & { userId: string }> = {
  id: { type: 'uuid', value: (v) => v.id },
  user_id: { type: 'uuid', value: (v) => v.userId },
  club_id: { type: 'text', value: (v) => v.clubId },
  checked_in_at: { type: 'timestamptz', value: (v) => iso(v.at) },
  method: { type: 'text', value: () => 'code' },
};

const SIGNUP_COLUMNS: BulkColumns<ChainSignup> = {
  id: { type: 'uuid', value: (s) => s.id },
  email: { type: 'text', value: (s) => s.email },
  current_page: { type: 'text', value: (s) => s.currentPage },
  data: { type: 'jsonb', value: (s) => s.data },
  locale: { type: 'text', value: (s) => s.locale },
  created_at: { type: 'timestamptz', value: (s) => iso(s.startedAt) },
  updated_at: { type: 'timestamptz', value: (s) => iso(s.lastAt) },
};
