import type { StorageConfig } from '../../config.ts';
import type { StorageBackend } from './backend.ts';
import { diskBackend } from './disk.ts';
import { s3Backend } from './s3.ts';

/** The backend the configuration names: S3 when STORAGE_S3_BUCKET is set, else the disk under DATA_DIR. */
export const openBackend = (config: StorageConfig): StorageBackend => (config.s3 ? s3Backend(config.s3) : diskBackend(config.diskDir));
