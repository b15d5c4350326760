import { type FileStorage, type StoredFile, assertContentType, assertStorageKey } from './storage';

/** Files in a Map, for tests (DATA_DIR=memory://). Bytes are copied in and out, as a real store would. */
export class MemoryFileStorage implements FileStorage {
  private readonly files = new Map<string, StoredFile>();

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertStorageKey(key);
    assertContentType(contentType);
    this.files.set(key, { bytes: Uint8Array.from(bytes), contentType });
  }

  async get(key: string): Promise<StoredFile | null> {
    assertStorageKey(key);
    const file = this.files.get(key);
    return file ? { bytes: Uint8Array.from(file.bytes), contentType: file.contentType } : null;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    this.files.delete(key);
  }

  /** How many files are stored (tests). */
  get size(): number {
    return this.files.size;
  }
}
