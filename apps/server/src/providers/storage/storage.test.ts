import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DiskFileStorage,
  type FileStorage,
  InvalidStorageKeyError,
  MemoryFileStorage,
  assertStorageKey,
  storageFromConfig,
} from './index';

const tempRoots: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-storage-'));
  tempRoots.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempRoots) fs.rmSync(dir, { recursive: true, force: true });
});

const bytes = (...values: number[]) => Uint8Array.from(values);

const BAD_KEYS = [
  '',
  '/etc/passwd',
  '../outside',
  'a/../../outside',
  'a/./b',
  '..',
  '.',
  'a//b',
  'a/',
  '.hidden',
  'a/.meta',
  'a\\b',
  'C:evil',
  'a b',
  'a\u0000b',
  'é',
  'x'.repeat(129),
  `${'a/'.repeat(256)}a`,
];

function contract(name: string, create: () => FileStorage) {
  describe(name, () => {
    it('stores, reads, replaces and deletes a file with its content type', async () => {
      const storage = create();
      expect(await storage.get('photos/u1/photo.jpg')).toBeNull();
      await storage.put('photos/u1/photo.jpg', bytes(0xff, 0xd8, 0xff), 'image/jpeg');
      expect(await storage.get('photos/u1/photo.jpg')).toEqual({
        bytes: bytes(0xff, 0xd8, 0xff),
        contentType: 'image/jpeg',
      });

      await storage.put('photos/u1/photo.jpg', bytes(1, 2), 'application/octet-stream');
      expect(await storage.get('photos/u1/photo.jpg')).toEqual({
        bytes: bytes(1, 2),
        contentType: 'application/octet-stream',
      });

      await storage.delete('photos/u1/photo.jpg');
      expect(await storage.get('photos/u1/photo.jpg')).toBeNull();
      await storage.delete('photos/u1/photo.jpg'); // a second delete is not an error
    });

    it('keeps empty files and binary content exactly', async () => {
      const storage = create();
      await storage.put('empty', new Uint8Array(0), 'text/plain; charset=utf-8');
      expect(await storage.get('empty')).toEqual({
        bytes: new Uint8Array(0),
        contentType: 'text/plain; charset=utf-8',
      });
      const all = Uint8Array.from({ length: 256 }, (_, index) => index);
      await storage.put('all-bytes.bin', all, 'application/octet-stream');
      expect((await storage.get('all-bytes.bin'))?.bytes).toEqual(all);
    });

    it('is not changed by the caller changing its buffer afterwards', async () => {
      const storage = create();
      const buffer = bytes(1, 2, 3);
      await storage.put('copy', buffer, 'application/octet-stream');
      buffer[0] = 9;
      const stored = await storage.get('copy');
      expect(stored?.bytes).toEqual(bytes(1, 2, 3));
      stored!.bytes[1] = 9;
      expect((await storage.get('copy'))?.bytes).toEqual(bytes(1, 2, 3));
    });

    it('tells a directory-like prefix from a file', async () => {
      const storage = create();
      await storage.put('mail-outbox/m1/0', bytes(1), 'application/pdf');
      expect(await storage.get('mail-outbox/m1')).toBeNull();
      expect(await storage.get('mail-outbox')).toBeNull();
    });

    it.each(BAD_KEYS)('refuses the key %j on put, get and delete', async (key) => {
      const storage = create();
      await expect(storage.put(key, bytes(1), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    });

    it('refuses a content type that is not type/subtype', async () => {
      const storage = create();
      for (const contentType of ['', 'pdf', 'text/html\r\nx-evil: 1', 'a/b/c']) {
        await expect(storage.put('file', bytes(1), contentType)).rejects.toThrow(TypeError);
      }
      expect(await storage.get('file')).toBeNull();
    });
  });
}

contract('MemoryFileStorage', () => new MemoryFileStorage());
contract('DiskFileStorage', () => new DiskFileStorage(tempDir()));

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
  it('uses memory for DATA_DIR=memory://, DATA_DIR/files on disk, or STORAGE_DIR when set', () => {
    expect(storageFromConfig({ DATA_DIR: 'memory://', STORAGE_DIR: undefined })).toBeInstanceOf(MemoryFileStorage);
    const disk = storageFromConfig({ DATA_DIR: '/srv/gym', STORAGE_DIR: undefined });
    expect(disk).toBeInstanceOf(DiskFileStorage);
    expect((disk as DiskFileStorage).root).toBe(path.resolve('/srv/gym/files'));
    const override = storageFromConfig({ DATA_DIR: 'memory://', STORAGE_DIR: '/mnt/files' });
    expect((override as DiskFileStorage).root).toBe(path.resolve('/mnt/files'));
  });
});
