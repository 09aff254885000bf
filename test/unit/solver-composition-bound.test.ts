import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { WEIGHTS } from '../../src/contract/objective.ts';
import type { Problem } from '../../src/model/problem.ts';
import { compositionBound } from '../../src/solver/composition-bound.ts';
import { evaluate, solve } from '../../src/solver/index.ts';
import { buildModel } from '../../src/solver/model.ts';
import { combinatorialBound } from '../../src/solver/lower-bound.ts';
import { generateInstance } from '../../bench/generate.ts';
import { BOUND_EVENT_SHAPE } from '../../bench/group-mass-mip.ts';
import { bruteForceOptimum, naiveTerms, problemArbitrary } from './solver-arbitraries.ts';

/** Bookings no table (or no pinned table) can take: never seated, so outside the bound's case. */
function forcedOf(problem: Problem): Uint8Array {
  const largest = Math.max(0, ...problem.tables.map((t) => t.capacity));
  return Uint8Array.from(problem.bookings, (b) => Number(b.size > largest || (b.pin >= 0 && b.size > problem.tables[b.pin]!.capacity)));
}

/**
 * Separation and balance, counted pair by pair, of the best arrangement that seats every booking a
 * table can take (the case the bound is for); Infinity when no arrangement does.
 */
function bestSeatingEveryone(problem: Problem): number {
  const forced = forcedOf(problem);
  return bruteForceOptimum(problem, (a) => {
    if (problem.bookings.some((_, b) => !forced[b] && a[b]! < 0)) return Infinity;
    const terms = naiveTerms(problem, a);
    return WEIGHTS.separation * terms.separation + WEIGHTS.balance * terms.balance;
  });
}

test('the bound over table contents never exceeds separation and balance of the best seating (exhaustive, tiny events)', () => {
  // Nested groups with strengths 0 to 10 (a subgroup often weaker than its parent), pins and awkward sizes.
  const tiny = problemArbitrary({ maxBookings: 7, maxTables: 3, maxGroups: 5, maxSize: 4, maxCapacity: 7, pins: true });
  let compared = 0;
  fc.assert(
    fc.property(tiny, (problem) => {
      const best = bestSeatingEveryone(problem);
      const bound = compositionBound(buildModel(problem), forcedOf(problem));
      if (best === Infinity || bound === null) return;
      compared++;
      assert.ok(bound <= best + 1e-9, `bound ${bound} above the best seating's ${best}`);
    }),
    { numRuns: 500 },
  );
  assert.ok(compared > 250, `only ${compared} events had everyone seatable`);
});

test('two sides competing for the large table: the bound over table contents proves the best plan optimal', () => {
  // Bride (strength 3, 12 guests) and Groom (strength 5, 12 guests) at a table of 12 and two of 6: one side
  // must split. Splitting the bride's side costs 36 pairs × 3 = 108, the groom's 36 × 5 = 180.
  const couple = (name: string, group: number) => ({ name, size: 2, group, pin: -1, avoid: [] });
  const problem: Problem = {
    tables: [
      { name: 'Large', capacity: 12 },
      { name: 'Small 1', capacity: 6 },
      { name: 'Small 2', capacity: 6 },
    ],
    groups: [
      { path: ['Bride'], parent: -1, depth: 1, strength: 3 },
      { path: ['Groom'], parent: -1, depth: 1, strength: 5 },
    ],
    bookings: [...[1, 2, 3, 4, 5, 6].map((i) => couple(`Bride ${i}`, 0)), ...[1, 2, 3, 4, 5, 6].map((i) => couple(`Groom ${i}`, 1))],
  };
  // The groom's side at the large table, the bride's split over the two small ones: 108, so no plan is
  // better than a bound that reaches it (too many plans to try them all).
  const plan = evaluate(problem, Int32Array.from([1, 1, 1, 2, 2, 2, 0, 0, 0, 0, 0, 0])).raw;
  assert.equal(plan, 108 * WEIGHTS.separation);
  const bound = compositionBound(buildModel(problem), new Uint8Array(problem.bookings.length));
  assert.ok(bound !== null && Math.abs(bound - plan) < 1e-6, `bound ${bound}, the best plan ${plan}`);
});

test('on a wedding-shaped event of 50 bookings the proven bound is within 1 % of a plan the search finds', () => {
  // Explicit strengths with subgroups of strength 0, 3 % spare seats, keep-apart pairs (the benchmark's
  // 50-booking event, where the bound was 95 % of the best plan known before it looked at table contents).
  const problem = generateInstance({ bookings: 50, seed: 1, ...BOUND_EVENT_SHAPE });
  const bound = combinatorialBound(buildModel(problem)).raw;
  // A fixed number of search steps, so the plan is the same on every machine.
  const plan = evaluate(problem, solve(problem, { seed: 1, iterations: 100_000, timeLimitMs: 600_000 }).assignment).raw;
  assert.ok(bound <= plan, `bound ${bound} above a plan's penalty ${plan}`);
  assert.ok(bound >= 0.99 * plan, `bound ${bound} is ${((100 * bound) / plan).toFixed(2)} % of the plan's penalty ${plan}`);
  const pieces = combinatorialBound(buildModel(problem), { tables: false }).raw;
  assert.ok(pieces < 0.97 * plan, `the pieces alone reach ${((100 * pieces) / plan).toFixed(2)} %: this event no longer tests the tables`);
});
