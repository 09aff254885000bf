/**
 * The workspace database: its typed schema and the versioned migrations that build it.
 * A new version appends one migration to MIGRATIONS; existing ones never change, so any older
 * database a user still has is brought forward step by step without losing an event.
 */
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import { withOldGeneratedIdsMarked } from '../model/old-numbered-ids.ts';
import type { EventContent } from '../model/event-content.ts';
import type { GuestRecord } from '../model/records.ts';
import type { HistoryHead, HistoryStep } from './history-schema.ts';
import type { PlanVersion } from './version-schema.ts';

/** The list entry of one named event (a wedding, a gala…). */
export interface EventMeta {
  id: string;
  name: string;
  /** Milliseconds since the epoch. */
  created: number;
  updated: number;
  /**
   * How many times the content has been saved. A save names the revision it was based on and is
   * refused when the stored one is newer, so a tab holding an older copy never overwrites a newer one.
   * A rename does not change it: the name is written on its own and never overwrites content.
   */
  revision: number;
}

/** An event as stored at one moment: its list entry and its content, read together. */
export interface StoredEvent {
  meta: EventMeta;
  content: EventContent;
}

export interface WorkspaceSchema extends DBSchema {
  events: { key: string; value: EventMeta; indexes: { 'by-updated': number } };
  content: { key: string; value: EventContent };
  /** Small settings of the workspace itself, such as the event open last. */
  settings: { key: string; value: unknown };
  /** Undo steps of every event, by [event id, seq]. */
  historySteps: { key: [string, number]; value: HistoryStep };
  /** Which undo steps of an event are done, and which content revision they lead to. */
  historyHeads: { key: string; value: HistoryHead };
  /** Saved versions of each event's plan, by id, found by event. */
  versions: { key: string; value: PlanVersion; indexes: { 'by-event': string } };
}

export type StoreName = StoreNames<WorkspaceSchema>;
/** A readwrite transaction over some of the workspace's stores. */
export type WriteTx = IDBPTransaction<WorkspaceSchema, StoreName[], 'readwrite'>;

type UpgradeTx = IDBPTransaction<WorkspaceSchema, StoreNames<WorkspaceSchema>[], 'versionchange'>;
type Migration = (db: IDBPDatabase<WorkspaceSchema>, tx: UpgradeTx) => Promise<void> | void;

/** MIGRATIONS[v - 1] brings a database from version v - 1 to version v. */
const MIGRATIONS: readonly Migration[] = [
  // 1: events and their content.
  (db) => {
    db.createObjectStore('events', { keyPath: 'id' }).createIndex('by-updated', 'updated');
    db.createObjectStore('content', { keyPath: 'eventId' });
  },
  // 2: workspace settings; content gains the source file names (older content had none).
  async (db, tx) => {
    db.createObjectStore('settings');
    const store = tx.objectStore('content');
    let cursor = await store.openCursor();
    while (cursor) {
      const value = cursor.value as Partial<EventContent> & { eventId: string };
      if (!value.sources) await cursor.update({ ...(value as EventContent), sources: { guests: null, tables: null } });
      cursor = await cursor.continue();
    }
  },
  // 3: every event counts the saves of its content; what was stored before counts as revision 0.
  async (_db, tx) => {
    let cursor = await tx.objectStore('events').openCursor();
    while (cursor) {
      const meta: Partial<EventMeta> = cursor.value;
      if (typeof meta.revision !== 'number') await cursor.update({ ...cursor.value, revision: 0 });
      cursor = await cursor.continue();
    }
  },
  // 4: the undo history of each event, kept across reloads.
  (db) => {
    db.createObjectStore('historySteps', { keyPath: ['eventId', 'seq'] });
    db.createObjectStore('historyHeads', { keyPath: 'eventId' });
  },
  // 5: saved versions of each event's plan.
  (db) => {
    db.createObjectStore('versions', { keyPath: 'id' }).createIndex('by-event', 'eventId');
  },
  // 6: ids the app numbered are marked; before, one of the numbered shape of its own name was taken as the app's.
  async (_db, tx) => {
    for (const name of ['content', 'versions', 'historySteps'] as const) {
      let cursor = await tx.objectStore(name).openCursor();
      while (cursor) {
        await cursor.update(withOldIdsMarkedIn(cursor.value));
        cursor = await cursor.continue();
      }
    }
  },
];

/**
 * Every list of bookings in a stored value (content and its merge base, a version's plan, an undo
 * step's before and after), with numbered ids marked as they were read before the mark existed.
 */
function withOldIdsMarkedIn<T>(value: T): T {
  if (Array.isArray(value)) {
    const records = value.map(withOldIdsMarkedIn);
    return (records.every(isBooking) ? withOldGeneratedIdsMarked(records) : records) as T;
  }
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, withOldIdsMarkedIn(member)])) as T;
}

const isBooking = (item: unknown): item is GuestRecord =>
  item !== null && typeof item === 'object' && typeof (item as GuestRecord).name === 'string' && Array.isArray((item as GuestRecord).group);

/** The version this code builds: one per migration. */
export const DB_VERSION = MIGRATIONS.length;

export async function runMigrations(
  db: IDBPDatabase<WorkspaceSchema>,
  oldVersion: number,
  newVersion: number,
  tx: UpgradeTx,
): Promise<void> {
  for (const migration of MIGRATIONS.slice(oldVersion, newVersion)) await migration(db, tx);
}
