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

export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * The fields of before and after, in the order they were recorded, with what changed; a field the same on both
 * sides is left out unless nothing else is there to show (an action that records only its result).
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes = keys.map((key) => ({
    field: fieldLabel(key),
    before: formatValue(before?.[key]),
    after: formatValue(after?.[key]),
  }));
  const changed = changes.filter((change) => change.before !== change.after);
  return changed.length > 0 ? changed : changes;
}

/** The changes as one line of text, for the CSV export. */
export function changesText(changes: AuditChange[]): string {
  return changes
    .map((change) =>
      change.before
        ? `${change.field}: ${change.before} → ${change.after || '(none)'}`
        : `${change.field}: ${change.after}`,
    )
    .join('; ');
}
