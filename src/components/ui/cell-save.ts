/**
 * Saves a cell edited in place (see inline-cell.ts) as one undoable edit, through the same store
 * intent as the editing dialogs: the record checks and the rulebook judge it. The answer goes back
 * to the cell, shown beside it, and to the live region; a refused edit changes nothing.
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
  edit: (record: T) => CellEdit,
): Promise<void> {
  let error: string | null = null;
  let done = '';
  if ('error' in read) error = read.error;
  else if (planner) {
    const change = edit(read.record);
    const refusal = await planner.store.edit(change.intent);
    if (refusal) {
      const { message, problems } = refusalMessages(refusal, t);
      error = [message, ...problems].join(' ');
    }
    done = change.done;
  }
  detail.respond(error);
  announce(host, error ?? done);
}
