/**
 * Undo/redo over immutable snapshots of an event's content. Each entry keeps the content before
 * and after one edit; unchanged arrays are shared between snapshots, so history stays cheap.
 */
import type { InputFile } from '../model/issues.ts';
import type { EventContent } from '../storage/schema.ts';

/** The kinds of edit that can be undone; each has its message under `history.<kind>` in the locales. */
export type EditKind =
  'move' | 'unseat' | 'editGuest' | 'lockBooking' | 'unlockBooking' | 'lockTable' | 'unlockTable' | 'solve' | `import.${InputFile}`;

/** What an edit did, for the undo/redo buttons and announcements. */
export interface EditLabel {
  kind: EditKind;
  params: Record<string, string | number>;
}

interface Entry {
  label: EditLabel;
  before: EventContent;
  after: EventContent;
}

export class EditHistory {
  private done: Entry[] = [];
  private undone: Entry[] = [];

  constructor(private readonly limit = 200) {}

  record(label: EditLabel, before: EventContent, after: EventContent): void {
    this.done.push({ label, before, after });
    if (this.done.length > this.limit) this.done.shift();
    this.undone = [];
  }

  get undoLabel(): EditLabel | null {
    return this.done.at(-1)?.label ?? null;
  }

  get redoLabel(): EditLabel | null {
    return this.undone.at(-1)?.label ?? null;
  }

  /** The content to return to, or null when there is nothing to undo. */
  undo(): { label: EditLabel; content: EventContent } | null {
    const entry = this.done.pop();
    if (!entry) return null;
    this.undone.push(entry);
    return { label: entry.label, content: entry.before };
  }

  redo(): { label: EditLabel; content: EventContent } | null {
    const entry = this.undone.pop();
    if (!entry) return null;
    this.done.push(entry);
    return { label: entry.label, content: entry.after };
  }

  clear(): void {
    this.done = [];
    this.undone = [];
  }
}
