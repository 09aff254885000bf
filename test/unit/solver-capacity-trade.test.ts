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
import { pinsFit } from './solver-arbitraries.ts';

/** A trade's tools over a model and an arrangement, with what a kept trade reports. */
function tradeOn(problem: Problem, initial: Int32Array, movable = new Uint8Array(problem.bookings.length).fill(1)) {
  const model = buildModel(problem);
  const state = new ArrangementState(model, initial);
  const members = groupMembers(model);
  const open = new Uint8Array(problem.tables.length).fill(1);
  const trade = new CapacityTrade(model, state, movable, open, Int32Array.from(problem.tables.keys()), members.start, members.list);
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

/**
 * Random two-sided events: tables of 2–8 seats, bookings of 1–3 guests on either side (some in a family
 * below it), a few pinned, a few keep-apart pairs: the tables' sides often differ, so trades are tried.
 */
const twoSidedEvents = fc
  .record({
    capacities: fc.array(fc.integer({ min: 2, max: 8 }), { minLength: 3, maxLength: 5 }),
    strengths: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 4, maxLength: 4 }),
    bookings: fc.array(
      fc.record({ size: fc.integer({ min: 1, max: 3 }), group: fc.integer({ min: 0, max: 3 }), pin: fc.integer({ min: -40, max: 4 }) }),
      {
        minLength: 4,
        maxLength: 12,
      },
    ),
    avoid: fc.array(fc.tuple(fc.nat(11), fc.nat(11)), { maxLength: 3 }),
  })
  .map(({ capacities, strengths, bookings, avoid }): Problem => ({
    tables: capacities.map((capacity, i) => ({ name: `T${i}`, capacity })),
    groups: [
      { path: ['Bride'], parent: -1, depth: 1, strength: strengths[0]! },
      { path: ['Groom'], parent: -1, depth: 1, strength: strengths[1]! },
      { path: ['Bride', 'Family'], parent: 0, depth: 2, strength: strengths[2]! },
      { path: ['Groom', 'Family'], parent: 1, depth: 2, strength: strengths[3]! },
    ],
    bookings: bookings.map((booking, b) => ({
      name: `B${b}`,
      size: booking.size,
      group: booking.group,
      pin: booking.pin >= 0 && booking.pin < capacities.length ? booking.pin : -1,
      avoid: avoid.flatMap(([x, y]) =>
        x === b && y !== b && y < bookings.length ? [y] : y === b && x !== b && x < bookings.length ? [x] : [],
      ),
    })),
  }));

test('kept trades on random events never overfill a table, never move a booking that may not move, and report every move', () => {
  let keptTrades = 0;
  fc.assert(
    fc.property(twoSidedEvents, fc.array(fc.nat(7), { minLength: 12, maxLength: 12 }), fc.integer(), (problem, fixed, seed) => {
      fc.pre(pinsFit(problem));
      const model = buildModel(problem);
      const start = startingPoint(model, {});
      construct(model, start.state, start.open, start.toPlace);
      const movable = Uint8Array.from(start.movable, (m, b) => (m && fixed[b] !== 0 ? 1 : 0));
      const { state, reported, propose } = tradeOn(problem, start.state.assignment(), movable);
      const rng = new Random(seed);
      for (let i = 0; i < 50; i++) {
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
    { numRuns: 300 },
  );
  assert.ok(keptTrades > 300, `only ${keptTrades} trades were kept: the property was hardly tested`);
});
