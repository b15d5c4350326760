import type { Redis } from 'ioredis';

/** A fixed-window limit: at most `limit` takes per key per window. */
export interface WindowCounter {
  /** Counts one use of `key`; false when the key has used up this window. */
  take(key: string): Promise<boolean>;
}

interface CounterOptions {
  name: string;
  limit: number;
  /** Told of each refusal, by the counter's name (the metrics count them). */
  onRefused?: (name: string) => void;
  windowMs: number;
  redis?: {
    client: Redis;
    prefix: string;
    /** Told when a count could not reach Redis (to log it). */
    degraded?(use: string, error: unknown): void;
  } | null;
}

/**
 * In Redis when given (several server instances share one count: INCR on a key per window, which expires with
 * it), else in this process. While Redis does not answer, this process counts alone (docs/decisions/0022): the
 * limit still holds, per instance, and nobody is refused for Redis being away.
 */
export function windowCounter(options: CounterOptions): WindowCounter {
  const counter = counting(options);
  const { onRefused } = options;
  if (!onRefused) return counter;
  return {
    async take(key) {
      const taken = await counter.take(key);
      if (!taken) onRefused(options.name);
      return taken;
    },
  };
}

function counting(options: CounterOptions): WindowCounter {
  const { limit, windowMs, redis } = options;
  const local = localWindowCounter(limit, windowMs);
  if (!redis) return local;
  return {
    async take(key) {
      const window = Math.floor(Date.now() / windowMs);
      const redisKey = `${redis.prefix}${options.name}:${key}:${window}`;
      try {
        const results = await redis.client
          .multi()
          .incr(redisKey)
          .pexpire(redisKey, windowMs * 2)
          .exec();
        const [error, used] = results?.[0] ?? [new Error('no answer from Redis'), null];
        if (error) throw error;
        return Number(used) <= limit;
      } catch (error) {
        redis.degraded?.(options.name, error);
        return local.take(key);
      }
    },
  };
}

function localWindowCounter(limit: number, windowMs: number): WindowCounter {
  const counts = new Map<string, { window: number; used: number }>();
  return {
    async take(key) {
      const window = Math.floor(Date.now() / windowMs);
      // Forget the keys of past windows now and then, so the map holds only the people active lately.
      if (counts.size > 10_000) for (const [old, entry] of counts) if (entry.window < window) counts.delete(old);
      const entry = counts.get(key);
      if (!entry || entry.window !== window) {
        counts.set(key, { window, used: 1 });
        return limit >= 1;
      }
      entry.used += 1;
      return entry.used <= limit;
    },
  };
}
