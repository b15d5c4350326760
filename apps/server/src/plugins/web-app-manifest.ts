import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WEB_APP_MANIFEST_PATH, webAppManifest } from '@gym/contracts/web-app';

/**
 * The web app manifest that makes the SPA installable (docs/decisions/0037). Served, not built: its name is the
 * configured brand's, as everything else the one build shows. `no-cache`, so a renamed brand reaches installs.
 */
export const webAppManifestPlugin = fp<{ brandName: string }>(
  async (app: FastifyInstance, { brandName }) => {
    const body = JSON.stringify(webAppManifest(brandName));
    app.get(WEB_APP_MANIFEST_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/manifest+json').header('cache-control', 'no-cache').send(body),
    );
  },
  { name: 'web-app-manifest' },
);
