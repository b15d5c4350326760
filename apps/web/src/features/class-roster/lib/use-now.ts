import { useEffect, useState } from 'react';

/**
 * The time now, moved on every `everyMs`: a page left open at the studio door opens attendance, and stops offering
 * a class's changes once it has started, without a reload.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
