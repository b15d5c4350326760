import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/** s3rver checks request signatures against these fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The environment that points the app at the bucket (STORAGE_URL and its credentials). */
  env: Record<string, string>;
  /** A client for the test's own look into the bucket. */
  client: S3Client;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1, a free port and a temporary directory, with a fresh bucket;
 * stop() closes it and removes the directory and so the bucket. Answers the reason instead when it cannot start.
 */
export async function startLocalS3(): Promise<LocalS3 | { unavailable: string }> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'gym-s3-'));
  let server: { close(): Promise<void> } | undefined;
  try {
    // Imported here so that a missing package is a reason to skip, like a server that cannot listen.
    const { default: S3rver } = await import('s3rver');
    const instance = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
    server = instance;
    const { port } = await instance.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const bucket = `gym-test-${randomBytes(4).toString('hex')}`;
    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const running = server;
    return {
      endpoint,
      bucket,
      client,
      env: {
        STORAGE_URL: `s3://${bucket}?endpoint=${endpoint}&region=us-east-1`,
        STORAGE_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        STORAGE_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      },
      async stop() {
        client.destroy();
        await running.close();
        await fs.rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.close().catch(() => undefined);
    await fs.rm(directory, { recursive: true, force: true });
    return { unavailable: `s3rver could not start: ${(error as Error).message}` };
  }
}
