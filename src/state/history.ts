/**
 * Undo and redo as a list of steps, each the patch of one edit (see content-patch.ts), kept in
 * IndexedDB with the content it leads to (see WorkspaceDb.saveContent). The list is bounded by
 * count and by size, oldest steps going first, so a large event keeps a useful history without
 * storing snapshots of it.
 */
import type { InputFile } from '../model/issues.ts';
import type { HistoryStep, HistoryWrite, StoredHistory } from '../storage/history-schema.ts';
import type { EventContent } from '../model/event-content.ts';
import { applyPatch, diffContent, type ContentPatch } from './content-patch.ts';

/** The kinds of edit that can be undone; each has its message under `history.<kind>` in the locales. */
type EditKind =
  | 'move'
  | 'unseat'
  | 'swap'
  | 'editGuest'
  | 'addGuest'
  | 'seatPending'
  | 'duplicateGuest'
  | 'deleteGuest'
  | 'editTable'
  | 'addTable'
  | 'duplicateTable'
  | 'deleteTable'
  | 'lockBooking'
  | 'unlockBooking'
  | 'lockTable'
  | 'unlockTable'
  | 'bulkMove'
  | 'bulkUnseat'
  | 'bulkLock'
  | 'bulkUnlock'
  | 'bulkDelete'
  | 'addMeal'
  | 'editMeal'
  | 'removeMeal'
  | 'moveMeal'
  | 'addWish'
  | 'removeWish'
  | 'fixWish'
  | 'placeTable'
  | 'rotateTable'
  | 'arrangeTables'
  | 'resizeRoom'
  | 'addRoomObject'
  | 'placeRoomObject'
  | 'removeRoomObject'
  | 'numberTables'
  | 'solve'
  | 'merge'
  | 'restoreVersion'
  | `import.${InputFile}`;

/** What an edit did, for the undo/redo buttons and announcements. */
export interface EditLabel {
  kind: EditKind;
  params: Record<string, string | number>;
}

export interface HistoryBounds {
  /** Most steps kept. */
  steps: number;
  /** Most characters of patches kept (JSON); one larger step is kept alone. */
  size: number;
}

const DEFAULT_HISTORY_BOUNDS: HistoryBounds = { steps: 100, size: 2_000_000 };

/** A step taken from the history: the content it leads to and what to store so the history follows. */
export interface HistoryMove {
  label: EditLabel;
  content: EventContent;
  write: HistoryWrite;
}

export class EditHistory {
  private steps: HistoryStep[] = [];
  /** Index in `steps` of the first undone step (steps before it are done). */
  private done = 0;
  /** Set when a save failed: the stored history no longer follows, so the next save writes it whole. */
  private unsaved = false;

  constructor(private readonly bounds: HistoryBounds = DEFAULT_HISTORY_BOUNDS) {}

  get undoLabel(): EditLabel | null {
    return this.labelOf(this.steps[this.done - 1]);
  }

  get redoLabel(): EditLabel | null {
    return this.labelOf(this.steps[this.done]);
  }

  /** The same history, to be worked on without changing this one. */
  copy(): EditHistory {
    const copy = new EditHistory(this.bounds);
    copy.steps = [...this.steps];
    copy.done = this.done;
    copy.unsaved = this.unsaved;
    return copy;
  }

  /** Starts over with a stored history (null: none). */
  load(stored: StoredHistory | null): void {
    this.steps = stored ? [...stored.steps].sort((a, b) => a.seq - b.seq) : [];
    this.done = stored ? this.steps.filter((s) => s.seq <= stored.head.position).length : 0;
    this.unsaved = false;
  }

  clear(): void {
    this.load(null);
  }

  /**
   * What to store for an edit from `before` to `after`: the redo steps go, the new step is added,
   * and the oldest steps go while the history is over its bounds. Nothing changes until `take`.
   */
  record(label: EditLabel, before: EventContent, after: EventContent): { steps: HistoryStep[]; done: number; write: HistoryWrite } {
    const patch: ContentPatch = diffContent(before, after);
    const last = this.steps[this.done - 1];
    const seq = (last?.seq ?? 0) + 1;
    const step: HistoryStep = { eventId: after.eventId, seq, label, patch, size: JSON.stringify(patch).length };
    const steps = [...this.steps.slice(0, this.done), step];
    let size = steps.reduce((sum, s) => sum + s.size, 0);
    while (steps.length > 1 && (steps.length > this.bounds.steps || size > this.bounds.size)) size -= steps.shift()!.size;
    return { steps, done: steps.length, write: this.writeFor(steps, steps.length, [step]) };
  }

  /** Keeps what `record` prepared once the content it leads to is saved (or kept in memory after a failed save). */
  take(prepared: { steps: HistoryStep[]; done: number }): void {
    this.steps = prepared.steps;
    this.done = prepared.done;
  }

  /** The content before the last done step, or null (nothing to undo, or `content` is not what it led to). */
  undo(content: EventContent): HistoryMove | null {
    const step = this.steps[this.done - 1];
    const previous = step && applyPatch(content, step.patch, 'undo');
    if (!step || !previous) return null;
    return { label: this.labelOf(step)!, content: previous, write: this.writeFor(this.steps, this.done - 1, []) };
  }

  redo(content: EventContent): HistoryMove | null {
    const step = this.steps[this.done];
    const next = step && applyPatch(content, step.patch, 'redo');
    if (!step || !next) return null;
    return { label: this.labelOf(step)!, content: next, write: this.writeFor(this.steps, this.done + 1, []) };
  }

  /**
   * Without the step an undo (or a redo) could not take, because another device changed what it
   * edited since, and the steps after it; the steps before it stay, to be undone in turn.
   * Nothing changes until `take`.
   */
  withoutUnfit(direction: 'undo' | 'redo'): { steps: HistoryStep[]; done: number; write: HistoryWrite } {
    const steps = this.steps.slice(0, Math.max(0, direction === 'undo' ? this.done - 1 : this.done));
    return { steps, done: steps.length, write: this.writeFor(steps, steps.length, []) };
  }

  /** Moves the history to `done` steps once an undo or redo is saved. */
  moveTo(write: HistoryWrite): void {
    this.done = this.steps.filter((s) => s.seq <= write.position).length;
  }

  /** What to store so the stored history is this one, as it stands. */
  currentWrite(): HistoryWrite {
    return this.writeFor(this.steps, this.done, []);
  }

  /** A save failed: what is stored lags behind, so the next write carries every step. */
  markUnsaved(): void {
    this.unsaved = true;
  }

  markSaved(): void {
    this.unsaved = false;
  }

  private writeFor(steps: HistoryStep[], done: number, added: HistoryStep[]): HistoryWrite {
    const first = steps[0]?.seq ?? 1;
    const last = steps.at(-1)?.seq ?? 0;
    const position = done > 0 ? steps[done - 1]!.seq : first - 1;
    return { position, first, last, put: this.unsaved ? steps : added };
  }

  private labelOf(step: HistoryStep | undefined): EditLabel | null {
    return step ? (step.label as EditLabel) : null;
  }
}
