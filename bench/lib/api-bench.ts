import { pathToFileURL } from 'node:url';
import { signatureHeaders } from '@gym/contracts/signing';
import { loadConfig } from '@gym/server/config';
import { type LoadResult, type LoadSettings, type LoadTarget, combineLoads, measureLoad } from './http-load';
import { startServerProcess, withBenchServer } from './server-process';

/**
 * The routes under load: a visitor's first calls, with the bodies the location step sends (a ZIP typed, the
 * browser's position, neither: features/signup/steps/location) and GET /clubs.
 */
const ROUTES = [
  { name: 'GET /clubs', method: 'GET', path: '/clubs' },
  {
    name: 'POST /api/ols/sort-locations (ZIP)',
    method: 'POST',
    path: '/api/ols/sort-locations',
    body: '{"zip":"94612","lat":null,"lng":null}',
  },
  {
    name: 'POST /api/ols/sort-locations (position)',
    method: 'POST',
    path: '/api/ols/sort-locations',
    body: '{"zip":null,"lat":37.7793,"lng":-122.4193}',
  },
  {
    name: 'POST /api/ols/sort-locations (neither)',
    method: 'POST',
    path: '/api/ols/sort-locations',
    body: '{"zip":null,"lat":null,"lng":null}',
  },
] as const;

/** The route names, in the report's order. */
export const API_ROUTE_NAMES = ROUTES.map((route) => route.name);

/**
 * The headers Chromium on a phone sends with the app's fetch (lib/api-client.ts adds accept, accept-language and
 * the signature): the server reads what it reads of them as it would for a visitor.
 */
export function pageHeaders(baseUrl: string): Record<string, string> {
  return {
    accept: 'application/json',
    'accept-language': 'en',
    'accept-encoding': 'gzip, deflate, br, zstd',
    'user-agent':
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    origin: baseUrl,
    referer: `${baseUrl}/`,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    'sec-ch-ua-mobile': '?1',
    'sec-ch-ua-platform': '"Android"',
  };
}

export interface RouteLoad {
  route: string;
  responseBytes: number;
  real: LoadResult;
  bare: LoadResult;
}

/** The server's default key; run.ts hands it to the server under test so an inherited variable cannot differ. */
export const signingKey = loadConfig({}).REQUEST_SIGNING_KEY;

function signedTarget(baseUrl: string, route: (typeof ROUTES)[number]): LoadTarget {
  return {
    url: baseUrl + route.path,
    method: route.method,
    ...('body' in route ? { body: route.body } : {}),
    headers: async () => ({
      ...pageHeaders(baseUrl),
      ...(await signatureHeaders(signingKey, route.method, route.path)),
    }),
  };
}

/** One signed request, to check the route answers 200 and to learn the body the baseline should mirror. */
async function sampleAnswer(target: LoadTarget): Promise<string> {
  const headers = await target.headers();
  if (target.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(target.url, { method: target.method, headers, body: target.body ?? null });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${target.method} ${target.url} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return text;
}

/** Seconds of one measured run: the measured time per side is cut into runs of about this long. */
const ROUND_S = 2;

/**
 * Loads each route on the real server and the same-size answer on a bare Fastify app in another process,
 * in alternated runs (bare, real, bare, real ...) after one warm-up each, so that a change of the machine's load
 * during the measurement (other processes on its two cores) reaches both sides alike.
 */
export async function measureApi(realBaseUrl: string, settings: LoadSettings): Promise<RouteLoad[]> {
  const targets = ROUTES.map((route) => signedTarget(realBaseUrl, route));
  const answers = await Promise.all(targets.map(sampleAnswer));
  const rounds = Math.max(1, Math.round(settings.durationS / ROUND_S));
  const roundS = Math.max(1, Math.round(settings.durationS / rounds));

  const bare = await startServerProcess({
    name: 'bare Fastify',
    entry: 'bench/bare-server.ts',
    env: { BARE_ANSWERS_JSON: JSON.stringify(answers) },
  });
  try {
    const results: RouteLoad[] = [];
    for (const [index, route] of ROUTES.entries()) {
      // The same request (body and headers, signature aside) to a route answering the same bytes.
      const bareTarget: LoadTarget = {
        url: `${bare.baseUrl}/bare/${index}`,
        method: route.method,
        ...('body' in route ? { body: route.body } : {}),
        headers: async () => pageHeaders(bare.baseUrl),
      };
      const bareRuns: LoadResult[] = [];
      const realRuns: LoadResult[] = [];
      for (let run = 0; run < rounds; run++) {
        const runSettings = { ...settings, durationS: roundS, warmupS: run === 0 ? settings.warmupS : 0 };
        bareRuns.push(await measureLoad(`bare ${route.method}`, bareTarget, runSettings));
        realRuns.push(await measureLoad(route.name, targets[index]!, runSettings));
      }
      const bareResult = combineLoads(bareRuns);
      const realResult = combineLoads(realRuns);
      console.log(
        `  ${route.name}: ${Math.round(realResult.requestsPerSecond)} req/s, p99 ${realResult.p99Ms} ms ` +
          `(bare: ${Math.round(bareResult.requestsPerSecond)} req/s, p99 ${bareResult.p99Ms} ms; ` +
          `${rounds} alternated runs of ${roundS} s, real/bare per run: ` +
          `${realRuns.map((real, run) => (real.requestsPerSecond / bareRuns[run]!.requestsPerSecond).toFixed(2)).join(' ')})`,
      );
      results.push({ route: route.name, responseBytes: answers[index]!.length, real: realResult, bare: bareResult });
    }
    return results;
  } finally {
    await bare.stop();
  }
}

/**
 * `npx tsx bench/lib/api-bench.ts` measures only this, on the server as run.ts starts it (BENCH_DURATION_S,
 * BENCH_CONNECTIONS and BENCH_WEB_DIST_DIR as there), and prints each route's ratio to the baseline.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
  const settings: LoadSettings = {
    durationS,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    warmupS: Math.min(3, Math.max(1, Math.round(durationS / 5))),
  };
  for (const load of await withBenchServer(signingKey, (baseUrl) => measureApi(baseUrl, settings))) {
    const ratio = load.real.requestsPerSecond / load.bare.requestsPerSecond;
    console.log(`  ${load.route}: ${ratio.toFixed(2)}x bare throughput, ${load.responseBytes} bytes`);
  }
}
