/**
 * An edit saved after another tab changed the same booking or table: a field both changed is not
 * overwritten without a word (the edit is refused with both values), the other tab's other changes
 * stay, and the planner's "keep mine" saves this tab's values.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { applyEdit } from '../../src/state/edits.ts';
import { guest } from './booking-helpers.ts';

const read = guest('Levi');
/** The event as the other tab saved it: Levi grew to 5 and got a note. */
const stored: EventContent = {
  ...emptyContent('e'),
  guests: [guest('Levi', { size: 5, notes: 'Arrive early' }), guest('Cohen')],
  tables: [{ name: 'T1', capacity: 10 }],
};
const levi = (result: ReturnType<typeof applyEdit>) => ('next' in result ? result.next.guests.find((g) => g.name === 'Levi') : undefined);

describe('an edit saved after another tab changed the record', () => {
  it('is refused with both values when it changes a field the other tab changed', () => {
    const result = applyEdit(stored, { kind: 'editGuest', previousName: 'Levi', read, guest: guest('Levi', { size: 6 }) });
    assert.ok('refusal' in result);
    assert.equal(result.refusal.reason, 'editedElsewhere');
    assert.deepEqual(result.refusal.clashes, [{ field: 'size', mine: '6', theirs: '5' }]);
  });

  it('keeps the other tab’s other changes, and with "keep mine" saves this tab’s value', () => {
    const kept = levi(
      applyEdit(stored, { kind: 'editGuest', previousName: 'Levi', read, guest: guest('Levi', { size: 6 }), keepMine: true }),
    );
    assert.deepEqual([kept?.size, kept?.notes], [6, 'Arrive early']);
    const needs = levi(
      applyEdit(stored, { kind: 'editGuest', previousName: 'Levi', read, guest: guest('Levi', { needs: ['wheelchair'] }) }),
    );
    assert.deepEqual([needs?.size, needs?.notes, needs?.needs], [5, 'Arrive early', ['wheelchair']]);
  });

  it('does the same for a table', () => {
    const tables: EventContent = { ...stored, tables: [{ name: 'T1', capacity: 12, tags: ['quiet'] }] };
    const result = applyEdit(tables, {
      kind: 'editTable',
      previousName: 'T1',
      read: { name: 'T1', capacity: 10 },
      table: { name: 'T1', capacity: 8 },
    });
    assert.ok('refusal' in result);
    assert.deepEqual(result.refusal.clashes, [{ field: 'capacity', mine: '8', theirs: '12' }]);
    const shape = applyEdit(tables, {
      kind: 'editTable',
      previousName: 'T1',
      read: { name: 'T1', capacity: 10 },
      table: { name: 'T1', capacity: 10, shape: 'rectangle' },
    });
    assert.ok('next' in shape);
    assert.deepEqual(shape.next.tables[0], { name: 'T1', capacity: 12, tags: ['quiet'], shape: 'rectangle' });
  });
});
