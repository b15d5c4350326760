import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import { type AuditEntry, auditActionLabel } from '@gym/contracts/staff-audit';
import type { CsvColumn } from '../../../lib/csv';
import { auditChanges, changesText } from './audit-diff';

const WHEN = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The instant as the clubs' clock showed it: the log is read against the desk's and the members' days. */
export const formatWhen = (iso: string) => WHEN.format(new Date(iso));

export const memberText = (entry: AuditEntry) =>
  entry.member ? `${entry.member.name}${entry.member.memberNumber ? ` (${entry.member.memberNumber})` : ''}` : '';

/** The export holds what the table shows, one line per entry, before and after as text. */
export const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditEntry>[] = [
  { header: 'When', value: (entry) => formatWhen(entry.at) },
  { header: 'Time (UTC)', value: (entry) => entry.at },
  { header: 'Staff', value: (entry) => entry.actor.name },
  { header: 'Staff e-mail', value: (entry) => entry.actor.email },
  { header: 'Action', value: (entry) => auditActionLabel(entry.action) },
  { header: 'Member', value: (entry) => entry.member?.name },
  { header: 'Member number', value: (entry) => entry.member?.memberNumber },
  { header: 'Club', value: (entry) => entry.club?.displayName },
  { header: 'Reason', value: (entry) => entry.reason },
  { header: 'Changes', value: (entry) => changesText(auditChanges(entry.before, entry.after)) },
];
