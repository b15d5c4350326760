/** One field an action changed: its readable name and its value before and after ('' when absent). */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** 'clubIds' reads 'Club ids', 'amountCents' 'Amount cents': the log stores what each action chose to record. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * How fields and values read: English by default, as the CSV export keeps them in every language; the page passes
 * the words of the language shown (audit-entry-view.ts).
 */
export interface AuditWords {
  field: (key: string) => string;
  yes: string;
  no: string;
}

const ENGLISH: AuditWords = { field: fieldLabel, yes: 'yes', no: 'no' };

export function formatValue(value: unknown, words: AuditWords = ENGLISH): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => formatValue(item, words)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return String(value);
}

/**
 * The fields of before and after, in the order they were recorded, with what changed; a field the same on both
 * sides is left out unless nothing else is there to show (an action that records only its result).
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  words: AuditWords = ENGLISH,
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes = keys.map((key) => ({
    field: words.field(key),
    before: formatValue(before?.[key], words),
    after: formatValue(after?.[key], words),
  }));
  const changed = changes.filter((change) => change.before !== change.after);
  return changed.length > 0 ? changed : changes;
}

/** The changes as one line of text, for the CSV export (whose values are the same in every language). */
export function changesText(changes: AuditChange[]): string {
  return changes
    .map((change) =>
      change.before
        ? `${change.field}: ${change.before} → ${change.after || '(none)'}`
        : `${change.field}: ${change.after}`,
    )
    .join('; ');
}
