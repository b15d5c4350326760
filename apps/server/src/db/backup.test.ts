import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { REPO_ROOT } from '../config';
import { testConfig } from '../test/app';
import { TEMPLATE_PASSWORD_HASH_COST } from '../test/template-settings';
import { backupSocketPath, restoreBackup, takeSnapshot } from './backup';
import { users } from './schema';

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

/** `npm run backup` / `npm run restore` as an operator runs them: their own process, the same environment. */
async function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      TSX,
      [path.join(REPO_ROOT, `apps/server/src/scripts/${script}.ts`), ...args],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
        timeout: 180_000,
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

describe('backup and restore of the embedded database and its files', () => {
  let dataDir: string;
  let work: string;
  let env: Record<string, string>;
  let app: App | undefined;
  const start = () =>
    buildApp(testConfig({ ...env, PASSWORD_HASH_COST: TEMPLATE_PASSWORD_HASH_COST }), { logger: false });

  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-backup-'));
    dataDir = path.join(work, 'data');
    env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' };
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('backs up a running server, and restores what it had after changes, rows and files', async () => {
    app = await start();
    await app.ready();
    const [kept] = await app.db
      .insert(users)
      .values({ email: 'kept@example.com', firstName: 'Kept', lastName: 'Before', scanCode: 'BACKUP-1' })
      .returning();
    await app.storage.put(`photos/${kept!.id}/photo.jpg`, PHOTO, 'image/jpeg');
    expect(fs.statSync(path.dirname(backupSocketPath(dataDir))).mode & 0o777).toBe(0o700);

    const archive = path.join(work, 'backup.tar.gz');
    const backup = await run('backup', [archive], env);
    expect(backup.output).toContain(`Backup written to ${archive}`);
    expect(backup.code).toBe(0);
    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries).toEqual(expect.arrayContaining(['backup.json', 'db.tar', `files/photos/${kept!.id}/photo.jpg`]));

    // Changed after the backup: a row changed, one added, the file replaced, another added.
    await app.db.update(users).set({ lastName: 'After' }).where(eq(users.id, kept!.id));
    await app.db
      .insert(users)
      .values({ email: 'later@example.com', firstName: 'Later', lastName: 'Added', scanCode: 'BACKUP-2' });
    await app.storage.put(`photos/${kept!.id}/photo.jpg`, new Uint8Array([9, 9, 9]), 'image/png');
    await app.storage.put('photos/later/photo.jpg', PHOTO, 'image/jpeg');

    const refused = await run('restore', [archive], env);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('A server has the database');
    expect(await app.db.$count(users)).toBe(2);

    await app.close();
    app = undefined;
    const restored = await run('restore', [archive], env);
    expect(restored.output).toContain('Restored the backup taken at');
    expect(restored.code).toBe(0);
    // Nothing left aside once it succeeded.
    expect(fs.readdirSync(dataDir).filter((name) => name.includes('before-restore') || name.startsWith('.'))).toEqual(
      [],
    );

    app = await start();
    const rows = await app.db.select({ email: users.email, lastName: users.lastName }).from(users);
    expect(rows).toEqual([{ email: 'kept@example.com', lastName: 'Before' }]);
    expect(await app.storage.get(`photos/${kept!.id}/photo.jpg`)).toEqual({ bytes: PHOTO, contentType: 'image/jpeg' });
    expect(await app.storage.get('photos/later/photo.jpg')).toBeNull();
    await app.close();
    app = undefined;

    // With no server running, the script opens the database itself.
    const offline = path.join(work, 'offline.tar.gz');
    expect((await run('backup', [offline], env)).code).toBe(0);
    const manifest: string[] = [];
    await tar.t({ file: offline, onReadEntry: (entry) => manifest.push(entry.path) });
    expect(manifest).toContain(`files/photos/${kept!.id}/photo.jpg`);
  }, 300_000);

  it('starts without the backup socket where DATA_DIR is too long for one, saying so', async () => {
    const longDir = path.join(work, 'a-data-directory-whose-path-is-longer-than-a-unix-socket-path-may-be', 'data');
    expect(backupSocketPath(longDir).length).toBeGreaterThan(110);
    const lines: string[] = [];
    const longApp = await buildApp(
      testConfig({ DATA_DIR: longDir, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', JOBS: 'off' }),
      { logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } },
    );
    try {
      expect((await longApp.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      expect(lines.join('')).toContain('backups while the server runs are off');
    } finally {
      await longApp.close();
    }
  }, 120_000);

  it('refuses an archive that is not a backup, leaving the data directory as it was', async () => {
    const bogus = path.join(work, 'bogus.tar.gz');
    fs.writeFileSync(path.join(work, 'note.txt'), 'not a backup');
    await tar.c({ gzip: true, file: bogus, cwd: work }, ['note.txt']);
    const before = fs.readdirSync(path.join(dataDir, 'db')).sort();
    const result = await run('restore', [bogus], env);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('not a backup of this product');
    expect(fs.readdirSync(path.join(dataDir, 'db')).sort()).toEqual(before);
  }, 60_000);

  it('puts the live database and files back when the restore fails half-way through its moves', async () => {
    // A backup whose files/ is missing: the database moves in, then the files' move fails.
    const { PGlite } = await import('@electric-sql/pglite');
    const source = await PGlite.create();
    await source.exec('create table restored_marker (id int)');
    const staging = await takeSnapshot(source, { workDir: work, storageDir: null, now: new Date() });
    await source.close();
    const broken = path.join(work, 'no-files.tar.gz');
    await tar.c({ gzip: true, file: broken, cwd: staging }, ['backup.json', 'db.tar']);
    fs.rmSync(staging, { recursive: true, force: true });

    const liveDir = path.join(work, 'half-way');
    const storageDir = path.join(liveDir, 'files');
    fs.mkdirSync(path.join(liveDir, 'db'), { recursive: true });
    fs.writeFileSync(path.join(liveDir, 'db', 'live-database'), 'the live database');
    fs.mkdirSync(storageDir, { recursive: true });
    fs.writeFileSync(path.join(storageDir, 'live-file'), 'a live file');

    await expect(restoreBackup(broken, { dataDir: liveDir, storageDir, now: new Date() })).rejects.toThrow();
    expect(fs.readFileSync(path.join(liveDir, 'db', 'live-database'), 'utf8')).toBe('the live database');
    expect(fs.readdirSync(path.join(liveDir, 'db'))).toEqual(['live-database']);
    expect(fs.readFileSync(path.join(storageDir, 'live-file'), 'utf8')).toBe('a live file');
    // Nothing aside and no staging left behind.
    expect(fs.readdirSync(liveDir).sort()).toEqual(['db', 'files']);
  }, 120_000);
});
