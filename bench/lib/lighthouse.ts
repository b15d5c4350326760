import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseResult {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page fetched, lazy chunks included, as sent over the wire (Lighthouse resource-summary). */
  scriptTransferBytes: number;
  scriptRequests: number;
}

interface ResourceSummary {
  items: { resourceType: string; transferSize: number; requestCount: number }[];
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

/** One Lighthouse run with its default settings: mobile form factor, simulated throttling, performance only. */
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
    return {
      score: Math.round(score * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      scriptTransferBytes: scripts?.transferSize ?? 0,
      scriptRequests: scripts?.requestCount ?? 0,
    };
  } finally {
    chrome.kill();
  }
}
