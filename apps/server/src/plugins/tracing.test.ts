import { Writable } from 'node:stream';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestApp } from '../test/app';
import { DEMO } from '../test/demo';

/** Everything the app logs in this file, one JSON object per line. */
const log: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) log.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

/** One exporter for both engines' apps: the first app's close (which shuts its exporter down) must not stop it. */
class SharedExporter extends InMemorySpanExporter {
  override shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
const exporter = new SharedExporter();

/** A caller's trace, as a W3C traceparent header carries it. */
const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

const childrenOf = (spans: ReadableSpan[], parent: ReadableSpan) =>
  spans.filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);

describeEachDatabase(
  'traces (OpenTelemetry, to an in-memory exporter)',
  (ctx) => {
    it("traces a request as a server span that continues the caller's trace, its queries as its children", async () => {
      const token = await ctx().login(DEMO.member.email, DEMO.member.password);
      exporter.reset();
      const response = await ctx().asMember(token, {
        method: 'GET',
        url: '/contacts/profile',
        headers: { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` },
      });
      expect(response.statusCode).toBe(200);

      const spans = exporter.getFinishedSpans();
      const request = spans.find((span) => span.kind === SpanKind.SERVER);
      expect(request?.name).toBe('GET /contacts/profile');
      expect(request?.spanContext().traceId).toBe(CALLER_TRACE);
      expect(request?.parentSpanContext?.spanId).toBe(CALLER_SPAN);
      expect(request?.attributes).toMatchObject({
        'http.request.method': 'GET',
        'http.route': '/contacts/profile',
        'url.path': '/contacts/profile',
        'http.response.status_code': 200,
      });

      const queries = childrenOf(spans, request!);
      expect(queries.length).toBeGreaterThan(0);
      for (const query of queries) {
        expect(query.kind).toBe(SpanKind.CLIENT);
        expect(query.spanContext().traceId).toBe(CALLER_TRACE);
        expect(query.attributes['db.system.name']).toBe('postgresql');
      }
      expect(queries.map((query) => query.name)).toContain('SELECT');
    });

    it('keeps the statement and never its bound values', async () => {
      exporter.reset();
      await ctx().login(DEMO.member.email, DEMO.member.password);
      const texts = exporter
        .getFinishedSpans()
        .map((span) => span.attributes['db.query.text'])
        .filter((text): text is string => typeof text === 'string');
      expect(texts.some((text) => /select/i.test(text))).toBe(true);
      expect(texts.join('\n')).not.toContain(DEMO.member.email);
    });

    it("puts the request's trace id in every log line of the request", async () => {
      exporter.reset();
      log.length = 0;
      await ctx().signed({ method: 'POST', url: '/auth', payload: { email: 'nobody@example.com', password: 'x' } });
      const request = exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER)!;
      const lines = log.filter((line) => line.reqId !== undefined);
      // 'incoming request' and 'request completed' at least, both of this request.
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) {
        expect(line.trace_id).toBe(request.spanContext().traceId);
        expect(line.span_id).toBe(request.spanContext().spanId);
      }
    });

    it('marks a failed request as an error and an unknown route by its method alone', async () => {
      exporter.reset();
      await ctx().app.inject({ method: 'GET', url: '/api/no-such-thing' });
      const request = exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER)!;
      expect(request.attributes['http.response.status_code']).toBe(404);
      expect(request.attributes['http.route']).toBeUndefined();
      expect(request.status.code).not.toBe(SpanStatusCode.ERROR);
    });

    it('traces a job as a trace of its own, with its queries', async () => {
      exporter.reset();
      await ctx().app.jobs.runReadyJobs();
      const spans = exporter.getFinishedSpans();
      const jobs = spans.filter((span) => span.kind === SpanKind.CONSUMER);
      expect(jobs.map((span) => span.name)).toContain('job payment-reconciliation');
      const job = jobs.find((span) => span.name === 'job payment-reconciliation')!;
      expect(job.parentSpanContext).toBeUndefined();
      expect(childrenOf(spans, job).length).toBeGreaterThan(0);
    });
  },
  {},
  { spanExporter: exporter, logger: { level: 'info', stream } },
);

describe('traces without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('makes no tracer and no trace ids: tracing costs nothing', async () => {
    const lines: string[] = [];
    const quiet = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { context, stop } = await startTestApp('pglite', {}, { logger: { level: 'info', stream: quiet } });
    try {
      expect(context.app.tracer).toBeNull();
      await context.app.inject({ method: 'GET', url: '/health/live' });
      expect(lines.join('')).toContain('request completed');
      expect(lines.join('')).not.toContain('trace_id');
    } finally {
      await stop();
    }
  });
});
