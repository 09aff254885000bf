/**
 * Saves a cell edited in place (see inline-cell.ts) as one undoable edit, through the same store
 * intent as the editing dialogs: the record checks and the rulebook judge it. The answer goes back
 * to the cell, shown beside it, and to the live region; a refused edit changes nothing. A value another
 * tab saved since the cell was opened is not overwritten unasked: the cell shows both and lets the
 * planner keep either (see other-tab-edits.ts).
 */
import type { LocalizeController } from '../../controllers/localize-controller.ts';
import type { Planner } from '../../controllers/planner-context.ts';
import type { EditIntent } from '../../state/edits.ts';
import { announce } from './events.ts';
import type { CellCommitDetail } from './inline-cell.ts';
import { refusalMessages, type ReadResult } from './record-fields.ts';

export interface CellEdit {
  intent: EditIntent;
  /** What is announced once the edit is saved. */
  done: string;
}

export async function saveCell<T>(
  host: HTMLElement,
  planner: Planner | undefined,
  t: LocalizeController['t'],
  detail: CellCommitDetail,
  read: ReadResult<T>,
  /** The store intent for the edited record; `read` is the record as the cell showed it when editing began. */
  edit: (record: T) => CellEdit,
): Promise<void> {
  let error: string | null = null;
  let done = '';
  let clash = false;
  if ('error' in read) error = read.error;
  else if (planner) {
    const change = edit(read.record);
    const refusal = await planner.store.edit(change.intent);
    if (refusal) {
      clash = refusal.reason === 'editedElsewhere';
      const { message, problems } = refusalMessages(refusal, t);
      // The cell has no Save and Cancel: its own words say how to keep either value.
      error = [clash ? t('refusal.editedElsewhereCell', refusal.params) : message, ...problems].join(' ');
    }
    done = change.done;
  }
  detail.respond(error, clash);
  announce(host, error ?? done);
}
