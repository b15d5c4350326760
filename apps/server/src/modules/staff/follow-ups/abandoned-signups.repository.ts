import { type SQL, sql } from 'drizzle-orm';
import type { Locale } from '@gym/contracts/i18n/locales';
import { FOLLOW_UP_LIST_LIMIT } from '@gym/contracts/staff-follow-ups';
import type { Database } from '../../../db/client';
import { inClubs } from '../scope';
import { abandonedSignupsWhere } from './abandoned-signup-rule';
import { latestMark } from './club-filter';

export interface AbandonedSignupRow {
  id: string;
  email: string | null;
  /** The language the sign-up ran in (docs/decisions/0039). */
  locale: Locale;
  current_page: string;
  data: unknown;
  updated_at: Date | string;
  club_id: string;
  club_slug: string;
  club_name: string;
  plan_id: string | null;
  plan_name: string | null;
  reminder_at: Date | string | null;
  reminder_by: string | null;
  contacted_at: Date | string | null;
  contacted_by: string | null;
}

/**
 * Abandoned sign-ups (docs/decisions/0034, which replaces the abandoned-signups script): tracking records that
 * never reached 'Congratulation!', idle since `idleSince`, active after `activeAfter`, whose chosen club is one of
 * `clubIds`. A sign-up whose e-mail has since become a membership (another session that finished) is not one.
 */
export class AbandonedSignupsRepository {
  constructor(private readonly db: Database) {}

  async list(options: { clubIds: readonly string[] | null; activeAfter: Date; idleSince: Date }) {
    return this.select(abandonedSignupsWhere(options));
  }

  /** One sign-up of these clubs, finished or not (the caller decides what a finished one answers). */
  async find(id: string, clubIds: readonly string[] | null): Promise<AbandonedSignupRow | undefined> {
    const [row] = await this.select(sql`t.id = ${id} and ${inClubs(sql`c.id`, clubIds)}`);
    return row;
  }

  private async select(where: SQL): Promise<AbandonedSignupRow[]> {
    const reminder = latestMark(sql`f.signup_id = t.id`, 'reminder-sent');
    const contacted = latestMark(sql`f.signup_id = t.id`, 'contacted');
    const { rows } = (await this.db.execute(sql`
      select t.id, t.email, t.locale, t.current_page, t.data, t.updated_at,
             c.id as club_id, c.slug as club_slug, c.display_name as club_name, p.id as plan_id, p.name as plan_name,
             r.at as reminder_at, r.by as reminder_by, k.at as contacted_at, k.by as contacted_by
        from signup_tracking t
        join clubs c on c.id = t.data->>'clubId'
        left join plans p on p.id = t.data->>'planId'
        left join lateral ${reminder} r on true
        left join lateral ${contacted} k on true
       where ${where}
       order by t.updated_at desc
       limit ${FOLLOW_UP_LIST_LIMIT}`)) as unknown as { rows: AbandonedSignupRow[] };
    return rows;
  }
}
