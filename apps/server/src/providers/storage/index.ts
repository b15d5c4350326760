import path from 'node:path';
import type { Config } from '../../config';
import { DiskFileStorage } from './disk-storage';
import { MemoryFileStorage } from './memory-storage';
import type { FileStorage } from './storage';

export { DiskFileStorage } from './disk-storage';
export { MemoryFileStorage } from './memory-storage';
export * from './storage';

/** STORAGE_DIR when set; else DATA_DIR/files, or memory when DATA_DIR is 'memory://' (tests). */
export function storageFromConfig(config: Pick<Config, 'DATA_DIR' | 'STORAGE_DIR'>): FileStorage {
  if (config.STORAGE_DIR) return new DiskFileStorage(config.STORAGE_DIR);
  if (config.DATA_DIR === 'memory://') return new MemoryFileStorage();
  return new DiskFileStorage(path.join(config.DATA_DIR, 'files'));
}
