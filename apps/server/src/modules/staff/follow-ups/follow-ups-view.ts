import { STEP_TITLES } from '@gym/contracts/messages';
import type { AbandonedSignup, FollowUpMark, PastDueMember } from '@gym/contracts/staff-follow-ups';
import { clubTodayIso } from '../../../lib/club-date';
import { nextRetryDay } from '../../membership/billing';
import { stepReached, trackedSignup } from '../../signup/resume';
import type { AbandonedSignupRow } from './abandoned-signups.repository';
import { iso } from './club-filter';
import type { PastDueRow } from './past-due.repository';

const markOf = (at: Date | string | null, by: string | null): FollowUpMark | null =>
  at === null ? null : { at: iso(at)!, by: by ?? '' };

/** A tracking row as the page lists it: the contact typed so far, where the visitor stopped, the marks. */
export function abandonedSignupOf(row: AbandonedSignupRow): AbandonedSignup {
  const tracked = trackedSignup(row.data);
  const info = tracked.personalInfo;
  return {
    signupId: row.id,
    firstName: info?.firstName.trim() || null,
    lastName: info?.lastName.trim() || null,
    email: row.email,
    phone: info?.phone.trim() || null,
    club: { id: row.club_id, displayName: row.club_name },
    plan: row.plan_id && row.plan_name ? { id: row.plan_id, name: row.plan_name } : null,
    stepReached: STEP_TITLES[stepReached(row.current_page, row.email)],
    lastActivityAt: iso(row.updated_at)!,
    utmSource: tracked.utmSource,
    marks: {
      reminderSent: markOf(row.reminder_at, row.reminder_by),
      contacted: markOf(row.contacted_at, row.contacted_by),
    },
  };
}

/** A past-due member as the page lists it; the next retry as the member's own billing page tells it. */
export function pastDueMemberOf(row: PastDueRow, now: Date, retryDays: readonly number[]): PastDueMember {
  const nextRetryOn =
    row.billing_status === 'past_due' && row.past_due_since
      ? nextRetryDay(retryDays, row.past_due_since, row.retry_rounds ?? [], clubTodayIso(now))
      : null;
  return {
    memberId: row.id,
    idCA: String(row.member_number),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    club: { id: row.club_id, displayName: row.club_name },
    billingStatus: row.billing_status,
    amountDueCents: Math.max(0, Number(row.due_cents)),
    pastDueSince: row.past_due_since,
    lastRetryAt: iso(row.last_retry_at),
    nextRetryOn,
    contacted: markOf(row.contacted_at, row.contacted_by),
  };
}
