/**
 * Small events beyond the branch and bound's reach at the start (13–24 bookings) and the exact
 * re-seating of a few tables inside the search (table-lns.ts): checked against HiGHS's proven optima
 * and against the hard rules.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkHardConstraints, evaluate, solve } from '../../src/solver/index.ts';
import { generateInstance } from '../../bench/generate.ts';
import { BOUND_EVENT_SHAPE, groupMassBound } from '../../bench/group-mass-mip.ts';
import { readReferences, referenceKey } from '../../bench/gap.ts';
import { problemArbitrary } from './solver-arbitraries.ts';
import { buildModel } from '../../src/solver/model.ts';
import { startingPoint } from '../../src/solver/start.ts';
import { ArrangementState } from '../../src/solver/delta.ts';
import { TableNeighbourhood } from '../../src/solver/table-lns.ts';
import { Random } from '../../src/solver/random.ts';
import { EXACT_PROOF_MAX_BOOKINGS, EXACT_SEARCH_MAX_BOOKINGS } from '../../src/contract/search.ts';

test('an event of 16 or 18 bookings is proved optimal by the search, and the optimum is the one HiGHS proves', async () => {
  for (const bookings of [16, 18]) {
    assert.ok(bookings > EXACT_SEARCH_MAX_BOOKINGS && bookings <= EXACT_PROOF_MAX_BOOKINGS);
    const problem = generateInstance({ bookings, seed: 1, ...BOUND_EVENT_SHAPE });
    const result = solve(problem, { seed: 1, iterations: 3_000_000, timeLimitMs: 600_000 });
    assert.equal(result.stoppedBy, 'optimal', `${bookings} bookings`);
    assert.equal(result.lowerBound.penalty, result.score.penalty, 'the proven optimum is the bound');
    const mip = await groupMassBound(problem, 60);
    assert.ok(mip.optimal, 'HiGHS proves its optimum');
    assert.equal(result.score.penalty, evaluate(problem, result.assignment).penalty);
    assert.ok(Math.abs(result.score.raw - mip.incumbentRaw) < 1e-6, `solver ${result.score.raw}, HiGHS ${mip.incumbentRaw}`);
  }
});

test('two strong sides competing for the large tables: the search reaches the optimum HiGHS proved, on every seed', () => {
  // bench/gap-reference.json keeps HiGHS's proven optimum of this event (npm run bench -- --gap).
  const reference = readReferences()[referenceKey(20, 2)];
  assert.ok(reference?.mipOptimal, 'the reference holds a proven optimum');
  const problem = generateInstance({ bookings: 20, seed: 2, ...BOUND_EVENT_SHAPE });
  for (const seed of [1, 2, 3]) {
    const result = solve(problem, { seed, iterations: 6_000_000, timeLimitMs: 600_000 });
    assert.ok(
      Math.abs(result.score.raw - reference.mipBestRaw) < 1e-6,
      `seed ${seed}: ${result.score.raw}, optimum ${reference.mipBestRaw}`,
    );
    assert.deepEqual(checkHardConstraints(problem, result.assignment), []);
  }
});

test('a proof that cannot complete hands the rest of the run back: the same event reaches its optimum in the work of a 1 s solve', () => {
  // Its branch and bound never completes at this budget. When it took the whole second half of the run, solver
  // seeds 5, 11 and 12 ended above the optimum at 2.5 M iterations (bench/results.md, 2026-11-28).
  const reference = readReferences()[referenceKey(20, 2)]!;
  const problem = generateInstance({ bookings: 20, seed: 2, ...BOUND_EVENT_SHAPE });
  const missed: string[] = [];
  for (let seed = 1; seed <= 12; seed++) {
    const result = solve(problem, { seed, iterations: 2_500_000, timeLimitMs: 600_000 });
    assert.notEqual(result.stoppedBy, 'optimal', 'the proof does not complete');
    if (Math.abs(result.score.raw - reference.mipBestRaw) > 1e-6) missed.push(`seed ${seed}: ${result.score.raw}`);
  }
  assert.deepEqual(missed, [], `optimum ${reference.mipBestRaw}`);
});

test('re-seating a few tables exactly never raises the penalty and never breaks a hard rule (random problems, wishes too)', () => {
  // Wishes, together units and tags; or pins (the arbitrary events do not mix pins with units, which can conflict).
  const shapes = [{ hardWishes: true, softWishes: true, pins: false }, { pins: true }].map((shape) =>
    problemArbitrary({ maxBookings: 16, maxTables: 5, maxSize: 4, ...shape }),
  );
  fc.assert(
    fc.property(fc.oneof(...shapes), fc.nat(), (problem, seed) => {
      const model = buildModel(problem);
      const start = startingPoint(model, {});
      const first = solve(problem, { seed, iterations: 200 });
      const state = new ArrangementState(model, first.assignment);
      const reseat = new TableNeighbourhood(model, state, start.movable, start.open);
      const rng = new Random(seed + 1);
      for (let i = 0; i < 10; i++) {
        const before = state.cost();
        const { improved } = reseat.improve(rng, 2 + (i % 3), 500);
        const after = state.cost();
        assert.ok(improved ? after < before : Math.abs(after - before) < 1e-6, `before ${before}, after ${after}, improved ${improved}`);
        assert.deepEqual(checkHardConstraints(problem, state.assignment()), []);
      }
    }),
    { numRuns: 120 },
  );
});
