import { CLUB_TIME_ZONE } from '@gym/contracts/constants';

/** Message times in the clubs' time zone (decisions.md item 5): the time today, else the date and time. */
export function messageTime(createdAt: string, now = new Date()): string {
  const at = new Date(createdAt);
  const day = (date: Date) => date.toLocaleDateString('en-US', { timeZone: CLUB_TIME_ZONE });
  const time = at.toLocaleTimeString('en-US', { timeZone: CLUB_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
  if (day(at) === day(now)) return time;
  const date = at.toLocaleDateString('en-US', { timeZone: CLUB_TIME_ZONE, month: 'short', day: 'numeric' });
  return `${date}, ${time}`;
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
