import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import { dateFormat } from '../../../lib/i18n/intl';

/**
 * Message times in the clubs' time zone (decisions.md item 5), in the language shown: the time today
 * ('10:30 AM', '10:30 a.m.'), else the date and time ('Mar 12, 10:30 AM', '12 mar, 10:30 a.m.').
 */
export function messageTime(createdAt: string, now = new Date()): string {
  const at = new Date(createdAt);
  const day = dateFormat({ timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  if (day.format(at) === day.format(now)) {
    return dateFormat({ timeZone: CLUB_TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(at);
  }
  return dateFormat({
    timeZone: CLUB_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/** Screen-reader-only text (kept in the accessibility tree, not shown). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
