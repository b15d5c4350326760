import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import { INTL_LOCALE } from '@gym/contracts/i18n/locales';
import { type AuditEntry, auditActionLabel } from '@gym/contracts/staff-audit';
import type { CsvColumn } from '../../../lib/csv';
import { sharedText, translate } from '../../../lib/i18n/catalog';
import { dateFormat } from '../../../lib/i18n/intl';
import { staffAuditText } from '../i18n';
import { type AuditWords, auditChanges, changesText, fieldLabel } from './audit-diff';

type AuditTextId = (typeof staffAuditText.ids)[number];
const isTextId = (id: string): id is AuditTextId => (staffAuditText.ids as readonly string[]).includes(id);

const WHEN: Intl.DateTimeFormatOptions = { timeZone: CLUB_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' };

/** The instant as the clubs' clock showed it: the log is read against the desk's and the members' days. */
export const formatWhen = (iso: string) => dateFormat(WHEN).format(new Date(iso));

/**
 * An action's name in the language shown. Contracts' auditActionLabel names it in English: from AUDIT_ACTION_LABELS
 * (shown through sharedText, Spanish from contracts' catalog), or made from the action's name, which the catalog
 * here translates for every action the console records (its English is the same, a test holds them together).
 */
export function actionText(action: string): string {
  const id = `staff-audit.action.${action}`;
  return isTextId(id) ? translate(staffAuditText, id) : sharedText(auditActionLabel(action));
}

/** A recorded field's name in the language shown; a field the catalog does not know reads as its name. */
export function fieldText(key: string): string {
  const id = `staff-audit.field.${key}`;
  return isTextId(id) ? translate(staffAuditText, id) : fieldLabel(key);
}

/** The words before and after are shown with on the page, in the language shown. */
export const auditWords = (): AuditWords => ({
  field: fieldText,
  yes: translate(staffAuditText, 'staff-audit.value.yes'),
  no: translate(staffAuditText, 'staff-audit.value.no'),
});

export const memberText = (entry: AuditEntry) =>
  entry.member ? `${entry.member.name}${entry.member.memberNumber ? ` (${entry.member.memberNumber})` : ''}` : '';

// The export's values are the same in every language (a spreadsheet or a script reads them alike): the time as the
// English page writes it, the action's English name, the changes in English. Only its header row is translated.
let englishWhen: Intl.DateTimeFormat | undefined;
const csvWhen = (iso: string) => (englishWhen ??= new Intl.DateTimeFormat(INTL_LOCALE.en, WHEN)).format(new Date(iso));

/** The export holds what the table shows, one line per entry, before and after as text; headers in the language shown. */
export const auditCsvColumns = (): CsvColumn<AuditEntry>[] => [
  { header: translate(staffAuditText, 'staff-audit.csv.when'), value: (entry) => csvWhen(entry.at) },
  { header: translate(staffAuditText, 'staff-audit.csv.timeUtc'), value: (entry) => entry.at },
  { header: translate(staffAuditText, 'staff-audit.csv.staff'), value: (entry) => entry.actor.name },
  { header: translate(staffAuditText, 'staff-audit.csv.staffEmail'), value: (entry) => entry.actor.email },
  { header: translate(staffAuditText, 'staff-audit.csv.action'), value: (entry) => auditActionLabel(entry.action) },
  { header: translate(staffAuditText, 'staff-audit.csv.member'), value: (entry) => entry.member?.name },
  {
    header: translate(staffAuditText, 'staff-audit.csv.memberNumber'),
    value: (entry) => entry.member?.memberNumber,
  },
  { header: translate(staffAuditText, 'staff-audit.csv.club'), value: (entry) => entry.club?.displayName },
  { header: translate(staffAuditText, 'staff-audit.csv.reason'), value: (entry) => entry.reason },
  {
    header: translate(staffAuditText, 'staff-audit.csv.changes'),
    value: (entry) => changesText(auditChanges(entry.before, entry.after)),
  },
];
