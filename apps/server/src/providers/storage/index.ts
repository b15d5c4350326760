import path from 'node:path';
import type { Config } from '../../config';
import { DiskFileStorage } from './disk-storage';
import { MemoryFileStorage } from './memory-storage';
import type { FileStorage } from './storage';

export { DiskFileStorage } from './disk-storage';
export { MemoryFileStorage } from './memory-storage';
export type { S3Location } from './s3-location';
export * from './storage';

type StorageConfig = Pick<Config, 'DATA_DIR' | 'STORAGE_DIR'> &
  Partial<Pick<Config, 'STORAGE_URL' | 'STORAGE_ACCESS_KEY_ID' | 'STORAGE_SECRET_ACCESS_KEY'>>;

/**
 * The bucket at STORAGE_URL when set (docs/decisions/0024); else STORAGE_DIR; else DATA_DIR/files, or memory when
 * DATA_DIR is 'memory://' (tests). The AWS SDK (a third of a second to load) is imported only for a bucket.
 */
export async function storageFromConfig(config: StorageConfig): Promise<FileStorage> {
  if (config.STORAGE_URL) {
    const { S3FileStorage } = await import('./s3-storage');
    const { STORAGE_ACCESS_KEY_ID: accessKeyId, STORAGE_SECRET_ACCESS_KEY: secretAccessKey } = config;
    const credentials = accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;
    return new S3FileStorage(config.STORAGE_URL, credentials);
  }
  if (config.STORAGE_DIR) return new DiskFileStorage(config.STORAGE_DIR);
  if (config.DATA_DIR === 'memory://') return new MemoryFileStorage();
  return new DiskFileStorage(path.join(config.DATA_DIR, 'files'));
}
