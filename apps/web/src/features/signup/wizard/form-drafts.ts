/**
 * What a visitor has typed into a step's form but not yet sent on with Next, kept for the tab (sessionStorage) so
 * that a refresh does not empty the form. Only text fields are kept: never the card, the photo or anything secret.
 */
const KEY_PREFIX = 'signup-draft:';

export type FormDraftName = 'personal-info';

/** The draft's text fields, or null when none was kept; values that are not strings are dropped. */
export function readFormDraft(name: FormDraftName): Record<string, string> | null {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY_PREFIX + name) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    return Object.fromEntries(Object.entries(saved).filter((entry) => typeof entry[1] === 'string'));
  } catch {
    return null;
  }
}

export function keepFormDraft(name: FormDraftName, values: Record<string, string>): void {
  sessionStorage.setItem(KEY_PREFIX + name, JSON.stringify(values));
}

export function forgetFormDraft(name: FormDraftName): void {
  sessionStorage.removeItem(KEY_PREFIX + name);
}

/** The join is over (or starts again): nothing typed in it stays behind in the tab. */
export function forgetAllFormDrafts(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(KEY_PREFIX)) sessionStorage.removeItem(key);
  }
}
