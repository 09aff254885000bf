/**
 * The workspace as a session sees it: the IndexedDB database, its connection, the list of events,
 * and what other tabs change in it. The event editor works on the open event through this session.
 */
import type { EventContent } from '../model/event-content.ts';
import type { EventMeta } from '../storage/schema.ts';
import {
  DEFAULT_DB_NAME,
  WorkspaceDb,
  requestPersistentStorage,
  storagePersistence,
  type WorkspaceChange,
} from '../storage/workspace-db.ts';
import { hasContent, type StateCell } from './planner-state.ts';

export interface WorkspaceOptions {
  /** IndexedDB database name; each planner on a page may use its own. */
  dbName?: string;
  /** Name of an event created implicitly (by an import with no event open), in the interface language. */
  newEventName?: (ordinal: number) => string;
}

export class WorkspaceSession {
  private db: WorkspaceDb | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly cell: StateCell,
    private readonly options: WorkspaceOptions = {},
  ) {}

  /** The IndexedDB database this planner's workspace lives in. */
  get databaseName(): string {
    return this.options.dbName ?? DEFAULT_DB_NAME;
  }

  /** The open workspace (null before it opens, or when it could not). */
  get workspace(): WorkspaceDb | null {
    return this.db;
  }

  requireDb(): WorkspaceDb {
    if (!this.db) throw new Error('The workspace is not open');
    return this.db;
  }

  /**
   * Opens the workspace and says what other tabs save in it (`onExternalChange`). Returns its
   * events and the one to open: the event used last, or the most recent one.
   */
  async open(onExternalChange: (change: WorkspaceChange) => void): Promise<{ events: EventMeta[]; open: EventMeta | null }> {
    this.db = await WorkspaceDb.open(this.options.dbName, {
      onBlocked: () => this.cell.set({ connection: 'blocked' }),
      onBlocking: () => this.cell.set({ connection: 'outdated' }),
      onTerminated: () => this.cell.set({ connection: 'closed' }),
    });
    this.stopListening = this.db.onExternalChange(onExternalChange);
    this.cell.set({ connection: 'open', persistence: await storagePersistence() });
    const events = await this.db.listEvents();
    const last = await this.db.lastOpenEvent();
    return { events, open: events.find((e) => e.id === last) ?? events[0] ?? null };
  }

  /** Reads the list of events again and shows it. */
  async refreshEvents(): Promise<EventMeta[]> {
    const events = await this.requireDb().listEvents();
    this.cell.set({ events });
    return events;
  }

  /** Whether any event in the workspace holds guests or tables (the demo never overwrites those). */
  async anyEventHasContent(): Promise<boolean> {
    const db = this.requireDb();
    for (const e of await db.listEvents()) if (hasContent(await db.loadContent(e.id))) return true;
    return false;
  }

  /** Adds an event; the caller opens it. */
  createEvent(name: string, content?: Omit<EventContent, 'eventId'>): Promise<EventMeta> {
    return this.requireDb().createEvent(name, content);
  }

  /**
   * Adds the event of an opened `.seating` file under its own id, its whole content in one
   * transaction, and remembers the file as its saved copy. Null when the workspace holds that event already.
   */
  async addEventFromFile(eventId: string, name: string, content: EventContent): Promise<EventMeta | null> {
    const db = this.requireDb();
    const meta = await db.addEvent(eventId, name || this.defaultEventName(), content);
    if (meta) await db.setFileSaveRecord(eventId, { savedRevision: meta.revision, largeChangeRevision: null, dismissedRevision: null });
    return meta;
  }

  /** Renames an event and shows the new name, in the list and on the open event when it is that one. */
  async renameEvent(eventId: string, name: string): Promise<void> {
    const db = this.requireDb();
    const meta = await db.renameEvent(eventId, name);
    const events = await db.listEvents();
    const open = this.cell.state.event;
    this.cell.set({ events, event: open?.id === eventId ? meta : open });
  }

  duplicateEvent(eventId: string, name: string): Promise<EventMeta> {
    return this.requireDb().duplicateEvent(eventId, name);
  }

  /** Deletes an event; returns the events left, shown already. */
  async deleteEvent(eventId: string): Promise<EventMeta[]> {
    await this.requireDb().deleteEvent(eventId);
    return this.refreshEvents();
  }

  defaultEventName(): string {
    const ordinal = this.cell.state.events.length + 1;
    return this.options.newEventName?.(ordinal) ?? String(ordinal);
  }

  /** After the first real import, asks the browser to keep the workspace under storage pressure. */
  async askToPersist(): Promise<void> {
    if (this.cell.state.persistence !== 'not-persisted') return;
    this.cell.set({ persistence: await requestPersistentStorage() });
  }

  /** Closes the workspace; nothing is read or written after this. */
  dispose(): void {
    this.stopListening?.();
    this.db?.close();
    this.db = null;
  }
}
