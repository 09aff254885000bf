/**
 * The local workspace: named events and their content in IndexedDB. One instance per database
 * name, so two planners on one page (the embed) can keep separate workspaces. This module is the
 * storage layer's entry point: it also exports the errors and the persistence helpers.
 *
 * Several tabs may hold the same workspace. Each event carries a revision; a save names the
 * revision it was based on and is refused, writing nothing, when another tab saved since. After
 * every committed change the other tabs are told (onExternalChange) so they can read again.
 */
import { openDB, type IDBPDatabase } from 'idb';
import {
  DB_VERSION,
  runMigrations,
  type EventMeta,
  type StoreName,
  type StoredEvent,
  type WorkspaceSchema,
  type WriteTx,
} from './schema.ts';
import { historyAt, stepsOf, writeHistory } from './history-store.ts';
import { emptyContent, type EventContent } from '../model/event-content.ts';
import type { HistoryWrite, StoredHistory } from './history-schema.ts';
import type { PlanVersion } from './version-schema.ts';
import { StaleWriteError, StorageError, toStorageError } from './storage-error.ts';
import { WorkspaceChannel, type WorkspaceChange, type WorkspaceChangeListener } from './workspace-channel.ts';

export { StaleWriteError, StorageError, type StorageFailure } from './storage-error.ts';
export type { WorkspaceChange, WorkspaceChangeListener } from './workspace-channel.ts';
export type * from './history-schema.ts';
export type * from './version-schema.ts';
export { requestPersistentStorage, storageEstimate, storagePersistence, type Persistence } from './persistence.ts';

export const DEFAULT_DB_NAME = 'seating-optimizer';
const LAST_OPEN_KEY = 'lastOpenEvent';
/** Settings key prefix of each event's FileSaveRecord. */
const FILE_SAVE_KEY = 'fileSave:';

/**
 * The content revisions at which an event was last saved as a file, last changed in a large way
 * (an import, a solver result), and last had the save reminder dismissed; null: never.
 */
export interface FileSaveRecord {
  savedRevision: number | null;
  largeChangeRevision: number | null;
  dismissedRevision: number | null;
}

const EMPTY_FILE_SAVE: FileSaveRecord = { savedRevision: null, largeChangeRevision: null, dismissedRevision: null };

/** Automatic versions kept per event; older ones go as new ones come. Named versions are never dropped. */
export const AUTOMATIC_VERSIONS_KEPT = 20;

/** What happens to the connection that the planner must show, since it needs the user. */
export interface ConnectionHandlers {
  /**
   * This page is upgrading the database but another tab still holds the older version open. The
   * open waits (the user should close the other tabs) and completes as soon as they let go.
   */
  onBlocked?: () => void;
  /**
   * Another tab opens a newer version of the database. This connection has already been closed so
   * that tab can proceed; every later call rejects with 'outdated': this page must reload.
   */
  onBlocking?: () => void;
  /** The browser closed the connection (storage cleared, disk failure); later calls reject with 'closed'. */
  onTerminated?: () => void;
}

/** A new unique id for an event or a version. */
export function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function abortQuietly(tx: { abort(): void }): void {
  try {
    tx.abort();
  } catch {
    // The transaction had already finished (a failed request aborts it on its own).
  }
}

export class WorkspaceDb {
  /** Why the connection is closed; every call after that rejects with this failure. */
  private closedBecause: 'closed' | 'outdated' | null = null;
  /** Writes begun and not yet finished (see saveContentNow). */
  private readonly underWay = new Set<WriteTx>();

  private constructor(
    private readonly db: IDBPDatabase<WorkspaceSchema>,
    private readonly channel: WorkspaceChannel,
  ) {}

  /**
   * Opens (creating or upgrading) the workspace. Rejects with a StorageError: 'outdated' when the
   * stored database was written by a newer version of the app, 'refused' or 'quota' when the
   * browser will not store anything. While older tabs block an upgrade it waits and says so through
   * `onBlocked`.
   */
  static async open(name: string = DEFAULT_DB_NAME, handlers: ConnectionHandlers = {}): Promise<WorkspaceDb> {
    // idb listens for versionchange and close only once the connection has opened, and we assign this
    // in the same microtask run: no event can reach the callbacks below before it is set.
    let workspace: WorkspaceDb | undefined;
    try {
      const db = await openDB<WorkspaceSchema>(name, DB_VERSION, {
        upgrade: (database, oldVersion, newVersion, tx) => {
          // A failed migration aborts the upgrade, so the stored database stays as it was and the open rejects.
          runMigrations(database, oldVersion, newVersion ?? DB_VERSION, tx).catch(() => {
            abortQuietly(tx);
          });
        },
        blocked: () => handlers.onBlocked?.(),
        blocking: () => {
          workspace?.shutDown('outdated');
          handlers.onBlocking?.();
        },
        terminated: () => {
          workspace?.shutDown('closed');
          handlers.onTerminated?.();
        },
      });
      workspace = new WorkspaceDb(db, new WorkspaceChannel(name));
      return workspace;
    } catch (error) {
      throw toStorageError(error);
    }
  }

  close(): void {
    this.shutDown('closed');
  }

  /** Listens for changes committed by other tabs (or other instances on this page); returns the unsubscribe. */
  onExternalChange(listener: WorkspaceChangeListener): () => void {
    return this.channel.subscribe(listener);
  }

  /** Events, most recently changed first. */
  async listEvents(): Promise<EventMeta[]> {
    const events = await this.read((db) => db.getAllFromIndex('events', 'by-updated'));
    return events.reverse();
  }

  /** An event's list entry and content as stored at one moment, or null when there is no such event. */
  loadEvent(eventId: string): Promise<StoredEvent | null> {
    return this.read(async (db) => {
      const tx = db.transaction(['events', 'content'], 'readonly');
      const [meta, content] = await Promise.all([tx.objectStore('events').get(eventId), tx.objectStore('content').get(eventId), tx.done]);
      return meta ? { meta, content: content ?? emptyContent(eventId) } : null;
    });
  }

  /**
   * An event with its undo history, read in one transaction: read apart, a save by another tab in
   * between would leave history that leads to another revision, and the undo steps would be lost.
   */
  loadEventWithHistory(eventId: string): Promise<(StoredEvent & { history: StoredHistory | null }) | null> {
    return this.read(async (db) => {
      const tx = db.transaction(['events', 'content', 'historyHeads', 'historySteps'], 'readonly');
      const [meta, content, head, steps] = await Promise.all([
        tx.objectStore('events').get(eventId),
        tx.objectStore('content').get(eventId),
        tx.objectStore('historyHeads').get(eventId),
        tx.objectStore('historySteps').getAll(stepsOf(eventId)),
        tx.done,
      ]);
      if (!meta) return null;
      return { meta, content: content ?? emptyContent(eventId), history: historyAt(meta.revision, head, steps) };
    });
  }

  async loadContent(eventId: string): Promise<EventContent> {
    return (await this.read((db) => db.get('content', eventId))) ?? emptyContent(eventId);
  }

  /** Creates an event at revision 0. */
  createEvent(name: string, content?: Omit<EventContent, 'eventId'>): Promise<EventMeta> {
    const now = Date.now();
    const meta: EventMeta = { id: newId(), name, created: now, updated: now, revision: 0 };
    return this.write(
      ['events', 'content'],
      async (tx) => {
        await tx.objectStore('events').put(meta);
        await tx.objectStore('content').put({ ...(content ?? emptyContent(meta.id)), eventId: meta.id });
        return meta;
      },
      () => ({ kind: 'events' }),
    );
  }

  /**
   * Adds an event under a given id with its whole content (an event opened from a `.seating`
   * file keeps its id, so a copy of it is known again), in one transaction. Writes nothing and
   * returns null when the workspace already holds an event with that id.
   */
  addEvent(eventId: string, name: string, content: Omit<EventContent, 'eventId'>): Promise<EventMeta | null> {
    const now = Date.now();
    const meta: EventMeta = { id: eventId, name, created: now, updated: now, revision: 0 };
    return this.write(
      ['events', 'content'],
      async (tx) => {
        if (await tx.objectStore('events').get(eventId)) return null;
        await tx.objectStore('events').put(meta);
        await tx.objectStore('content').put({ ...content, eventId });
        return meta;
      },
      (added) => (added ? { kind: 'events' } : null),
    );
  }

  /**
   * Saves an event's content over `baseRevision`, the revision it was read at, and returns the list
   * entry with the next revision and the new `updated` time. When the stored revision is another
   * (another tab saved since) or the event was deleted, it writes nothing and rejects with a
   * StaleWriteError that carries the stored event.
   *
   * The undo history is written in the same transaction, so it always leads to the content stored
   * with it: `history` when given, otherwise the stored history is kept when it led to the content
   * this save replaces, and dropped when it did not.
   */
  saveContent(content: EventContent, baseRevision: number, history?: HistoryWrite): Promise<EventMeta> {
    return this.write(
      ['events', 'content', 'historySteps', 'historyHeads'],
      async (tx) => {
        const events = tx.objectStore('events');
        const contents = tx.objectStore('content');
        const meta = await events.get(content.eventId);
        if (!meta) throw new StaleWriteError(null);
        if (meta.revision !== baseRevision) {
          throw new StaleWriteError({ meta, content: (await contents.get(meta.id)) ?? emptyContent(meta.id) });
        }
        const saved: EventMeta = { ...meta, revision: meta.revision + 1, updated: Date.now() };
        await Promise.all([events.put(saved), contents.put(content), writeHistory(tx, meta.id, baseRevision, saved.revision, history)]);
        return saved;
      },
      (saved) => ({ kind: 'content', eventId: saved.id, revision: saved.revision }),
    );
  }

  /**
   * For a page going away: writes content at `meta.revision` with its history (steps `first` to
   * `last`, those not stored yet in `put`), all asked for at once and committed, so the browser keeps
   * it however the page ends; no revision check, as no answer would arrive. When `unloading`, the
   * writes under way are given up first: they would wait for answers, and this one behind them.
   */
  saveContentNow(meta: EventMeta, content: EventContent, history: HistoryWrite, unloading: boolean): void {
    if (unloading) for (const tx of this.underWay) abortQuietly(tx);
    try {
      const tx = this.connection().transaction(['events', 'content', 'historySteps', 'historyHeads'], 'readwrite');
      const steps = tx.objectStore('historySteps');
      const { position, first, last } = history;
      const writes = [
        tx.objectStore('events').put(meta),
        tx.objectStore('content').put(content),
        steps.delete(stepsOf(meta.id, -Infinity, first - 1)),
        steps.delete(stepsOf(meta.id, last + 1)),
        ...history.put.filter((step) => step.seq >= first && step.seq <= last).map((step) => steps.put(step)),
        tx.objectStore('historyHeads').put({ eventId: meta.id, revision: meta.revision, position, first, last }),
      ];
      tx.commit();
      void Promise.all([...writes, tx.done]).catch(() => undefined);
    } catch {
      // A closed connection or a full disk: the save under way, if any, says what happened.
    }
  }

  /** Renames an event, keeping its revision; rejects with a StaleWriteError when it was deleted. */
  renameEvent(eventId: string, name: string): Promise<EventMeta> {
    return this.write(
      ['events'],
      async (tx) => {
        const meta = await tx.objectStore('events').get(eventId);
        if (!meta) throw new StaleWriteError(null);
        const saved: EventMeta = { ...meta, name, updated: Date.now() };
        await tx.objectStore('events').put(saved);
        return saved;
      },
      () => ({ kind: 'events' }),
    );
  }

  async duplicateEvent(eventId: string, name: string): Promise<EventMeta> {
    const content = await this.loadContent(eventId);
    return this.createEvent(name, structuredClone(content));
  }

  /** The event's undo history, or null when there is none or it does not lead to content revision `revision`. */
  loadHistory(eventId: string, revision: number): Promise<StoredHistory | null> {
    return this.read(async (db) => {
      const tx = db.transaction(['historyHeads', 'historySteps'], 'readonly');
      const [head, steps] = await Promise.all([
        tx.objectStore('historyHeads').get(eventId),
        tx.objectStore('historySteps').getAll(stepsOf(eventId)),
        tx.done,
      ]);
      return historyAt(revision, head, steps);
    });
  }

  /** Deletes an event with its content, its undo history and its saved versions. */
  deleteEvent(eventId: string): Promise<void> {
    return this.write(
      ['events', 'content', 'historySteps', 'historyHeads', 'settings', 'versions'],
      async (tx) => {
        await tx.objectStore('settings').delete(FILE_SAVE_KEY + eventId);
        await tx.objectStore('events').delete(eventId);
        await tx.objectStore('content').delete(eventId);
        await tx.objectStore('historySteps').delete(stepsOf(eventId));
        await tx.objectStore('historyHeads').delete(eventId);
        const versions = tx.objectStore('versions');
        for (const id of await versions.index('by-event').getAllKeys(eventId)) await versions.delete(id);
      },
      () => ({ kind: 'events' }),
    );
  }

  /** An event's saved versions, newest first. */
  async listVersions(eventId: string): Promise<PlanVersion[]> {
    const versions = await this.read((db) => db.getAllFromIndex('versions', 'by-event', eventId));
    return versions.sort((a, b) => b.taken - a.taken);
  }

  /**
   * Saves a version (a new one, or one renamed or marked printed). Past `keepAutomatic` automatic
   * versions of its event, the oldest automatic ones are deleted in the same transaction. Rejects
   * with a StaleWriteError, writing nothing, when the event no longer exists.
   */
  saveVersion(version: PlanVersion, keepAutomatic = AUTOMATIC_VERSIONS_KEPT): Promise<PlanVersion> {
    return this.write(
      ['events', 'versions'],
      async (tx) => {
        if (!(await tx.objectStore('events').get(version.eventId))) throw new StaleWriteError(null);
        const versions = tx.objectStore('versions');
        await versions.put(version);
        const automatic = (await versions.index('by-event').getAll(version.eventId))
          .filter((v) => v.automatic)
          .sort((a, b) => b.taken - a.taken);
        for (const old of automatic.slice(keepAutomatic)) await versions.delete(old.id);
        return version;
      },
      () => null,
    );
  }

  deleteVersion(id: string): Promise<void> {
    return this.write(
      ['versions'],
      async (tx) => {
        await tx.objectStore('versions').delete(id);
      },
      () => null,
    );
  }

  async lastOpenEvent(): Promise<string | null> {
    const id = await this.read((db) => db.get('settings', LAST_OPEN_KEY));
    return typeof id === 'string' ? id : null;
  }

  /** Which event this tab has open is its own business: the other tabs are not told. */
  setLastOpenEvent(eventId: string): Promise<void> {
    return this.write(
      ['settings'],
      async (tx) => {
        await tx.objectStore('settings').put(eventId, LAST_OPEN_KEY);
      },
      () => null,
    );
  }

  /** When the event was last saved as a file, and which large changes came since (see save-reminder.ts). */
  async fileSaveRecord(eventId: string): Promise<FileSaveRecord> {
    const stored = await this.read((db) => db.get('settings', FILE_SAVE_KEY + eventId));
    return { ...EMPTY_FILE_SAVE, ...(stored && typeof stored === 'object' ? (stored as Partial<FileSaveRecord>) : {}) };
  }

  setFileSaveRecord(eventId: string, record: FileSaveRecord): Promise<void> {
    return this.write(
      ['settings'],
      async (tx) => {
        await tx.objectStore('settings').put(record, FILE_SAVE_KEY + eventId);
      },
      () => null,
    );
  }

  private shutDown(reason: 'closed' | 'outdated'): void {
    if (this.closedBecause) return;
    this.closedBecause = reason;
    this.db.close();
    this.channel.close();
  }

  /** The open connection, or a StorageError saying why there is none (IndexedDB would say InvalidStateError). */
  private connection(): IDBPDatabase<WorkspaceSchema> {
    if (this.closedBecause) throw new StorageError(this.closedBecause);
    return this.db;
  }

  private async read<T>(run: (db: IDBPDatabase<WorkspaceSchema>) => Promise<T>): Promise<T> {
    try {
      return await run(this.connection());
    } catch (error) {
      throw toStorageError(error);
    }
  }

  /** Runs `body` in one readwrite transaction; once it has committed, tells the other tabs `change(result)`. */
  private async write<T>(
    stores: StoreName[],
    body: (tx: WriteTx) => Promise<T>,
    change: (result: T) => WorkspaceChange | null,
  ): Promise<T> {
    const result = await this.transact(stores, body);
    const message = change(result);
    if (message) this.channel.post(message);
    return result;
  }

  /** Commits everything `body` wrote, or nothing: when it throws, the transaction is aborted before this rejects. */
  private async transact<T>(stores: StoreName[], body: (tx: WriteTx) => Promise<T>): Promise<T> {
    try {
      const tx = this.connection().transaction(stores, 'readwrite');
      this.underWay.add(tx);
      try {
        const result = await body(tx);
        await tx.done;
        return result;
      } catch (error) {
        abortQuietly(tx);
        await tx.done.catch(() => undefined);
        throw error;
      } finally {
        this.underWay.delete(tx);
      }
    } catch (error) {
      throw toStorageError(error);
    }
  }
}
