import net from 'node:net';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app';
import { startLocalS3 } from '../../test/local-s3';
import { S3FileStorage, type S3Location } from './s3-storage';
import { bytes, storageContract } from './storage-contract';

// A real S3-compatible server for this file, with a fresh bucket removed afterwards.
const s3 = await startLocalS3();
const running = 'stop' in s3 ? s3 : undefined;
const skipped = 'unavailable' in s3 ? s3.unavailable : undefined;

const opened: S3FileStorage[] = [];
afterAll(async () => {
  for (const storage of opened) storage.close();
  await running?.stop();
});

/** A store on the test's bucket (or what `overrides` say instead), with s3rver's credentials. */
function store(overrides: Partial<S3Location> = {}): S3FileStorage {
  const storage = new S3FileStorage(
    { bucket: running!.bucket, endpoint: running!.endpoint, region: 'us-east-1', forcePathStyle: true, ...overrides },
    { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  );
  opened.push(storage);
  return storage;
}
let stores = 0;

async function objectsIn(prefix: string) {
  const listed = await running!.client.send(new ListObjectsV2Command({ Bucket: running!.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key);
}

(skipped ? describe.skip : describe)(skipped ? `S3FileStorage: skipped, ${skipped}` : 'S3FileStorage', () => {
  // Each store under a prefix of its own, so that every test starts from an empty store in the one bucket.
  storageContract('the storage contract, on a local S3-compatible server (s3rver)', () =>
    store({ prefix: `contract-${(stores += 1)}` }),
  );

  it('keeps a key as the object key, under the prefix when the URL has one', async () => {
    await store().put('photos/u9/photo.jpg', bytes(0xff, 0xd8), 'image/jpeg');
    await store({ prefix: 'tenant-a/files' }).put('photos/u9/photo.jpg', bytes(1), 'image/jpeg');
    expect(await objectsIn('photos/u9/')).toEqual(['photos/u9/photo.jpg']);
    expect(await objectsIn('tenant-a/')).toEqual(['tenant-a/files/photos/u9/photo.jpg']);
  });

  it('is shared: what one server stores, another reads and deletes', async () => {
    const [first, second] = [store({ prefix: 'shared' }), store({ prefix: 'shared' })];
    await first.put('signatures/s1.png', bytes(0x89, 0x50), 'image/png');
    expect(await second.get('signatures/s1.png')).toEqual({ bytes: bytes(0x89, 0x50), contentType: 'image/png' });
    await second.delete('signatures/s1.png');
    expect(await first.get('signatures/s1.png')).toBeNull();
  });

  it('a missing bucket is an error, not a missing file', async () => {
    const storage = store({ bucket: 'no-such-bucket-here' });
    await expect(storage.get('photos/u1/photo.jpg')).rejects.toThrow();
    await expect(storage.put('photos/u1/photo.jpg', bytes(1), 'image/jpeg')).rejects.toThrow();
  });

  it('checks the bucket at start: answers for a reachable one, names STORAGE_URL otherwise', async () => {
    await expect(store().verify()).resolves.toBeUndefined();
    await expect(store({ bucket: 'no-such-bucket-here' }).verify()).rejects.toThrow(
      /^STORAGE_URL: the bucket "no-such-bucket-here" .*does not exist/,
    );
    // Nothing listens on port 9 of this machine (discard): refused at once, not after retries and timeouts.
    const started = Date.now();
    await expect(store({ endpoint: 'http://127.0.0.1:9' }).verify()).rejects.toThrow(
      /^STORAGE_URL: the bucket ".*" at http:\/\/127\.0\.0\.1:9 cannot be reached/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a server that accepts and never answers costs seconds, not a hang', async () => {
    const frozen = net.createServer(() => undefined); // holds every connection open, silent
    await new Promise<void>((resolve) => frozen.listen(0, '127.0.0.1', resolve));
    try {
      const storage = store({ endpoint: `http://127.0.0.1:${(frozen.address() as net.AddressInfo).port}` });
      const started = Date.now();
      await expect(storage.get('photos/u1/photo.jpg')).rejects.toThrow(/timed out/);
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      frozen.close();
    }
  }, 60_000);

  it('an app whose bucket does not exist does not start, and says which variable is wrong', async () => {
    const env = { ...running!.env, STORAGE_URL: `s3://no-such-bucket-here?endpoint=${running!.endpoint}` };
    await expect(startTestApp('pglite', env)).rejects.toThrow(/STORAGE_URL: the bucket "no-such-bucket-here"/);
  }, 120_000); // the app migrates and seeds its database before it reaches the storage: slow on a busy machine
});
