import { sql } from 'drizzle-orm';
import type { Database } from '@gym/server/db/client';
import { clubTodayIso } from '@gym/server/lib/club-date';
import { createBillingMembers } from '@gym/server/modules/membership/billing-run/billing-fixtures';

/**
 * The staff dashboard's bench dataset, on top of the billing bench's members (one membership and card each):
 * memberships started over the last year, three months of autopay with their ledger lines, balance payments,
 * 2% of members past due, 1% with a cancellation or a freeze coming, about 12 visits a member over 60 days
 * (some 20,000 a day across the clubs), and 30,000 sign-ups of the last 30 days, 60% of them abandoned.
 */
export async function createDashboardDataset(db: Database, members: number): Promise<void> {
  const period = `${clubTodayIso().slice(0, 8)}01`;
  await createBillingMembers(db, { count: members, period });
  const steps = [
    sql`update memberships set created_at = now() - random() * interval '365 days'`,
    sql`insert into charges (user_id, membership_id, provider_charge_id, amount_cents, kind, idempotency_key, created_at)
        select m.user_id, m.id, 'bench-' || m.id || '-' || k, m.price_cents, 'autopay', 'bench-' || m.id || '-' || k,
               date_trunc('month', now()) - k * interval '1 month' + interval '9 hours' + random() * interval '1 day'
          from memberships m cross join generate_series(0, 2) k`,
    sql`insert into charges (user_id, provider_charge_id, amount_cents, kind, idempotency_key, created_at)
        select m.user_id, 'bench-pay-' || m.id, 2500, 'payment', 'bench-pay-' || m.id, now() - random() * interval '30 days'
          from memberships m where random() < 0.05`,
    sql`insert into ledger_entries (user_id, kind, amount_cents, description, charge_id, membership_id, period, created_at)
        select c.user_id, 'payment', -c.amount_cents, 'Payment', c.id, null, null, c.created_at from charges c`,
    sql`insert into ledger_entries (user_id, kind, amount_cents, description, membership_id, period, created_at)
        select c.user_id, 'dues', c.amount_cents, 'Dues', c.membership_id, date_trunc('month', c.created_at)::date,
               c.created_at
          from charges c where c.kind = 'autopay'`,
    sql`with late as (select id, user_id, price_cents from memberships where random() < 0.02)
        , marked as (update memberships m set billing_status = 'past_due', past_due_since = current_date - 5
                       from late where m.id = late.id returning late.user_id, late.price_cents)
        insert into ledger_entries (user_id, kind, amount_cents, description, created_at)
        select user_id, 'fee', price_cents, 'Unpaid dues', now() from marked`,
    sql`insert into cancellations (reference, membership_id, user_id, notice_date, last_day)
        select 'CAN-B' || row_number() over (), m.id, m.user_id, current_date, current_date + (random() * 60)::int
          from memberships m where random() < 0.01`,
    sql`insert into freezes (reference, membership_id, user_id, first_period, last_period, fee_cents)
        select 'FRZ-B' || row_number() over (), m.id, m.user_id, p, p, 1000
          from memberships m,
               lateral (select (date_trunc('month', current_date) + (1 + (random() > 0.5)::int) * interval '1 month')::date
                          as p) first
         where random() < 0.01`,
    sql`insert into visits (user_id, club_id, checked_in_at)
        select u.id, u.home_club_id, now() - random() * interval '60 days'
          from users u cross join generate_series(1, 12) where u.role = 'member'`,
    sql`insert into signup_tracking (email, current_page, data, created_at, updated_at)
        select 'visitor' || s.n || '@example.com',
               case when s.n % 5 < 3 then 'Provide your personal Info' else 'Congratulation!' end,
               jsonb_build_object('clubId', c.id), s.t - interval '10 minutes', s.t
          from (select n, now() - random() * interval '30 days' as t from generate_series(1, 30000) n) s
          join lateral (select id from clubs order by md5(s.n::text || id) limit 1) c on true`,
    // Index-only scans need the visibility map that autovacuum keeps in a live database.
    sql`vacuum analyze`,
  ];
  for (const step of steps) await db.execute(step);
}
