/**
 * An updated guest export merged into an event already seated: the bookings it now lists as
 * declined are named as declines (not just removed), its new invitations are counted, and the
 * merge frees the declined seats; a booking whose partner declined stays at its table, smaller.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readTablesFile } from '../../src/csv/tables.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { headcount } from '../../src/model/headcount.ts';
import { defaultAccepted } from '../../src/model/three-way-merge.ts';
import { reduceEvent } from '../../src/state/event-actions.ts';
import { mergedContent, proposeMerge } from '../../src/state/merge.ts';
import { allChanges } from '../../src/model/guest-diff.ts';
import { notSeated } from '../../src/model/declines.ts';
import { applyEdit } from '../../src/state/edits.ts';

const exports = (name: string) => readFileSync(new URL(`../fixtures/exports/${name}`, import.meta.url));
const first = readGuestsFile(exports('address-list.csv'), 'address-list.csv');
const updated = readGuestsFile(exports('updated/address-list.csv'), 'address-list-2.csv');

/** The first export imported, at the corpus's three tables, every booking seated with its seats. */
function seatedEvent(): EventContent {
  const imported = reduceEvent(emptyContent('wedding'), {
    kind: 'import',
    into: 'new',
    file: {
      kind: 'guests',
      fileName: 'address-list.csv',
      records: first.records,
      declined: first.declined,
      pending: first.pending,
      issues: [],
    },
  }).change!.next;
  const tables = readTablesFile(exports('tables.csv'), 'tables.csv').records;
  return {
    ...imported,
    tables,
    seating: {
      'Karen Thompson': 'Table 1',
      'David Miller': 'Table 1',
      'Priya Shah': 'Table 1',
      'Nina Lopez': 'Table 2',
      'Sam Carter': 'Table 2',
    },
    seats: { 'Karen Thompson': [1, 2], 'David Miller': [3, 4, 5, 6], 'Priya Shah': [7, 8], 'Nina Lopez': [1, 2], 'Sam Carter': [3, 4, 5] },
  };
}

describe('merging an updated export with declines', () => {
  it('reads a partner who declined as a decline, out of the booking that still comes', () => {
    const miller = updated.records.find((g) => g.name === 'David Miller')!;
    assert.equal(miller.size, 3);
    assert.deepEqual(
      updated.declined.map((g) => g.name),
      ['Karen Thompson', 'Tom Baker', 'Nina Lopez', 'Laura Miller'],
    );
    assert.equal(headcount(updated).declined, 6);
  });

  for (const ways of ['three ways (against the last file)', 'two ways (an older event without one)'] as const) {
    it(`names the declines since the last file and the new invitations, ${ways}`, () => {
      const event = seatedEvent();
      const content = ways.startsWith('three') ? event : { ...event, mergeBase: undefined };
      const proposal = proposeMerge(content, 'address-list-2.csv', updated.records, undefined, updated);
      assert.equal(Boolean(proposal.threeWay), ways.startsWith('three'));
      // Karen (and her plus-one), Nina (and hers) and Laura: Tom Baker had declined already.
      assert.deepEqual(
        proposal.declines?.bookings.map((g) => g.name),
        ['Karen Thompson', 'Nina Lopez'],
      );
      assert.equal(proposal.declines.people, 5);
      const added = proposal.threeWay ? proposal.threeWay.added.map((a) => a.record.name) : proposal.diff.added.map((g) => g.name);
      assert.deepEqual(added, ['Ellen Ward', 'Rosa Diaz']);
    });
  }

  it('frees the declined seats; the booking whose partner declined keeps its table and three of its seats', () => {
    const content = seatedEvent();
    const proposal = proposeMerge(content, 'address-list-2.csv', updated.records, undefined, updated);
    const merged = mergedContent(content, proposal, defaultAccepted(proposal.threeWay!));
    const names = merged.guests.map((g) => g.name);
    for (const gone of ['Karen Thompson', 'Nina Lopez', 'Laura Miller']) {
      assert.equal(names.includes(gone), false, `${gone} is not a booking`);
      assert.equal(gone in merged.seating, false, `${gone} has no table`);
      assert.equal(
        merged.guests.some((g) => (g.people ?? []).some((p) => p.name === gone)),
        false,
        `${gone} is nobody's person`,
      );
    }
    assert.equal(merged.seating['David Miller'], 'Table 1');
    const seats = merged.seats?.['David Miller'] ?? [];
    assert.equal(seats.length, 3);
    assert.ok(
      seats.every((s) => [3, 4, 5, 6].includes(s)),
      `seats ${seats.join(', ')}`,
    );
    assert.equal(merged.seating['Sam Carter'], 'Table 2');
    // The new invitations wait for "Seat the changes".
    assert.equal('Ellen Ward' in merged.seating || 'Rosa Diaz' in merged.seating, false);
  });

  it('a later export where they attend again brings them back as new invitations', () => {
    const content = seatedEvent();
    const declined = proposeMerge(content, 'address-list-2.csv', updated.records, undefined, updated);
    const merged = mergedContent(content, declined, defaultAccepted(declined.threeWay!));
    const again = proposeMerge(merged, 'address-list-3.csv', first.records, undefined, first);
    assert.deepEqual(
      again.threeWay?.added.map((a) => a.record.name),
      ['Karen Thompson', 'Nina Lopez'],
    );
    const back = mergedContent(merged, again, defaultAccepted(again.threeWay)).guests;
    assert.equal(back.find((g) => g.name === 'David Miller')?.size, 4, 'Laura Miller comes again');
    assert.ok(back.some((g) => g.name === 'Karen Thompson'));
  });

  it('a file without declines says nothing about them', () => {
    const content = seatedEvent();
    const proposal = proposeMerge(content, 'address-list.csv', first.records);
    assert.equal(proposal.declines, undefined);
    assert.equal(allChanges(proposal.diff).size, 0);
  });
});

describe('the declined and those without an answer, kept beside the guest list', () => {
  const names = (list: readonly { name: string }[]) => list.map((g) => g.name);

  it('an import keeps who declined and who has not answered, out of the bookings', () => {
    const content = seatedEvent();
    assert.deepEqual(names(notSeated(content).declined), ['Tom Baker']);
    assert.deepEqual(names(notSeated(content).pending), ['Ellen Ward']);
    assert.equal(names(content.guests).includes('Ellen Ward'), false);
  });

  it('one choice seats those without an answer, and one undo step takes it back', () => {
    const content = seatedEvent();
    const result = applyEdit(content, { kind: 'seatPending' });
    assert.ok('next' in result, JSON.stringify(result));
    assert.deepEqual(result.label, { kind: 'seatPending', params: { count: 2 } });
    const ward = result.next.guests.find((g) => g.name === 'Ellen Ward');
    assert.deepEqual(
      ward?.people?.map((p) => p.name),
      ['Ellen Ward', 'George Ward'],
    );
    assert.deepEqual(notSeated(result.next).pending, []);
  });

  it('a merged export replaces the answers: the newly declined are listed, the one who now attends is not', () => {
    const content = seatedEvent();
    const proposal = proposeMerge(content, 'address-list-2.csv', updated.records, undefined, updated);
    const merged = mergedContent(content, proposal, defaultAccepted(proposal.threeWay!));
    assert.deepEqual(names(notSeated(merged).declined), ['Karen Thompson', 'Tom Baker', 'Nina Lopez', 'Laura Miller']);
    assert.deepEqual(notSeated(merged).pending, []);
  });
});
