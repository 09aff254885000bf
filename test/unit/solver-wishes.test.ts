import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { compileProblem } from '../../src/model/compile.ts';
import type { GuestRecord } from '../../src/model/records.ts';
import { WEIGHTS } from '../../src/contract/objective.ts';
import { checkHardConstraints, evaluate, explainBooking, solve } from '../../src/solver/index.ts';
import { problemArbitrary } from './solver-arbitraries.ts';

const guest = (name: string, size: number, more: Partial<GuestRecord> = {}): GuestRecord => ({
  name,
  size,
  group: [],
  strength: null,
  avoid: [],
  table: null,
  ...more,
});

test('the search never breaks a together unit or a required tag, whatever the wishes', () => {
  fc.assert(
    fc.property(
      problemArbitrary({ softWishes: true, hardWishes: true, pins: false }),
      fc.integer({ min: 1, max: 1000 }),
      (problem, seed) => {
        const result = solve(problem, { seed, iterations: 3000 });
        assert.deepEqual(checkHardConstraints(problem, result.assignment), []);
        assert.equal(result.score.raw, evaluate(problem, result.assignment).raw);
      },
    ),
    { numRuns: 150 },
  );
});

test('bookings that must sit together share a table, and a booking that requires a tag sits at a table that has it', () => {
  const { problem } = compileProblem(
    [
      guest('Dana', 2, { together: ['Avi'] }),
      guest('Avi', 2),
      guest('Noa', 1, { requires: ['accessible'] }),
      guest('Eli', 3),
      guest('Ruth', 2),
    ],
    [
      { name: 'T1', capacity: 5 },
      { name: 'T2', capacity: 5, tags: ['accessible'] },
    ],
  );
  assert.ok(problem);
  const { assignment } = solve(problem, { iterations: 5000 });
  assert.equal(assignment[0], assignment[1]);
  assert.equal(assignment[2], 1);
});

test('a prefer wish pulls two bookings to one table; a prefer_apart wish keeps them apart; a liked tag is honoured', () => {
  const tables = [
    { name: 'T1', capacity: 4 },
    { name: 'T2', capacity: 4, tags: ['quiet'] },
  ];
  const people = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((n) => guest(n, 1));
  const prefer = compileProblem(
    people.map((g) => (g.name === 'A' ? { ...g, prefer: ['H'] } : g.name === 'B' ? { ...g, preferApart: ['C'], likes: ['quiet'] } : g)),
    tables,
  ).problem!;
  const { assignment, score } = solve(prefer, { iterations: 20000 });
  assert.equal(assignment[0], assignment[7]);
  assert.notEqual(assignment[1], assignment[2]);
  assert.equal(assignment[1], 1);
  assert.equal(score.terms.prefer + score.terms.prefer_apart + score.terms.likes, 0);
});

test('a wish about a group counts every booking of the group', () => {
  const { problem } = compileProblem(
    [
      guest('Maya', 1, { prefer: ['Groom / College'] }),
      guest('Tom', 2, { group: ['Groom', 'College'] }),
      guest('Lior', 1, { group: ['Groom', 'College'] }),
    ],
    [
      { name: 'T1', capacity: 4 },
      { name: 'T2', capacity: 4 },
    ],
  );
  assert.ok(problem);
  assert.equal(evaluate(problem, Int32Array.of(0, 1, 1)).terms.prefer, 3);
  assert.equal(evaluate(problem, Int32Array.of(1, 1, 1)).terms.prefer, 0);
});

test('the explanation of a booking names each wish the seating breaks, on both sides, and the liked tags its table lacks', () => {
  const { problem } = compileProblem(
    [
      guest('Maya', 1, { prefer: ['Groom / College'], likes: ['quiet'] }),
      guest('Tom', 2, { group: ['Groom', 'College'] }),
      guest('Lior', 1, { group: ['Groom', 'College'] }),
    ],
    [
      { name: 'T1', capacity: 4 },
      { name: 'T2', capacity: 4, tags: ['quiet'] },
    ],
  );
  assert.ok(problem);
  const seating = Int32Array.of(0, 1, 1);
  const maya = explainBooking(problem, seating, 0);
  assert.deepEqual(
    maya.wishes.map((w) => [w.kind, w.booking, w.made, w.cost.raw]),
    [
      ['prefer', 1, true, WEIGHTS.prefer * 2],
      ['prefer', 2, true, WEIGHTS.prefer * 1],
    ],
  );
  assert.deepEqual(maya.likes?.tags, [problem.tags!.indexOf('quiet')]);
  assert.equal(maya.total.raw, WEIGHTS.prefer * 3 + WEIGHTS.likes);
  assert.deepEqual(
    explainBooking(problem, seating, 1).wishes.map((w) => [w.booking, w.made]),
    [[0, false]],
  );
  assert.deepEqual(explainBooking(problem, Int32Array.of(1, 1, 1), 0).wishes, []);
});
