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
        value = load(key);
        cache.set(key, value);
        value.catch(() => cache.delete(key));
      }
      return value;
    },
    clear: () => cache.clear(),
  };
}
