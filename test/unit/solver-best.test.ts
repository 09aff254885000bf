import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ArrangementState } from '../../src/solver/delta.ts';
import { BestArrangement } from '../../src/solver/best-arrangement.ts';
import { IntList } from '../../src/solver/int-list.ts';
import { buildModel } from '../../src/solver/model.ts';
import { createSearch, solve } from '../../src/solver/index.ts';
import { generateInstance } from '../../bench/generate.ts';
import { problemArbitrary } from './solver-arbitraries.ts';

test('the best arrangement is recovered exactly however long ago it was left', () => {
  const step = fc.record({ a: fc.nat(), t: fc.nat(), markBest: fc.boolean() });
  fc.assert(
    fc.property(problemArbitrary({ maxBookings: 8, maxTables: 3 }), fc.array(step, { maxLength: 60 }), (problem, steps) => {
      if (problem.bookings.length === 0 || problem.tables.length === 0) return;
      const state = new ArrangementState(buildModel(problem));
      const best = new BestArrangement(state, state.cost());
      let expected = state.assignment();
      for (const s of steps) {
        const b = s.a % problem.bookings.length;
        const from = state.position[b]!;
        state.move(b, (s.t % (problem.tables.length + 1)) - 1);
        best.recordChange(IntList.of(b), IntList.of(from));
        if (s.markBest) {
          best.currentIsBest(state.cost());
          expected = state.assignment();
        }
        assert.deepEqual(Array.from(best.assignment()), Array.from(expected));
      }
    }),
    { numRuns: 300 },
  );
});

test('the search returns the arrangement its progress reports: as good as the construction, never worse than reported', () => {
  const problem = generateInstance({ bookings: 500, seed: 12 });
  const constructed = solve(problem, { iterations: 0 });
  const search = createSearch(problem, { iterations: 200_000, timeLimitMs: 60_000 });
  const reported: number[] = [];
  while (search.step(5) === 'running') {
    reported.push(search.progress().bestPenalty);
    assert.equal(search.snapshot().score.penalty, reported.at(-1));
  }
  const result = search.result();
  assert.equal(result.score.penalty, search.progress().bestPenalty);
  assert.ok(reported.every((p) => result.score.penalty <= p));
  assert.ok(result.score.penalty < constructed.score.penalty);
});
