/**
 * The local workspace: named events and their content in IndexedDB. One instance per database
 * name, so two planners on one page (the embed) can keep separate workspaces.
 */
import { openDB, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { DB_VERSION, emptyContent, runMigrations, type EventContent, type EventMeta, type WorkspaceSchema } from './schema.ts';

export const DEFAULT_DB_NAME = 'seating-optimizer';
const LAST_OPEN_KEY = 'lastOpenEvent';

type StoreName = 'events' | 'content' | 'settings';
type WriteTx = IDBPTransaction<WorkspaceSchema, StoreName[], 'readwrite'>;

/** Why a write failed, in terms the interface can explain. */
export type StorageFailure = 'quota' | 'refused' | 'unknown';

export class StorageError extends Error {
  constructor(
    readonly failure: StorageFailure,
    cause: unknown,
  ) {
    super(`Workspace storage failed (${failure})`, { cause });
    this.name = 'StorageError';
  }
}

export function classifyStorageError(error: unknown): StorageFailure {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'QuotaExceededError') return 'quota';
  if (name === 'SecurityError' || name === 'InvalidStateError' || name === 'UnknownError') return 'refused';
  return 'unknown';
}

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export class WorkspaceDb {
  private constructor(private readonly db: IDBPDatabase<WorkspaceSchema>) {}

  static async open(name: string = DEFAULT_DB_NAME): Promise<WorkspaceDb> {
    try {
      const db = await openDB<WorkspaceSchema>(name, DB_VERSION, {
        upgrade: (database, oldVersion, newVersion, tx) => runMigrations(database, oldVersion, newVersion ?? DB_VERSION, tx),
      });
      return new WorkspaceDb(db);
    } catch (error) {
      throw new StorageError(classifyStorageError(error), error);
    }
  }

  close(): void {
    this.db.close();
  }

  /** Events, most recently changed first. */
  async listEvents(): Promise<EventMeta[]> {
    const events = await this.db.getAllFromIndex('events', 'by-updated');
    return events.reverse();
  }

  async loadContent(eventId: string): Promise<EventContent> {
    return (await this.db.get('content', eventId)) ?? emptyContent(eventId);
  }

  async createEvent(name: string, content?: Omit<EventContent, 'eventId'>): Promise<EventMeta> {
    const now = Date.now();
    const meta: EventMeta = { id: newId(), name, created: now, updated: now };
    await this.write(['events', 'content'], async (tx) => {
      await tx.objectStore('events').put(meta);
      await tx.objectStore('content').put({ ...(content ?? emptyContent(meta.id)), eventId: meta.id });
    });
    return meta;
  }

  /** Saves an event's content and touches its `updated` time, in one transaction. */
  async saveContent(content: EventContent): Promise<EventMeta> {
    let saved: EventMeta | undefined;
    await this.write(['events', 'content'], async (tx) => {
      const meta = await tx.objectStore('events').get(content.eventId);
      if (!meta) throw new Error(`No event ${content.eventId}`);
      saved = { ...meta, updated: Date.now() };
      await tx.objectStore('events').put(saved);
      await tx.objectStore('content').put(content);
    });
    return saved!;
  }

  async renameEvent(eventId: string, name: string): Promise<EventMeta> {
    let saved: EventMeta | undefined;
    await this.write(['events'], async (tx) => {
      const meta = await tx.objectStore('events').get(eventId);
      if (!meta) throw new Error(`No event ${eventId}`);
      saved = { ...meta, name, updated: Date.now() };
      await tx.objectStore('events').put(saved);
    });
    return saved!;
  }

  async duplicateEvent(eventId: string, name: string): Promise<EventMeta> {
    const content = await this.loadContent(eventId);
    return this.createEvent(name, structuredClone(content));
  }

  async deleteEvent(eventId: string): Promise<void> {
    await this.write(['events', 'content'], async (tx) => {
      await tx.objectStore('events').delete(eventId);
      await tx.objectStore('content').delete(eventId);
    });
  }

  async lastOpenEvent(): Promise<string | null> {
    const id = await this.db.get('settings', LAST_OPEN_KEY);
    return typeof id === 'string' ? id : null;
  }

  async setLastOpenEvent(eventId: string): Promise<void> {
    await this.write(['settings'], async (tx) => {
      await tx.objectStore('settings').put(eventId, LAST_OPEN_KEY);
    });
  }

  private async write(stores: StoreName[], body: (tx: WriteTx) => Promise<void>): Promise<void> {
    try {
      const tx = this.db.transaction(stores, 'readwrite');
      await Promise.all([body(tx), tx.done]);
    } catch (error) {
      throw new StorageError(classifyStorageError(error), error);
    }
  }
}

/** The storage estimate to show the user, or null where the browser does not give one. */
export async function storageEstimate(): Promise<{ usage: number; quota: number; persisted: boolean } | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  const persisted = navigator.storage.persisted ? await navigator.storage.persisted() : false;
  return { usage, quota, persisted };
}

/** Asks the browser to keep the workspace when space runs low; true when it agreed. */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  try {
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
