import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Tracer } from '@opentelemetry/api';
import type pg from 'pg';
import { queryTextOf, traceQuery } from '../lib/tracing';

/**
 * Every query of a Postgres pool as a span (docs/decisions/0056): the pool's own query() (drizzle outside a
 * transaction, the job queue) and those of a client checked out with connect() (drizzle's transactions). The
 * callback forms are pg's internals (pool.query runs on a client that way) and pass through, so a query is one
 * span, not two.
 */
export function tracePool(pool: pg.Pool, tracer: Tracer): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === 'function'
      ? query(...args)
      : traceQuery(tracer, queryTextOf(args[0]), () => query(...args) as Promise<unknown>)) as typeof pool.query;
  const traced = new WeakSet<pg.PoolClient>();
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      if (!traced.has(client)) {
        traced.add(client);
        const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) =>
          typeof args.at(-1) === 'function'
            ? clientQuery(...args)
            : traceQuery(
                tracer,
                queryTextOf(args[0]),
                () => clientQuery(...args) as Promise<unknown>,
              )) as typeof client.query;
      }
      return client;
    });
  }) as typeof pool.connect;
}

/** Every query of the embedded database as a span, inside its transactions too. */
export function tracePglite(client: PGlite, tracer: Tracer): void {
  traceStatements(client, tracer);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      traceStatements(tx, tracer);
      return callback(tx);
    });
}

function traceStatements(target: PGlite | Transaction, tracer: Tracer): void {
  const query = target.query.bind(target);
  target.query = ((text: string, ...rest: unknown[]) =>
    traceQuery(tracer, text, () => (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as typeof query;
  const exec = target.exec.bind(target);
  target.exec = (text, options) => traceQuery(tracer, text, () => exec(text, options));
}
