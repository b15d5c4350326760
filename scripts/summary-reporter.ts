import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTally {
  files: number;
  passed: number;
  failed: number;
  skipped: number;
  /** When its first test file was queued and its last one ended (ms since the epoch). */
  start: number;
  end: number;
  /** Each failed test as 'file > test: first line of its error', for the run's last lines. */
  failures: string[];
}

/** A failed test in one line: CI keeps only the tail of a long log, so the failures are printed last. */
function failureLine(module: TestModule, what: string, error: { message?: string } | undefined) {
  const [firstLine = ''] = (error?.message ?? 'failed').split('\n');
  return `${module.relativeModuleId} > ${what}: ${firstLine.slice(0, 300)}`;
}

function printFailures(failures: string[]) {
  if (failures.length === 0) return;
  console.log(`\nFailed (${failures.length}):`);
  for (const failure of failures) console.log(`  ${failure}`);
}

/**
 * Prints, after the run, how long each Vitest project took (from its first file queued to its last file done)
 * with its counts, then each failure in a line (a failed test, a hook or a file that threw), then one plain closing
 * line, 'Tests: N passed, N failed, N skipped', that CI tooling reads regardless of the test runner. With
 * TEST_SUMMARY_FILE set (scripts/test.mjs, which runs several Vitest processes), each project and its failures are
 * appended there as a JSON line instead, for the run's own table, total and list of failures.
 */
export default class SummaryReporter implements Reporter {
  private readonly queued = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleQueued(testModule: TestModule) {
    if (!this.queued.has(testModule.moduleId)) this.queued.set(testModule.moduleId, Date.now());
  }

  onTestModuleEnd(testModule: TestModule) {
    this.ended.set(testModule.moduleId, Date.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const projects = new Map<string, ProjectTally>();
    for (const module of testModules) {
      const name = module.project.name || 'root';
      const tally = projects.get(name) ?? {
        files: 0,
        passed: 0,
        failed: 0,
        skipped: 0,
        start: Number.POSITIVE_INFINITY,
        end: 0,
        failures: [],
      };
      tally.files += 1;
      tally.start = Math.min(tally.start, this.queued.get(module.moduleId) ?? Number.POSITIVE_INFINITY);
      tally.end = Math.max(tally.end, this.ended.get(module.moduleId) ?? 0);
      // A file that did not load, or a suite whose beforeAll/afterAll threw.
      for (const error of module.errors()) tally.failures.push(failureLine(module, 'the file', error));
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) tally.failures.push(failureLine(module, suite.fullName, error));
      }
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') tally.passed += 1;
        else if (state === 'failed') {
          tally.failed += 1;
          tally.failures.push(failureLine(module, test.fullName, test.result().errors?.[0]));
        } else tally.skipped += 1;
      }
      projects.set(name, tally);
    }

    const rows = [...projects.entries()].sort(([, a], [, b]) => a.start - b.start);
    const seconds = (tally: ProjectTally) =>
      Number.isFinite(tally.start) && tally.end > 0 ? Math.round((tally.end - tally.start) / 1000) : 0;
    console.log('\nTime by project (first file queued to last file done):');
    for (const [name, tally] of rows) {
      console.log(
        `  ${name.padEnd(10)} ${String(seconds(tally)).padStart(5)} s  ${tally.files} files, ` +
          `${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`,
      );
    }
    const summaryFile = process.env.TEST_SUMMARY_FILE;
    if (summaryFile) {
      const lines = rows.map(([name, tally]) =>
        JSON.stringify({
          name,
          seconds: seconds(tally),
          files: tally.files,
          passed: tally.passed,
          failed: tally.failed,
          skipped: tally.skipped,
          failures: tally.failures,
        }),
      );
      fs.appendFileSync(summaryFile, lines.map((line) => `${line}\n`).join(''));
    }

    // scripts/test.mjs prints every run's failures once, after all of them.
    if (!summaryFile) printFailures(rows.flatMap(([, tally]) => tally.failures));
    const total = (key: 'passed' | 'failed' | 'skipped') => rows.reduce((sum, [, tally]) => sum + tally[key], 0);
    console.log(`\nTests: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
  }
}
