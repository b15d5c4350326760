// `npm start`: build what changed (docs/decisions/0025), then run the compiled server in this process.
// `--server-only` (the server workspace's `npm start`) leaves the SPA build alone.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildTargets } from './build-targets.mjs';
import { SERVER_DIST } from './server-build.mjs';

const serverOnly = process.argv.includes('--server-only');
try {
  await buildTargets(serverOnly ? ['server'] : ['web', 'server']);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Stack traces point into apps/server/src, not into the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(SERVER_DIST, 'server.js')).href);
