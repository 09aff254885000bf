/**
 * The cells of `<guest-list>` edited in place. A cell is drawn light (a button marked `data-cell`,
 * see guest-rows.ts) until it is clicked, or F2 or a letter is pressed on it; then it is drawn as an
 * `<inline-cell>` and opened, typing starting a new text as in a spreadsheet. Other editors stay
 * only while they are open, and an editor scrolled far out of view saves what it holds before its
 * row goes. Rows are found by `aria-rowindex`, which counts the header row as the first.
 */
import type { ReactiveElement } from 'lit';
import { HostState } from '../../controllers/host-state.ts';
import { isDrawn, type RowWindow } from '../../controllers/row-window-controller.ts';
import type { InlineCell } from '../ui/inline-cell.ts';
import type { GuestField } from '../ui/record-fields.ts';
import { CELL_KINDS } from './guest-rows.ts';

export class GuestCellEditors {
  private readonly asEditors: HostState<ReadonlyMap<number, GuestField>>;

  constructor(private readonly host: ReactiveElement) {
    this.asEditors = new HostState<ReadonlyMap<number, GuestField>>(host, new Map());
  }

  /** The cells drawn as `<inline-cell>`, by row index: the one being edited, and others still open. */
  get editors(): ReadonlyMap<number, GuestField> {
    return this.asEditors.value;
  }

  /** No cell drawn as an editor: the rows shown are others. */
  clear() {
    this.asEditors.value = new Map();
  }

  /** Before the rows `drawn` are drawn: an editor whose row goes saves what it holds, as leaving it would. */
  keepDrawn(drawn: RowWindow) {
    for (const index of this.editors.keys()) {
      if (isDrawn(drawn, index)) continue;
      this.editorAt(index)?.finish();
      const editors = new Map(this.editors);
      editors.delete(index);
      this.asEditors.value = editors;
    }
  }

  /** Whether the cell editor of a row is open. */
  isEditing(index: number): boolean {
    return this.editorAt(index)?.open ?? false;
  }

  /** A light cell clicked (or Enter or Space on it): its editor opens with its text. */
  readonly onClick = (event: Event) => {
    const target = lightCell(event);
    if (target) void this.open(target.index, target.field);
  };

  /** F2 opens a light cell's editor; typing on it starts a new text, as in a spreadsheet (a choice has no text). */
  readonly onKey = (event: KeyboardEvent) => {
    const target = lightCell(event);
    if (!target) return;
    const typed = event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (event.key === 'F2' || (typed && CELL_KINDS[target.field] !== 'select')) {
      event.preventDefault();
      void this.open(target.index, target.field, event.key === 'F2' ? undefined : event.key);
    }
  };

  /** Draws an `<inline-cell>` for one cell and opens it; other editors stay only while they are open. */
  private async open(index: number, field: GuestField, text?: string) {
    const editors = new Map([...this.editors].filter(([i]) => i !== index && this.editorAt(i)?.open));
    editors.set(index, field);
    this.asEditors.value = editors;
    await this.host.updateComplete;
    await this.editorAt(index)?.edit(text);
  }

  private editorAt(index: number): InlineCell | null {
    return this.host.renderRoot.querySelector<InlineCell>(`inline-cell[data-index="${index}"]`);
  }
}

/** The light cell an event happened on: its row's index in the list and its field. */
function lightCell(event: Event): { index: number; field: GuestField } | null {
  const button = (event.target as Element).closest<HTMLElement>('button[data-cell]');
  const row = button?.closest('tr');
  if (!button || !row) return null;
  return { index: Number(row.getAttribute('aria-rowindex')) - 2, field: button.dataset['cell'] as GuestField };
}
