const STORAGE_KEY = 'signup-run-key';

/**
 * One idempotency key per wizard run (decisions.md item 11): every submit of this run, its retries and
 * repeats after a timeout carry it, so the server returns the first outcome and never charges twice.
 */
export function runKey(): string {
  let key = sessionStorage.getItem(STORAGE_KEY);
  if (!key) {
    key = crypto.randomUUID();
    sessionStorage.setItem(STORAGE_KEY, key);
  }
  return key;
}

/** A finished join ends the run: a new join in this tab is a new run. */
export function endRun(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
