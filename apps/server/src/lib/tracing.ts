import { type Span, SpanKind, SpanStatusCode, type Tracer, context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  ATTR_SERVICE_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';

/** The app's tracer and how to flush it when the app closes. */
export interface Tracing {
  tracer: Tracer;
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; spans go to its /v1/traces over OTLP/HTTP. */
  endpoint?: string;
  serviceName: string;
  /** Tests: spans go here at once (an InMemorySpanExporter) instead of to a collector. */
  exporter?: SpanExporter;
}

let asyncContextReady = false;

/**
 * The active span follows the request or job through every await (AsyncLocalStorage), and a caller's
 * `traceparent` header continues its trace. Process-wide and set once: OpenTelemetry's context is global.
 */
function useAsyncContext(): void {
  if (asyncContextReady) return;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  asyncContextReady = true;
}

/**
 * The app's tracing (docs/decisions/0056), or null when there is nowhere to send spans: then nothing is traced,
 * no span is made and no query is wrapped, so tracing costs nothing unless a collector is configured. The provider
 * is the app's own rather than the global one, so that tests building several apps each see their own spans.
 */
export function startTracing(options: TracingOptions): Tracing | null {
  const exporter =
    options.exporter ??
    (options.endpoint ? new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/$/, '')}/v1/traces` }) : null);
  if (!exporter) return null;
  useAsyncContext();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    // A collector gets spans in batches, off the request's path; a test's exporter gets each as it ends.
    spanProcessors: [options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter)],
  });
  return { tracer: provider.getTracer('gym-server'), shutdown: () => provider.shutdown() };
}

/** Runs `work` in a span of its own that ends with it, failed when it throws. */
export function inSpan<T>(
  tracer: Tracer,
  name: string,
  options: Parameters<Tracer['startActiveSpan']>[1],
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The statement's first word (SELECT, INSERT, BEGIN...): the span's name and operation. */
const operationOf = (text: string) => /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';

/**
 * A database query as a client span, when it runs inside a traced request or job (a query outside one, such as
 * the migrations at start, makes no trace of its own). The statement's text is kept, its bound values never.
 */
export function traceQuery<T>(tracer: Tracer, text: string, run: () => Promise<T>): Promise<T> {
  if (!trace.getSpan(context.active())) return run();
  const operation = operationOf(text);
  return inSpan(
    tracer,
    operation,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_OPERATION_NAME]: operation,
        [ATTR_DB_QUERY_TEXT]: text,
      },
    },
    run,
  );
}

/** A query call's statement text, whether given as a string or as pg's `{ text, values }` config. */
export function queryTextOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object' && 'text' in query && typeof query.text === 'string') return query.text;
  return '';
}
