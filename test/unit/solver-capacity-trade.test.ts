import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { CapacityTrade } from '../../src/solver/capacity-trade.ts';
import { construct } from '../../src/solver/construct.ts';
import { ArrangementState } from '../../src/solver/delta.ts';
import { evaluateModel } from '../../src/solver/evaluate.ts';
import { groupMembers } from '../../src/solver/group-members.ts';
import { buildModel } from '../../src/solver/model.ts';
import { Random } from '../../src/solver/random.ts';
import { startingPoint } from '../../src/solver/start.ts';
import type { Problem } from '../../src/model/problem.ts';
import { problemArbitrary } from './solver-arbitraries.ts';

/** A trade's tools over a model and an arrangement, with what a kept trade reports. */
function tradeOn(problem: Problem, initial: Int32Array, movable = new Uint8Array(problem.bookings.length).fill(1)) {
  const model = buildModel(problem);
  const state = new ArrangementState(model, initial);
  const open = Int32Array.from(problem.tables.keys());
  const members = groupMembers(model);
  const trade = new CapacityTrade(model, state, movable, open, members.start, members.list);
  const reported: { b: number; from: number }[] = [];
  const propose = (rng: Random, accept: (delta: number) => boolean) => {
    reported.length = 0;
    return trade.propose(rng, accept, (b, from) => reported.push({ b, from }));
  };
  return { model, state, trade, reported, propose };
}

// The bride's 12 guests at the tables of 8 and 4, the groom's 8 at the table of 12: every table full but
// one, and no booking can move to its family without first splitting another. The better plan gives
// each side the other's capacity.
const sides: Problem = {
  tables: [
    { name: 'Twelve', capacity: 12 },
    { name: 'Eight', capacity: 8 },
    { name: 'Four', capacity: 4 },
  ],
  groups: [
    { path: ['Bride'], parent: -1, depth: 1, strength: 5 },
    { path: ['Groom'], parent: -1, depth: 1, strength: 5 },
  ],
  bookings: [
    ...Array.from({ length: 6 }, (_, i) => ({ name: `Bride ${i + 1}`, size: 2, group: 0, pin: -1, avoid: [] })),
    ...Array.from({ length: 4 }, (_, i) => ({ name: `Groom ${i + 1}`, size: 2, group: 1, pin: -1, avoid: [] })),
  ],
};
const trapped = Int32Array.from([1, 1, 1, 1, 2, 2, 0, 0, 0, 0]);

test('a capacity trade gives each side the table its guests fit, in one kept change', () => {
  const { model, state, reported, propose } = tradeOn(sides, trapped);
  const before = state.cost();
  const rng = new Random(7);
  let kept = false;
  for (let i = 0; i < 50 && !kept; i++) kept = propose(rng, (delta) => delta < 0);
  assert.ok(kept, 'an improving trade was found');
  const after = state.assignment();
  // The bride's six bookings at the table of 12, the groom's four at the table of 8.
  assert.deepEqual([...after], [0, 0, 0, 0, 0, 0, 1, 1, 1, 1]);
  assert.ok(state.cost() < before);
  assert.equal(evaluateModel(model, after).terms.separation, 0, 'no side is split any more');
  // What it reports undoes it: the moves backwards give the trapped plan again.
  const undone = after.slice();
  for (let i = reported.length - 1; i >= 0; i--) undone[reported[i]!.b] = reported[i]!.from;
  assert.deepEqual([...undone], [...trapped]);
});

test('a refused trade leaves every booking where it was and the cost as it was', () => {
  const { state, trade, reported, propose } = tradeOn(sides, trapped);
  const before = state.cost();
  const rng = new Random(3);
  for (let i = 0; i < 50; i++)
    assert.equal(
      propose(rng, () => false),
      false,
    );
  assert.deepEqual([...state.assignment()], [...trapped]);
  assert.equal(state.cost(), before);
  assert.equal(reported.length, 0);
  assert.ok(trade.work > 0, 'the trades it tried are counted as work');
});

test('kept trades on random problems never overfill a table, never move a booking that may not move, and report every move', () => {
  const problems = problemArbitrary({ maxBookings: 12, maxTables: 5, maxGroups: 5, maxSize: 4, maxCapacity: 8 });
  let keptTrades = 0;
  fc.assert(
    fc.property(problems, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), fc.integer(), (problem, fixed, seed) => {
      const model = buildModel(problem);
      const start = startingPoint(model, {});
      construct(model, start.state, start.open, start.toPlace);
      const movable = Uint8Array.from(start.movable, (m, b) => (m && !fixed[b] ? 1 : 0));
      const { state, reported, propose } = tradeOn(problem, start.state.assignment(), movable);
      const rng = new Random(seed);
      for (let i = 0; i < 100; i++) {
        const previous = state.assignment();
        const kept = propose(rng, () => true);
        const now = state.assignment();
        if (!kept) {
          assert.deepEqual([...now], [...previous]);
          continue;
        }
        keptTrades++;
        for (let t = 0; t < problem.tables.length; t++) assert.ok(state.freeSeats(t) >= 0, `table ${t} overfilled`);
        now.forEach((t, b) => {
          if (!movable[b]) assert.equal(t, previous[b], `booking ${b} may not move`);
        });
        const undone = now.slice();
        for (let k = reported.length - 1; k >= 0; k--) undone[reported[k]!.b] = reported[k]!.from;
        assert.deepEqual([...undone], [...previous]);
        // The incremental cost is the cost of the arrangement computed afresh.
        assert.ok(Math.abs(state.cost() - new ArrangementState(model, now).cost()) < 1e-6);
      }
    }),
    { numRuns: 1000 },
  );
  assert.ok(keptTrades > 50, `only ${keptTrades} trades were kept: the property was hardly tested`);
});
