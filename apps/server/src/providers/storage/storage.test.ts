import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  DiskFileStorage,
  InvalidStorageKeyError,
  MemoryFileStorage,
  assertStorageKey,
  storageFromConfig,
} from './index';
import { S3FileStorage } from './s3-storage';
import { bytes, storageContract } from './storage-contract';

const tempRoots: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-storage-'));
  tempRoots.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempRoots) fs.rmSync(dir, { recursive: true, force: true });
});

storageContract('MemoryFileStorage', () => new MemoryFileStorage());
storageContract('DiskFileStorage', () => new DiskFileStorage(tempDir()));

describe('DiskFileStorage on the disk', () => {
  it('writes the bytes at ROOT/<key>, nothing outside the root, and no temporary files left', async () => {
    const parent = tempDir();
    const root = path.join(parent, 'files');
    const storage = new DiskFileStorage(root);
    await storage.put('documents/u1/receipt.pdf', bytes(0x25, 0x50, 0x44, 0x46), 'application/pdf');
    expect(fs.readFileSync(path.join(root, 'documents/u1/receipt.pdf'))).toEqual(Buffer.from('%PDF'));
    expect(fs.readdirSync(parent)).toEqual(['files']);
    expect(fs.readdirSync(path.join(root, 'documents/u1'))).toEqual(['receipt.pdf']);
    await expect(storage.get('../files/documents/u1/receipt.pdf')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('keeps files across instances (a restart)', async () => {
    const root = tempDir();
    await new DiskFileStorage(root).put('signatures/s1.png', bytes(0x89, 0x50), 'image/png');
    expect(await new DiskFileStorage(root).get('signatures/s1.png')).toEqual({
      bytes: bytes(0x89, 0x50),
      contentType: 'image/png',
    });
  });
});

describe('assertStorageKey', () => {
  it('accepts the keys the product makes', () => {
    for (const key of ['mail-outbox/6f1c2f2e-8a4b-4f7e-9a43-2b0c1d9e8f70/0', 'photos/200001.jpg', 'a', 'A_b-c.d']) {
      expect(() => assertStorageKey(key)).not.toThrow();
    }
  });
});

describe('storageFromConfig', () => {
  it('uses memory for DATA_DIR=memory://, DATA_DIR/files on disk, or STORAGE_DIR when set', async () => {
    expect(await storageFromConfig({ DATA_DIR: 'memory://', STORAGE_DIR: undefined })).toBeInstanceOf(
      MemoryFileStorage,
    );
    const disk = await storageFromConfig({ DATA_DIR: '/srv/gym', STORAGE_DIR: undefined });
    expect(disk).toBeInstanceOf(DiskFileStorage);
    expect((disk as DiskFileStorage).root).toBe(path.resolve('/srv/gym/files'));
    const override = await storageFromConfig({ DATA_DIR: 'memory://', STORAGE_DIR: '/mnt/files' });
    expect((override as DiskFileStorage).root).toBe(path.resolve('/mnt/files'));
  });

  it('uses the S3-compatible bucket when STORAGE_URL is set, whatever DATA_DIR says', async () => {
    const config = loadConfig({
      DATA_DIR: 'memory://',
      STORAGE_URL: 's3://gym-files/prod?endpoint=http://127.0.0.1:9000',
      STORAGE_ACCESS_KEY_ID: 'key',
      STORAGE_SECRET_ACCESS_KEY: 'secret',
    });
    const storage = await storageFromConfig(config);
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect((storage as S3FileStorage).location).toEqual({
      bucket: 'gym-files',
      prefix: 'prod',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });
});
