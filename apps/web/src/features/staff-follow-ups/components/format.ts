import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import type { FollowUpMark } from '@gym/contracts/staff-follow-ups';

const moment = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 24, 2026, 1:47 PM', at the clubs' clock whatever the device's zone. */
export const formatMoment = (iso: string) => moment.format(new Date(iso));

/** 'Reminder sent Nov 24, 2026, 1:47 PM by Avery Santos', or null when there is no such mark. */
export const markText = (label: string, mark: FollowUpMark | null) =>
  mark ? `${label} ${formatMoment(mark.at)} by ${mark.by}` : null;

export const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || 'Name not given yet';
