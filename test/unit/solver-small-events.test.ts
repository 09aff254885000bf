/**
 * Small events beyond the branch and bound's reach at the start (13–24 bookings) and the exact
 * re-seating of a few tables inside the search (table-lns.ts): the proof and the hard rules on short
 * runs. The long runs checked against HiGHS's proven optima: `npm run bench:check` (bench/check/small-events.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkHardConstraints, solve } from '../../src/solver/index.ts';
import { generateInstance } from '../../bench/generate.ts';
import { BOUND_EVENT_SHAPE } from '../../bench/group-mass-mip.ts';
import { problemArbitrary } from './solver-arbitraries.ts';
import { buildModel } from '../../src/solver/model.ts';
import { startingPoint } from '../../src/solver/start.ts';
import { ArrangementState } from '../../src/solver/delta.ts';
import { TableNeighbourhood } from '../../src/solver/table-lns.ts';
import { Random } from '../../src/solver/random.ts';
import { regimeNamed } from '../../src/contract/solver-schedule.ts';

test('an event of 13–24 bookings without wishes is proved optimal by the search within its proof window, the optimum its bound', () => {
  // The proof's nodes count as iterations, so a budget of 600,000 leaves it what a short run would.
  for (const [bookings, seed] of [
    [16, 1],
    [16, 3],
  ] as const) {
    assert.ok(bookings > regimeNamed('exact').maxBookings && bookings <= regimeNamed('proof').maxBookings);
    const problem = generateInstance({ bookings, seed, ...BOUND_EVENT_SHAPE });
    const result = solve(problem, { seed, iterations: 600_000, timeLimitMs: 600_000 });
    assert.equal(result.stoppedBy, 'optimal', `${bookings}/${seed}`);
    assert.equal(result.lowerBound.penalty, result.score.penalty, 'the proven optimum is the bound');
    assert.ok(result.iterations < 600_000, 'the proof ended the run before its budget');
    assert.deepEqual(checkHardConstraints(problem, result.assignment), []);
  }
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
