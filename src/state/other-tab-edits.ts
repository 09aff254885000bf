/**
 * An edit of one record made from what this tab read, saved after another tab changed that record.
 * Fields only the other tab changed keep its values; fields only this edit changed take this tab's;
 * a field both changed, to different values, is a clash: the edit is refused with both values, so
 * the planner chooses instead of the last save winning without a word. Saved again with
 * `keepMine`, this tab's values win the clashes (the other tab's other changes still stay).
 */
import type { MergeSpec } from '../model/three-way-merge.ts';
import type { Refusal } from './seating-rules.ts';

/**
 * The record to save: `mine` when nobody else changed the record since `read`; otherwise the stored
 * record with this edit's changes made in it, or a refusal naming the clashes.
 */
export function againstOtherTabs<R extends { name: string }, F extends string>(
  spec: MergeSpec<R, F>,
  stored: R,
  read: R,
  mine: R,
  keepMine: boolean,
): { record: R } | { refusal: Refusal } {
  const fields = spec.fields([stored, read, mine]);
  const differ = (a: R, b: R, field: F) => spec.value(field, a) !== spec.value(field, b);
  if (!fields.some((field) => differ(stored, read, field))) return { record: mine };
  const changedHere = fields.filter((field) => differ(mine, read, field));
  const clashes = changedHere.filter((field) => differ(stored, read, field) && differ(stored, mine, field));
  if (clashes.length > 0 && !keepMine) {
    return {
      refusal: {
        reason: 'editedElsewhere',
        params: { name: stored.name },
        clashes: clashes.map((field) => ({ field, mine: spec.text(field, mine), theirs: spec.text(field, stored) })),
      },
    };
  }
  const record = changedHere.reduce((next, field) => spec.take(field, next, mine), stored);
  return { record: { ...record, name: mine.name } };
}
