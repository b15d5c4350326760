import path from 'node:path';
import type { Config } from '../../config';
import { DiskFileStorage } from './disk-storage';
import { MemoryFileStorage } from './memory-storage';
import { S3FileStorage } from './s3-storage';
import type { FileStorage } from './storage';

export { DiskFileStorage } from './disk-storage';
export { MemoryFileStorage } from './memory-storage';
export { S3FileStorage, type S3Location } from './s3-storage';
export * from './storage';

type StorageConfig = Pick<Config, 'DATA_DIR' | 'STORAGE_DIR'> &
  Partial<Pick<Config, 'STORAGE_URL' | 'STORAGE_ACCESS_KEY_ID' | 'STORAGE_SECRET_ACCESS_KEY'>>;

/**
 * The bucket at STORAGE_URL when set (docs/decisions/0024); else STORAGE_DIR; else DATA_DIR/files, or memory when
 * DATA_DIR is 'memory://' (tests).
 */
export function storageFromConfig(config: StorageConfig): FileStorage {
  if (config.STORAGE_URL) {
    const { STORAGE_ACCESS_KEY_ID: accessKeyId, STORAGE_SECRET_ACCESS_KEY: secretAccessKey } = config;
    const credentials = accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;
    return new S3FileStorage(config.STORAGE_URL, credentials);
  }
  if (config.STORAGE_DIR) return new DiskFileStorage(config.STORAGE_DIR);
  if (config.DATA_DIR === 'memory://') return new MemoryFileStorage();
  return new DiskFileStorage(path.join(config.DATA_DIR, 'files'));
}
