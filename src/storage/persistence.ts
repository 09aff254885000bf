/**
 * Whether the browser keeps the workspace when space runs low, and how much space it uses.
 * Without persistence the browser may evict the whole workspace under storage pressure.
 */

/** 'unsupported': the browser cannot say (or cannot be asked). */
export type Persistence = 'persisted' | 'not-persisted' | 'unsupported';

// Older browsers and some embedded webviews have no navigator.storage at all.
const storageManager = (): StorageManager | undefined => (navigator as { storage?: StorageManager }).storage;

export async function storagePersistence(): Promise<Persistence> {
  const storage = storageManager();
  if (!storage?.persisted) return 'unsupported';
  try {
    return (await storage.persisted()) ? 'persisted' : 'not-persisted';
  } catch {
    return 'unsupported';
  }
}

/** Asks the browser to keep the workspace; resolves to what it decided. Never rejects. */
export async function requestPersistentStorage(): Promise<Persistence> {
  const storage = storageManager();
  if (!storage?.persist) return 'unsupported';
  try {
    return (await storage.persist()) ? 'persisted' : 'not-persisted';
  } catch {
    return storagePersistence();
  }
}

/**
 * The storage estimate to show the user, or null where the browser does not give one.
 * `persisted` is storagePersistence() === 'persisted'; use storagePersistence() to tell "no" from "cannot say".
 */
export async function storageEstimate(): Promise<{ usage: number; quota: number; persisted: boolean } | null> {
  const storage = storageManager();
  if (!storage?.estimate) return null;
  try {
    const { usage = 0, quota = 0 } = await storage.estimate();
    return { usage, quota, persisted: (await storagePersistence()) === 'persisted' };
  } catch {
    return null;
  }
}
