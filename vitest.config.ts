import { type TestProjectInlineConfiguration, defineConfig } from 'vitest/config';

/**
 * The browser specs in two lanes, after the other projects: the join and public pages, and the member area with
 * the staff console. Each lane has its own app and database (its own global setup), so the lanes never see each
 * other's data, and within a lane the spec files run one at a time. `npm test` (scripts/test.mjs) runs the two
 * lanes one after the other: side by side on two cores each only waited for the other (docs/decisions/0040).
 */
function e2eLane(name: string, folder: string): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include: [`${folder}/**/*.spec.ts`],
      environment: 'node',
      globalSetup: ['./e2e/support/global-setup.ts'],
      // A whole walk through the join is 80 s on a loaded two-core machine of the slower kind CI has run on
      // (docs/decisions/0040): the budget is a hang detector, not a target.
      testTimeout: 180_000,
      // A spec's own app instance (a deploy, a second instance) migrates and seeds a database before it answers.
      hookTimeout: 300_000,
      sequence: { groupOrder: 1 },
      // One spec file at a time in a lane: face detection is CPU-bound, and the lane's specs share its database.
      fileParallelism: false,
      // The lane's spec files share one worker's imports, and so its Chromium (support/browser.ts): one launch per
      // set of switches for the lane, not one per file. Each test still opens fresh browser contexts.
      isolate: false,
    },
  };
}

/**
 * One test command for the whole repository (docs/decisions/0040 says how it stays fast). Projects:
 * - contracts, server: Node; the server's API tests build the app and use inject on PGlite,
 *   and again on Postgres when TEST_DATABASE_URL is set.
 * - web: component tests in jsdom.
 * - e2e-visitors, e2e-members: real Chromium against the built app (needs `npm run build` first; `npm test` does
 *   it), in two lanes (e2eLane above).
 * - scripts: the build and start scripts (build skipping, the compiled server started with node, Node versions).
 *
 * The e2e lanes run after the others (sequence.groupOrder): their browsers and in-process servers would otherwise
 * compete with the server and web workers for the machine's two cores.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Vitest leaves a core free by default (one worker on two cores); the workers do the run's work, the main
    // process mostly waits, so both cores run tests.
    maxWorkers: 2,
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
          // Each test file builds its own apps on its own databases and nothing mocks a module, so the files of a
          // worker share their imports: the server's modules load once per worker instead of once per file.
          isolate: false,
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
      e2eLane('e2e-visitors', 'e2e/specs/visitors'),
      e2eLane('e2e-members', 'e2e/specs/members'),
    ],
  },
});
