import { sql } from 'drizzle-orm';
import { FOLLOW_UP_LIST_LIMIT } from '@gym/contracts/staff-follow-ups';
import type { Database } from '../../../db/client';
import { inClubs } from '../scope';
import { latestMark } from './club-filter';

export interface PastDueRow {
  id: string;
  member_number: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  club_id: string;
  club_name: string;
  billing_status: 'past_due' | 'suspended';
  past_due_since: string | null;
  due_cents: number;
  last_retry_at: Date | string | null;
  retry_rounds: string[] | null;
  contacted_at: Date | string | null;
  contacted_by: string | null;
}

/** When the dunning began, as a moment: the start of its club day (America/Los_Angeles). */
const PAST_DUE_FROM = sql`(m.past_due_since::timestamp at time zone 'America/Los_Angeles')`;

/**
 * Members of `clubIds` whose active membership is past due or suspended (docs/decisions/0027), with the balance
 * due, the dunning's autopay attempts, and the last 'contacted' mark made since the member became past due.
 * A member's club is their home club, as the member search has it.
 */
export class PastDueRepository {
  constructor(private readonly db: Database) {}

  list(clubIds: readonly string[] | null): Promise<PastDueRow[]> {
    return this.select(inClubs(sql`c.id`, clubIds));
  }

  async find(memberId: string, clubIds: readonly string[] | null): Promise<PastDueRow | undefined> {
    const [row] = await this.select(sql`u.id = ${memberId} and ${inClubs(sql`c.id`, clubIds)}`);
    return row;
  }

  private async select(where: ReturnType<typeof sql>): Promise<PastDueRow[]> {
    const contacted = latestMark(sql`f.member_id = u.id`, 'contacted', PAST_DUE_FROM);
    // The dunning's attempts are those of the month it began (dunning.ts keys retries by that period).
    const dunning = sql`a.membership_id = m.id and a.kind = 'autopay'
      and a.period = date_trunc('month', m.past_due_since)::date`;
    const { rows } = (await this.db.execute(sql`
      select u.id, u.member_number, u.first_name, u.last_name, u.email, u.phone,
             c.id as club_id, c.display_name as club_name, m.billing_status, m.past_due_since::text as past_due_since,
             (select coalesce(sum(l.amount_cents), 0)::int from ledger_entries l where l.user_id = u.id) as due_cents,
             (select max(a.created_at) from payment_attempts a where ${dunning}) as last_retry_at,
             (select array_agg(a.round) from payment_attempts a where ${dunning} and a.round like 'retry-%')
               as retry_rounds,
             k.at as contacted_at, k.by as contacted_by
        from memberships m
        join users u on u.id = m.user_id
        join clubs c on c.id = coalesce(u.home_club_id, m.club_id)
        left join lateral ${contacted} k on true
       where m.status = 'active' and m.billing_status in ('past_due', 'suspended') and ${where}
       order by m.past_due_since asc nulls last, u.last_name, u.first_name
       limit ${FOLLOW_UP_LIST_LIMIT}`)) as unknown as { rows: PastDueRow[] };
    return rows;
  }
}
