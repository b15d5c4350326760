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

/** The app's logger options with the redacting request serializer (a logger that is off stays off). */
export function withRedactedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestLogValue } };
}
