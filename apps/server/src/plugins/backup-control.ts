import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { archiveOf, backupSocketPath, takeSnapshot } from '../db/backup';

/** The longest Unix socket path every platform takes whole. */
const MAX_SOCKET_PATH = 103;

/**
 * The running server's side of `npm run backup` on the embedded database (docs/decisions/0055): PGlite belongs to
 * one process, so the backup is taken here, in one consistent moment (db/backup.ts takeSnapshot), and streamed as
 * a tar.gz to whoever asks on a Unix socket in DATA_DIR/control, a directory only the server's account may enter.
 * Not over HTTP on the app's port: nothing reaches it from the network. Nothing with Postgres or in memory.
 */
export const backupControlPlugin = fp<{ dataDir: string; storageDir: string | null }>(
  async (app: FastifyInstance, options) => {
    const client = app.embeddedDatabase;
    if (!client || options.dataDir === 'memory://') return;
    const socketPath = backupSocketPath(options.dataDir);
    fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
    fs.chmodSync(path.dirname(socketPath), 0o700);
    // A socket file left by a server that did not stop cleanly: this process holds the database now.
    fs.rmSync(socketPath, { force: true });

    const server = http.createServer((request, response) => {
      if (request.method !== 'POST' || request.url !== '/backup') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('POST /backup\n');
        return;
      }
      void (async () => {
        let staging: string;
        try {
          staging = await takeSnapshot(client, {
            workDir: path.resolve(options.dataDir),
            storageDir: options.storageDir,
            now: app.clock.now(),
          });
        } catch (error) {
          app.log.error({ err: error }, 'backup failed');
          response.writeHead(500, { 'content-type': 'text/plain' }).end(`The backup failed: ${String(error)}\n`);
          return;
        }
        app.log.info('backup taken; streaming it to npm run backup');
        response.writeHead(200, { 'content-type': 'application/gzip' });
        await pipeline(archiveOf(staging), response).catch((error: unknown) =>
          app.log.warn({ err: error }, 'the backup stream ended early'),
        );
      })();
    });
    const off = (error?: unknown) =>
      // A Unix socket's path has a length limit (108 bytes on Linux, 104 on macOS; longer ones are cut short, not
      // refused): the server serves anyway, without this.
      app.log.warn(
        { err: error, socketPath },
        'backups while the server runs are off: no socket at this path (a shorter DATA_DIR allows it); ' +
          'npm run backup works while the server is stopped',
      );
    if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) return off();
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => resolve());
      });
    } catch (error) {
      return off(error);
    }
    fs.chmodSync(socketPath, 0o600);
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(socketPath, { force: true });
    });
  },
  { name: 'backup-control', dependencies: ['database'] },
);
