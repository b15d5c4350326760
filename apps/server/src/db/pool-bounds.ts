import type pg from 'pg';

/** How long Postgres may take before a request gives up on it (DATABASE_*_TIMEOUT_MS; docs/decisions/0022). */
export interface PoolTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement, counted by the server, which cancels it. */
  statementMs: number;
  /** An unused pooled connection is closed after this long. */
  idleMs: number;
}

/**
 * The client stops waiting for an answer this much after the server would have cancelled the statement: the
 * server's cancellation is the normal end of a slow statement; the client's is for a connection that no longer
 * answers at all (a frozen server or network), where the server's never arrives.
 */
const CLIENT_MARGIN_MS = 500;

/** pg's error when query_timeout passes. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/** node-postgres pool options for these bounds; none without them. */
export function poolBounds(timeouts: PoolTimeouts | undefined): pg.PoolConfig {
  if (!timeouts) return {};
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: timeouts.idleMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_MARGIN_MS,
    // A transaction whose client vanished mid-way (its connection closed as frozen, a crashed instance) would hold
    // its row locks until the server noticed the lost connection, which can take hours without traffic.
    idle_in_transaction_session_timeout: timeouts.statementMs * 2,
    keepAlive: true,
  };
}

interface WithSocket {
  connection?: { stream?: { destroy(): void } };
}

/**
 * After query_timeout pg fails the query but leaves it running on its connection, so every later query there
 * (the transaction's rollback, the next request's) queues behind an answer that never comes. A connection that
 * did not answer in time is taken as frozen and closed: the pool drops it, and the next request opens a fresh one.
 * Wraps the client's query for both of its forms (callback and promise).
 */
export function closeWhenFrozen(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const closeIfTimedOut = (error: unknown) => {
    if (error instanceof Error && error.message === READ_TIMEOUT_MESSAGE) {
      (client as unknown as WithSocket).connection?.stream?.destroy();
    }
  };
  client.query = ((...args: unknown[]) => {
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (error: unknown, result?: unknown) => void;
      args[callbackAt] = (error: unknown, result?: unknown) => {
        closeIfTimedOut(error);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      closeIfTimedOut(error);
      throw error;
    });
  }) as typeof client.query;
}
