import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { evaluate, lowerBound, solve } from '../../src/solver/index.ts';
import { WEIGHTS } from '../../src/contract/objective.ts';
import type { Problem } from '../../src/model/problem.ts';
import { generateInstance } from '../../bench/generate.ts';
import { bruteForceOptimum, problemArbitrary } from './solver-arbitraries.ts';

const tiny = problemArbitrary({ maxBookings: 6, maxTables: 3, maxGroups: 4, maxSize: 4, maxCapacity: 6 });

test('the lower bound never exceeds the true optimum (exhaustive check on random tiny problems)', () => {
  fc.assert(
    fc.property(tiny, (problem) => {
      const optimum = bruteForceOptimum(problem, (a) => evaluate(problem, a).raw);
      const bound = lowerBound(problem);
      assert.ok(bound.raw <= optimum + 1e-9, `bound ${bound.raw} above optimum ${optimum}`);
    }),
    { numRuns: 400 },
  );
});

test('the lower bound never exceeds the penalty the search reports, on realistic instances', () => {
  for (const bookings of [40, 120, 400]) {
    for (const seed of [1, 2, 3]) {
      const problem = generateInstance({ bookings, seed });
      const result = solve(problem, { seed, iterations: 20_000 });
      assert.ok(result.lowerBound.penalty <= result.score.penalty);
      assert.deepEqual(result.lowerBound, lowerBound(problem));
    }
  }
});

const group = (name: string, strength: number) => ({ path: [name], parent: -1, depth: 1, strength });

test('the bound is the optimum when a group must spill over: pairs apart when it fills the largest tables', () => {
  // Six cousins (three couples) for tables of 4 and 2: one couple must sit apart from the other two.
  const problem: Problem = {
    tables: [
      { name: 'A', capacity: 4 },
      { name: 'B', capacity: 2 },
    ],
    groups: [group('Cousins', 1)],
    bookings: ['x', 'y', 'z'].map((name) => ({ name, size: 2, group: 0, pin: -1, avoid: [] })),
  };
  const bound = lowerBound(problem);
  assert.equal(bound.raw, 8 * WEIGHTS.separation);
  const result = solve(problem);
  assert.equal(result.score.raw, bound.raw);
  assert.equal(result.stoppedBy, 'optimal');
});

test('the bound charges guests no table can take, and the least balance the seats allow', () => {
  const problem: Problem = {
    tables: [
      { name: 'A', capacity: 3 },
      { name: 'B', capacity: 3 },
    ],
    groups: [],
    bookings: [
      { name: 'Big family', size: 5, group: -1, pin: -1, avoid: [] },
      { name: 'Solo', size: 1, group: -1, pin: -1, avoid: [] },
    ],
  };
  // The family of five fits no table; the single guest leaves 2 + 3 empty seats at best: 4 + 9.
  const bound = lowerBound(problem);
  assert.equal(bound.raw, 5 * WEIGHTS.unseated + 13 * WEIGHTS.balance);
  assert.equal(solve(problem).score.raw, bound.raw);
});

test('the bound counts the unavoidable shortfall when guests outnumber seats', () => {
  const problem: Problem = {
    tables: [{ name: 'A', capacity: 4 }],
    groups: [],
    bookings: [3, 3].map((size, i) => ({ name: `B${i}`, size, group: -1, pin: -1, avoid: [] })),
  };
  const bound = lowerBound(problem);
  assert.equal(bound.raw, 3 * WEIGHTS.unseated);
  assert.equal(solve(problem).score.raw, 3 * WEIGHTS.unseated + 1 * WEIGHTS.balance);
});

test('groups of one level share the tables: the bound does not let both sides take the largest table', () => {
  // Four friends of the bride and two couples of the groom's family, tables of 4, 2 and 2: whichever
  // side takes the table of 4, the other is split. Each side alone could have had it.
  const problem: Problem = {
    tables: [
      { name: 'A', capacity: 4 },
      { name: 'B', capacity: 2 },
      { name: 'C', capacity: 2 },
    ],
    groups: [group('Bride', 1), group('Groom', 1)],
    bookings: [
      ...[1, 2, 3, 4].map((i) => ({ name: `Friend ${i}`, size: 1, group: 0, pin: -1, avoid: [] })),
      ...[1, 2].map((i) => ({ name: `Couple ${i}`, size: 2, group: 1, pin: -1, avoid: [] })),
    ],
  };
  const bound = lowerBound(problem);
  assert.equal(bound.raw, 4 * WEIGHTS.separation);
  const result = solve(problem);
  assert.equal(result.score.raw, bound.raw);
});
