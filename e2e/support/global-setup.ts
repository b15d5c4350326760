import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAppInstance, webDistDir } from './app-instance';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** CHROMIUM_PATH, else Debian's package; installed with apt-get when missing and we are root. */
function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (fs.existsSync(configured)) return configured;
    throw new Error(`[e2e] CHROMIUM_PATH is set to ${configured}, but no file is there.`);
  }
  if (fs.existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (process.getuid?.() === 0) {
    console.log(
      `[e2e] No Chromium at ${DEBIAN_CHROMIUM}: running \`apt-get update && apt-get install -y chromium\` (as root).`,
    );
    execSync('apt-get update && apt-get install -y chromium', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (fs.existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    `[e2e] Chromium not found at ${DEBIAN_CHROMIUM}. Install Debian's package (\`apt-get install -y chromium\` as root) ` +
      'or set CHROMIUM_PATH to a Chromium executable.',
  );
}

/** Starts the real app (PGlite in a fresh temp dir, the built SPA) on a free port for the e2e specs. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const webIndex = path.join(webDistDir(), 'index.html');
  if (!fs.existsSync(webIndex)) {
    throw new Error(`[e2e] No web build at ${webIndex}: run \`npm run build\` first (\`npm test\` builds first).`);
  }

  const appStartedAt = Date.now();
  const app = await startAppInstance();
  project.provide('appStartedAt', appStartedAt);
  project.provide('baseUrl', app.origin);
  project.provide('signingKey', app.signingKey);
  project.provide('companySiteUrl', app.companySiteUrl);
  project.provide('chromiumPath', chromiumPath);

  return app.stop;
}
