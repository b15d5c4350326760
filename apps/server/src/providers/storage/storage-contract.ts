import { describe, expect, it } from 'vitest';
import { type FileStorage, InvalidStorageKeyError } from './storage';

/**
 * What every FileStorage must do, run over each provider (storage.test.ts, s3-storage.test.ts). `create` is
 * called once per test and answers an empty store.
 */
export const bytes = (...values: number[]) => Uint8Array.from(values);

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

export function storageContract(name: string, create: () => FileStorage) {
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
