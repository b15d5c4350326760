/**
 * Where the product keeps files (photos, signatures, PDFs, mail attachments): one interface, with the
 * local disk as the embedded implementation, memory for tests, and an S3-compatible bucket that several server
 * instances share (shared/design/architecture.md, the files row; docs/decisions/0024).
 */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file under the key, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** Checks at start that the store can be reached (the bucket exists, the credentials are accepted). */
  verify?(): Promise<void>;
  /** Releases connections when the app closes (the S3 client's sockets). */
  close?(): void;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 100))}: ${reason}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export const MAX_STORAGE_KEY_LENGTH = 512;

/**
 * One to 128 characters of letters, digits, '.', '_', '-', starting with a letter or digit. So no segment is
 * empty, '.' or '..', none starts with a dot (the disk store keeps its own files under dot-names), and
 * nothing can be read as an absolute path, a drive or a backslash separator.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Keys are '/'-separated segments, e.g. 'mail-outbox/<uuid>/0'. Throws InvalidStorageKeyError otherwise. */
export function assertStorageKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidStorageKeyError(String(key), 'empty');
  if (key.length > MAX_STORAGE_KEY_LENGTH) {
    throw new InvalidStorageKeyError(key, `longer than ${MAX_STORAGE_KEY_LENGTH} characters`);
  }
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment)) {
      throw new InvalidStorageKeyError(
        key,
        "each '/'-separated part must be letters, digits, '.', '_' or '-', starting with a letter or digit",
      );
    }
  }
}

/** type/subtype with optional parameters, as a Content-Type header carries it. */
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;[\x20-\x7e]*)?$/i;

export function assertContentType(contentType: string): void {
  if (typeof contentType !== 'string' || contentType.length > 255 || !CONTENT_TYPE.test(contentType)) {
    throw new TypeError(`Invalid content type ${JSON.stringify(String(contentType).slice(0, 100))}`);
  }
}
