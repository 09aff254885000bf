import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  BinRuns,
  largestSquares,
  leastSquares,
  levelIncrements,
  mostPartSquares,
  mostTogetherWithRest,
  separationIncrements,
} from '../../src/solver/bound-pieces.ts';
import { buildModel } from '../../src/solver/model.ts';
import { checkHardConstraints, lowerBound } from '../../src/solver/index.ts';
import { ArrangementState } from '../../src/solver/delta.ts';
import { solveExactly } from '../../src/solver/exact.ts';
import { startingPoint } from '../../src/solver/start.ts';
import { SCALING } from '../../src/contract/objective.ts';
import type { Problem } from '../../src/model/problem.ts';
import { bruteForceOptimum, pinsFit, problemArbitrary } from './solver-arbitraries.ts';

/** Every integer vector x with 0 ≤ x_i ≤ bins_i and Σ x = total. */
function* pours(bins: readonly number[], total: number): Generator<number[]> {
  if (bins.length === 0) {
    if (total === 0) yield [];
    return;
  }
  const [first, ...rest] = bins as [number, ...number[]];
  for (let x = 0; x <= Math.min(first, total); x++) for (const tail of pours(rest, total - x)) yield [x, ...tail];
}

const squares = (xs: readonly number[]): number => xs.reduce((sum, x) => sum + x * x, 0);
const bins = fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 5 });

test('the greedy fill is the largest sum of squares any way of pouring the guests into the bins gives', () => {
  fc.assert(
    fc.property(bins, bins, fc.nat(), (tables, alone, pick) => {
      const total = [...tables, ...alone].reduce((a, b) => a + b, 0);
      const mass = total === 0 ? 0 : pick % (total + 1);
      let best = 0;
      for (const x of pours([...tables, ...alone], mass)) best = Math.max(best, squares(x));
      assert.equal(largestSquares(mass, BinRuns.of(tables), BinRuns.of(alone)), best);
    }),
    { numRuns: 300 },
  );
});

test('water filling gives the least sum of squares of the empty seats the tables allow', () => {
  fc.assert(
    fc.property(bins, fc.nat(), (free, pick) => {
      const total = free.reduce((a, b) => a + b, 0);
      const spread = total === 0 ? 0 : pick % (total + 1);
      let least = Infinity;
      for (const e of pours(free, spread)) least = Math.min(least, squares(e));
      assert.equal(leastSquares(BinRuns.of(free), spread), least);
    }),
    { numRuns: 300 },
  );
});

/** Every way to seat all guests of the parts at the tables: per table, the guests of each part. */
function* seatings(masses: readonly number[], capacities: readonly number[]): Generator<number[][]> {
  if (capacities.length === 0) {
    if (masses.every((m) => m === 0)) yield [];
    return;
  }
  const [capacity, ...others] = capacities as [number, ...number[]];
  // Guests of each part at the first table, any split with at most its capacity in all.
  const splits = (p: number, room: number): number[][] =>
    p === masses.length
      ? [[]]
      : Array.from({ length: Math.min(room, masses[p]!) + 1 }, (_, v) => splits(p + 1, room - v).map((rest) => [v, ...rest])).flat();
  for (const first of splits(0, capacity)) {
    for (const rest of seatings(
      masses.map((m, p) => m - first[p]!),
      others,
    ))
      yield [first, ...rest];
  }
}

test('the dynamic programme over tables finds the most weighted together-sum any seating of the parts gives', () => {
  const small = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 3 });
  fc.assert(
    fc.property(
      small,
      fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
      fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 3, maxLength: 3 }),
      fc.integer({ min: 1, max: 5 }),
      (masses, capacities, drops, a) => {
        const d = masses.map((_, p) => drops[p]!);
        let best = -Infinity;
        for (const seating of seatings(masses, capacities)) {
          best = Math.max(
            best,
            seating.reduce((sum, x) => sum + a * x.reduce((s, v) => s + v, 0) ** 2 - x.reduce((s, v, p) => s + d[p]! * v * v, 0), 0),
          );
        }
        const found = mostPartSquares(a, masses, d, capacities, 1e6);
        assert.equal(found, best === -Infinity ? null : best);
      },
    ),
    { numRuns: 300 },
  );
});

test('the most together pairs with a guest of the rest are never fewer than any seating gives', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 5 }),
      fc.integer({ min: 0, max: 5 }),
      fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
      (rest, inside, capacities) => {
        for (const seating of seatings([rest, inside], capacities)) {
          const value = seating.reduce((sum, [r, c]) => sum + r! * r! + 2 * r! * c!, 0);
          assert.ok(value <= mostTogetherWithRest(rest, inside, BinRuns.of(capacities)));
        }
      },
    ),
    { numRuns: 300 },
  );
});

test('separation increments are never negative and never add up to more than a group’s own strength', () => {
  fc.assert(
    fc.property(problemArbitrary({ maxGroups: 8 }), (problem) => {
      const increments = separationIncrements(buildModel(problem));
      problem.groups.forEach((group, h) => {
        assert.ok(increments[h]! >= 0);
        let onPath = 0;
        for (let g = h; g >= 0; g = problem.groups[g]!.parent) onPath += increments[g]!;
        assert.ok(onPath <= group.strength + 1e-9, `group ${group.path.join('/')}: its path's increments exceed its strength`);
      });
    }),
    { numRuns: 200 },
  );
});

test('the increments each level is charged come from strengths no group exceeds, and pick the largest bound', () => {
  fc.assert(
    fc.property(problemArbitrary({ maxGroups: 8 }), fc.array(fc.nat(50), { minLength: 16, maxLength: 16 }), (problem, picks) => {
      const model = buildModel(problem);
      // Any least ≤ most pairs apart will do: the increments must be valid whatever they are.
      const least = problem.groups.map((_, h) => picks[h]!);
      const most = problem.groups.map((_, h) => picks[h]! + picks[h + 8]!);
      const increments = levelIncrements(model, least, most);
      const charged = (inc: ArrayLike<number>) =>
        problem.groups.reduce((sum, _, h) => sum + inc[h]! * (inc[h]! >= 0 ? least[h]! : most[h]!), 0);
      problem.groups.forEach((group, h) => {
        let psi = 0;
        for (let g = h; g >= 0; g = problem.groups[g]!.parent) psi += increments[g]!;
        assert.ok(psi >= -1e-9 && psi <= group.strength + 1e-9, `group ${group.path.join('/')}: ψ ${psi} outside 0..${group.strength}`);
      });
      // Never worse than the least strength of each subtree, the choice that needs no most.
      assert.ok(charged(increments) >= charged(separationIncrements(model)) - 1e-9);
    }),
    { numRuns: 300 },
  );
});

test('the exact search never prunes the optimum, and the whole-problem bound stays below it (many pins)', () => {
  const small = problemArbitrary({ maxBookings: 8, maxTables: 4, maxGroups: 2, maxSize: 4, maxCapacity: 3 });
  const pinPicks = fc.array(fc.nat(), { minLength: 8, maxLength: 8 });
  fc.assert(
    fc.property(small, pinPicks, (drawn, picks) => {
      // Half the bookings pinned, so pinned and free members of one group are decided side by side.
      const problem: Problem = {
        ...drawn,
        bookings: drawn.bookings.map((booking, b) => {
          const pick = picks[b]!;
          return { ...booking, pin: drawn.tables.length > 0 && pick % 2 === 0 ? pick % drawn.tables.length : -1 };
        }),
      };
      fc.pre(pinsFit(problem));
      const model = buildModel(problem);
      const optimum = bruteForceOptimum(problem, (a) => new ArrangementState(model, a).cost());
      // Told of an arrangement only just worse than the optimum, the search prunes every node whose
      // bound reaches it: a bound above the optimum on the optimum's path would hide the optimum.
      const start = startingPoint(model, {});
      const incumbent = { assignment: start.state.assignment(), cost: optimum + 0.5 };
      const exact = solveExactly(model, start.state.assignment(), start.movable, start.pinnedFree, start.open, incumbent, Infinity);
      assert.ok(exact.complete);
      assert.ok(Math.abs(exact.cost - optimum) < 1e-6, `found ${String(exact.cost)}, optimum ${String(optimum)}`);
      assert.deepEqual(checkHardConstraints(problem, exact.assignment), []);
      assert.ok(lowerBound(problem).raw * SCALING.factor <= optimum + 1e-6);
    }),
    { numRuns: 4000 },
  );
});
