/** What changed between two seatings, as the command line's diff and the versions compare show it. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { diffSeatings, sameSeating, type SeatingSide } from '../../src/model/seating-diff.ts';

const side = (seating: Record<string, string>, extra: string[] = [], seats?: Record<string, number[]>): SeatingSide => ({
  bookings: [...Object.keys(seating), ...extra],
  seating,
  ...(seats ? { seats } : {}),
});

describe('diffSeatings', () => {
  it('lists added, removed and moved bookings and the tables they leave and join', () => {
    const before = side({ Cohen: 'Table 1', Levi: 'Table 1', Mizrahi: 'Table 2' }, ['Peretz']);
    const after = side({ Cohen: 'Table 1', Levi: 'Table 2', Dahan: 'Table 3' }, ['Peretz', 'Mizrahi']);
    const diff = diffSeatings(before, after);
    assert.deepEqual(diff.added, [{ booking: 'Dahan', table: 'Table 3' }]);
    assert.deepEqual(diff.removed, []);
    assert.deepEqual(diff.moved, [
      { booking: 'Levi', from: 'Table 1', to: 'Table 2' },
      { booking: 'Mizrahi', from: 'Table 2', to: null },
    ]);
    assert.deepEqual(diff.tablesChanged, ['Table 2', 'Table 3', 'Table 1']);
    assert.equal(sameSeating(diff), false);
  });

  it('names a removed booking with the table it left', () => {
    const diff = diffSeatings(side({ Cohen: 'Table 1', Levi: 'Table 4' }), side({ Cohen: 'Table 1' }));
    assert.deepEqual(diff.removed, [{ booking: 'Levi', table: 'Table 4' }]);
    assert.deepEqual(diff.tablesChanged, ['Table 4']);
  });

  it('matches bookings and tables by the one identity of names, and keeps the new side’s spelling', () => {
    const diff = diffSeatings(side({ 'dana  levi': 'table 1' }), side({ 'Dana Levi\u200f': 'Table 1' }));
    assert.ok(sameSeating(diff), JSON.stringify(diff));
  });

  it('tells new seats at the same table apart from a move, whatever order the people take them in', () => {
    const before = side({ Cohen: 'Table 1', Levi: 'Table 1' }, [], { Cohen: [1, 2], Levi: [3] });
    const same = diffSeatings(before, side({ Cohen: 'Table 1', Levi: 'Table 1' }, [], { Cohen: [2, 1], Levi: [3] }));
    assert.ok(sameSeating(same));
    const diff = diffSeatings(before, side({ Cohen: 'Table 1', Levi: 'Table 1' }, [], { Cohen: [1, 2], Levi: [5] }));
    assert.deepEqual(diff.reseated, [{ booking: 'Levi', table: 'Table 1', from: [3], to: [5] }]);
    assert.deepEqual(diff.moved, []);
    assert.deepEqual(diff.tablesChanged, ['Table 1']);
  });

  it('says nothing of seats when one side has no seat order', () => {
    const diff = diffSeatings(side({ Cohen: 'Table 1' }, [], { Cohen: [1] }), side({ Cohen: 'Table 1' }));
    assert.ok(sameSeating(diff));
  });
});
