export {};

/** What the e2e global setup hands to every spec through `inject(...)` from 'vitest'. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The in-process app, e.g. http://127.0.0.1:43117 (no trailing slash). */
    baseUrl: string;
    /** config.REQUEST_SIGNING_KEY of that app, to sign API calls made from the tests. */
    signingKey: string;
    /** config.COMPANY_SITE_URL of that app (the expired page links to it). */
    companySiteUrl: string;
    /**
     * When that app started (ms since the epoch, read just before it did): what its start did (the demo members'
     * billing run, their seeded cards) is dated by the server's clock then, not when a spec happens to run.
     */
    appStartedAt: number;
    /** The Chromium executable to launch. */
    chromiumPath: string;
  }
}
