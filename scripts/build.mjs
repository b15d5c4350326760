// `npm run build [-- web|server] [-- --force]`: the SPA and the server, each only when its inputs changed.
import { TARGETS, buildTargets } from './build-targets.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const named = /** @type {(keyof typeof TARGETS)[]} */ (args.filter((arg) => arg !== '--force'));
const unknown = named.filter((name) => !(name in TARGETS));
if (unknown.length > 0) {
  console.error(
    `Unknown build ${unknown.join(', ')}: the builds are ${Object.keys(TARGETS).join(', ')} (and --force).`,
  );
  process.exit(2);
}

try {
  await buildTargets(named.length > 0 ? named : /** @type {(keyof typeof TARGETS)[]} */ (Object.keys(TARGETS)), {
    force,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
