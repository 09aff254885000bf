/** Helpers for tests that drive WorkspaceDb directly, two instances standing for two tabs. */
import type { WorkspaceChange, WorkspaceDb } from '../../src/storage/workspace-db.ts';
import type { GuestRecord } from '../../src/model/records.ts';

/** Settles as `promise` does, or fails with what was awaited, instead of leaving the test hanging. */
export async function within<T>(promise: Promise<T>, what: string, ms = 5000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    // eslint-disable-next-line no-restricted-syntax -- no wait: a deadline that fails a promise which never settles
    timer = setTimeout(() => {
      reject(new Error(`Still waiting for ${what}`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The rejection of `promise`, failing the test when it resolves instead. */
export async function rejectionOf(promise: Promise<unknown>, what: string): Promise<unknown> {
  try {
    await within(promise, what);
  } catch (error) {
    return error;
  }
  throw new Error(`${what} succeeded, but it should have been refused`);
}

/** Everything `db` hears from other tabs, in order. */
export function heardBy(db: WorkspaceDb): WorkspaceChange[] {
  const heard: WorkspaceChange[] = [];
  db.onExternalChange((change) => heard.push(change));
  return heard;
}

/** The next change `db` hears from another tab. */
export function nextChange(db: WorkspaceDb): Promise<WorkspaceChange> {
  return within(
    new Promise<WorkspaceChange>((resolve) => {
      const stop = db.onExternalChange((change) => {
        stop();
        resolve(change);
      });
    }),
    'a change from the other tab',
  );
}

/** Runs `run` while every IndexedDB put throws the DOMException `failure` (QuotaExceededError…), as the browser does. */
export async function whilePutsFail<T>(failure: string, run: () => Promise<T>): Promise<T> {
  const put = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, 'put');
  if (!put) throw new Error('IDBObjectStore has no put to replace');
  Object.defineProperty(IDBObjectStore.prototype, 'put', {
    ...put,
    value: () => {
      throw new DOMException(`put refused (${failure})`, failure);
    },
  });
  try {
    return await run();
  } finally {
    Object.defineProperty(IDBObjectStore.prototype, 'put', put);
  }
}

export const guest = (name: string): GuestRecord => ({ name, size: 1, group: [], strength: null, avoid: [], table: null });
