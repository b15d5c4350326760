import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Incr = FastifyRateLimitStore['incr'];
type Callback = Parameters<Incr>[1];

/** The package's own stores (plain CommonJS, no types of their own). */
interface PackageStore {
  incr: Incr;
  child(routeOptions: unknown): PackageStore;
}
interface StoreFlags {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}
const load = createRequire(import.meta.url);
const RedisStore = load('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => PackageStore;
const LocalStore = load('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => PackageStore;

/**
 * @fastify/rate-limit's Redis store, with the counts of this process to fall back on while Redis does not answer
 * (docs/decisions/0022): every limit still holds, per instance, and no request fails or waits for Redis.
 * `degraded` is told each time (it logs now and then).
 */
export function redisStoreWithFallback(
  redis: Redis,
  nameSpace: string,
  degraded: (use: string, error: unknown) => void,
): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    private readonly shared: PackageStore;
    private readonly local: PackageStore;

    constructor(flags: StoreFlags, stores?: { shared: PackageStore; local: PackageStore }) {
      this.shared =
        stores?.shared ?? new RedisStore(flags.continueExceeding, flags.exponentialBackoff, redis, nameSpace);
      this.local = stores?.local ?? new LocalStore(flags.continueExceeding, flags.exponentialBackoff);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          degraded('rate-limit', error);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new FallbackStore({}, { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) });
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
