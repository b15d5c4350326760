import { signatureHeaders } from '@gym/contracts/signing';
import { loadConfig } from '@gym/server/config';
import { type LoadResult, type LoadSettings, type LoadTarget, measureLoad } from './http-load';
import { startServerProcess } from './server-process';

/** The routes under load: the join wizard's first two calls. */
const ROUTES = [
  { name: 'GET /clubs', method: 'GET', path: '/clubs' },
  { name: 'POST /api/ols/sort-locations', method: 'POST', path: '/api/ols/sort-locations', body: '{"zip":"94612"}' },
] as const;

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
    headers: () => signatureHeaders(signingKey, route.method, route.path),
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

/**
 * Loads each route on the real server and the same-size answer on a bare Fastify app in another process,
 * alternating bare and real so that both see the same machine state.
 */
export async function measureApi(realBaseUrl: string, settings: LoadSettings): Promise<RouteLoad[]> {
  const targets = ROUTES.map((route) => signedTarget(realBaseUrl, route));
  const answers = await Promise.all(targets.map(sampleAnswer));

  const bare = await startServerProcess({
    name: 'bare Fastify',
    entry: 'bench/bare-server.ts',
    env: { BARE_GET_JSON: answers[0]!, BARE_POST_JSON: answers[1]! },
  });
  try {
    const results: RouteLoad[] = [];
    for (const [index, route] of ROUTES.entries()) {
      const bareTarget: LoadTarget = {
        url: `${bare.baseUrl}/bare`,
        method: route.method,
        ...('body' in route ? { body: route.body } : {}),
        headers: async () => ({}),
      };
      const bareResult = await measureLoad(`bare ${route.method}`, bareTarget, settings);
      const realResult = await measureLoad(route.name, targets[index]!, settings);
      console.log(
        `  ${route.name}: ${Math.round(realResult.requestsPerSecond)} req/s, p99 ${realResult.p99Ms} ms ` +
          `(bare: ${Math.round(bareResult.requestsPerSecond)} req/s, p99 ${bareResult.p99Ms} ms)`,
      );
      results.push({ route: route.name, responseBytes: answers[index]!.length, real: realResult, bare: bareResult });
    }
    return results;
  } finally {
    await bare.stop();
  }
}
