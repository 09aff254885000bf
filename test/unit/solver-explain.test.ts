import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { evaluate, explainBooking, tableShares } from '../../src/solver/index.ts';
import { WEIGHTS } from '../../src/contract/objective.ts';
import { UNSEATED, type Problem } from '../../src/model/problem.ts';
import { problemArbitrary } from './solver-arbitraries.ts';

const problem: Problem = {
  tables: [
    { name: 'A', capacity: 4 },
    { name: 'B', capacity: 4 },
  ],
  groups: [
    { path: ['Bride'], parent: -1, depth: 1, strength: 1 },
    { path: ['Bride', 'Cousins'], parent: 0, depth: 2, strength: 3 },
  ],
  bookings: [
    { name: 'Ann+1', size: 2, group: 1, pin: -1, avoid: [] },
    { name: 'Bob', size: 1, group: 1, pin: -1, avoid: [3] },
    { name: 'Cy', size: 1, group: 0, pin: -1, avoid: [] },
    { name: 'Dee', size: 3, group: -1, pin: -1, avoid: [1] },
    { name: 'Eve', size: 2, group: 0, pin: -1, avoid: [] },
  ],
};

test('a booking is told which groupmates sit elsewhere, what each group costs, its conflicts and unseated cost', () => {
  // Ann+1 at A; Bob with Dee at B (conflict); Cy at A; Eve unseated.
  const assignment = Int32Array.from([0, 1, 0, 1, UNSEATED]);
  const ann = explainBooking(problem, assignment, 0);
  assert.equal(ann.table, 0);
  assert.deepEqual(
    ann.separation.map((r) => ({ group: r.group, apart: r.apartBookings, guests: r.apartGuests, raw: r.cost.raw })),
    [
      { group: 1, apart: [1], guests: 1, raw: WEIGHTS.separation * 2 * 1 * 3 },
      { group: 0, apart: [4], guests: 2, raw: WEIGHTS.separation * 2 * 2 * 1 },
    ],
  );
  assert.deepEqual(ann.conflicts, []);
  assert.equal(ann.unseated.raw, 0);

  const bob = explainBooking(problem, assignment, 1);
  assert.deepEqual(
    bob.conflicts.map((c) => c.booking),
    [3],
  );
  assert.equal(bob.conflicts[0]!.cost.raw, WEIGHTS.conflict);

  const eve = explainBooking(problem, assignment, 4);
  assert.equal(eve.table, -1);
  assert.equal(eve.unseated.raw, WEIGHTS.unseated * 2);
  assert.equal(eve.unseated.penalty, WEIGHTS.unseated * 2 * 10);
});

test('table shares add up to the penalty, on random arrangements', () => {
  fc.assert(
    fc.property(problemArbitrary({ softWishes: true }), fc.array(fc.integer({ min: -1, max: 4 }), { maxLength: 14 }), (p, picks) => {
      const assignment = Int32Array.from(p.bookings, (_, b) => Math.min(picks[b] ?? -1, p.tables.length - 1));
      const shares = tableShares(p, assignment);
      const score = evaluate(p, assignment);
      const sum = shares.tables.reduce((s, t) => s + t.total.raw, 0) + shares.unseated.total.raw;
      assert.ok(Math.abs(sum - score.raw) < 1e-6, `${sum} ≠ ${score.raw}`);
      // Each pair apart appears in both bookings' explanations: half the sum over bookings is the separation.
      const explained = p.bookings.reduce(
        (s, _, b) => s + explainBooking(p, assignment, b).separation.reduce((x, r) => x + r.cost.raw, 0),
        0,
      );
      assert.ok(Math.abs(explained / 2 - WEIGHTS.separation * score.terms.separation) < 1e-6);
    }),
    { numRuns: 300 },
  );
});

test('a table is charged its empty seats squared and its own conflicts', () => {
  const shares = tableShares(problem, Int32Array.from([0, 1, 0, 1, UNSEATED]));
  assert.equal(shares.tables[0]!.balance.raw, WEIGHTS.balance * 1);
  assert.equal(shares.tables[1]!.conflict.raw, WEIGHTS.conflict);
  assert.equal(shares.tables[0]!.conflict.raw, 0);
  assert.equal(shares.unseated.unseated.raw, WEIGHTS.unseated * 2);
});
