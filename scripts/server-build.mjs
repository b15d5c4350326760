// The production server: apps/server/src and the @gym/contracts sources it imports, bundled by esbuild into one
// ES module run by plain node (docs/decisions/0025). Packages from node_modules stay imports (argon2 is native,
// PGlite loads its wasm files from its own folder), so node resolves them from the bundle's folder as from src.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = path.join(REPO_ROOT, 'apps/server/dist');
const SERVER_SRC = path.join(REPO_ROOT, 'apps/server/src');

/** What a change of rebuilds the server (scripts/build-hash.mjs skips test files). */
export const SERVER_INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'tsconfig.base.json',
  'package-lock.json',
  'scripts/server-build.mjs',
];

/**
 * Source files that find files beside themselves through import.meta.url. Bundled, import.meta.url is the
 * bundle's, so each folder is copied beside the bundle under the name the code joins to its directory.
 * config.ts's REPO_ROOT ('../../..' from its folder) holds because the bundle is three folders deep as well.
 */
/** @type {Record<string, { from: string, to: string } | undefined>} */
const FILES_BESIDE_SOURCE = {
  'apps/server/src/db/client.ts': { from: 'db/migrations', to: 'migrations' },
  'apps/server/src/providers/billing/sandbox/sandbox-server.ts': {
    from: 'providers/billing/sandbox/public',
    to: 'public',
  },
  'apps/server/src/config.ts': undefined,
};

/**
 * Every bare import but @gym/* stays an import; @gym/contracts resolves through its exports to its .ts sources.
 * @type {import('esbuild').Plugin}
 */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gym/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A bundled file that uses import.meta for anything but createRequire (which resolves packages from the bundle's
 * folder just as from its own) and is not listed above would look for files that are not beside the bundle.
 * @param {string[]} inputs
 */
function checkRuntimeFiles(inputs) {
  const unknown = inputs.filter((input) => {
    if (input in FILES_BESIDE_SOURCE) return false;
    const source = fs.readFileSync(path.join(REPO_ROOT, input), 'utf8');
    return source.replaceAll('createRequire(import.meta.url)', '').includes('import.meta');
  });
  if (unknown.length > 0) {
    throw new Error(
      `${unknown.join(', ')} read(s) files relative to import.meta.url: list them in FILES_BESIDE_SOURCE in ` +
        'scripts/server-build.mjs, so that the folder is copied beside the bundle.',
    );
  }
}

/**
 * Bundles the server into `outDir`/server.js (with a source map) and copies the folders it reads at run time.
 * `outDir` must be three folders below the repository, as apps/server/dist is (config.ts's REPO_ROOT).
 * @param {string} outDir
 * @returns {Promise<{ inputs: string[] }>} the source files bundled, relative to the repository
 */
export async function buildServer(outDir) {
  if (path.relative(REPO_ROOT, outDir).split(path.sep).length !== 3) {
    throw new Error(`${outDir}: the server bundle must be three folders below ${REPO_ROOT}, as apps/server/dist is`);
  }
  const esbuild = await import('esbuild');
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [path.join(SERVER_SRC, 'server.ts')],
    outfile: path.join(outDir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Class and function names stay as written: logs and errors name them.
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [keepPackagesExternal],
  });
  // esbuild's service process would otherwise idle beside the server that `npm start` runs in this process.
  await esbuild.stop();
  const inputs = Object.keys(result.metafile.inputs).sort();
  checkRuntimeFiles(inputs);
  for (const [source, folder] of Object.entries(FILES_BESIDE_SOURCE)) {
    if (!folder) continue;
    if (!inputs.includes(source)) throw new Error(`${source} is no longer bundled: update scripts/server-build.mjs`);
    fs.cpSync(path.join(SERVER_SRC, folder.from), path.join(outDir, folder.to), { recursive: true });
  }
  return { inputs };
}
