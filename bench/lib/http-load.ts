import autocannon, { type Result } from 'autocannon';

export interface LoadTarget {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** Called just before each autocannon run: signed headers go stale after 300 s. */
  headers: () => Promise<Record<string, string>>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  completed: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadSettings {
  durationS: number;
  warmupS: number;
  connections: number;
}

async function fire(target: LoadTarget, connections: number, durationS: number): Promise<Result> {
  const headers = await target.headers();
  if (target.body !== undefined) headers['content-type'] = 'application/json';
  return autocannon({
    url: target.url,
    method: target.method,
    headers,
    ...(target.body !== undefined ? { body: target.body } : {}),
    connections,
    duration: durationS,
    timeout: 10,
  });
}

function describeStatuses(result: Result): string {
  return Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');
}

/** A short unmeasured warm-up (JIT, connection pools), then the measured run. Throws on any non-2xx answer. */
export async function measureLoad(label: string, target: LoadTarget, settings: LoadSettings): Promise<LoadResult> {
  if (settings.warmupS > 0) await fire(target, settings.connections, settings.warmupS);
  const result = await fire(target, settings.connections, settings.durationS);
  const completed = result['2xx'] + result.non2xx;
  if (result.non2xx > 0 || result.errors > 0 || result['2xx'] === 0) {
    throw new Error(
      `${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors (${result.timeouts} timeouts) ` +
        `out of ${completed}; status codes: ${describeStatuses(result) || 'none'}`,
    );
  }
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    completed,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Runs of one target as one result: the mean throughput (the runs last equally long), the median of their
 * latency percentiles (one run's hiccup does not make the figure) and the sums of their counts.
 */
export function combineLoads(runs: LoadResult[]): LoadResult {
  const sum = (pick: (run: LoadResult) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    requestsPerSecond: sum((run) => run.requestsPerSecond) / runs.length,
    p99Ms: median(runs.map((run) => run.p99Ms)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    completed: sum((run) => run.completed),
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
  };
}
