import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GuestRecord } from '../../src/model/records.ts';
import { seatMarks } from '../../src/state/room-seats.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { applyEdit } from '../../src/state/edits.ts';
import { eventFileText } from '../../src/state/event-file.ts';

const guest = (name: string, group: string[], people: { name: string; meal: string }[]): GuestRecord => ({
  name,
  size: people.length,
  group,
  strength: null,
  avoid: [],
  table: null,
  people,
});

const content: EventContent = {
  ...emptyContent('e'),
  guests: [
    guest(
      'Cohens',
      ['Bride', 'Family'],
      [
        { name: 'Dana', meal: 'Fish' },
        { name: '', meal: 'Meat' },
      ],
    ),
    guest('Levis', ['Groom'], [{ name: 'Avi', meal: 'Meat' }]),
  ],
  tables: [{ name: 'Table 1', capacity: 4 }],
  seating: { Cohens: 'Table 1', Levis: 'Table 1' },
  seats: { Cohens: [2, 3], Levis: [1] },
  meals: [
    { name: 'Fish', symbol: 'F', colour: 'blue', forChildren: false },
    { name: 'Meat', symbol: 'M', colour: 'red', forChildren: false },
  ],
};

describe('the chairs of the floor plan', () => {
  it('puts each person in their seat, names an unnamed guest after the booking, and leaves the rest empty', () => {
    const marks = seatMarks(content, null, 'none', (b) => `Guest of ${b}`, 8).get('table 1')!;
    assert.deepEqual(
      marks.map((m) => m.name),
      ['Avi', 'Dana', 'Guest of Cohens', ''],
    );
    assert.deepEqual(
      marks.map((m) => m.booking),
      ['Levis', 'Cohens', 'Cohens', null],
    );
  });

  it('colours a booking by its top group, and a person by their meal', () => {
    const byGroup = seatMarks(content, null, 'group', (b) => b, 8).get('table 1')!;
    assert.equal(byGroup[1]!.band, byGroup[2]!.band, 'one booking, one colour');
    assert.notEqual(byGroup[0]!.band, byGroup[1]!.band, 'another side, another colour');
    const byMeal = seatMarks(content, null, 'meal', (b) => b, 8).get('table 1')!;
    assert.deepEqual(
      byMeal.map((m) => m.band),
      [1, 0, 1, null],
    );
  });
});

describe('a deleted booking', () => {
  // Levis in chair 1, the Cohens (Dana and a guest) in chairs 3 and 4.
  const seated: EventContent = { ...content, seats: { Cohens: [3, 4], Levis: [1] } };

  it('leaves its chairs free, and its name is nowhere in the event file saved after', () => {
    const result = applyEdit(seated, { kind: 'deleteGuests', names: ['Cohens'] });
    assert.ok('next' in result, 'the deletion is made');
    const chairs = seatMarks(result.next, null, 'none', (b) => `Guest of ${b}`, 8).get('table 1')!;
    assert.deepEqual(
      chairs.map((m) => m.booking),
      ['Levis', null, null, null],
    );
    const file = eventFileText({ id: 'e', name: 'Wedding' }, result.next, new Date(0));
    assert.doesNotMatch(file, /Cohens|Dana/);
    assert.match(file, /Levis/);
  });
});
