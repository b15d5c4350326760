/**
 * Caches the promise of an async load per key; a failed load is forgotten so that the next call retries.
 * Used for reference data (clubs, rooms, plans). Without `maxAgeMs` a value is kept for the process's life (data
 * only the seed writes); with it, a value is loaded again once that old, so that a change another instance made
 * (a club's capacity) is seen here within that time.
 */
export function memoizeAsync<K, V>(
  load: (key: K) => Promise<V>,
  options: { maxAgeMs?: number; now?: () => number } = {},
) {
  const cache = new Map<K, { value: Promise<V>; loadedAt: number }>();
  const now = options.now ?? Date.now;
  return {
    get(key: K): Promise<V> {
      const kept = cache.get(key);
      if (kept && (options.maxAgeMs === undefined || now() - kept.loadedAt < options.maxAgeMs)) return kept.value;
      // Promise.resolve runs a thenable once: Drizzle's query builders would re-run the query on every await.
      const value = Promise.resolve(load(key));
      const entry = { value, loadedAt: now() };
      cache.set(key, entry);
      value.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
      return value;
    },
    clear: () => cache.clear(),
  };
}
