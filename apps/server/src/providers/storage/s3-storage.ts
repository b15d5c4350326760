import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Location } from './s3-location';
import { type FileStorage, type StoredFile, assertContentType, assertStorageKey } from './storage';

export type { S3Location } from './s3-location';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
/**
 * A store that does not answer costs a request seconds, not a hang: by default the SDK waits without end. The
 * socket timeout is for a silent connection, not the whole transfer; one retry after it.
 */
const CONNECT_TIMEOUT_MS = 3000;
const SOCKET_TIMEOUT_MS = 5000;
const MAX_ATTEMPTS = 2;

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** Only a missing object: a missing bucket (also a 404) is a configuration error and must not read as "no file". */
function isMissingObject(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    error.$metadata.httpStatusCode === 404 &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, …), so that every server instance sees the same files
 * (docs/decisions/0024). Key 'a/b' is the object 'a/b' (or 'PREFIX/a/b'), its content type the object's.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  /** Without credentials, the SDK's standard chain: AWS_ACCESS_KEY_ID and _SECRET_, a profile, an instance role. */
  constructor(
    readonly location: S3Location,
    credentials?: S3Credentials,
  ) {
    this.client = new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      forcePathStyle: location.forcePathStyle,
      credentials,
      // Since 2025 the SDK adds CRC32 checksums (and aws-chunked bodies) to every upload and checks them on
      // download; many S3-compatible servers refuse or mangle those. Only operations that require one get one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, socketTimeout: SOCKET_TIMEOUT_MS },
      maxAttempts: MAX_ATTEMPTS,
    });
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return this.location.prefix ? `${this.location.prefix}/${key}` : key;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    assertContentType(contentType);
    // One PUT: the object appears whole or not at all, and the SDK has sent the bytes before it resolves.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.location.bucket,
        Key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    const Key = this.objectKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key }));
      const bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array(0);
      return { bytes, contentType: object.ContentType || DEFAULT_CONTENT_TYPE };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key }));
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible servers a 404.
      if (!isMissingObject(error)) throw error;
    }
  }

  /** At start: the bucket exists and the credentials reach it, or an error that names STORAGE_URL and says why. */
  async verify(): Promise<void> {
    const { bucket, endpoint } = this.location;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: bucket }), {
        abortSignal: AbortSignal.timeout(CONNECT_TIMEOUT_MS * 2),
      });
    } catch (error) {
      const where = `the bucket "${bucket}" at ${endpoint ?? 'AWS S3'}`;
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status === 404) throw new Error(`STORAGE_URL: ${where} does not exist`, { cause: error });
      if (status === 403 || status === 401) {
        throw new Error(
          `STORAGE_URL: ${where} refused the credentials (STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY, ` +
            'or the AWS_* variables)',
          { cause: error },
        );
      }
      throw new Error(`STORAGE_URL: ${where} cannot be reached: ${(error as Error).message}`, { cause: error });
    }
  }

  close(): void {
    this.client.destroy();
  }
}
