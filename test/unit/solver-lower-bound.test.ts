import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildModel, evaluate, lowerBound, solve } from '../../src/solver/index.ts';
import { combinatorialBound } from '../../src/solver/lower-bound.ts';
import { WEIGHTS, reportedPenalty } from '../../src/contract/objective.ts';
import type { Problem } from '../../src/model/problem.ts';
import { generateInstance } from '../../bench/generate.ts';
import { bruteForceOptimum, pinsFit, problemArbitrary } from './solver-arbitraries.ts';

const tiny = problemArbitrary({ maxBookings: 6, maxTables: 3, maxGroups: 4, maxSize: 4, maxCapacity: 6 });
/** The bound the pieces give, without the exact search small problems get. */
/** The bound without the exact search: the pieces alone, and with what each table can hold. */
const piecesBound = (problem: Problem) => combinatorialBound(buildModel(problem), { tables: false });
const tablesBound = (problem: Problem) => combinatorialBound(buildModel(problem));

test('the lower bound never exceeds the true optimum (exhaustive check on random tiny problems)', () => {
  fc.assert(
    fc.property(tiny, (problem) => {
      const optimum = bruteForceOptimum(problem, (a) => evaluate(problem, a).raw);
      for (const bound of [piecesBound(problem), tablesBound(problem)])
        assert.ok(bound.raw <= optimum + 1e-9, `bound ${bound.raw} above optimum ${optimum}`);
      // A problem this small is solved exactly: its bound is the optimum (pins that overfill a table,
      // which the import refuses, keep the pieces' bound).
      const proven = lowerBound(problem).raw;
      if (pinsFit(problem)) assert.ok(Math.abs(proven - optimum) < 1e-9, `bound ${proven}, optimum ${optimum}`);
      else assert.ok(proven <= optimum + 1e-9);
    }),
    { numRuns: 400 },
  );
});

test('a small event is solved to proven optimality and says so: stopped as optimal, its bound its penalty', () => {
  for (const seed of [1, 2, 3]) {
    const problem = generateInstance({ bookings: 12, seed, explicitStrengths: true, slack: 0.03, avoidRate: 0.25 });
    const result = solve(problem, { seed });
    assert.equal(result.stoppedBy, 'optimal');
    assert.equal(result.lowerBound.penalty, result.score.penalty);
    assert.ok(piecesBound(problem).penalty < result.score.penalty, 'the pieces alone would not have proven it');
  }
});

test('the lower bound never exceeds the true optimum when subgroups are weaker than their parents, strength 0 among them', () => {
  // Strengths drawn mostly from 0 and far apart, so a group is often weaker than the group it is in.
  const strengths = fc.array(fc.constantFrom(0, 0, 1, 3, 10), { minLength: 5, maxLength: 5 });
  const nested = problemArbitrary({ maxBookings: 6, maxTables: 3, maxGroups: 5, maxSize: 3, maxCapacity: 6 });
  fc.assert(
    fc.property(nested, strengths, (drawn, picks) => {
      const problem: Problem = { ...drawn, groups: drawn.groups.map((g, h) => ({ ...g, strength: picks[h]! })) };
      const optimum = bruteForceOptimum(problem, (a) => evaluate(problem, a).raw);
      for (const bound of [piecesBound(problem), tablesBound(problem)])
        assert.ok(bound.raw <= optimum + 1e-9, `bound ${bound.raw} above optimum ${optimum}`);
    }),
    { numRuns: 400 },
  );
});

test('a subgroup of strength 0 no longer erases the separation of the strong group it belongs to', () => {
  // A family (strength 10) of three couples and two children, the children in a subgroup of strength 0,
  // at two tables of 4: whatever the seating, 4 of the family sit apart from the other 4, 16 pairs × 10.
  // The children's pair costs nothing apart, so the bound may only take back that one pair.
  const problem: Problem = {
    tables: [
      { name: 'A', capacity: 4 },
      { name: 'B', capacity: 4 },
    ],
    groups: [group('Family', 10), { path: ['Family', 'Children'], parent: 0, depth: 2, strength: 0 }],
    bookings: [
      ...['Couple 1', 'Couple 2', 'Couple 3'].map((name) => ({ name, size: 2, group: 0, pin: -1, avoid: [] })),
      ...['Child 1', 'Child 2'].map((name) => ({ name, size: 1, group: 1, pin: -1, avoid: [] })),
    ],
  };
  const optimum = bruteForceOptimum(problem, (a) => evaluate(problem, a).raw);
  assert.equal(optimum, 160 * WEIGHTS.separation);
  // Charging each level its own difference gives 150; looking at what each table can hold gives the optimum.
  assert.equal(piecesBound(problem).raw, (160 - 10) * WEIGHTS.separation);
  assert.equal(tablesBound(problem).penalty, reportedPenalty(optimum));
  assert.equal(lowerBound(problem).raw, optimum);
});

test('the lower bound never exceeds the penalty the search reports, on realistic instances', () => {
  for (const bookings of [40, 120, 400]) {
    for (const seed of [1, 2, 3]) {
      const problem = generateInstance({ bookings, seed, explicitStrengths: seed === 3 });
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
  assert.equal(piecesBound(problem).raw, 3 * WEIGHTS.unseated);
  assert.equal(solve(problem).score.raw, 3 * WEIGHTS.unseated + 1 * WEIGHTS.balance);
  assert.equal(lowerBound(problem).raw, 3 * WEIGHTS.unseated + 1 * WEIGHTS.balance);
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
  const bound = piecesBound(problem);
  assert.equal(bound.raw, 4 * WEIGHTS.separation);
  const result = solve(problem);
  assert.equal(result.score.raw, bound.raw);
});
