/**
 * People against seats, as the plan summary and the import step say them: seats at a reserved table
 * beyond the guests it is kept for are seats no one else may take, so a shortfall counts without them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileProblem } from '../../src/model/compile.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import type { GuestRecord, TableRecord } from '../../src/model/records.ts';
import { seatCount } from '../../src/state/seat-count.ts';
import { guestRecord as guest } from '../support/records.ts';

function event(
  guests: GuestRecord[],
  tables: TableRecord[],
): { content: EventContent; problem: ReturnType<typeof compileProblem>['problem'] } {
  return { content: { ...emptyContent('e'), guests, tables }, problem: compileProblem(guests, tables).problem };
}

describe('seats the guests can use', () => {
  it('a sweetheart table of 6 kept for a couple holds 4 seats empty, and the shortfall counts them', () => {
    const guests = [guest('Couple', 2), ...Array.from({ length: 12 }, (_, i) => guest(`Guest ${String(i + 1)}`, 1))];
    const tables: TableRecord[] = [
      { name: 'Sweetheart', capacity: 6, reservedFor: ['Couple'] },
      { name: 'T1', capacity: 4 },
      { name: 'T2', capacity: 4 },
    ];
    const { content, problem } = event(guests, tables);
    const count = seatCount(content, problem);
    assert.deepEqual(
      { people: count.people, seats: count.seats, heldEmpty: count.heldEmpty, short: count.short },
      { people: 14, seats: 14, heldEmpty: 4, short: 4 },
    );
    // Without the compiled problem nothing is known of reservations: the plain count.
    assert.equal(seatCount(content).short, 0);
  });

  it('a reservation for a group counts every booking of it, and two tables for one group share its guests', () => {
    const family = [guest('Ruth', 3, ['Family']), guest('Avi', 4, ['Family'])];
    const tables: TableRecord[] = [
      { name: 'Head A', capacity: 5, reservedFor: ['Family'] },
      { name: 'Head B', capacity: 5, reservedFor: ['Family'] },
      { name: 'T1', capacity: 3 },
    ];
    const { content, problem } = event([...family, guest('Noa', 3)], tables);
    const count = seatCount(content, problem);
    assert.equal(count.heldEmpty, 3, '10 reserved seats for 7 family guests');
    assert.equal(count.short, 0, '10 guests, 13 seats, 3 of them held: every guest has a seat');
  });

  it('an event without reservations holds no seat', () => {
    const { content, problem } = event([guest('A', 5), guest('B', 6)], [{ name: 'T1', capacity: 10 }]);
    assert.deepEqual(seatCount(content, problem), { people: 11, seats: 10, heldEmpty: 0, free: 10, short: 1 });
  });
});
