import type { IncomingMessage } from 'node:http';
import {
  type Context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  context,
  propagation,
  trace,
} from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Tracing } from '../lib/tracing';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's tracer when tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT), else null (lib/tracing.ts). */
    tracer: Tracer | null;
  }
}

/** Each request's span, from the moment Fastify makes its logger to the response. */
const requestSpans = new WeakMap<IncomingMessage, { span: Span; context: Context }>();

/** The path without its query, whose values may be secrets (lib/log-redaction.ts). */
const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0]!;

/**
 * Fastify's childLoggerFactory with tracing on: each request's span starts as its logger is made (continuing the
 * caller's trace from a `traceparent` header), and the logger carries the trace and span ids, so that every log
 * line of the request, its 'incoming request' and 'request completed' included, names its trace.
 */
export function tracedRequestLoggers(tracer: Tracer): NonNullable<FastifyServerOptions['childLoggerFactory']> {
  return function childLogger(logger, bindings, options, rawRequest) {
    const parent = propagation.extract(ROOT_CONTEXT, rawRequest.headers);
    const span = tracer.startSpan(
      rawRequest.method ?? 'HTTP',
      {
        kind: SpanKind.SERVER,
        attributes: { [ATTR_HTTP_REQUEST_METHOD]: rawRequest.method, [ATTR_URL_PATH]: pathOf(rawRequest.url) },
      },
      parent,
    );
    requestSpans.set(rawRequest as IncomingMessage, { span, context: trace.setSpan(parent, span) });
    const { traceId, spanId } = span.spanContext();
    return logger.child({ ...bindings, trace_id: traceId, span_id: spanId }, options);
  };
}

/**
 * app.tracer, and each request's span made active for all its hooks and its handler (so the queries it runs are
 * its children), then named by its route and ended with its status (docs/decisions/0056). Registered first, so
 * that its onRequest runs before any other hook.
 */
export const tracingPlugin = fp<{ tracing: Tracing | null }>(
  async (app: FastifyInstance, { tracing }) => {
    app.decorate('tracer', tracing?.tracer ?? null);
    if (!tracing) return;
    app.addHook('onClose', () => tracing.shutdown());
    app.addHook('onRequest', (request, _reply, done) => {
      const traced = requestSpans.get(request.raw);
      // The rest of the request runs inside this call: what it awaits keeps the span as its context.
      if (traced) context.with(traced.context, done);
      else done();
    });
    const end = (
      request: { raw: IncomingMessage; method: string; routeOptions: { url?: string } },
      status?: number,
    ) => {
      const traced = requestSpans.get(request.raw);
      if (!traced) return;
      requestSpans.delete(request.raw);
      const route = request.routeOptions.url;
      if (route) traced.span.updateName(`${request.method} ${route}`).setAttribute(ATTR_HTTP_ROUTE, route);
      if (status === undefined) traced.span.setStatus({ code: SpanStatusCode.ERROR, message: 'request aborted' });
      else {
        traced.span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
        if (status >= 500) traced.span.setStatus({ code: SpanStatusCode.ERROR });
      }
      traced.span.end();
    };
    app.addHook('onResponse', async (request, reply) => end(request, reply.statusCode));
    app.addHook('onRequestAbort', async (request) => end(request));
  },
  { name: 'tracing' },
);
