/**
 * The three-way merge of a guest list, as the planner met it: the couple's list imported, edited in
 * the app (a keep-apart, a need, one booking deleted and one added, one size), then the couple's
 * updated list merged in. The file's changes come in, the planner's edits stay, and the one field
 * both changed is a clash left on the planner's value until the planner chooses.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { GUEST_MERGE, TABLE_MERGE } from '../../src/model/record-merge.ts';
import { bookingKey, type GuestRecord, type TableRecord } from '../../src/model/records.ts';
import { applyThreeWayMerge, clashId, defaultAccepted, everyChange, threeWayMerge } from '../../src/model/three-way-merge.ts';
import { reduceEvent } from '../../src/state/event-actions.ts';
import { mergedContent, proposeMerge, proposeTablesMerge, sharedGuestBase } from '../../src/state/merge.ts';
import { readTablesFile } from '../../src/csv/tables.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/merge/${name}`, import.meta.url));
const guestsOf = (name: string): GuestRecord[] => readGuestsFile(fixture(name), name).records;
const byName = (guests: readonly GuestRecord[]) => new Map(guests.map((g) => [g.name, g]));

/** The couple's first list imported into an event, then the planner's edits made in the app. */
function editedEvent(): EventContent {
  const imported = reduceEvent(emptyContent('wedding'), {
    kind: 'import',
    into: 'new',
    file: { kind: 'guests', fileName: 'guests.csv', records: guestsOf('base-guests.csv'), issues: [] },
  }).change!.next;
  return { ...imported, guests: guestsOf('ours-guests.csv') };
}

describe('merging the updated guest list three ways', () => {
  it('an imported guests file becomes the event merge base', () => {
    const imported = reduceEvent(emptyContent('wedding'), {
      kind: 'import',
      into: 'new',
      file: { kind: 'guests', fileName: 'guests.csv', records: guestsOf('base-guests.csv'), issues: [] },
    }).change!.next;
    assert.deepEqual(
      imported.mergeBase?.guests?.map((g) => g.name),
      guestsOf('base-guests.csv').map((g) => g.name),
    );
  });

  it("applies the file's cancellations, additions and size changes, keeps every edit made in the app, and leaves the clash on the planner's value", () => {
    const content = editedEvent();
    const proposal = proposeMerge(content, 'guests-v2.csv', guestsOf('theirs-guests.csv'));
    const merge = proposal.threeWay!;
    assert.deepEqual(merge.added.map((a) => a.record.name).sort(), ['Amsalem', 'Ben David', 'Golan']);
    assert.deepEqual(merge.removed.map((r) => r.record.name).sort(), ['Biton', 'Dahan', 'Friedman', 'Peretz', 'Rosen']);
    assert.deepEqual(
      merge.changed.map((c) => [c.theirs.name, c.fields]),
      [['Mizrahi', ['size']]],
    );
    // The planner's edits are listed as theirs, kept, never as changes to undo.
    assert.deepEqual(
      merge.ours.changed.map((c) => [c.ours.name, c.fields]),
      [
        ['Greg Parker', ['avoid']],
        ['Levi', ['needs']],
      ],
    );
    assert.deepEqual(
      merge.ours.added.map((g) => g.name),
      ['Hadad'],
    );
    assert.deepEqual(
      merge.ours.removed.map((g) => g.name),
      ['Katz'],
    );
    const [clash] = merge.clashes;
    assert.equal(merge.clashes.length, 1);
    assert.ok(clash?.kind === 'field');
    assert.equal(clash.field, 'size');
    assert.deepEqual([GUEST_MERGE.text('size', clash.ours), GUEST_MERGE.text('size', clash.theirs)], ['3', '4']);

    const accepted = defaultAccepted(merge);
    assert.equal(accepted.has(clashId(clash)), false, 'the clash is not ticked');
    assert.equal(accepted.size, 9, '3 additions, 5 cancellations and 1 size change');
    const after = byName(mergedContent(content, proposal, accepted).guests);
    assert.deepEqual(after.get('Greg Parker')?.avoid, ['Linda Parker'], 'the keep-apart stays');
    assert.deepEqual(after.get('Levi')?.needs, ['wheelchair'], 'the need stays');
    assert.equal(after.has('Katz'), false, 'the booking deleted in the app does not come back');
    assert.equal(after.has('Hadad'), true, 'the booking added in the app is not removed');
    for (const gone of ['Dahan', 'Peretz', 'Biton', 'Friedman', 'Rosen']) assert.equal(after.has(gone), false, `${gone} cancelled`);
    for (const come of ['Amsalem', 'Ben David', 'Golan']) assert.equal(after.has(come), true, `${come} added`);
    assert.equal(after.get('Mizrahi')?.size, 5);
    assert.equal(after.get('Cohen')?.size, 3, "the clash keeps the planner's value");

    const theirs = byName(mergedContent(content, proposal, everyChange(merge)).guests);
    assert.equal(theirs.get('Cohen')?.size, 4, "ticked, the clash takes the file's value");
    assert.deepEqual(theirs.get('Greg Parker')?.avoid, ['Linda Parker']);
  });

  it('the merged file becomes the next base, and undoing the merge puts the old base back', () => {
    const content = editedEvent();
    const proposal = proposeMerge(content, 'guests-v2.csv', guestsOf('theirs-guests.csv'));
    const merged = mergedContent(content, proposal, defaultAccepted(proposal.threeWay!));
    assert.deepEqual(merged.mergeBase?.guests?.map(bookingKey), guestsOf('theirs-guests.csv').map(bookingKey));
    // The same file again changes nothing: the clash was decided.
    const again = proposeMerge(merged, 'guests-v2.csv', guestsOf('theirs-guests.csv')).threeWay!;
    assert.equal(defaultAccepted(again).size + again.clashes.length, 0);
  });

  it('a file that removes a booking the planner edited, or changes one the planner deleted, is a clash', () => {
    const base = guestsOf('base-guests.csv');
    const ours = base.filter((g) => g.name !== 'Ohana').map((g) => (g.name === 'Katz' ? { ...g, notes: 'vegan cake' } : g));
    const theirs = base.filter((g) => g.name !== 'Katz').map((g) => (g.name === 'Ohana' ? { ...g, size: 4 } : g));
    const merge = threeWayMerge(GUEST_MERGE, base, ours, theirs);
    assert.deepEqual(
      merge.clashes.map((c) => [c.kind, c.key]),
      [
        ['removed', 'katz'],
        ['restored', 'ohana'],
      ],
    );
    const kept = byName(applyThreeWayMerge(GUEST_MERGE, ours, theirs, merge, defaultAccepted(merge)));
    assert.equal(kept.get('Katz')?.notes, 'vegan cake');
    assert.equal(kept.has('Ohana'), false);
    const taken = byName(applyThreeWayMerge(GUEST_MERGE, ours, theirs, merge, everyChange(merge)));
    assert.equal(taken.has('Katz'), false);
    assert.equal(taken.get('Ohana')?.size, 4);
  });

  it('an event without a base falls back to the two-way review', () => {
    const { mergeBase: _base, ...older } = editedEvent();
    assert.equal(proposeMerge(older, 'guests-v2.csv', guestsOf('theirs-guests.csv')).threeWay, undefined);
  });

  it('two copies of an event merge against the base they both record, and compare two ways when they differ', () => {
    const content = editedEvent();
    assert.ok(sharedGuestBase(content, { mergeBase: { guests: guestsOf('base-guests.csv').reverse() } }));
    assert.equal(sharedGuestBase(content, { mergeBase: { guests: guestsOf('theirs-guests.csv') } }), null);
    assert.equal(sharedGuestBase(content, {}), null);
  });
});

describe('merging a tables file three ways', () => {
  const table = (name: string, capacity: number, extra: Partial<TableRecord> = {}): TableRecord => ({ name, capacity, ...extra });

  it('takes the file capacity, shape, tags and position changes, keeps the app edits, and names a clash per field', () => {
    const base = [table('T1', 10), table('T2', 10, { x: 1, y: 1 }), table('T3', 8, { shape: 'rectangle' })];
    const ours = [table('T1', 10, { tags: ['accessible'] }), table('T2', 12, { x: 1, y: 1 }), table('T3', 8, { shape: 'rectangle' })];
    const theirs = [table('T1', 10), table('T2', 11, { x: 4, y: 2 }), table('T3', 8, { shape: 'round' }), table('T4', 6)];
    const merge = threeWayMerge(TABLE_MERGE, base, ours, theirs);
    assert.deepEqual(
      merge.clashes.map((c) =>
        c.kind === 'field' ? [c.key, c.field, TABLE_MERGE.text(c.field, c.ours), TABLE_MERGE.text(c.field, c.theirs)] : [],
      ),
      [['t2', 'capacity', '12', '11']],
    );
    const merged = applyThreeWayMerge(TABLE_MERGE, ours, theirs, merge, defaultAccepted(merge));
    assert.deepEqual(merged, [
      table('T1', 10, { tags: ['accessible'] }),
      table('T2', 12, { x: 4, y: 2 }),
      table('T3', 8, { shape: 'round' }),
      table('T4', 6),
    ]);
  });

  it('merges whom a table is reserved for as a field of its own', () => {
    const base = [{ ...table('T1', 10), reservedFor: ['Bride / Family'] }];
    const ours = [{ ...table('T1', 10), reservedFor: ['Bride / Family'] }];
    const theirs = [{ ...table('T1', 10), reservedFor: ['Groom / Family'] }];
    const merge = threeWayMerge(TABLE_MERGE, base, ours, theirs);
    assert.deepEqual(
      merge.changed.map((c) => c.fields),
      [['reservedFor']],
    );
    assert.deepEqual(applyThreeWayMerge(TABLE_MERGE, ours, theirs, merge, defaultAccepted(merge)), theirs);
  });

  it('merges a member it does not know by name (a newer one) as a field of its own', () => {
    const newer = (colour: string) => ({ ...table('T1', 10), colour }) as unknown as TableRecord;
    const merge = threeWayMerge(TABLE_MERGE, [newer('white')], [newer('white')], [newer('gold')]);
    assert.deepEqual(
      merge.changed.map((c) => c.fields),
      [['colour']],
    );
    assert.deepEqual(applyThreeWayMerge(TABLE_MERGE, [newer('white')], [newer('gold')], merge, defaultAccepted(merge)), [newer('gold')]);
  });
});

describe('merging a tables file into the open event', () => {
  const tablesOf = (name: string): TableRecord[] => readTablesFile(fixture(name), name).records;

  it("keeps the planner's table edits, takes the file's, leaves a clash on the planner's value and records the file as the base", () => {
    const imported = reduceEvent(editedEvent(), {
      kind: 'import',
      into: 'open',
      file: { kind: 'tables', fileName: 'tables.csv', records: tablesOf('base-tables.csv'), issues: [] },
    }).change!.next;
    assert.deepEqual(
      imported.mergeBase?.tables?.map((t) => t.name),
      ['Table 1', 'Table 2', 'Table 3'],
    );
    const edited = { ...imported, tables: tablesOf('ours-tables.csv') };
    const proposal = proposeTablesMerge(edited, 'tables-v2.csv', tablesOf('theirs-tables.csv'));
    const merge = proposal.tables!.merge;
    assert.deepEqual(
      merge.clashes.map((c) => (c.kind === 'field' ? [c.ours.name, c.field] : [])),
      [['Table 2', 'capacity']],
    );
    const reduced = reduceEvent(edited, { kind: 'merge', proposal, accepted: defaultAccepted(merge) }).change!.next;
    const tables = new Map(reduced.tables.map((t) => [t.name, t]));
    assert.deepEqual(tables.get('Table 1')?.tags, ['accessible'], 'the tag added in the app stays');
    assert.equal(tables.get('Table 2')?.capacity, 12, "the clash keeps the planner's capacity");
    assert.equal(tables.get('Table 3')?.shape, 'round');
    assert.equal(tables.get('Table 4')?.capacity, 6);
    assert.equal(reduced.sources.tables, 'tables-v2.csv');
    assert.equal(reduced.mergeBase?.tables?.length, 4);
    assert.equal(reduced.mergeBase.guests?.length, 14, 'the guests base is left as it was');
  });
});
