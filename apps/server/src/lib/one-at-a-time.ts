/**
 * Runs tasks with the same key one after another in this process (tasks with other keys run freely). For work
 * that cannot hold a database lock for its whole length, such as a call to the billing provider between two
 * transactions: the database's own guards still hold across processes.
 */
export function oneAtATime<K>() {
  const tails = new Map<K, Promise<unknown>>();
  return async function run<T>(key: K, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const current = previous.then(task, task);
    // The next task waits for this one to settle, whatever its outcome.
    const tail = current.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
