/**
 * Caches the promise of an async load per key; a failed load is forgotten so that the next call retries.
 * Used for reference data (clubs, rooms, plans), which changes only when the seed runs at start.
 */
export function memoizeAsync<K, V>(load: (key: K) => Promise<V>) {
  const cache = new Map<K, Promise<V>>();
  return {
    get(key: K): Promise<V> {
      let value = cache.get(key);
      if (!value) {
        // Promise.resolve runs a thenable once: Drizzle's query builders would re-run the query on every await.
        value = Promise.resolve(load(key));
        cache.set(key, value);
        value.catch(() => cache.delete(key));
      }
      return value;
    },
    clear: () => cache.clear(),
  };
}
