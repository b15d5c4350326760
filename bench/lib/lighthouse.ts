import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signingKey } from './api-bench';
import { withLateFonts } from './late-font-proxy';
import { gzipBytesOf } from './entry-size';
import { REPO_ROOT, withBenchServer } from './server-process';

export interface LighthouseResult {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page fetched until the network was idle, as sent over the wire (Lighthouse resource-summary). */
  scriptTransferBytes: number;
  scriptRequests: number;
  /** The same scripts' paths (network-requests), to size them from the build. */
  scriptPaths: string[];
}

/** The median of each figure over several runs; the runs themselves for the report. */
export interface LighthouseMedian extends Omit<LighthouseResult, 'scriptPaths'> {
  runs: LighthouseResult[];
  /** Every script any run fetched, each gzipped at level 9 from the build, summed (the figure). */
  scriptGzipBytes: number;
}

interface ResourceSummary {
  items: { resourceType: string; transferSize: number; requestCount: number }[];
}

interface NetworkRequests {
  items: { url: string; resourceType?: string }[];
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The pages a visitor or member lands on (issue 26): the first page, a club's plans (where a club's advert
 * lands), the sign-in page, and a club's own page (issue 28: where a search for the club lands), each within the
 * first page's budgets.
 */
export const LANDING_PAGES = ['/', '/castro', '/login', '/locations/castro'] as const;

/**
 * One Lighthouse run: mobile form factor, performance only, and the slow 4G and 4x CPU slowdown applied to the
 * page as it loads (`devtools` throttling) rather than simulated afterwards from an unthrottled load. Simulated
 * throttling loads the page at localhost speed, so the heading face arrived before the first paint and a swap
 * that moved the whole club list on a phone scored CLS 0 here (issue 26); applied throttling meets the page as
 * the phone does, fonts arriving late included.
 */
export async function measureLighthouse(url: string): Promise<LighthouseResult> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error('Lighthouse gave no performance score');
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse audit ${id} has no value`);
      return value;
    };
    const scripts = (lhr.audits['resource-summary']?.details as ResourceSummary | undefined)?.items.find(
      (item) => item.resourceType === 'script',
    );
    const requests = (lhr.audits['network-requests']?.details as NetworkRequests | undefined)?.items ?? [];
    return {
      score: Math.round(score * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      scriptTransferBytes: scripts?.transferSize ?? 0,
      scriptRequests: scripts?.requestCount ?? 0,
      scriptPaths: requests.filter((item) => item.resourceType === 'Script').map((item) => new URL(item.url).pathname),
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** `runs` Lighthouse runs one after another; each figure is their median (the score is noisy on a shared machine). */
export async function measureLighthouseMedian(url: string, distDir: string, runs = 3): Promise<LighthouseMedian> {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run++) results.push(await measureLighthouse(url));
  const of = (figure: (result: LighthouseResult) => number) => median(results.map(figure));
  return {
    score: of((result) => result.score),
    fcpMs: of((result) => result.fcpMs),
    lcpMs: of((result) => result.lcpMs),
    tbtMs: of((result) => result.tbtMs),
    cls: of((result) => result.cls),
    scriptTransferBytes: of((result) => result.scriptTransferBytes),
    scriptRequests: of((result) => result.scriptRequests),
    scriptGzipBytes: gzipBytesOf(distDir, new Set(results.flatMap((result) => result.scriptPaths))),
    runs: results,
  };
}

export interface LandingPageMedian extends LighthouseMedian {
  path: string;
}

/** How late the heading face arrives behind the page it is for (late-font-proxy.ts). */
export const LATE_FONT_DELAY_MS = 2_000;

/** Three runs of each landing page, one page after another, on the same server, its fonts arriving late. */
export function measureLandingPages(
  baseUrl: string,
  distDir: string,
  paths: readonly string[] = LANDING_PAGES,
): Promise<LandingPageMedian[]> {
  return withLateFonts(baseUrl, LATE_FONT_DELAY_MS, async (proxyUrl) => {
    const pages: LandingPageMedian[] = [];
    for (const page of paths) {
      pages.push({
        path: page,
        ...(await measureLighthouseMedian(`${proxyUrl}${page}`, distDir)),
      });
    }
    return pages;
  });
}

/** One line per run, for the bench's log. */
export const describeLighthouseRun = ({
  score,
  fcpMs,
  lcpMs,
  tbtMs,
  cls,
  scriptRequests,
  scriptTransferBytes,
}: LighthouseResult) =>
  `score ${score}, FCP ${Math.round(fcpMs)} ms, LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms, ` +
  `CLS ${cls.toFixed(3)}; ${scriptRequests} scripts, ${(scriptTransferBytes / 1024).toFixed(1)} KB on the wire`;

/** `npx tsx bench/lib/lighthouse.ts [path...]` measures only this, as `npm run bench` does (the SPA build must exist). */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = path.resolve(process.env.BENCH_WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'));
  const paths = process.argv.length > 2 ? process.argv.slice(2) : LANDING_PAGES;
  await withBenchServer(signingKey, async (baseUrl) => {
    for (const measured of await measureLandingPages(baseUrl, distDir, paths)) {
      const page = measured.path;
      for (const run of measured.runs) console.log(`${page}: ${describeLighthouseRun(run)}`);
      console.log(
        `${page} median: score ${measured.score}, CLS ${measured.cls.toFixed(3)}, LCP ${Math.round(measured.lcpMs)} ms, ` +
          `TBT ${Math.round(measured.tbtMs)} ms; scripts ${(measured.scriptGzipBytes / 1024).toFixed(1)} KB gzip`,
      );
    }
  });
}
