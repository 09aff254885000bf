/**
 * Merging a new guest list: the review's diff names what a planner would see changed (and nothing a
 * spreadsheet adds invisibly), and applying the accepted changes keeps every unchanged booking at its
 * table and seats, leaving only what no longer fits for "Seat the changes".
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allChanges, applyGuestDiff, changeId, diffGuestLists } from '../../src/model/guest-diff.ts';
import { mergedContent, proposeMerge } from '../../src/state/merge.ts';
import { seatingRefusal } from '../../src/state/seating-rules.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { guest } from './booking-helpers.ts';

/** Two tables of 6, the second accessible: Cohen, Levi, Peretz at Table 1 (6 seats taken); Dahan and Mizrahi at Table 2 (4 of 6). */
function event(): EventContent {
  const guests = [guest('Cohen'), guest('Levi'), guest('Peretz'), guest('Dahan'), guest('Mizrahi')];
  return {
    ...emptyContent('e'),
    guests,
    tables: [
      { name: 'Table 1', capacity: 6 },
      { name: 'Table 2', capacity: 6, tags: ['accessible'] },
    ],
    seating: { Cohen: 'Table 1', Levi: 'Table 1', Peretz: 'Table 1', Dahan: 'Table 2', Mizrahi: 'Table 2' },
    seats: { Cohen: [1, 2], Levi: [3, 4], Peretz: [5, 6], Dahan: [1, 2], Mizrahi: [3, 4] },
  };
}

/** Null when every hard rule holds, as the rulebook judges a whole seating. */
const hardRulesHold = (content: EventContent) => seatingRefusal(content);

describe('the guest list diff', () => {
  it('finds added, removed and changed bookings by the one identity of names, with what changed', () => {
    const held = [guest('Cohen'), guest('Levi', { people: [{ name: 'Avi', meal: 'Fish' }] }), guest('Peretz')];
    const incoming = [
      guest('COHEN\u200f'),
      guest('Levi', { size: 3, people: [{ name: 'Avi', meal: 'Vegan' }] }),
      guest('Dahan', { group: ['Bride', 'Friends'] }),
    ];
    const diff = diffGuestLists(held, incoming);
    assert.deepEqual(
      diff.added.map((g) => g.name),
      ['Dahan'],
    );
    assert.deepEqual(
      diff.removed.map((g) => g.name),
      ['Peretz'],
    );
    assert.deepEqual(
      diff.changed.map((c) => [c.after.name, c.fields]),
      [['Levi', ['size', 'meals']]],
    );
    assert.equal(diff.unchanged, 1);
  });

  it('sees wishes and needs in another order, and names in another case, as no change', () => {
    const held = [guest('Cohen', { prefer: ['Levi', 'Dahan'], needs: ['wheelchair', 'high chair'], group: ['Bride'] })];
    const incoming = [guest('Cohen', { prefer: ['dahan', 'LEVI'], needs: ['High chair', 'wheelchair'], group: ['bride'] })];
    const diff = diffGuestLists(held, incoming);
    assert.equal(diff.changed.length, 0);
    assert.equal(diff.unchanged, 1);
  });

  it('applies only the accepted changes: a change left out keeps the booking as the event holds it', () => {
    const held = [guest('Cohen'), guest('Levi'), guest('Peretz')];
    const incoming = [guest('Cohen', { size: 4 }), guest('Levi'), guest('Dahan')];
    const diff = diffGuestLists(held, incoming);
    const accepted = new Set([changeId('added', 'Dahan')]);
    const list = applyGuestDiff(held, diff, accepted);
    assert.deepEqual(
      list.map((g) => [g.name, g.size]),
      [
        ['Cohen', 2],
        ['Levi', 2],
        ['Peretz', 2],
        ['Dahan', 2],
      ],
    );
    const all = applyGuestDiff(held, diff, allChanges(diff));
    assert.deepEqual(
      all.map((g) => [g.name, g.size]),
      [
        ['Cohen', 4],
        ['Levi', 2],
        ['Dahan', 2],
      ],
    );
  });
});

describe('the merged content', () => {
  it('keeps every unchanged booking at its table and seats, and leaves a new booking unseated', () => {
    const before = event();
    const incoming = [...before.guests.filter((g) => g.name !== 'Peretz'), guest('Ohana', { size: 3 })];
    const proposal = proposeMerge(before, 'guests-v2.csv', incoming);
    const after = mergedContent(before, proposal, allChanges(proposal.diff));
    for (const name of ['Cohen', 'Levi', 'Dahan', 'Mizrahi']) {
      assert.equal(after.seating[name], before.seating[name], name);
      assert.deepEqual(after.seats?.[name], before.seats?.[name], name);
    }
    assert.equal(after.seating.Ohana, undefined);
    assert.equal(after.seating.Peretz, undefined);
    assert.equal(after.seats?.Peretz, undefined);
  });

  it('gives a booking that grew free seats of its own table beside its own, and nobody else a new seat', () => {
    const before = event();
    const incoming = before.guests.map((g) => (g.name === 'Dahan' ? { ...g, size: 3 } : g));
    const proposal = proposeMerge(before, 'guests-v2.csv', incoming);
    const after = mergedContent(before, proposal, allChanges(proposal.diff));
    assert.equal(after.seating.Dahan, 'Table 2');
    const seats = after.seats ?? {};
    // Round table of 6: seat 6 is beside seat 1 (seat 5, the lowest free seat, is not beside 1 or 2).
    assert.deepEqual(seats.Dahan, [1, 2, 6]);
    assert.deepEqual(seats.Mizrahi, [3, 4]);
  });

  it('seats a booking that grew from 1 to 2 at an 8-top side by side, never opposite', () => {
    const before: EventContent = {
      ...emptyContent('e'),
      guests: [guest('Solo', { size: 1 }), guest('Levi', { size: 3 }), guest('Dahan', { size: 2 })],
      tables: [{ name: 'Table 1', capacity: 8 }],
      seating: { Solo: 'Table 1', Levi: 'Table 1', Dahan: 'Table 1' },
      seats: { Solo: [1], Levi: [2, 3, 4], Dahan: [6, 7] },
    };
    const incoming = before.guests.map((g) => (g.name === 'Solo' ? { ...g, size: 2 } : g));
    const proposal = proposeMerge(before, 'guests-v2.csv', incoming);
    const after = mergedContent(before, proposal, allChanges(proposal.diff));
    assert.deepEqual(after.seats, { Solo: [1, 8], Levi: [2, 3, 4], Dahan: [6, 7] });
  });

  it('unseats a booking that grew past its full table, never an unchanged one, and keeps every hard rule', () => {
    const before = event();
    // Cohen, first in the list, grows to 3 at a full table: the unchanged Levi and Peretz keep their places.
    const incoming = before.guests.map((g) => (g.name === 'Cohen' ? { ...g, size: 3 } : g));
    const proposal = proposeMerge(before, 'guests-v2.csv', incoming);
    const after = mergedContent(before, proposal, allChanges(proposal.diff));
    assert.equal(after.seating.Cohen, undefined);
    assert.equal(after.seating.Levi, 'Table 1');
    assert.equal(after.seating.Peretz, 'Table 1');
    assert.equal(hardRulesHold(after), null);
  });

  it('unseats a changed booking whose new requirement its table lacks', () => {
    const before = event();
    const incoming = before.guests.map((g) => (g.name === 'Levi' ? { ...g, requires: ['accessible'] } : g));
    const proposal = proposeMerge(before, 'guests-v2.csv', incoming);
    const after = mergedContent(before, proposal, allChanges(proposal.diff));
    assert.equal(after.seating.Levi, undefined);
    assert.equal(after.seating.Cohen, 'Table 1');
    assert.equal(hardRulesHold(after), null);
  });

  it('seats an added booking where the opened file seats it, when it fits', () => {
    const before = event();
    const incoming = [...before.guests, guest('Ohana'), guest('Biton', { size: 3 })];
    const proposal = proposeMerge(before, 'event.seating', incoming, { seating: { Ohana: 'Table 2', Biton: 'Table 2' }, copyBase: null });
    const after = mergedContent(before, proposal, allChanges(proposal.diff));
    assert.equal(after.seating.Ohana, 'Table 2');
    assert.equal(after.seating.Biton, undefined, 'Table 2 has two seats left after Ohana');
    assert.equal(hardRulesHold(after), null);
  });
});
