/**
 * One identity for a booking through a merge: a `.seating` copy that holds two David Cohens (one with
 * the planner's own id "David Cohen #2") merges with each one at its own table and seats, and the
 * planner's id stays as written.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { allChanges } from '../../src/model/guest-diff.ts';
import type { GuestRecord } from '../../src/model/records.ts';
import { mergedContent, proposeMerge } from '../../src/state/merge.ts';

const booking = (name: string, group: string[], id?: string): GuestRecord => ({
  ...(id === undefined ? {} : { id }),
  name,
  size: 2,
  group,
  strength: null,
  avoid: [],
  table: null,
});

const tables = [
  { name: 'Table 1', capacity: 4 },
  { name: 'Table 2', capacity: 4 },
  { name: 'Table 3', capacity: 4 },
];

describe('merging a .seating copy with two bookings of one name', () => {
  it('keeps each one at its own table and seats, and the planner’s own id', () => {
    const held: EventContent = {
      ...emptyContent('e'),
      guests: [booking('Shira', ['Bride'])],
      tables,
      seating: { Shira: 'Table 1' },
      seats: { Shira: [1, 2] },
    };
    const copyGuests = [
      booking('Shira', ['Bride']),
      booking('David Cohen', ['Bride'], 'David Cohen #2'),
      booking('David Cohen', ['Groom'], 'DC-groom'),
    ];
    const copySeating = { Shira: 'Table 1', 'David Cohen #2': 'Table 2', 'DC-groom': 'Table 3' };
    const proposal = proposeMerge(held, 'copy.seating', copyGuests, { seating: copySeating, copyBase: null });
    const merged = mergedContent(held, proposal, allChanges(proposal.diff));
    assert.deepEqual(
      merged.guests.map((g) => g.id ?? null),
      [null, 'David Cohen #2', 'DC-groom'],
    );
    assert.deepEqual(merged.seating, copySeating);
    assert.deepEqual(Object.keys(merged.seats ?? {}).sort(), ['DC-groom', 'David Cohen #2', 'Shira']);
  });
});
