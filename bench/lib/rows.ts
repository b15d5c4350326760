import { API_ROUTE_NAMES, type RouteLoad } from './api-bench';
import type { EntrySize } from './entry-size';
import { LANDING_PAGES, type LandingPageMedian } from './lighthouse';
import type { MemberHomeScript } from './member-home-script';
import type { Row } from './report';
import {
  API_TARGETS,
  ENTRY_JS_MAX_KB,
  FIRST_PAGE_JS_MAX_KB,
  LIGHTHOUSE_TARGETS,
  MEMBER_HOME_JS_AT_FILING_KB,
  MEMBER_HOME_JS_TARGET,
} from '../targets';

/** Table rows in a fixed order; a failed measurement still gets its rows, shown as FAILED. */
export function apiRows(api: RouteLoad[] | null): Row[] {
  return API_ROUTE_NAMES.flatMap((route) => {
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

export function pageRows(size: EntrySize | null, pages: LandingPageMedian[] | null): Row[] {
  const row = (metric: string, unit: string, measured: number | null, target: Row['target']): Row => ({
    metric,
    unit,
    measured,
    baseline: null,
    target,
  });
  const first = pages?.find((page) => page.path === '/') ?? null;
  return [
    row('join entry JS (gzip -9)', 'KB', size ? size.totalGzipBytes / 1024 : null, {
      on: 'measured',
      bound: 'max',
      value: ENTRY_JS_MAX_KB,
    }),
    row('JS fetched by / until network idle (gzip -9)', 'KB', first ? first.scriptGzipBytes / 1024 : null, {
      on: 'measured',
      bound: 'max',
      value: FIRST_PAGE_JS_MAX_KB,
    }),
    ...LANDING_PAGES.flatMap((path) => {
      const page = pages?.find((measured) => measured.path === path) ?? null;
      return [
        row(`Lighthouse mobile ${path} (median of 3)`, '', page?.score ?? null, LIGHTHOUSE_TARGETS.score),
        row('  first contentful paint', 'ms', page?.fcpMs ?? null, LIGHTHOUSE_TARGETS.fcpMs),
        row('  largest contentful paint', 'ms', page?.lcpMs ?? null, LIGHTHOUSE_TARGETS.lcpMs),
        row('  total blocking time', 'ms', page?.tbtMs ?? null, LIGHTHOUSE_TARGETS.tbtMs),
        row('  cumulative layout shift', '', page?.cls ?? null, LIGHTHOUSE_TARGETS.cls),
        row('  JS until network idle (gzip -9)', 'KB', page ? page.scriptGzipBytes / 1024 : null, null),
        row('  the same on the wire (Lighthouse)', 'KB', page ? page.scriptTransferBytes / 1024 : null, null),
      ];
    }),
  ];
}

/** A member's first visit to their home: in all against its value when issue 26 was filed, and its two parts. */
export function memberHomeScriptRows(measured: MemberHomeScript | null): Row[] {
  const kb = (bytes: number) => bytes / 1024;
  return [
    {
      metric: 'JS from /login to the member home, first visit (gzip -9)',
      unit: 'KB',
      measured: measured ? kb(measured.loginGzipBytes + measured.afterSignInGzipBytes) : null,
      baseline: MEMBER_HOME_JS_AT_FILING_KB,
      target: MEMBER_HOME_JS_TARGET,
    },
    {
      metric: '  of which after signing in',
      unit: 'KB',
      measured: measured ? kb(measured.afterSignInGzipBytes) : null,
      baseline: null,
      target: null,
    },
  ];
}
