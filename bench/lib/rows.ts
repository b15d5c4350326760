import type { RouteLoad } from './api-bench';
import type { EntrySize } from './entry-size';
import type { LighthouseMedian } from './lighthouse';
import type { Row } from './report';
import { API_TARGETS, ENTRY_JS_MAX_KB, FIRST_PAGE_JS_MAX_KB, LIGHTHOUSE_TARGETS } from '../targets';

/** Table rows in a fixed order; a failed measurement still gets its rows, shown as FAILED. */
export function apiRows(api: RouteLoad[] | null): Row[] {
  return ['GET /clubs', 'POST /api/ols/sort-locations'].flatMap((route) => {
    const load = api?.find((entry) => entry.route === route);
    return [
      {
        metric: `${route} throughput`,
        unit: 'req/s',
        measured: load?.real.requestsPerSecond ?? null,
        baseline: load?.bare.requestsPerSecond ?? null,
        target: API_TARGETS.throughputRatio,
      },
      {
        metric: `${route} p99 latency`,
        unit: 'ms',
        measured: load?.real.p99Ms ?? null,
        baseline: load?.bare.p99Ms ?? null,
        target: API_TARGETS.p99Ratio,
      },
    ];
  });
}

export function pageRows(size: EntrySize | null, lighthouse: LighthouseMedian | null): Row[] {
  const row = (metric: string, unit: string, measured: number | null, target: Row['target']): Row => ({
    metric,
    unit,
    measured,
    baseline: null,
    target,
  });
  return [
    row('join entry JS (gzip -9)', 'KB', size ? size.totalGzipBytes / 1024 : null, {
      on: 'measured',
      bound: 'max',
      value: ENTRY_JS_MAX_KB,
    }),
    row('JS fetched by / until network idle (gzip -9)', 'KB', lighthouse ? lighthouse.scriptGzipBytes / 1024 : null, {
      on: 'measured',
      bound: 'max',
      value: FIRST_PAGE_JS_MAX_KB,
    }),
    row('  the same on the wire (Lighthouse)', 'KB', lighthouse ? lighthouse.scriptTransferBytes / 1024 : null, null),
    row('Lighthouse mobile performance (median of 3)', '', lighthouse?.score ?? null, LIGHTHOUSE_TARGETS.score),
    row('  first contentful paint', 'ms', lighthouse?.fcpMs ?? null, LIGHTHOUSE_TARGETS.fcpMs),
    row('  largest contentful paint', 'ms', lighthouse?.lcpMs ?? null, LIGHTHOUSE_TARGETS.lcpMs),
    row('  total blocking time', 'ms', lighthouse?.tbtMs ?? null, LIGHTHOUSE_TARGETS.tbtMs),
    row('  cumulative layout shift', '', lighthouse?.cls ?? null, LIGHTHOUSE_TARGETS.cls),
  ];
}
