import path from 'node:path';
import type { Settings } from '../../settings.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { ImageStorage } from './storage-contract.ts';

/** The storage the settings name (STORAGE_DRIVER): S3 or the local disk. */
export function createImageStorage(settings: Settings): ImageStorage {
  return settings.storage.driver === 's3'
    ? createS3Storage(settings.storage)
    : createLocalStorage(path.join(settings.dataDir, 'uploads'));
}
