import { useEffect, useMemo, useState } from 'react';

/** The time now, moved on every `everyMs`: a session that has started stops offering Cancel without a reload. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return useMemo(() => new Date(now), [now]);
}
