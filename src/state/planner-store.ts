/**
 * The one owner of an event's state. Every edit goes through here: it is checked against the hard
 * constraints, written to IndexedDB, recorded for undo, and only then shown. Components subscribe
 * (see StoreController) and send intents; they never change state themselves.
 */
import type { Assignment, Problem } from '../model/problem.ts';
import { hasErrors, mergeIssues, type Issue } from '../model/issues.ts';
import { mealsWithUsed } from '../model/meals.ts';
import { cleanGuestRecord, cleanTableRecord, type GuestRecord, type TableRecord } from '../model/records.ts';
import { type EventMeta } from '../storage/schema.ts';
import { emptyContent, type EventContent, type SavedColumnMapping } from '../model/event-content.ts';
import type { ColumnMatch } from '../csv/header-match.ts';
import { withMapping } from './column-mapping.ts';
import {
  DEFAULT_DB_NAME,
  StaleWriteError,
  StorageError,
  WorkspaceDb,
  requestPersistentStorage,
  storagePersistence,
  type Persistence,
  type StorageFailure,
  type FileSaveRecord,
  type HistoryWrite,
  type WorkspaceChange,
} from '../storage/workspace-db.ts';
import { EditHistory, type EditLabel, type HistoryBounds } from './history.ts';
import { PlanDeriver, sourcesOf, type Derived } from './derive.ts';
import { compileProblem } from '../model/compile.ts';
import type { TranslationKey } from '../i18n/keys.ts';
import { applyEdit, type EditIntent } from './edits.ts';
import { applySeatMove } from './seat-edits.ts';
import type { ChangeId } from '../model/guest-diff.ts';
import { mergedContent, type MergeProposal } from './merge.ts';
import { yieldToMain } from './yield.ts';
import {
  assignmentToSeating,
  normalizeSeating,
  problemFingerprint,
  seatingRefusal,
  tablesForRules,
  type Refusal,
} from './seating-rules.ts';

/** A derivation that took longer than this is followed by a yield before the state changes and the elements draw. */
const DERIVE_ALONE_MS = 8;

/** Thrown by persist when another tab saved first and this tab took its content: the edit must run again. */
class EditAgain extends Error {}
/** A busy event in two tabs settles within a few rounds; past that the user is told the save failed. */
const MAX_EDIT_ATTEMPTS = 4;

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
  /** Problems found by the last import of each file (shown until the next import of that file). */
  importIssues: { guests: Issue[]; tables: Issue[]; seating: Issue[] };
  notice: Notice | null;
  /** When the open event was last saved as a `.seating` file and changed in a large way since (see save-reminder.ts). */
  fileSave: FileSaveRecord | null;
  /** A guest list waiting for the planner's review before it merges into the open event (see merge.ts). */
  mergeReview: MergeProposal | null;
}

/** What a guests or tables file was read with: its columns' meanings, and the planner's choice to remember. */
interface ReadColumns {
  lines?: number[];
  headers?: Record<string, string>;
  columns?: ColumnMatch[];
  mapping?: SavedColumnMapping;
}

export type ImportedFile =
  | ({ kind: 'guests'; fileName: string; records: GuestRecord[]; issues: Issue[] } & ReadColumns)
  | ({ kind: 'tables'; fileName: string; records: TableRecord[]; issues: Issue[] } & ReadColumns)
  | { kind: 'seating'; fileName: string; seating: Record<string, string>; issues: Issue[] };

/** Where an import goes: into the open event (replacing that file's records) or into a new event. */
export type ImportTarget = 'open' | 'new';

export function hasContent(content: EventContent | null): boolean {
  return !!content && (content.guests.length > 0 || content.tables.length > 0);
}

export interface PlannerStoreOptions {
  /** IndexedDB database name; each planner on a page may use its own. */
  dbName?: string;
  /** Name of an event created implicitly (by an import with no event open), in the interface language. */
  newEventName?: (ordinal: number) => string;
  /** How many undo steps, and how much of them, each event keeps. */
  historyBounds?: HistoryBounds;
}

export class PlannerStore {
  private db: WorkspaceDb | null = null;
  private readonly history: EditHistory;
  private readonly deriver = new PlanDeriver();
  private stopListening: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();
  /** Edits run one after another, so each starts from the state the previous one saved. */
  private queue: Promise<unknown> = Promise.resolve();
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
    importIssues: { guests: [], tables: [], seating: [] },
    notice: null,
    fileSave: null,
    mergeReview: null,
  };

  constructor(private readonly options: PlannerStoreOptions = {}) {
    this.history = new EditHistory(options.historyBounds);
  }

  /** The IndexedDB database this planner's workspace lives in. */
  get databaseName(): string {
    return this.options.dbName ?? DEFAULT_DB_NAME;
  }

  get state(): PlannerState {
    return this.current;
  }

  /** The open workspace (null before it opens, or when it could not), for keepers of other stores (versions.ts). */
  get workspace(): WorkspaceDb | null {
    return this.db;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Opens the workspace and the event used last (or the most recent one). */
  init(): Promise<void> {
    return this.enqueue(async () => {
      try {
        this.db = await WorkspaceDb.open(this.options.dbName, {
          onBlocked: () => this.set({ connection: 'blocked' }),
          onBlocking: () => this.set({ connection: 'outdated' }),
          onTerminated: () => this.set({ connection: 'closed' }),
        });
        this.stopListening = this.db.onExternalChange((change) => void this.enqueue(() => this.takeExternalChange(change)));
        this.set({ connection: 'open', persistence: await storagePersistence() });
        const events = await this.db.listEvents();
        const last = await this.db.lastOpenEvent();
        const open = events.find((e) => e.id === last) ?? events[0] ?? null;
        // Ready only once the event is open, so the first screen already knows what it shows.
        if (open) await this.open(open);
        this.set({ phase: 'ready', events: this.current.events.length ? this.current.events : events });
      } catch (error) {
        this.set({ phase: 'unavailable', openFailure: error instanceof StorageError ? error.failure : 'unknown' });
      }
    });
  }

  // ---- events -------------------------------------------------------------------------------

  createEvent(name: string, content?: Omit<EventContent, 'eventId'>): Promise<EventMeta> {
    return this.enqueue(async () => {
      const db = this.requireDb();
      const meta = await db.createEvent(name, content);
      await this.open(meta);
      return meta;
    });
  }

  /**
   * Adds the event of an opened `.seating` file, under the file's own event id, with its whole
   * content in one transaction, and opens it. Returns null, changing nothing, when the workspace
   * already holds that event (another tab added it meanwhile): that file goes through the merge.
   */
  createEventFromFile(eventId: string, name: string, content: EventContent): Promise<EventMeta | null> {
    return this.enqueue(async () => {
      const db = this.requireDb();
      const meta = await db.addEvent(eventId, name || this.defaultEventName(), content);
      if (!meta) return null;
      // The event came from a file: that file is its saved copy.
      await db.setFileSaveRecord(eventId, { savedRevision: meta.revision, largeChangeRevision: null, dismissedRevision: null });
      await this.open(meta);
      return meta;
    });
  }

  /** Remembers that the open event, as it is now, was saved (or shared) as a file: the reminder waits for the next large change. */
  markFileSaved(): Promise<void> {
    return this.updateFileSave((event, record) => ({ ...record, savedRevision: event.revision }));
  }

  /** "Not now" to the save reminder: it comes back after the next large change. */
  dismissSaveReminder(): Promise<void> {
    return this.updateFileSave((event, record) => ({ ...record, dismissedRevision: event.revision }));
  }

  switchEvent(eventId: string): Promise<void> {
    return this.enqueue(async () => {
      const meta = this.current.events.find((e) => e.id === eventId);
      if (meta) await this.open(meta);
    });
  }

  renameEvent(eventId: string, name: string): Promise<void> {
    return this.enqueue(async () => {
      const meta = await this.requireDb().renameEvent(eventId, name);
      this.set({ events: await this.requireDb().listEvents(), event: this.current.event?.id === eventId ? meta : this.current.event });
    });
  }

  duplicateEvent(eventId: string, name: string): Promise<void> {
    return this.enqueue(async () => {
      const meta = await this.requireDb().duplicateEvent(eventId, name);
      await this.open(meta);
    });
  }

  deleteEvent(eventId: string): Promise<void> {
    return this.enqueue(async () => {
      const db = this.requireDb();
      await db.deleteEvent(eventId);
      const events = await db.listEvents();
      this.set({ events });
      if (this.current.event?.id === eventId) {
        if (events[0]) await this.open(events[0]);
        else {
          this.history.clear();
          this.set({ event: null, content: null, derived: null, undo: null, redo: null, fileSave: null });
        }
      }
    });
  }

  /** Whether any event in the workspace holds guests or tables (the demo never overwrites those). */
  async anyEventHasContent(): Promise<boolean> {
    const db = this.requireDb();
    for (const e of await db.listEvents()) if (hasContent(await db.loadContent(e.id))) return true;
    return false;
  }

  // ---- edits --------------------------------------------------------------------------------

  /** Applies an imported file, or changes nothing when it (or its fit with the other file) has errors. */
  importFile(file: ImportedFile, into: ImportTarget = 'open'): Promise<{ applied: boolean; issues: Issue[] }> {
    return this.enqueue(() =>
      this.withRetry(async () => {
        const toNew = into === 'new' || !this.current.event;
        let content = (!toNew && this.current.content) || emptyContent(this.current.event?.id ?? '');
        if (file.kind !== 'seating' && file.mapping) content = withMapping(content, file.kind, file.mapping);
        let next: EventContent;
        if (file.kind === 'guests') {
          const guests = file.records.map(cleanGuestRecord);
          next = {
            ...content,
            guests,
            meals: mealsWithUsed(content.meals ?? [], guests),
            sources: { ...content.sources, guests: file.fileName },
          };
        } else if (file.kind === 'tables')
          next = { ...content, tables: file.records.map(cleanTableRecord), sources: { ...content.sources, tables: file.fileName } };
        else next = { ...content, seating: file.seating };
        let issues = file.issues;
        if (!hasErrors(issues) && next.guests.length > 0 && next.tables.length > 0) {
          // Cross-file problems (unknown pinned table, a booking larger than every table…) block the import too.
          const sources = sourcesOf(next);
          if (file.kind === 'guests') Object.assign(sources, { guestLines: file.lines, guestHeaders: file.headers });
          if (file.kind === 'tables') Object.assign(sources, { tableLines: file.lines, tableHeaders: file.headers });
          issues = mergeIssues(issues, compileProblem(next.guests, tablesForRules(next), sources).issues);
        }
        this.set({ importIssues: { ...this.current.importIssues, [file.kind]: issues } });
        if (hasErrors(issues)) return { applied: false, issues };
        if (toNew) {
          await this.openNew(this.defaultEventName());
          // `next` was made before the event existed: it belongs to the new one (else the save finds no event).
          next = { ...next, eventId: this.current.event!.id };
        }
        if (file.kind === 'seating') {
          const refusal = seatingRefusal(next);
          if (refusal) {
            this.set({ notice: { kind: `refusal.${refusal.reason}`, params: refusal.params } });
            return { applied: false, issues };
          }
        }
        await this.commit({ kind: `import.${file.kind}`, params: { file: file.fileName } }, normalizeSeating(next));
        // "The demo is loaded" no longer describes an event that now holds the planner's own file.
        if (file.kind !== 'seating' && this.current.notice?.kind === 'notice.demoLoaded') this.set({ notice: null });
        if (file.kind !== 'seating') await this.askToPersist();
        return { applied: true, issues };
      }),
    );
  }

  /** Shows the review of a guest list (a re-imported file, an opened copy of this event) before anything changes. */
  reviewMerge(proposal: MergeProposal): void {
    if (proposal.eventId === this.current.event?.id) this.set({ mergeReview: proposal });
  }

  /** Leaves the open review: nothing changes. */
  cancelMerge(): void {
    this.set({ mergeReview: null });
  }

  /**
   * Makes the changes the planner accepted from a reviewed guest list (see merge.ts) as one undoable
   * step; changes nothing when the merged list does not fit the tables (the issues say why).
   */
  mergeGuests(proposal: MergeProposal, accepted: ReadonlySet<ChangeId>): Promise<{ applied: boolean; issues: Issue[] }> {
    return this.enqueue(() =>
      this.withRetry(async () => {
        const content = this.current.content;
        this.set({ mergeReview: null });
        if (!content || content.eventId !== proposal.eventId) return { applied: false, issues: [] };
        const next = { ...mergedContent(content, proposal, accepted), sources: { ...content.sources, guests: proposal.fileName } };
        const issues = next.tables.length > 0 ? compileProblem(next.guests, tablesForRules(next), sourcesOf(next)).issues : [];
        this.set({ importIssues: { ...this.current.importIssues, guests: issues } });
        if (hasErrors(issues)) return { applied: false, issues };
        await this.commit({ kind: 'merge', params: { file: proposal.fileName, count: accepted.size } }, next);
        return { applied: true, issues };
      }),
    );
  }

  /** Moves a booking (null: unseats it), or says why it may not move. */
  moveBooking(booking: string, table: string | null): Promise<Refusal | null> {
    return this.edit({ kind: 'move', booking, table });
  }

  /** Seats a booking from one seat of its table on (see seat-edits.ts), or says why not. */
  moveToSeat(booking: string, seat: number): Promise<Refusal | null> {
    return this.enqueue(() =>
      this.withRetry(async () => {
        const result = this.current.content ? applySeatMove(this.current.content, booking, seat) : null;
        if (!result || 'refusal' in result)
          return result?.refusal ?? ({ reason: 'unknownBooking', params: { name: booking } } satisfies Refusal);
        await this.commit(result.label, result.next);
        return null;
      }),
    );
  }

  editGuest(previousName: string, guest: GuestRecord): Promise<Refusal | null> {
    return this.edit({ kind: 'editGuest', previousName, guest });
  }

  /** Makes one edit of the open event (see edits.ts) as one undoable step, or says why not and changes nothing. */
  edit(intent: EditIntent): Promise<Refusal | null> {
    return this.enqueue(() =>
      this.withRetry(async () => {
        const content = this.current.content;
        if (!content) return { reason: 'unknownBooking', params: { name: '' } } satisfies Refusal;
        const result = applyEdit(content, intent);
        if ('refusal' in result) return result.refusal;
        await this.commit(result.label, result.next);
        return null;
      }),
    );
  }

  async setBookingLock(booking: string, locked: boolean): Promise<void> {
    await this.edit({ kind: 'lockBooking', booking, locked });
  }

  async setTableLock(table: string, locked: boolean): Promise<void> {
    await this.edit({ kind: 'lockTable', table, locked });
  }

  /**
   * Keeps a solver result when it answers the problem that is open now: the same event, guests,
   * tables and locks, compared by content (see problemFingerprint), and only when it keeps every
   * hard constraint. Returns whether it was applied.
   */
  applySolution(solvedFor: string, assignment: Assignment, provenBound?: number): Promise<boolean> {
    return this.enqueue(() =>
      this.withRetry(async () => {
        const content = this.current.content;
        if (!content || problemFingerprint(content) !== solvedFor) return false;
        const next = { ...content, seating: assignmentToSeating(content, assignment) };
        // Checking every hard rule of a large plan, and saving it with its history, each take a task of their own.
        await yieldToMain();
        if (seatingRefusal(next)) return false;
        await yieldToMain();
        if (provenBound !== undefined) this.deriver.learnBound(next, provenBound);
        await this.commit({ kind: 'solve', params: {} }, next);
        return true;
      }),
    );
  }

  /**
   * Keeps a proven bound the worker computed for `problem` (see BoundKeeper) when that problem is
   * still the open one: the summary then says how far from the best possible the plan can be
   * without a solve first (after an import, a reload, an edit of guests or tables).
   */
  learnBound(problem: Problem, penalty: number): Promise<void> {
    // In the queue, so it never lands between an edit's derivation and its state.
    return this.enqueue(() => {
      const content = this.current.content;
      if (content && this.current.derived?.problem === problem) {
        this.deriver.learnBound(content, penalty);
        const derived = this.deriver.derive(content);
        if (derived.lowerBound !== this.current.derived.lowerBound) this.set({ derived });
      }
      return Promise.resolve();
    });
  }

  /**
   * Saves a seat order worked out for the seating `forSeating` and the seats `forSeats` (the same
   * objects the content had then), unless either changed meanwhile. Seats follow from the plan, so this is not a step
   * of the undo history. Returns whether it was saved.
   */
  setSeats(forSeating: EventContent['seating'], forSeats: EventContent['seats'], seats: Record<string, number[]>): Promise<boolean> {
    return this.enqueue(() =>
      this.withRetry(async () => {
        const content = this.current.content;
        // A seat the planner chose meanwhile outranks an order worked out before it.
        if (!content || content.seating !== forSeating || content.seats !== forSeats) return false;
        await this.persist({ ...content, seats });
        return true;
      }),
    );
  }

  setTimeLimit(timeLimitMs: number): Promise<void> {
    return this.enqueue(() =>
      this.withRetry(async () => {
        const content = this.current.content;
        if (!content || content.solver.timeLimitMs === timeLimitMs) return;
        // A setting, not an edit of the plan: saved, but not put on the undo history.
        await this.persist({ ...content, solver: { ...content.solver, timeLimitMs } });
      }),
    );
  }

  undo(): Promise<EditLabel | null> {
    return this.enqueue(() => this.withRetry(() => this.step('undo')));
  }

  redo(): Promise<EditLabel | null> {
    return this.enqueue(() => this.withRetry(() => this.step('redo')));
  }

  /** Tries again to write the content kept in memory after a failed save. */
  retrySave(): Promise<void> {
    return this.enqueue(() =>
      this.withRetry(async () => {
        if (this.current.content) await this.persist(this.current.content, this.history.currentWrite());
      }),
    );
  }

  /** Closes the workspace; the store answers nothing after this. */
  dispose(): void {
    this.listeners.clear();
    this.stopListening?.();
    this.db?.close();
    this.db = null;
  }

  showNotice(notice: Notice | null): void {
    this.set({ notice });
  }

  // ---- internals ----------------------------------------------------------------------------

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Takes one step back or forward. Patches leave the solver settings alone, so undo restores the
   * plan, not the settings chosen since. A step that does not fit the content (which the stored
   * revision check should never let happen) is not taken: the history is dropped and the user told.
   */
  private async step(direction: 'undo' | 'redo'): Promise<EditLabel | null> {
    const content = this.current.content;
    const label = direction === 'undo' ? this.history.undoLabel : this.history.redoLabel;
    if (!content || !label) return null;
    const move = direction === 'undo' ? this.history.undo(content) : this.history.redo(content);
    if (!move) {
      this.history.clear();
      this.set({ undo: null, redo: null, notice: { kind: 'notice.historyOutOfDate', params: {} } });
      return null;
    }
    await this.persist(move.content, move.write, () => this.history.moveTo(move.write));
    return move.label;
  }

  private updateFileSave(change: (event: EventMeta, record: FileSaveRecord) => FileSaveRecord): Promise<void> {
    return this.enqueue(async () => {
      const event = this.current.event;
      if (!event) return;
      const db = this.requireDb();
      const record = change(event, this.current.fileSave ?? (await db.fileSaveRecord(event.id)));
      await db.setFileSaveRecord(event.id, record);
      if (this.current.event?.id === event.id) this.set({ fileSave: record });
    });
  }

  private requireDb(): WorkspaceDb {
    if (!this.db) throw new Error('The workspace is not open');
    return this.db;
  }

  private defaultEventName(): string {
    const ordinal = this.current.events.length + 1;
    return this.options.newEventName?.(ordinal) ?? String(ordinal);
  }

  private async openNew(name: string): Promise<void> {
    const meta = await this.requireDb().createEvent(name);
    await this.open(meta);
  }

  private async open(meta: EventMeta): Promise<void> {
    const db = this.requireDb();
    const stored = (await db.loadEvent(meta.id)) ?? { meta, content: await db.loadContent(meta.id) };
    const { content } = stored;
    meta = stored.meta;
    await db.setLastOpenEvent(meta.id).catch(() => undefined);
    this.history.load(await db.loadHistory(meta.id, meta.revision).catch(() => null));
    const fileSave = await db.fileSaveRecord(meta.id).catch(() => null);
    this.set({
      fileSave,
      events: await db.listEvents(),
      event: meta,
      content,
      derived: this.deriver.derive(content),
      undo: this.history.undoLabel,
      redo: this.history.redoLabel,
      importIssues: { guests: [], tables: [], seating: [] },
      // A notice, or a review, speaks of the event it was given for; another event starts without it.
      notice: null,
      mergeReview: null,
    });
  }

  private async commit(label: EditLabel, next: EventContent): Promise<void> {
    const before = this.current.content ?? emptyContent(next.eventId);
    const prepared = this.history.record(label, before, next);
    await this.persist(next, prepared.write, () => this.history.take(prepared));
    const event = this.current.event;
    if (event && this.current.save.state === 'saved' && (label.kind.startsWith('import.') || label.kind === 'solve')) {
      // A large change: the save reminder is due whatever the count of edits (see save-reminder.ts).
      const record = {
        ...(this.current.fileSave ?? (await this.requireDb().fileSaveRecord(event.id))),
        largeChangeRevision: event.revision,
      };
      await this.requireDb()
        .setFileSaveRecord(event.id, record)
        .then(() => this.set({ fileSave: record }))
        .catch(() => undefined);
    }
  }

  /**
   * Writes first, then shows; a failed write keeps the content in memory and says so. When another
   * tab saved the event since this one read it, nothing is written: this tab takes the newer
   * content and the edit runs again on it (see withRetry), so neither tab's edit is lost.
   */
  private async persist(content: EventContent, history?: HistoryWrite, keepHistory?: () => void): Promise<void> {
    this.set({ save: { state: 'saving' } });
    let save: SaveState = { state: 'saved' };
    let event = this.current.event;
    try {
      const saved = await this.saveWithHistory(content, event?.revision ?? 0, history);
      event = saved.meta;
      if (saved.historyKept) keepHistory?.();
      else {
        this.history.clear();
        this.set({ notice: { kind: 'notice.historyDropped', params: {} } });
      }
      this.history.markSaved();
    } catch (error) {
      if (error instanceof StaleWriteError) {
        await this.adoptNewer(error.current?.meta ?? null);
        throw new EditAgain();
      }
      save = { state: 'failed', failure: error instanceof StorageError ? error.failure : 'unknown' };
      keepHistory?.();
      this.history.markUnsaved();
    }
    const events = this.current.events.map((e) => (e.id === event?.id ? event : e));
    const started = performance.now();
    const derived = this.deriver.derive(content);
    // A long derivation (a solver result on a large event: its score and each table's share) and the
    // drawing it causes go in separate tasks, so neither holds the page for long.
    if (performance.now() - started > DERIVE_ALONE_MS) await yieldToMain();
    this.set({
      content,
      derived,
      save,
      event,
      events,
      undo: this.history.undoLabel,
      redo: this.history.redoLabel,
    });
  }

  /**
   * Saves content with its history. When the browser has no room for both, the content comes
   * first: it is saved with the history dropped, so what the user entered is never lost for it.
   */
  private async saveWithHistory(
    content: EventContent,
    revision: number,
    history?: HistoryWrite,
  ): Promise<{ meta: EventMeta; historyKept: boolean }> {
    const db = this.requireDb();
    try {
      return { meta: await db.saveContent(content, revision, history), historyKept: true };
    } catch (error) {
      if (!history || !(error instanceof StorageError) || error.failure !== 'quota') throw error;
      return { meta: await db.saveContent(content, revision, { position: 0, first: 1, last: 0, put: [] }), historyKept: false };
    }
  }

  /** Runs an edit, and runs it again on the newer content when another tab saved first. */
  private async withRetry<T>(edit: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await edit();
      } catch (error) {
        if (!(error instanceof EditAgain) || attempt >= MAX_EDIT_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Shows what another tab saved: the open event's newer content, or the events list. The undo
   * history of this tab described the older content, so it starts again.
   */
  private async takeExternalChange(change: WorkspaceChange): Promise<void> {
    if (!this.db) return;
    const events = await this.db.listEvents();
    this.set({ events });
    const open = this.current.event;
    if (!open) return;
    const meta = events.find((e) => e.id === open.id) ?? null;
    if (change.kind === 'content' && change.eventId !== open.id) return;
    if (meta && meta.revision === open.revision) return;
    await this.adoptNewer(meta);
  }

  /** Takes the stored state of the open event (null: another tab deleted it) in place of this tab's copy. */
  private async adoptNewer(meta: EventMeta | null): Promise<void> {
    const db = this.requireDb();
    const stored = meta ? await db.loadEvent(meta.id) : null;
    // The other tab saved its history with its content: this tab can undo what it did.
    this.history.load(stored ? await db.loadHistory(stored.meta.id, stored.meta.revision).catch(() => null) : null);
    if (stored) {
      this.set({
        event: stored.meta,
        content: stored.content,
        derived: this.deriver.derive(stored.content),
        undo: this.history.undoLabel,
        redo: this.history.redoLabel,
        notice: { kind: 'notice.changedElsewhere', params: {} },
      });
      return;
    }
    const events = await db.listEvents();
    this.set({ events });
    if (events[0]) await this.open(events[0]);
    else this.set({ event: null, content: null, derived: null, undo: null, redo: null });
    this.set({ notice: { kind: 'notice.deletedElsewhere', params: {} } });
  }

  /** After the first real import, asks the browser to keep the workspace under storage pressure. */
  private async askToPersist(): Promise<void> {
    if (this.current.persistence !== 'not-persisted') return;
    this.set({ persistence: await requestPersistentStorage() });
  }

  private set(patch: Partial<PlannerState>): void {
    this.current = { ...this.current, ...patch };
    for (const listener of this.listeners) listener();
  }
}
