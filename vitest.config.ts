import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole repository. Projects:
 * - contracts, server: Node; the server's API tests build the app and use inject on PGlite,
 *   and again on Postgres when TEST_DATABASE_URL is set.
 * - web: component tests in jsdom.
 * - e2e: real Chromium against the built app (needs `npm run build` first; `npm test` does it).
 * - scripts: the build and start scripts (build skipping, the compiled server started with node, Node versions).
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // A database migrated and seeded once per run for each engine, which test apps start as a copy of.
          globalSetup: ['./apps/server/src/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          // The compiled-server test bundles the server and starts it on PGlite: a few seconds, more under load.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Component tests with userEvent take 1-4 s each on a busy two-core machine (CI runs every project at
          // once): Vitest's default of 5 s failed some of them under load.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/specs/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['./e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One browser at a time: the machines have two cores and face detection is CPU-bound.
          fileParallelism: false,
        },
      },
    ],
  },
});
