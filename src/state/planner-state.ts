/**
 * What a planner shows, as one object that is replaced, never changed in place, and the cell that
 * holds it. The workspace session, the event editor and the interface state each write their own
 * fields; elements read it through StoreController, each with a selector of what it shows.
 */
import type { TranslationKey } from '../i18n/keys.ts';
import type { EventContent } from '../model/event-content.ts';
import type { InputFile, Issue } from '../model/issues.ts';
import type { EventMeta } from '../storage/schema.ts';
import type { FileSaveRecord, Persistence, StorageFailure } from '../storage/workspace-db.ts';
import type { Derived } from './derive.ts';
import type { EditLabel } from './history.ts';
import type { MergeProposal } from './merge.ts';
import type { RelayStatus } from '../sync/relay-connection.ts';
import type { Person } from '../sync/room-presence.ts';
import type { SharedClash } from './shared-clash.ts';

export type SaveState = { state: 'saved' } | { state: 'saving' } | { state: 'failed'; failure: StorageFailure };

/** A message for the user that is not tied to one control; `kind` is its key in the locales. */
export interface Notice {
  kind: TranslationKey;
  params: Record<string, string | number>;
}

/**
 * The workspace connection as the user must know it: 'blocked' while an older tab keeps the
 * database from upgrading, 'outdated' once a newer version of the app opened it in another tab
 * (this page must reload), 'closed' when the browser closed it.
 */
export type Connection = 'open' | 'blocked' | 'outdated' | 'closed';

/** The open event's plan-together room (see shared-events.ts): its links and the relay's state. */
export interface Sharing {
  eventId: string;
  status: RelayStatus;
  /** Null on a device that joined through a view-only link. */
  editLink: string | null;
  viewLink: string;
  /** The name this device shows the others. */
  name: string;
  /** The other devices in the room now, and where each is. */
  people: Person[];
  /** Members of a booking this device and another changed while apart: which to keep (the oldest question first). */
  clash: SharedClash | null;
}

/** Problems found by the last import of each file (shown until the next import of that file). */
export type ImportIssues = Record<InputFile, Issue[]>;

export interface PlannerState {
  phase: 'loading' | 'ready' | 'unavailable';
  connection: Connection;
  /** Whether the browser keeps the workspace under storage pressure; null until known. */
  persistence: Persistence | null;
  /** Why the workspace could not open, when phase is 'unavailable'. */
  openFailure: StorageFailure | null;
  events: EventMeta[];
  event: EventMeta | null;
  content: EventContent | null;
  derived: Derived | null;
  save: SaveState;
  undo: EditLabel | null;
  redo: EditLabel | null;
  importIssues: ImportIssues;
  notice: Notice | null;
  /** When the open event was last saved as a `.seating` file and changed in a large way since (see save-reminder.ts). */
  fileSave: FileSaveRecord | null;
  /** A guest list waiting for the planner's review before it merges into the open event (see merge.ts). */
  mergeReview: MergeProposal | null;
  /** Plan together: null when the open event is not shared (or this planner has no relay). */
  sharing: Sharing | null;
}

export const NO_IMPORT_ISSUES: ImportIssues = { guests: [], tables: [], seating: [] };

export function hasContent(content: EventContent | null): boolean {
  return !!content && (content.guests.length > 0 || content.tables.length > 0);
}

/** The state and its changes, for those that follow it (elements, the worker keepers) without changing it. */
export interface StateSource {
  readonly state: PlannerState;
  /** Calls `listener` after every change; returns what stops it. */
  subscribe(listener: () => void): () => void;
}

/** Holds the state; every change replaces it with a patched copy and tells each listener. */
export class StateCell implements StateSource {
  private current: PlannerState = {
    phase: 'loading',
    connection: 'open',
    persistence: null,
    openFailure: null,
    events: [],
    event: null,
    content: null,
    derived: null,
    save: { state: 'saved' },
    undo: null,
    redo: null,
    importIssues: NO_IMPORT_ISSUES,
    notice: null,
    fileSave: null,
    mergeReview: null,
    sharing: null,
  };
  private readonly listeners = new Set<() => void>();

  get state(): PlannerState {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(patch: Partial<PlannerState>): void {
    this.current = { ...this.current, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** No listener hears of a change after this. */
  clear(): void {
    this.listeners.clear();
  }
}
