import { type SQL, sql } from 'drizzle-orm';
import { STEP, STEP_TITLES } from '@gym/contracts/messages';
import { inClubs } from '../scope';

const FINISHED_PAGE = STEP_TITLES[STEP.congratulation];

/** Not finished, and the e-mail has not joined since in another session (`t`: signup_tracking). */
const NOT_FINISHED = sql`t.current_page <> ${FINISHED_PAGE} and not exists (
  select 1 from users u join memberships m on m.user_id = u.id
   where t.email is not null and lower(u.email) = lower(t.email) and m.created_at >= t.created_at)`;

/**
 * What makes a sign-up abandoned, for the follow-ups list and the dashboard's count alike (docs/decisions/0034):
 * touched after `activeAfter`, idle since `idleSince`, its chosen club one of `clubIds` (`c`: its club), not
 * finished. `t` is signup_tracking joined to clubs as `c`.
 */
export function abandonedSignupsWhere(options: {
  clubIds: readonly string[] | null;
  activeAfter: Date;
  idleSince: Date;
}): SQL {
  return sql`t.updated_at >= ${options.activeAfter.toISOString()} and t.updated_at <= ${options.idleSince.toISOString()}
    and ${inClubs(sql`c.id`, options.clubIds)} and ${NOT_FINISHED}`;
}
