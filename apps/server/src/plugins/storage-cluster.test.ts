import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { signatureHeaders } from '@gym/contracts/signing';
import { uploadTicketAnswerSchema, vaccineUploadAnswerSchema } from '@gym/contracts/vaccine';
import { type App, buildApp } from '../app';
import { SAMPLE_PHOTO_JPEG } from '../providers/documents/samples';
import { testConfig } from '../test/app';
import { createScratchDatabase } from '../test/databases';
import { DEMO } from '../test/demo';
import { multipart } from '../test/join-kit';
import { type LocalS3, startLocalS3 } from '../test/local-s3';

const databaseUrl = process.env.TEST_DATABASE_URL;
// Two instances need one database they can both reach: Postgres, not the in-process PGlite.
const s3 = databaseUrl ? await startLocalS3() : undefined;
const running = s3 && 'stop' in s3 ? (s3 as LocalS3) : undefined;
const skipped = !databaseUrl
  ? 'TEST_DATABASE_URL is not set'
  : !running
    ? (s3 as { unavailable: string }).unavailable
    : undefined;

afterAll(async () => {
  await running?.stop();
});

/** Each test migrates and seeds one database and builds two apps on it: 15-25 s on a busy two-core machine. */
const BUILDS_TWO_APPS = 120_000;

/** Two instances of the app on one scratch Postgres database, each with its own storage variables. */
async function twoInstances(envA: Record<string, string>, envB: Record<string, string>) {
  const scratch = await createScratchDatabase(databaseUrl as string);
  const apps: App[] = [];
  try {
    for (const env of [envA, envB]) {
      apps.push(await buildApp(testConfig({ ...env, DATABASE_URL: scratch.url }), { logger: false }));
    }
  } catch (error) {
    for (const app of apps) await app.close();
    await scratch.drop();
    throw error;
  }
  return {
    apps: apps as [App, App],
    async stop() {
      for (const app of apps) await app.close();
      await scratch.drop();
    },
  };
}

const signingKey = testConfig().REQUEST_SIGNING_KEY;
async function signed(app: App, options: InjectOptions & { method: string; url: string }, token?: string) {
  const headers = await signatureHeaders(signingKey, options.method, options.url);
  const authorization = token ? { authorization: `Bearer ${token}` } : {};
  return app.inject({ ...options, headers: { ...headers, ...authorization, ...(options.headers ?? {}) } });
}
async function login(app: App, account: { email: string; password: string }) {
  const response = await signed(app, { method: 'POST', url: '/auth', payload: account });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

/**
 * A member uploads a vaccine file on the first instance; staff open it on each instance (the load balancer
 * may send them to either). Answers the two downloads.
 */
async function uploadOnFirstOpenOnBoth([first, second]: [App, App]) {
  const memberToken = await login(first, DEMO.member);
  const ticket = await signed(
    first,
    { method: 'POST', url: '/membership', payload: { userGroup: 'Vaccinated' } },
    memberToken,
  );
  expect(ticket.statusCode, ticket.body).toBe(200);
  const form = await multipart({ file: { bytes: SAMPLE_PHOTO_JPEG, filename: 'card.jpg', type: 'image/jpeg' } });
  const uploaded = await signed(
    first,
    { method: 'POST', url: '/contacts/vaccine-status', payload: form.payload, headers: form.headers },
    uploadTicketAnswerSchema.parse(ticket.json()).data.uploadToken,
  );
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const url = `/staff/vaccine-records/${vaccineUploadAnswerSchema.parse(uploaded.json()).data.id}/file`;
  const open = async (app: App) => signed(app, { method: 'GET', url }, await login(app, DEMO.staff));
  return { onFirst: await open(first), onSecond: await open(second) };
}

(skipped ? describe.skip : describe)(
  skipped ? `two instances sharing files: skipped, ${skipped}` : 'two instances sharing files',
  () => {
    it(
      'with STORAGE_URL (one S3-compatible bucket), a file uploaded on one instance downloads on the other',
      async () => {
        const pair = await twoInstances(running!.env, running!.env);
        try {
          const { onFirst, onSecond } = await uploadOnFirstOpenOnBoth(pair.apps);
          for (const download of [onFirst, onSecond]) {
            expect(download.statusCode, download.body).toBe(200);
            expect(download.headers['content-type']).toBe('image/jpeg');
            expect(new Uint8Array(download.rawPayload)).toEqual(SAMPLE_PHOTO_JPEG);
          }
        } finally {
          await pair.stop();
        }
      },
      BUILDS_TWO_APPS,
    );

    it(
      'with a STORAGE_DIR each (the local disk), the other instance cannot find the file: what S3 fixes',
      async () => {
        const dirs = await Promise.all([0, 1].map(() => fs.mkdtemp(path.join(os.tmpdir(), 'gym-files-'))));
        const pair = await twoInstances({ STORAGE_DIR: dirs[0]! }, { STORAGE_DIR: dirs[1]! });
        try {
          const { onFirst, onSecond } = await uploadOnFirstOpenOnBoth(pair.apps);
          expect(onFirst.statusCode, onFirst.body).toBe(200);
          expect(onSecond.statusCode, onSecond.body).toBe(404);
        } finally {
          await pair.stop();
          for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
        }
      },
      BUILDS_TWO_APPS,
    );
  },
);
