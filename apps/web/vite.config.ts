import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import react from '@vitejs/plugin-react';
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import { type Plugin, type PluginOption, build, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { HEADING_STAND_INS, standInFamily } from './src/components/brand/heading-face.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * In development the API and the SPA share paths such as /billing (docs/decisions/0002): a browser
 * navigation gets index.html, every other request goes to the API server.
 */
const apiProxy = {
  target: API_TARGET,
  bypass: (req: { headers: { accept?: string } }) =>
    req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
};

/** In development the API server is not the one serving index.html: fetch its settings and inject them. */
function devAppConfig(): Plugin {
  return {
    name: 'dev-app-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      const response = await fetch(`${API_TARGET}/app-config`);
      const config = JSON.stringify(await response.json()).replace(/"/g, '&quot;');
      return html.replace('<!--app-config-->', `<meta name="app-config" content="${config}">`);
    },
  };
}

/** Files of an installed package, served from our own origin at `urlPrefix`: copied at build time, never committed. */
function packageFiles(name: string, urlPrefix: string, dir: string, files: () => string[]): Plugin {
  return {
    name,
    configureServer(server) {
      const served = new Set(files());
      server.middlewares.use((req, res, next) => {
        const file = req.url?.startsWith(urlPrefix) ? req.url.slice(urlPrefix.length).split('?')[0] : undefined;
        if (!file || !served.has(file)) return next();
        const type = file.endsWith('.json') ? 'application/json' : file.endsWith('.wasm') ? 'application/wasm' : null;
        res.setHeader('content-type', type ?? 'application/octet-stream');
        res.end(fs.readFileSync(path.join(dir, file)));
      });
    },
    generateBundle() {
      for (const file of files()) {
        this.emitFile({
          type: 'asset',
          fileName: `${urlPrefix.slice(1)}${file}`,
          source: fs.readFileSync(path.join(dir, file)),
        });
      }
    },
  };
}

/**
 * The photo step's face detector, served from our own origin: TinyFaceDetector's weights at /models/face-api/ (the
 * manifest and the shards it lists, from the installed @vladmandic/face-api), and TensorFlow.js's wasm backend
 * binaries at /models/tfjs-wasm/ (the SIMD one, and the plain one for a browser without SIMD; not the threaded one,
 * which needs a cross-origin-isolated page). @tensorflow/tfjs-backend-wasm is pinned to the version face-api bundles.
 */
function faceApiModels(): Plugin[] {
  const packageDir = (name: string) => path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
  const modelDir = path.join(packageDir('@vladmandic/face-api'), 'model');
  const manifest = 'tiny_face_detector_model-weights_manifest.json';
  const modelFiles = () => {
    const groups = JSON.parse(fs.readFileSync(path.join(modelDir, manifest), 'utf8')) as { paths: string[] }[];
    return [manifest, ...groups.flatMap((group) => group.paths)];
  };
  const wasmDir = path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist');
  const wasmFiles = () => ['tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm.wasm'];
  return [
    packageFiles('face-api-models', '/models/face-api/', modelDir, modelFiles),
    packageFiles('tfjs-wasm-binaries', '/models/tfjs-wasm/', wasmDir, wasmFiles),
  ];
}

/**
 * `virtual:heading-stand-ins.css`: one @font-face per system face that stands in for the heading face until it
 * arrives (src/components/brand/heading-face.ts), sized by fontaine from the metrics of the woff2 we ship and of
 * the system face, so that the swap moves nothing (docs/decisions/0041). Declared bold, as the headings are, so
 * the browser draws the stand-in as sized rather than emboldening it.
 */
function headingStandIns(): Plugin {
  const id = 'virtual:heading-stand-ins.css';
  const resolvedId = `\0${id}`;
  return {
    name: 'heading-stand-ins',
    resolveId: (source) => (source === id ? resolvedId : null),
    async load(loaded) {
      if (loaded !== resolvedId) return null;
      const woff2 = createRequire(import.meta.url).resolve(
        '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2',
      );
      const heading = await readMetrics(pathToFileURL(woff2));
      if (!heading) throw new Error(`fontaine could not read the heading face's metrics from ${woff2}`);
      const faces = await Promise.all(
        HEADING_STAND_INS.map(async ({ local, metricsOf }) => {
          const metrics = await getMetricsForFamily(metricsOf);
          if (!metrics) throw new Error(`fontaine has no metrics for ${metricsOf}`);
          return generateFontFace(heading, { name: standInFamily(local), font: local, metrics, 'font-weight': 700 });
        }),
      );
      return faces.join('\n');
    },
  };
}

/**
 * The message catalogs (every `i18n/en.json` and `i18n/es.json`, docs/decisions/0039) compiled at build time, as
 * Lingui's own CLI would: the app then ships no message parser (7 KB gzip) and only interpolates. Tests and
 * `npm run dev` compile at run time instead (Lingui does so outside production).
 */
function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]i18n[\\/](en|es)\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * The first page's server-side renderer (docs/decisions/0030): after the SPA's build, app/first-page/render.tsx
 * is built for Node into <outDir>/ssr/, self-contained (React, MUI and all), for the API server to run.
 */
function firstPageRenderer(): Plugin {
  let outDir = '';
  return {
    name: 'first-page-renderer',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'warn',
        publicDir: false,
        plugins: [compiledCatalogs(), react()],
        // React's production build, whatever NODE_ENV the server later runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
        build: {
          ssr: 'src/app/first-page/render.tsx',
          outDir: path.join(outDir, 'ssr'),
          emptyOutDir: true,
          target: 'node20',
        },
      });
    },
  };
}

/**
 * The service worker (src/service-worker/sw.ts, docs/decisions/0037), built to dist/sw.js with the list of files
 * it precaches: every hashed file the app loads (scripts, styles, the heading font), the club pictures, the icons
 * and the offline page: 1.7 MB, about 570 KB on the wire (Brotli), once per deploy. Not the face detector (its
 * worker script, weights and wasm: 2.2 MB more, for the photo step alone, which needs the network anyway), nor the
 * sourcemaps, the .gz/.br copies, the older font format or index.html (the page comes from the server, which
 * injects the settings). The manifest is the server's (its name is the configured brand's); the app registers the
 * worker itself (lib/service-worker.ts), and `npm run dev` runs without one.
 */
function serviceWorker(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // Nothing added to index.html, whose only script is boot.ts (docs/decisions/0030).
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: [
        'assets/*.{js,css,woff2}',
        'clubs/*.svg',
        'classes/*.svg',
        'icons/*.png',
        'favicon.svg',
        'offline.html',
      ],
      globIgnores: ['assets/face-detector.worker-*.js'],
    },
    devOptions: { enabled: false },
  });
}

export default defineConfig({
  plugins: [
    compiledCatalogs(),
    react(),
    headingStandIns(),
    devAppConfig(),
    faceApiModels(),
    firstPageRenderer(),
    // .br and .gz beside each asset; the server sends them pre-compressed. The face detector's wasm (415 KB) and
    // weights compress well too; pictures and fonts are compressed already.
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: [/\.(html|xml|css|json|js|mjs|svg|wasm|bin)$/],
      exclude: [/\.(png|jpg|jpeg|webp|woff2)$/],
    }),
    serviceWorker(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Every module the first page loads statically goes into one chunk: left to itself, Rolldown splits the
    // modules the entry shares with lazy pages into many small chunks, each gzipped alone (19 files, ~8 KB more
    // than one). Lazy pages then import what they share from that chunk, which is loaded already.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // The realtime channel (socket.io over WebSocket) goes to the API server too.
      '/socket.io': { target: API_TARGET, ws: true },
      '^/(clubs|classes/schedule|classes/bookings|api|ols-account|sign-up|dashboard|auth|contacts|membership|history|billing|payment-methods|messages|calls|docs|health|dev|app-config)(/.*)?$':
        apiProxy,
    },
  },
});
