// File storage for the app (customer documents, generated reports): call storage(). Tests build
// their own with createStorage(); see docs/decisions/009-file-storage.md.
import { config } from '../config';
import { createStorage, type Storage } from './storage';

export {
  createStorage,
  type PutOptions,
  type S3Settings,
  type Storage,
  type StorageBody,
  type StorageSettings,
  type StoredFile,
  type StoredFileInfo,
} from './storage';
export { InvalidStorageKeyError, StorageNotFoundError } from './storage-errors';
export { storageKeyProblem } from './storage-key';

let instance: Storage | undefined;

/** The storage chosen by the configuration (disk under FILES_DIR, or S3 when S3_BUCKET is set). */
export function storage(): Storage {
  instance ??= createStorage(config().storage);
  return instance;
}

/** Forgets the instance (tests, shutdown). */
export function resetStorage() {
  instance?.close();
  instance = undefined;
}
