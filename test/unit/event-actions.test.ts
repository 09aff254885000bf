/**
 * The changes of an event's content as pure functions (src/state/event-actions.ts): what an import,
 * a merge and a solver result make of the content, and when they change nothing, with the reason a
 * planner is given. The store saves what they return (test/browser/planner-store.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { allChanges, changeId } from '../../src/model/guest-diff.ts';
import { hasErrors } from '../../src/model/issues.ts';
import { reduceEvent, reduceImport, reduceMerge, reduceSolution, type ImportedFile } from '../../src/state/event-actions.ts';
import { proposeMerge } from '../../src/state/merge.ts';
import { readImport } from '../../src/state/read-import.ts';
import { problemFingerprint } from '../../src/state/seating-rules.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const GUESTS = 'name,size,group,table\nCohen,2,Bride,\nLevi,3,Groom,\nPeretz,1,,Table 2\n';
const TABLES = 'name,capacity\nTable 1,4\nTable 2,4\n';

/** Tables, then guests, imported into an empty event: Peretz is pinned to Table 2, nobody else is seated. */
function imported(): EventContent {
  let content = emptyContent('e');
  for (const [kind, text] of [
    ['tables', TABLES],
    ['guests', GUESTS],
  ] as const) {
    const { change } = reduceImport(content, readImport(kind, bytes(text), `${kind}.csv`, content));
    assert.ok(change, `the ${kind} file is applied`);
    content = change.next;
  }
  return content;
}

describe('an imported file', () => {
  it('replaces its part of the content, names its file, and seats pinned bookings at their table', () => {
    const before = emptyContent('e');
    const tables = reduceImport(before, readImport('tables', bytes(TABLES), 'tables.csv', before)).change!.next;
    const { change, refusal, issues } = reduceImport(tables, readImport('guests', bytes(GUESTS), 'guests.csv', tables));
    assert.equal(refusal, null);
    assert.equal(hasErrors(issues), false);
    assert.deepEqual(change?.label, { kind: 'import.guests', params: { file: 'guests.csv' } });
    assert.deepEqual(
      change.next.guests.map((g) => [g.name, g.size]),
      [
        ['Cohen', 2],
        ['Levi', 3],
        ['Peretz', 1],
      ],
    );
    assert.deepEqual(change.next.sources, { guests: 'guests.csv', tables: 'tables.csv' });
    assert.deepEqual(change.next.seating, { Peretz: 'Table 2' });
    assert.deepEqual(tables.guests, [], 'the content it started from is left as it was');
  });

  it('changes nothing when the file has errors, and says which', () => {
    const content = imported();
    const { change, refusal, issues } = reduceImport(content, readImport('guests', bytes('name,size\nAlice,two\n'), 'bad.csv', content));
    assert.equal(change, null);
    assert.equal(refusal, null);
    assert.deepEqual(
      issues.filter((i) => i.severity === 'error').map((i) => [i.line, i.column, i.code]),
      [[2, 'size', 'not_integer']],
    );
  });

  it('changes nothing when the file does not fit the other one (a pin to a table the tables file lacks)', () => {
    const content = imported();
    const { change, issues } = reduceImport(
      content,
      readImport('guests', bytes('name,size,table\nAlice,2,Table 9\n'), 'pins.csv', content),
    );
    assert.equal(change, null);
    assert.ok(issues.some((i) => i.code === 'table_unknown'));
  });

  it('refuses a seating that breaks a hard rule, with the reason', () => {
    const file: ImportedFile = {
      kind: 'seating',
      fileName: 'plan.csv',
      seating: { Cohen: 'Table 1', Levi: 'Table 1', Peretz: 'Table 2' },
      issues: [],
    };
    const { change, refusal } = reduceImport(imported(), file);
    assert.equal(change, null);
    assert.equal(refusal?.reason, 'full');
    assert.equal(refusal.params['table'], 'Table 1');
  });

  it('remembers the columns the planner chose, first among those of its kind', () => {
    const content = imported();
    const file = readImport('guests', bytes('guest,seats\nCohen,2\n'), 'renamed.csv', content, ['name', 'size']);
    assert.equal(file.kind, 'guests');
    const { change } = reduceImport(content, file);
    assert.deepEqual(change?.next.columnMappings?.guests?.[0], { headers: ['guest', 'seats'], meanings: ['name', 'size'] });
  });
});

describe('a reviewed merge', () => {
  it('makes the accepted changes as one step, and only those', () => {
    const content = imported();
    const incoming = [...content.guests, { ...content.guests[0]!, name: 'Dahan' }, { ...content.guests[0]!, name: 'Mizrahi' }];
    const proposal = proposeMerge(content, 'new-guests.csv', incoming);
    const { change, issues } = reduceMerge(content, proposal, new Set([changeId('added', 'Dahan')]));
    assert.equal(hasErrors(issues), false);
    assert.deepEqual(change?.label, { kind: 'merge', params: { file: 'new-guests.csv', count: 1 } });
    assert.deepEqual(
      change.next.guests.map((g) => g.name),
      ['Cohen', 'Levi', 'Peretz', 'Dahan'],
    );
    assert.equal(change.next.sources.guests, 'new-guests.csv');
  });

  it('changes nothing when the merged list does not fit the tables', () => {
    const content = imported();
    const proposal = proposeMerge(content, 'large.csv', [...content.guests, { ...content.guests[0]!, name: 'Dahan', size: 9 }]);
    const { change, issues } = reduceMerge(content, proposal, allChanges(proposal.diff));
    assert.equal(change, null);
    assert.ok(issues.some((i) => i.severity === 'error' && i.code === 'booking_too_large'));
  });
});

describe('a solver result', () => {
  it('becomes the seating, by name, as one step', () => {
    const content = imported();
    const { change, refusal } = reduceSolution(content, problemFingerprint(content), Int32Array.from([0, 1, 1]));
    assert.equal(refusal, null);
    assert.deepEqual(change?.label, { kind: 'solve', params: {} });
    assert.deepEqual(change.next.seating, { Cohen: 'Table 1', Levi: 'Table 2', Peretz: 'Table 2' });
  });

  it('changes nothing, silently, when it answers a problem that is no longer open', () => {
    const content = imported();
    const solvedFor = problemFingerprint({ ...content, lockedBookings: ['Cohen'] });
    assert.deepEqual(reduceSolution(content, solvedFor, Int32Array.from([0, 1, 1])), { change: null, refusal: null, issues: [] });
  });

  it('changes nothing when it breaks a hard rule', () => {
    const content = imported();
    assert.equal(reduceSolution(content, problemFingerprint(content), Int32Array.from([0, 0, 1])).refusal?.reason, 'full');
    assert.equal(reduceSolution(content, problemFingerprint(content), Int32Array.from([0, 1, 0])).refusal?.reason, 'pinned');
  });
});

describe('one dispatch for every change', () => {
  it('sends each action to its reducer: a seat move and an edit too', () => {
    const content = imported();
    assert.equal(reduceEvent(content, { kind: 'seat', booking: 'Cohen', seat: 1 }).refusal?.reason, 'seatWithoutTable');
    const moved = reduceEvent(content, { kind: 'edit', intent: { kind: 'move', booking: 'Cohen', table: 'Table 1' } });
    assert.deepEqual(moved.change?.label, { kind: 'move', params: { name: 'Cohen', table: 'Table 1' } });
    const seated = reduceEvent(moved.change.next, { kind: 'seat', booking: 'Cohen', seat: 3 });
    assert.deepEqual(seated.change?.next.seats?.['Cohen'], [3, 4]);
    const full = reduceEvent(moved.change.next, { kind: 'edit', intent: { kind: 'move', booking: 'Levi', table: 'Table 1' } });
    assert.equal(full.change, null);
    assert.equal(full.refusal?.reason, 'full');
    const solution = reduceEvent(content, {
      kind: 'solution',
      solvedFor: problemFingerprint(content),
      assignment: Int32Array.from([0, 1, 1]),
    });
    assert.equal(solution.change?.label.kind, 'solve');
  });
});
