import type { Config } from '../config';
import { s3Storage } from './s3-storage';
import { localDiskStorage, type Storage } from './storage';

/** The one place the storage adapter is chosen: S3 when configured, else local disk. */
export function createStorage(config: Pick<Config, 's3'>, uploadsDir: string): Storage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(uploadsDir);
}
