import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import type { FollowUpMark } from '@gym/contracts/staff-follow-ups';
import { translate } from '../../../lib/i18n/catalog';
import { dateFormat } from '../../../lib/i18n/intl';
import { staffFollowUpsText } from '../i18n';

const MOMENT: Intl.DateTimeFormatOptions = {
  timeZone: CLUB_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** 'Nov 24, 2026, 1:47 PM', at the clubs' clock whatever the device's zone (in the language shown). */
export const formatMoment = (iso: string) => dateFormat(MOMENT).format(new Date(iso));

/** 'Reminder sent Nov 24, 2026, 1:47 PM by Avery Santos', or null when there is no such mark. */
export const markText = (kind: 'reminderSent' | 'contacted', mark: FollowUpMark | null) =>
  mark
    ? translate(staffFollowUpsText, `staff-follow-ups.mark.${kind}`, { when: formatMoment(mark.at), by: mark.by })
    : null;

export const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || translate(staffFollowUpsText, 'staff-follow-ups.nameNotGiven');
