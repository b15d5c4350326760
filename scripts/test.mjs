// `npm test`: every suite, in the order that suits a two-core machine (docs/decisions/0040). The build first; then
// the Node and jsdom projects, which keep both cores busy on their own; then the two browser lanes one after the
// other, each with its own app and database (vitest.config.ts). Side by side they took 1,302 and 1,364 s on the
// slower two-core machine; one after the other, 338 and 352 s: each lane's server, Chromium and face detection
// keep both cores busy, and two lanes at once only made each wait. Arguments after `--` go to every Vitest run
// (e.g. `npm test -- --bail 1`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const STAGES = [[['contracts', 'scripts', 'server', 'web']], [['e2e-visitors']], [['e2e-members']]];

const vitestArgs = process.argv.slice(2);
// A filter (a file, -t) leaves some stages with nothing to run, which is then no failure.
const filterArgs = vitestArgs.length > 0 ? ['--passWithNoTests'] : [];
const summaryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-test-summary-'));
const summaryFile = path.join(summaryDir, 'projects.jsonl');

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @returns {Promise<number>} the exit code
 */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** @param {string[]} projects */
const vitest = (projects) =>
  run(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...projects.flatMap((name) => ['--project', name]),
      ...filterArgs,
      ...vitestArgs,
    ],
    { TEST_SUMMARY_FILE: summaryFile },
  );

let failed = (await run(process.execPath, ['scripts/build.mjs'])) !== 0;
if (!failed) {
  for (const stage of STAGES) {
    const codes = await Promise.all(stage.map(vitest));
    if (codes.some((code) => code !== 0)) failed = true;
  }
}

const projects = fs.existsSync(summaryFile)
  ? fs
      .readFileSync(summaryFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
fs.rmSync(summaryDir, { recursive: true, force: true });

console.log('\nnpm test, time by project (first file queued to last file done):');
for (const project of projects) {
  console.log(
    `  ${project.name.padEnd(13)} ${String(project.seconds).padStart(5)} s  ${project.files} files, ` +
      `${project.passed} passed, ${project.failed} failed, ${project.skipped} skipped`,
  );
}
// .ci/run prints these in its phase table.
if (process.env.TEST_TIMINGS_FILE) {
  fs.appendFileSync(
    process.env.TEST_TIMINGS_FILE,
    projects.map((project) => `vitest:${project.name} ${project.seconds}\n`).join(''),
  );
}
/** @param {'passed' | 'failed' | 'skipped'} key */
const total = (key) => projects.reduce((sum, project) => sum + project[key], 0);
// Last, where a CI log cut to its tail still shows them (the reporter leaves them to this script).
const failures = projects.flatMap((project) => project.failures ?? []);
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`);
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`\nTests: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(failed || total('failed') > 0 ? 1 : 0);
