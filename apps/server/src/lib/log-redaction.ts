import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values are secrets: the e-mailed password links (/new_password?token=, a reset link for
 * an hour, a new member's set-password link for a week) are pages the server serves, so their token would land
 * in every request log line of that page.
 */
const SECRET_QUERY_VALUE = /([?&](?:token|resetToken)=)[^&#]*/gi;

/** The URL as the request log may keep it: secret query values replaced. */
export function redactedUrl(url: string): string {
  return url.replace(SECRET_QUERY_VALUE, '$1[redacted]');
}

/** Fastify's own request log fields, with the URL redacted. */
function requestLogValue(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Drizzle's failed-query error: its message and stack end with every bound value ("params: a,b,c"). */
interface FailedQueryError extends Error {
  query: string;
  params: unknown[];
}

const isFailedQuery = (value: unknown): value is FailedQueryError =>
  value instanceof Error && typeof (value as FailedQueryError).query === 'string' && 'params' in value;

/** A failed query as the log may keep it: the SQL and the database's reason, without the bound values. */
export class FailedQuery extends Error {
  readonly query: string;

  constructor(error: FailedQueryError) {
    const values = `params: ${String(error.params)}`;
    const withheld = `params: [${Array.isArray(error.params) ? error.params.length : 0} values not logged]`;
    super(error.message.replace(values, withheld), { cause: error.cause });
    this.name = 'FailedQuery';
    this.query = error.query;
    this.stack = error.stack?.replace(values, withheld);
  }
}

/**
 * The bound values of a failed query are password hashes, card tokens and personal details: a query that fails
 * (a lost connection, a constraint) is logged with its SQL and reason only. Applied before the err serializer.
 */
function withoutQueryValues(object: Record<string, unknown>): Record<string, unknown> {
  return isFailedQuery(object.err) ? { ...object, err: new FailedQuery(object.err) } : object;
}

/**
 * The app's logger options: request lines without secret query values, failed queries without their values
 * (a logger that is off stays off).
 */
export function withRedactedLogs(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  const log = options.formatters?.log;
  return {
    ...options,
    serializers: { ...options.serializers, req: requestLogValue },
    formatters: {
      ...options.formatters,
      log: (object) => withoutQueryValues(log ? log(object) : object),
    },
  };
}
