/**
 * Merging a guest list that adds a second David Cohen: the event never holds two bookings of one
 * name without ids; the one it had keeps his table, seats and lock under his new id.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { allChanges } from '../../src/model/guest-diff.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { bookingRef } from '../../src/model/booking-refs.ts';
import { defaultAccepted } from '../../src/model/three-way-merge.ts';
import { withGeneratedIdsMatched } from '../../src/model/repeated-name-match.ts';
import { mergedContent, proposeMerge } from '../../src/state/merge.ts';
import { utf8 } from './csv-helpers.ts';

const HELD = 'name,size,group,avoid\nDavid Cohen,2,Bride/Family,\nSarah Levi,1,Bride/Friends,David Cohen\n';
const read = (text: string) => readGuestsFile(utf8(text), 'guests.csv').records;

function event(withBase: boolean): EventContent {
  const guests = read(HELD);
  return {
    ...emptyContent('e'),
    guests,
    tables: [
      { name: 'Table 1', capacity: 4 },
      { name: 'Table 2', capacity: 4, reservedFor: ['David Cohen'] },
    ],
    seating: { 'David Cohen': 'Table 2', 'Sarah Levi': 'Table 1' },
    seats: { 'David Cohen': [3, 4], 'Sarah Levi': [1] },
    lockedBookings: ['David Cohen'],
    ...(withBase ? { mergeBase: { guests } } : {}),
  };
}

const NEWCOMER = 'David Cohen,1,Groom/Work,\n';

/**
 * The incoming list as a planner's copy would send it: the held David Cohen as the event knows him
 * and the new one with the id the file gives him; or a file without ids, which the reader numbers
 * in its own order, the newcomer last or first.
 */
const INCOMING = {
  'the file gives his id': () => [...read(HELD), { ...read(`name,size,group,avoid\n${NEWCOMER}`)[0]!, id: 'DC-groom' }],
  'without ids, the newcomer last': () => read(`${HELD}${NEWCOMER}`),
  'without ids, the newcomer first': () => read(HELD.replace('\n', `\n${NEWCOMER}`)),
};

for (const withBase of [false, true]) {
  for (const [variant, incoming] of Object.entries(INCOMING)) {
    describe(`merging in a second David Cohen (${withBase ? 'three-way' : 'two-way'}, ${variant})`, () => {
      const merge = (content: EventContent) => {
        const proposal = proposeMerge(content, 'guests.csv', incoming());
        const accepted = proposal.threeWay ? defaultAccepted(proposal.threeWay) : allChanges(proposal.diff);
        return { proposal, merged: mergedContent(content, proposal, accepted) };
      };

      it('shows one booking added, gives both ids, and the held one keeps his table, seats, lock, reserved table and the wish that names him', () => {
        const { proposal, merged } = merge(event(withBase));
        assert.deepEqual(
          proposal.diff.added.map((g) => g.group.join('/')),
          ['Groom/Work'],
        );
        assert.deepEqual(proposal.diff.removed, []);
        const cohens = merged.guests.filter((g) => g.name === 'David Cohen');
        assert.equal(cohens.length, 2);
        assert.ok(
          cohens.every((g) => g.id !== undefined),
          'each David Cohen carries an id',
        );
        const held = cohens.find((g) => g.group.join('/') === 'Bride/Family')!;
        assert.equal(merged.seating[bookingRef(held)], 'Table 2');
        assert.deepEqual(merged.seats?.[bookingRef(held)], [3, 4]);
        assert.deepEqual(merged.lockedBookings, [bookingRef(held)]);
        assert.deepEqual(merged.guests.find((g) => g.name === 'Sarah Levi')?.avoid, [bookingRef(held)]);
        assert.deepEqual(merged.tables[1]?.reservedFor, [bookingRef(held)], 'the table kept for him is kept for him alone');
        assert.equal(merged.seating['David Cohen'], undefined, 'no seat left under the bare name both share');
      });

      it('finds each booking again when the same file is imported again', () => {
        const { merged } = merge(event(withBase));
        const again = proposeMerge(merged, 'guests.csv', incoming()).diff;
        assert.deepEqual([again.added.length, again.removed.length], [0, 0]);
        // The one change: the file's keep-apart names the bare "David Cohen", which the event wrote as his id.
        assert.deepEqual(
          again.changed.map((c) => [c.after.name, c.fields]),
          [['Sarah Levi', ['avoid']]],
        );
      });
    });
  }
}

describe('a file without ids that keeps one of two David Cohens', () => {
  it('keeps the one of the same group, with his seat, and removes the other', () => {
    const two = event(false);
    const { guests } = mergedContent(two, proposeMerge(two, 'guests.csv', read(`${HELD}${NEWCOMER}`)), new Set());
    assert.equal(guests.length, 2, 'nothing accepted: nothing changed');
    const both = proposeMerge(two, 'guests.csv', read(`${HELD}${NEWCOMER}`));
    const event2 = mergedContent(two, both, allChanges(both.diff));
    const groomOnly = read(`name,size,group,avoid\n${NEWCOMER}Sarah Levi,1,Bride/Friends,\n`);
    const diff = proposeMerge(event2, 'guests.csv', groomOnly).diff;
    assert.deepEqual(
      diff.removed.map((g) => g.group.join('/')),
      ['Bride/Family'],
    );
    assert.deepEqual(diff.added, []);
  });
});

describe('ids a planner gave', () => {
  it('are never renumbered by the matching', () => {
    const held = read('name,id,group\nDavid Cohen,DC-1,Bride/Family\nDavid Cohen,DC-2,Groom/Work\n');
    const incoming = read('name,id,group\nDavid Cohen,DC-2,Bride/Family\nDavid Cohen,DC-1,Groom/Work\n');
    assert.deepEqual(
      withGeneratedIdsMatched(held, incoming).map((g) => g.id),
      ['DC-2', 'DC-1'],
    );
  });
});
