/**
 * Telling "a dependency is away" from a bug (docs/decisions/0022): the errors plugin answers the first with 503,
 * Retry-After and a text that says to try again in a moment, instead of a 500.
 */

/** The Retry-After of such an answer: Postgres and Redis reconnect within a second or two once they are back. */
export const DEPENDENCY_RETRY_AFTER_S = 5;

/** Thrown by our own code when it chooses to stop on a dependency that is away. */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: 'database' | 'redis',
    options?: { cause?: unknown },
  ) {
    super(`${dependency} is unavailable`, options);
    this.name = 'DependencyUnavailableError';
  }
}

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Postgres SQLSTATEs of a server that is away or overwhelmed: class 08 (connection exception) is matched by its
 * prefix; 57014 is a statement cancelled by statement_timeout (a frozen or overloaded server), 57P01-57P03 an
 * administrator or crash shutdown and a server still starting, 53300 too many connections.
 */
const POSTGRES_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);

/** node-postgres's own texts for a lost, refused or timed-out connection (it gives them no code). */
const PG_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // no free pooled connection in time
  /^Query read timeout$/, // query_timeout: no answer on a frozen connection
  /is not queryable$/, // a client whose connection already broke
];

function isDependencyFailure(error: Error & { code?: unknown }): boolean {
  if (error instanceof DependencyUnavailableError) return true;
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  return PG_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * Whether the error, or one it wraps (Drizzle wraps a failed query's error as its cause), says a dependency is
 * away. The chain is followed a few steps only, in case of a cycle.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isDependencyFailure(current)) return true;
    current = current.cause;
  }
  return false;
}
