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
      { name: 'Table 2', capacity: 4 },
    ],
    seating: { 'David Cohen': 'Table 2', 'Sarah Levi': 'Table 1' },
    seats: { 'David Cohen': [3, 4], 'Sarah Levi': [1] },
    lockedBookings: ['David Cohen'],
    ...(withBase ? { mergeBase: { guests } } : {}),
  };
}

/** The incoming list as a planner's copy would send it: the new David Cohen with an id, the held one as the event knows him. */
const incoming = () => [...read(HELD), { ...read('name,size,group\nDavid Cohen,1,Groom/Work\n')[0]!, id: 'DC-groom' }];

for (const withBase of [false, true]) {
  describe(`merging in a second David Cohen (${withBase ? 'three-way' : 'two-way'})`, () => {
    it('gives both ids, and the held one keeps his table, seats, lock and the wish that names him', () => {
      const content = event(withBase);
      const proposal = proposeMerge(content, 'guests.csv', incoming());
      const accepted = proposal.threeWay ? defaultAccepted(proposal.threeWay) : allChanges(proposal.diff);
      const merged = mergedContent(content, proposal, accepted);
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
      assert.equal(merged.seating['David Cohen'], undefined, 'no seat left under the bare name both share');
    });
  });
}
