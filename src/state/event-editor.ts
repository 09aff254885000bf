/**
 * The open event's editor. Every change goes through here, one after another (each starts from the
 * state the previous one saved): it is worked out by a pure reducer (event-actions.ts), checked
 * against the hard constraints, written to IndexedDB with its undo step, and only then shown.
 */
import { keepReservations } from './reservation-seating.ts';
import { emptyContent, type EventContent } from '../model/event-content.ts';
import { hasErrors, type Issue } from '../model/issues.ts';
import type { Problem } from '../model/problem.ts';
import type { EventMeta } from '../storage/schema.ts';
import { sameContent } from '../model/same-value.ts';
import { StaleWriteError, StorageError, type FileSaveRecord, type HistoryWrite, type WorkspaceChange } from '../storage/workspace-db.ts';
import { PlanDeriver } from './derive.ts';
import { reduceEvent, type EventAction } from './event-actions.ts';
import { EditHistory, type EditLabel, type HistoryBounds } from './history.ts';
import { InterfaceState } from './interface-state.ts';
import type { SaveState, StateCell } from './planner-state.ts';
import type { Refusal } from './seating-rules.ts';
import type { WorkspaceSession } from './workspace-session.ts';
import { yieldToMain } from './yield.ts';

/** A part of a derivation that took longer than this is followed by a yield (see PlanDeriver.deriveInParts). */
const DERIVE_SLICE_MS = 8;

/** Thrown by persist when another tab saved first and this tab took its content: the edit must run again. */
class EditAgain extends Error {}
/** A busy event in two tabs settles within a few rounds; past that the user is told the save failed. */
const MAX_EDIT_ATTEMPTS = 4;

/** What an action did: whether it changed the event, why not when the planner is told, and the problems of the file it read. */
export interface ActionOutcome {
  applied: boolean;
  refusal: Refusal | null;
  issues: Issue[];
}

export class EventEditor {
  private readonly history: EditHistory;
  private readonly deriver = new PlanDeriver();
  private queue: Promise<unknown> = Promise.resolve();
  /** Changes dispatched and not yet started, in order (see saveBeforeLeaving). */
  private readonly waiting: EventAction[] = [];
  /** Told of each save of this tab's own (not another tab's, nor another device's): plan together writes it into the shared doc. */
  ownSaves: ((eventId: string, content: EventContent) => void) | null = null;
  /** The save under way: what it writes over which revision, and the history it keeps once written. */
  private saving: { content: EventContent; revision: number; history?: HistoryWrite; keep?: (history: EditHistory) => void } | null = null;
  /** A save finished and not shown yet (its derivation takes tasks): the content and the revision it left stored. */
  private unshown: { content: EventContent; revision: number } | null = null;

  constructor(
    private readonly cell: StateCell,
    private readonly session: WorkspaceSession,
    private readonly ui: InterfaceState,
    historyBounds?: HistoryBounds,
  ) {
    this.history = new EditHistory(historyBounds);
  }

  /**
   * Saves what other devices changed in a shared event (see shared-events.ts), read from its doc when
   * its turn in the queue comes; `taken` runs once it is saved (or was the content already). This
   * device's undo steps stay: each undoes only what it changed (see content-patch.ts), never another's edit.
   */
  takeShared(eventId: string, read: () => { content: EventContent; taken: () => void }): Promise<void> {
    return this.enqueue(() =>
      this.withRetry(async () => {
        const { content, taken } = read();
        if (this.cell.state.event?.id === eventId) {
          if (!this.cell.state.content || !sameContent(this.cell.state.content, content)) {
            await this.persist(content, this.history.currentWrite(), undefined, false);
          }
          if (this.cell.state.save.state === 'saved') taken();
          return;
        }
        const db = this.session.requireDb();
        const stored = await db.loadEvent(eventId);
        if (!stored) return;
        if (!sameContent(stored.content, content)) {
          // Another tab saved it meanwhile: read it again and save over that.
          await db.saveContent(content, stored.meta.revision).catch((error: unknown) => {
            throw error instanceof StaleWriteError ? new EditAgain() : error;
          });
          await this.session.refreshEvents();
        }
        taken();
      }),
    );
  }

  /** Runs `work` after every change asked for before it has settled. */
  enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Makes one change of the open event (see event-actions.ts) as one undoable step, or changes nothing and says why. */
  dispatch(action: EventAction): Promise<ActionOutcome> {
    this.waiting.push(action);
    return this.enqueue(() => {
      this.waiting.splice(this.waiting.indexOf(action), 1);
      return this.withRetry(() => this.run(action));
    });
  }

  /**
   * For a page going away (pagehide, or hidden and perhaps never shown again): writes at once what
   * the planner changed and is not saved yet, the save under way and the edits waiting behind it,
   * so a reload right after a key finds the change. Only the same content and history the queue
   * would save are written, at the revision its next save expects to find, so when the page stays
   * after all the queue's own saves follow on as if this never happened. `unloading`: the page is
   * going for good.
   */
  saveBeforeLeaving(unloading: boolean): void {
    const { event, content: shown } = this.cell.state;
    const db = this.session.workspace;
    // Imports and merges are worked on in more than one task; an edit by hand is one pure step.
    const edits = this.waiting.filter((action) => action.kind !== 'import' && action.kind !== 'merge');
    if (!db || !event || !shown || (!this.saving && edits.length === 0)) return;
    const history = this.history.copy();
    // What is stored, or will be once the save under way is written: the shown content may be older.
    let content = this.saving?.content ?? this.unshown?.content ?? shown;
    let write = this.saving?.history ?? history.currentWrite();
    // The revision the queue's next save expects to find, so it goes on without a conflict.
    const revision = this.saving ? this.saving.revision + 1 : (this.unshown?.revision ?? event.revision);
    this.saving?.keep?.(history);
    for (const action of edits) {
      const { change } = reduceEvent(content, action);
      if (!change) continue;
      const prepared = history.record(change.label, content, change.next);
      history.take(prepared);
      write = { ...prepared.write, put: [...write.put, ...prepared.write.put] };
      content = change.next;
    }
    db.saveContentNow({ ...event, revision, updated: Date.now() }, content, write, unloading);
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
        const content = this.cell.state.content;
        if (content) await this.persist(content, this.history.currentWrite());
      }),
    );
  }

  /**
   * Saves a seat order worked out for the seating `forSeating` and the seats `forSeats` (the same
   * objects the content had then), unless either changed meanwhile. Seats follow from the plan, so this is not a step
   * of the undo history. Returns whether it was saved.
   */
  setSeats(forSeating: EventContent['seating'], forSeats: EventContent['seats'], seats: Record<string, number[]>): Promise<boolean> {
    return this.enqueue(() =>
      this.withRetry(async () => {
        const content = this.cell.state.content;
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
        const content = this.cell.state.content;
        if (!content || content.solver.timeLimitMs === timeLimitMs) return;
        // A setting, not an edit of the plan: saved, but not put on the undo history.
        await this.persist({ ...content, solver: { ...content.solver, timeLimitMs } });
      }),
    );
  }

  /** Keeps a proven bound of `problem` when it is still the open one (see BoundKeeper). */
  learnBound(problem: Problem, penalty: number): Promise<void> {
    // In the queue, so it never lands between an edit's derivation and its state.
    return this.enqueue(() => {
      const { content, derived } = this.cell.state;
      if (content && derived?.problem === problem) {
        this.deriver.learnBound(content, penalty);
        const next = this.deriver.derive(content);
        if (next.lowerBound !== derived.lowerBound) this.cell.set({ derived: next });
      }
      return Promise.resolve();
    });
  }

  /** Changes the open event's save-reminder record (see save-reminder.ts). */
  updateFileSave(change: (event: EventMeta, record: FileSaveRecord) => FileSaveRecord): Promise<void> {
    return this.enqueue(async () => {
      const event = this.cell.state.event;
      if (!event) return;
      const db = this.session.requireDb();
      const record = change(event, this.cell.state.fileSave ?? (await db.fileSaveRecord(event.id)));
      await db.setFileSaveRecord(event.id, record);
      if (this.cell.state.event?.id === event.id) this.cell.set({ fileSave: record });
    });
  }

  /** Opens an event (call inside the queue): its content, its undo history, and what follows from it. */
  async open(meta: EventMeta): Promise<void> {
    const db = this.session.requireDb();
    const stored = (await db.loadEventWithHistory(meta.id)) ?? { meta, content: await db.loadContent(meta.id), history: null };
    // Saved before reservations held their bookings, an event's seating is brought in line on opening.
    const content = keepReservations(stored.content);
    meta = stored.meta;
    this.history.load(stored.history);
    await db.setLastOpenEvent(meta.id).catch(() => undefined);
    const fileSave = await db.fileSaveRecord(meta.id).catch(() => null);
    this.cell.set({
      fileSave,
      events: await db.listEvents(),
      event: meta,
      content,
      derived: this.deriver.derive(content),
      undo: this.history.undoLabel,
      redo: this.history.redoLabel,
      // A notice, or a review, speaks of the event it was given for; another event starts without it.
      ...InterfaceState.forOpenedEvent,
    });
  }

  /** No event is open any more (the last one was deleted). */
  close(): void {
    this.history.clear();
    this.cell.set({ event: null, content: null, derived: null, undo: null, redo: null, fileSave: null });
  }

  /**
   * Shows what another tab saved: the open event's newer content, or the events list. The undo
   * history of this tab described the older content, so it starts again.
   */
  async takeExternalChange(change: WorkspaceChange): Promise<void> {
    if (!this.session.workspace) return;
    const events = await this.session.refreshEvents();
    const open = this.cell.state.event;
    if (!open) return;
    const meta = events.find((e) => e.id === open.id) ?? null;
    if (change.kind === 'content' && change.eventId !== open.id) return;
    if (meta && meta.revision === open.revision) return;
    await this.adoptNewer(meta);
  }

  private async run(action: EventAction): Promise<ActionOutcome> {
    const state = this.cell.state;
    if (action.kind === 'import') {
      const toNew = action.into === 'new' || !state.event;
      const { change, refusal, issues } = reduceEvent((!toNew && state.content) || emptyContent(state.event?.id ?? ''), action);
      this.ui.setImportIssues(action.file.kind, issues);
      if (hasErrors(issues)) return { applied: false, refusal, issues };
      // The content was made before the new event existed: it belongs to the new one (else the save finds no event).
      if (toNew) {
        await this.open(await this.session.createEvent(this.session.defaultEventName()));
        // Opening clears the import problems; the warnings of the file that made the event stay shown.
        this.ui.setImportIssues(action.file.kind, issues);
      }
      if (refusal || !change) {
        if (refusal) this.ui.showNotice({ kind: `refusal.${refusal.reason}`, params: refusal.params });
        return { applied: false, refusal, issues };
      }
      await this.commit(change.label, toNew ? { ...change.next, eventId: this.cell.state.event!.id } : change.next);
      if (action.file.kind !== 'seating') {
        // "The demo is loaded" no longer describes an event that now holds the planner's own file.
        if (this.ui.notice?.kind === 'notice.demoLoaded') this.ui.showNotice(null);
        await this.session.askToPersist();
      }
      return { applied: true, refusal: null, issues };
    }
    const content = state.content;
    if (action.kind === 'merge') {
      this.ui.cancelMerge();
      if (!content || content.eventId !== action.proposal.eventId) return { applied: false, refusal: null, issues: [] };
    }
    if (!content)
      return {
        applied: false,
        refusal: { reason: 'unknownBooking', params: { name: action.kind === 'seat' ? action.booking : '' } },
        issues: [],
      };
    // Checking every hard rule of a large plan, and saving it with its history, each take a task of their own.
    if (action.kind === 'solution') await yieldToMain();
    const { change, refusal, issues } = reduceEvent(content, action);
    if (action.kind === 'merge') this.ui.setImportIssues(action.proposal.tables ? 'tables' : 'guests', issues);
    if (!change) return { applied: false, refusal, issues };
    if (action.kind === 'solution') {
      await yieldToMain();
      if (action.provenBound !== undefined) this.deriver.learnBound(change.next, action.provenBound);
    }
    await this.commit(change.label, change.next);
    return { applied: true, refusal: null, issues };
  }

  /**
   * Takes one step back or forward. Patches leave the solver settings alone, so undo restores the
   * plan, not the settings chosen since. A step that does not fit the content (which the stored
   * revision check should never let happen) is not taken: the history is dropped and the user told.
   */
  private async step(direction: 'undo' | 'redo'): Promise<EditLabel | null> {
    const content = this.cell.state.content;
    const label = direction === 'undo' ? this.history.undoLabel : this.history.redoLabel;
    if (!content || !label) return null;
    const move = direction === 'undo' ? this.history.undo(content) : this.history.redo(content);
    if (!move && this.cell.state.sharing) {
      // Another device changed what this step edited: it goes, and the planner is told which it was.
      const kept = this.history.withoutUnfit(direction);
      await this.persist(content, kept.write, (history) => history.take(kept));
      this.ui.showNotice({ kind: `notice.${direction}ChangedElsewhere`, params: { ...label.params, kind: label.kind } });
      return null;
    }
    if (!move) {
      this.history.clear();
      this.cell.set({ undo: null, redo: null });
      this.ui.showNotice({ kind: 'notice.historyOutOfDate', params: {} });
      return null;
    }
    await this.persist(move.content, move.write, (history) => history.moveTo(move.write));
    return move.label;
  }

  private async commit(label: EditLabel, next: EventContent): Promise<void> {
    const before = this.cell.state.content ?? emptyContent(next.eventId);
    const prepared = this.history.record(label, before, next);
    await this.persist(next, prepared.write, (history) => history.take(prepared));
    const { event, save, fileSave } = this.cell.state;
    if (event && save.state === 'saved' && (label.kind.startsWith('import.') || label.kind === 'solve')) {
      // A large change: the save reminder is due whatever the count of edits (see save-reminder.ts).
      const db = this.session.requireDb();
      const record = { ...(fileSave ?? (await db.fileSaveRecord(event.id))), largeChangeRevision: event.revision };
      await db
        .setFileSaveRecord(event.id, record)
        .then(() => this.cell.set({ fileSave: record }))
        .catch(() => undefined);
    }
  }

  /**
   * Writes first, then shows; a failed write keeps the content in memory and says so. When another
   * tab saved the event since this one read it, nothing is written: this tab takes the newer
   * content and the edit runs again on it (see withRetry), so neither tab's edit is lost.
   */
  private async persist(
    content: EventContent,
    history?: HistoryWrite,
    keepHistory?: (history: EditHistory) => void,
    own = true,
  ): Promise<void> {
    this.cell.set({ save: { state: 'saving' } });
    let save: SaveState = { state: 'saved' };
    let event = this.cell.state.event;
    const revision = event?.revision ?? 0;
    this.saving = { content, revision, history, keep: keepHistory };
    try {
      const saved = await this.saveWithHistory(content, revision, history);
      event = saved.meta;
      if (saved.historyKept) keepHistory?.(this.history);
      else {
        this.history.clear();
        this.ui.showNotice({ kind: 'notice.historyDropped', params: {} });
      }
      this.history.markSaved();
      if (own) this.ownSaves?.(saved.meta.id, content);
    } catch (error) {
      if (error instanceof StaleWriteError) {
        await this.adoptNewer(error.current?.meta ?? null);
        throw new EditAgain();
      }
      save = { state: 'failed', failure: error instanceof StorageError ? error.failure : 'unknown' };
      keepHistory?.(this.history);
      this.history.markUnsaved();
    } finally {
      this.saving = null;
    }
    this.unshown = { content, revision: event?.revision ?? revision };
    const events = this.cell.state.events.map((e) => (e.id === event?.id ? event : e));
    // A long derivation (a solver result on a large event: its score and each table's share) and the
    // drawing it causes go in separate tasks, so neither holds the page for long.
    const derived = await this.deriver.deriveInParts(content, DERIVE_SLICE_MS).finally(() => {
      this.unshown = null;
    });
    this.cell.set({ content, derived, save, event, events, undo: this.history.undoLabel, redo: this.history.redoLabel });
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
    const db = this.session.requireDb();
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

  /** Takes the stored state of the open event (null: another tab deleted it) in place of this tab's copy. */
  private async adoptNewer(meta: EventMeta | null): Promise<void> {
    const db = this.session.requireDb();
    const stored = meta ? await db.loadEventWithHistory(meta.id) : null;
    // The other tab saved its history with its content: this tab can undo what it did.
    this.history.load(stored?.history ?? null);
    if (stored) {
      this.cell.set({
        event: stored.meta,
        content: stored.content,
        derived: this.deriver.derive(stored.content),
        undo: this.history.undoLabel,
        redo: this.history.redoLabel,
      });
      this.ui.showNotice({ kind: 'notice.changedElsewhere', params: {} });
      return;
    }
    const events = await this.session.refreshEvents();
    if (events[0]) await this.open(events[0]);
    else this.cell.set({ event: null, content: null, derived: null, undo: null, redo: null });
    this.ui.showNotice({ kind: 'notice.deletedElsewhere', params: {} });
  }
}
