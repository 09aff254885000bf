/**
 * The one owner of a planner's state, as elements and the embed use it: they subscribe (see
 * StoreController) and send intents; they never change state themselves. The work is done by three
 * parts that write one state (planner-state.ts): the workspace session (database, events, other
 * tabs), the event editor (the queue of changes, saving, undo) and the interface state (notices, reviews).
 */
import type { EventContent } from '../model/event-content.ts';
import type { ChangeId } from '../model/guest-diff.ts';
import type { Issue } from '../model/issues.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import type { GuestRecord } from '../model/records.ts';
import type { EventMeta } from '../storage/schema.ts';
import { StorageError, type WorkspaceChange, type WorkspaceDb } from '../storage/workspace-db.ts';
import type { EventAction, ImportedFile, ImportTarget } from './event-actions.ts';
import { EventEditor, type ActionOutcome } from './event-editor.ts';
import type { EditIntent } from './edits.ts';
import type { EditLabel, HistoryBounds } from './history.ts';
import { InterfaceState } from './interface-state.ts';
import type { MergeProposal } from './merge.ts';
import { StateCell, type Notice, type PlannerState, type Sharing, type StateSource } from './planner-state.ts';
import type { Refusal } from './seating-rules.ts';
import { WorkspaceSession, type WorkspaceOptions } from './workspace-session.ts';

export type { Notice, PlannerState } from './planner-state.ts';
export { hasContent } from './planner-state.ts';
export type { EventAction, ImportedFile, ImportTarget } from './event-actions.ts';

export interface PlannerStoreOptions extends WorkspaceOptions {
  /** How many undo steps, and how much of them, each event keeps. */
  historyBounds?: HistoryBounds;
}

export class PlannerStore implements StateSource {
  private readonly cell = new StateCell();
  private readonly session: WorkspaceSession;
  private readonly ui = new InterfaceState(this.cell);
  private readonly editor: EventEditor;
  private readonly otherTabSaves = new Set<(change: WorkspaceChange) => void>();

  constructor(options: PlannerStoreOptions = {}) {
    this.session = new WorkspaceSession(this.cell, options);
    this.editor = new EventEditor(this.cell, this.session, this.ui, options.historyBounds);
  }

  /** The IndexedDB database this planner's workspace lives in. */
  get databaseName(): string {
    return this.session.databaseName;
  }

  get state(): PlannerState {
    return this.cell.state;
  }

  /** The open workspace (null before it opens, or when it could not), for keepers of other stores (versions.ts). */
  get workspace(): WorkspaceDb | null {
    return this.session.workspace;
  }

  subscribe(listener: () => void): () => void {
    return this.cell.subscribe(listener);
  }

  /** Opens the workspace and the event used last (or the most recent one). */
  init(): Promise<void> {
    // A change not saved yet is written at once when the page may be going away (see saveBeforeLeaving).
    addEventListener('pagehide', this.leaving);
    document.addEventListener('visibilitychange', this.leaving);
    return this.editor.enqueue(async () => {
      try {
        const { events, open } = await this.session.open((change) => {
          void this.editor.enqueue(() => this.editor.takeExternalChange(change));
          for (const listener of this.otherTabSaves) listener(change);
        });
        // Ready only once the event is open, so the first screen already knows what it shows.
        if (open) await this.editor.open(open);
        this.cell.set({ phase: 'ready', events: this.cell.state.events.length ? this.cell.state.events : events });
      } catch (error) {
        this.cell.set({ phase: 'unavailable', openFailure: error instanceof StorageError ? error.failure : 'unknown' });
      }
    });
  }

  // ---- events -------------------------------------------------------------------------------

  createEvent(name: string, content?: Omit<EventContent, 'eventId'>): Promise<EventMeta> {
    return this.editor.enqueue(async () => {
      const meta = await this.session.createEvent(name, content);
      await this.editor.open(meta);
      return meta;
    });
  }

  /**
   * Adds the event of an opened `.seating` file, under the file's own event id, with its whole
   * content in one transaction, and opens it. Returns null, changing nothing, when the workspace
   * already holds that event (another tab added it meanwhile): that file goes through the merge.
   */
  createEventFromFile(eventId: string, name: string, content: EventContent): Promise<EventMeta | null> {
    return this.editor.enqueue(async () => {
      const meta = await this.session.addEventFromFile(eventId, name, content);
      if (meta) await this.editor.open(meta);
      return meta;
    });
  }

  /** Remembers that the open event, as it is now, was saved (or shared) as a file: the reminder waits for the next large change. */
  markFileSaved(): Promise<void> {
    return this.editor.updateFileSave((event, record) => ({ ...record, savedRevision: event.revision }));
  }

  /** "Not now" to the save reminder: it comes back after the next large change. */
  dismissSaveReminder(): Promise<void> {
    return this.editor.updateFileSave((event, record) => ({ ...record, dismissedRevision: event.revision }));
  }

  switchEvent(eventId: string): Promise<void> {
    return this.editor.enqueue(async () => {
      const meta = this.cell.state.events.find((e) => e.id === eventId);
      if (meta) await this.editor.open(meta);
    });
  }

  renameEvent(eventId: string, name: string): Promise<void> {
    return this.editor.enqueue(() => this.session.renameEvent(eventId, name));
  }

  duplicateEvent(eventId: string, name: string): Promise<void> {
    return this.editor.enqueue(async () => this.editor.open(await this.session.duplicateEvent(eventId, name)));
  }

  deleteEvent(eventId: string): Promise<void> {
    return this.editor.enqueue(async () => {
      const events = await this.session.deleteEvent(eventId);
      if (this.cell.state.event?.id !== eventId) return;
      if (events[0]) await this.editor.open(events[0]);
      else this.editor.close();
    });
  }

  /** Whether any event in the workspace holds guests or tables (the demo never overwrites those). */
  anyEventHasContent(): Promise<boolean> {
    return this.session.anyEventHasContent();
  }

  // ---- changes of the open event ------------------------------------------------------------

  /** Makes one change of the open event (see event-actions.ts) as one undoable step, or changes nothing and says why. */
  dispatch(action: EventAction): Promise<ActionOutcome> {
    return this.editor.dispatch(action);
  }

  /** Applies an imported file, or changes nothing when it (or its fit with the other file) has errors. */
  async importFile(file: ImportedFile, into: ImportTarget = 'open'): Promise<{ applied: boolean; issues: Issue[] }> {
    const { applied, issues } = await this.dispatch({ kind: 'import', file, into });
    return { applied, issues };
  }

  /** Shows the review of a guest list (a re-imported file, an opened copy of this event) before anything changes. */
  reviewMerge(proposal: MergeProposal): void {
    this.ui.reviewMerge(proposal);
  }

  /** Leaves the open review: nothing changes. */
  cancelMerge(): void {
    this.ui.cancelMerge();
  }

  /**
   * Makes the changes the planner accepted from a reviewed guest list (see merge.ts) as one undoable
   * step; changes nothing when the merged list does not fit the tables (the issues say why).
   */
  async mergeGuests(proposal: MergeProposal, accepted: ReadonlySet<ChangeId>): Promise<{ applied: boolean; issues: Issue[] }> {
    const { applied, issues } = await this.dispatch({ kind: 'merge', proposal, accepted });
    return { applied, issues };
  }

  /** Moves a booking (null: unseats it), or says why it may not move. */
  moveBooking(booking: string, table: string | null): Promise<Refusal | null> {
    return this.edit({ kind: 'move', booking, table });
  }

  /** Seats a booking from one seat of its table on (see seat-edits.ts), or says why not. */
  async moveToSeat(booking: string, seat: number): Promise<Refusal | null> {
    return (await this.dispatch({ kind: 'seat', booking, seat })).refusal;
  }

  editGuest(previousName: string, guest: GuestRecord): Promise<Refusal | null> {
    return this.edit({ kind: 'editGuest', previousName, guest });
  }

  /** Makes one edit of the open event (see edits.ts) as one undoable step, or says why not and changes nothing. */
  async edit(intent: EditIntent): Promise<Refusal | null> {
    return (await this.dispatch({ kind: 'edit', intent })).refusal;
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
  async applySolution(solvedFor: string, assignment: Assignment, provenBound?: number): Promise<boolean> {
    return (await this.dispatch({ kind: 'solution', solvedFor, assignment, provenBound })).applied;
  }

  /**
   * Keeps a proven bound the worker computed for `problem` (see BoundKeeper) when that problem is
   * still the open one: the summary then says how far from the best possible the plan can be
   * without a solve first (after an import, a reload, an edit of guests or tables).
   */
  learnBound(problem: Problem, penalty: number): Promise<void> {
    return this.editor.learnBound(problem, penalty);
  }

  /**
   * Saves a seat order worked out for the seating `forSeating` and the seats `forSeats` (the same
   * objects the content had then), unless either changed meanwhile. Not a step of the undo history.
   * Returns whether it was saved.
   */
  setSeats(forSeating: EventContent['seating'], forSeats: EventContent['seats'], seats: Record<string, number[]>): Promise<boolean> {
    return this.editor.setSeats(forSeating, forSeats, seats);
  }

  setTimeLimit(timeLimitMs: number): Promise<void> {
    return this.editor.setTimeLimit(timeLimitMs);
  }

  undo(): Promise<EditLabel | null> {
    return this.editor.undo();
  }

  redo(): Promise<EditLabel | null> {
    return this.editor.redo();
  }

  /** Tries again to write the content kept in memory after a failed save. */
  retrySave(): Promise<void> {
    return this.editor.retrySave();
  }

  // ---- plan together (shared-events.ts) -----------------------------------------------------

  /** Calls `listener` after each save of this tab's own edits (not another tab's, nor another device's). */
  onOwnSave(listener: (eventId: string, content: EventContent) => void): void {
    this.editor.ownSaves = listener;
  }

  /** Calls `listener` after each change another tab of this browser saved in the workspace. */
  onOtherTabSave(listener: (change: WorkspaceChange) => void): void {
    this.otherTabSaves.add(listener);
  }

  /** Saves what other devices changed in a shared event, read when its turn comes (see EventEditor.takeShared). */
  takeShared(eventId: string, read: () => { content: EventContent; taken: () => void }): Promise<void> {
    return this.editor.takeShared(eventId, read);
  }

  setSharing(sharing: Sharing | null): void {
    this.cell.set({ sharing });
  }

  showNotice(notice: Notice | null): void {
    this.ui.showNotice(notice);
  }

  private readonly leaving = (event: Event) => {
    // A page kept for the back button (persisted) lives on, and so does its save under way.
    if (event instanceof PageTransitionEvent) this.editor.saveBeforeLeaving(!event.persisted);
    else if (document.visibilityState === 'hidden') this.editor.saveBeforeLeaving(false);
  };

  /** Closes the workspace; the store answers nothing after this. */
  dispose(): void {
    removeEventListener('pagehide', this.leaving);
    document.removeEventListener('visibilitychange', this.leaving);
    this.cell.clear();
    this.session.dispose();
  }
}
