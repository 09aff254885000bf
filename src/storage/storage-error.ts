/**
 * Why the workspace could not be opened, read or written, as a tag the interface can explain.
 * Every storage operation rejects with a StorageError; none of them waits forever.
 */
import type { StoredEvent } from './schema.ts';

export type StorageFailure =
  /** The browser is out of space for this site. */
  | 'quota'
  /** The browser refuses to store anything (private mode, storage disabled). */
  | 'refused'
  /** A newer version of the app holds the database, or is upgrading it: this page must reload. */
  | 'outdated'
  /** The connection is closed (by this page, or abnormally by the browser): this page must reload. */
  | 'closed'
  /** Another tab saved the event (or deleted it) since this copy was read; see StaleWriteError. */
  | 'stale'
  | 'unknown';

export class StorageError extends Error {
  constructor(
    readonly failure: StorageFailure,
    cause?: unknown,
  ) {
    super(`Workspace storage failed (${failure})`, { cause });
    this.name = 'StorageError';
  }
}

/**
 * A save refused because the stored event is newer than the revision the save was based on.
 * Nothing was written; `current` is the stored event (null when another tab deleted it), so the
 * planner can take it and apply its edit again on top.
 */
export class StaleWriteError extends StorageError {
  declare readonly failure: 'stale';

  constructor(readonly current: StoredEvent | null) {
    super('stale');
    this.name = 'StaleWriteError';
  }
}

/** The failure a DOMException from IndexedDB stands for. */
function classifyStorageError(error: unknown): StorageFailure {
  if (error instanceof StorageError) return error.failure;
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'QuotaExceededError') return 'quota';
  // The stored database was written by a newer version of the app than this one.
  if (name === 'VersionError') return 'outdated';
  if (name === 'SecurityError' || name === 'InvalidStateError' || name === 'UnknownError') return 'refused';
  return 'unknown';
}

/** The error to reject with: a StorageError as it is, anything else classified. */
export function toStorageError(error: unknown): StorageError {
  return error instanceof StorageError ? error : new StorageError(classifyStorageError(error), error);
}
