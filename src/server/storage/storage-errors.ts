// Errors callers of the storage module tell apart: a missing file (answer 404) and a key that the
// application should never have made (a bug, refused before any driver sees it).

/** No file is stored under this key. Routes map it to 404. */
export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';
  constructor(
    readonly key: string,
    options?: ErrorOptions,
  ) {
    super(`No stored file under key "${key}"`, options);
  }
}

/** The key could reach outside the storage root, or is not one the application makes. */
export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
  }
}
