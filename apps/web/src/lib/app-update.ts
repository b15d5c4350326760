import { useSyncExternalStore } from 'react';

/**
 * A new version of the app that has installed and waits (docs/decisions/0037): lib/service-worker.ts sets it, the
 * shell's prompt (app/shell/update-prompt.tsx) offers it. Apart from the registration, which the prerendered first
 * page's server build cannot import.
 */
type Activate = () => Promise<void>;

let waitingUpdate: Activate | null = null;
const listeners = new Set<() => void>();

/** `activate` makes the waiting version take over, and the page reloads; null when none waits. */
export function setWaitingUpdate(activate: Activate | null): void {
  waitingUpdate = activate;
  for (const listener of listeners) listener();
}

export function useWaitingUpdate(): Activate | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waitingUpdate,
    () => null,
  );
}
