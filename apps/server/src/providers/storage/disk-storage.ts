import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type FileStorage,
  InvalidStorageKeyError,
  type StoredFile,
  assertContentType,
  assertStorageKey,
} from './storage';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
/** Keys never start a segment with a dot, so these names cannot collide with a key. */
const META_DIR = '.meta';
const TEMP_PREFIX = '.tmp-';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

/** Writes through a temporary file in the same directory and a rename, so a reader never sees half a file. */
async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `${TEMP_PREFIX}${randomUUID()}`);
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/**
 * Files on the local disk: the bytes of key 'a/b' at ROOT/a/b, its content type at ROOT/.meta/a/b.
 * The embedded default, under DATA_DIR/files (or STORAGE_DIR).
 */
export class DiskFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathsFor(key: string): { file: string; meta: string } {
    assertStorageKey(key);
    const segments = key.split('/');
    const file = path.join(this.root, ...segments);
    // The key rules already exclude every way out of the root; this is the belt to those braces.
    const relative = path.relative(this.root, file);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new InvalidStorageKeyError(key, 'resolves outside the storage directory');
    }
    return { file, meta: path.join(this.root, META_DIR, ...segments) };
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const { file, meta } = this.pathsFor(key);
    assertContentType(contentType);
    await writeAtomically(meta, contentType);
    await writeAtomically(file, bytes);
  }

  async get(key: string): Promise<StoredFile | null> {
    const { file, meta } = this.pathsFor(key);
    let data: Buffer;
    try {
      data = await fs.readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    let contentType = DEFAULT_CONTENT_TYPE;
    try {
      contentType = (await fs.readFile(meta, 'utf8')).trim() || DEFAULT_CONTENT_TYPE;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), contentType };
  }

  async delete(key: string): Promise<void> {
    const { file, meta } = this.pathsFor(key);
    await fs.rm(file, { force: true });
    await fs.rm(meta, { force: true });
  }
}
