import { useSyncExternalStore } from 'react';
import { BANNER_TIMEOUT_MS } from '@gym/contracts/constants';

export interface Banner {
  id: number;
  message: string;
  /** Where it shows; the specification places the banner on the left or the right. */
  side: 'left' | 'right';
  timeoutMs: number;
  severity: 'error' | 'info' | 'success';
}

let current: Banner | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** The one global banner: a new message replaces the one on screen. */
export function showBanner(
  message: string,
  options: Partial<Pick<Banner, 'side' | 'timeoutMs' | 'severity'>> = {},
): void {
  current = {
    id: nextId++,
    message,
    side: options.side ?? 'left',
    timeoutMs: options.timeoutMs ?? BANNER_TIMEOUT_MS,
    severity: options.severity ?? 'error',
  };
  emit();
}

export function closeBanner(id?: number): void {
  if (id !== undefined && current?.id !== id) return;
  current = null;
  emit();
}

export function useBanner(): Banner | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    // The prerendered first page (app/first-page) shows no banner.
    () => null,
  );
}
