/** What a member reads when IndexedDB is full; never the browser's exception name. */
export const STORAGE_FULL_MESSAGE =
  'This device is out of storage space, so this change could not be saved. Free some space (for example, remove other apps or site data) and try again.';

/** The status bar's version, when the sync engine could not store what the server sent. */
export const SYNC_STORAGE_FULL_MESSAGE =
  'This device is out of storage space, so the latest jobs and questions cannot be saved on it. Free some space and the app will catch up.';

/** The message for a failed local save: the storage sentence when the device is full, else `fallback`. */
export const localSaveFailure = (error: unknown, fallback: string) => (isQuotaError(error) ? STORAGE_FULL_MESSAGE : fallback);

export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super(STORAGE_FULL_MESSAGE, { cause });
    this.name = 'StorageFullError';
  }
}

/** True for the browser's quota error, however Dexie wraps it. */
export function isQuotaError(error: unknown): boolean {
  for (let e = error as { name?: string; inner?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.name === 'QuotaExceededError' || e.name === 'StorageFullError') return true;
    e = (e.inner ?? e.cause) as typeof e;
  }
  return false;
}

/** The error to surface: a quota failure becomes a `StorageFullError`, anything else stays as it is. */
export const asStorageError = (error: unknown) => (isQuotaError(error) && !(error instanceof StorageFullError) ? new StorageFullError(error) : error);
