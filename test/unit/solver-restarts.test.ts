/**
 * Restarts (src/solver/restarts.ts): a long enough run on an event of 41–300 bookings is two independent
 * runs, and the better plan wins. What a planner would notice: a longer solve never returns a worse plan
 * than its first half would have, the best shown while solving never gets worse when the second run
 * starts from scratch, and the same seed still gives the same plan.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkHardConstraints, createSearch, solve } from '../../src/solver/index.ts';
import { buildModel } from '../../src/solver/model.ts';
import { roundsFor } from '../../src/solver/restarts.ts';
import { generateInstance } from '../../bench/generate.ts';
import { BOUND_EVENT_SHAPE } from '../../bench/group-mass-mip.ts';

const unlimited = Number.MAX_SAFE_INTEGER;

test('a long solve runs twice from the same start and returns the better plan (100 bookings, 8 M iterations)', () => {
  const problem = generateInstance({ bookings: 100, seed: 2, ...BOUND_EVENT_SHAPE });
  const [kept, replaced] = [1, 2].map((seed) => {
    const firstRound = solve(problem, { seed, iterations: 4_000_000, timeLimitMs: unlimited });
    const search = createSearch(problem, { seed, iterations: 8_000_000, timeLimitMs: unlimited });
    let shown = Infinity;
    while (search.step(20) === 'running') {
      const { bestPenalty } = search.progress();
      assert.ok(bestPenalty <= shown, `the best shown rose from ${shown} to ${bestPenalty}`);
      shown = bestPenalty;
    }
    const result = search.result();
    assert.equal(result.stoppedBy, 'iterations');
    assert.ok(result.iterations >= 8_000_000, `${result.iterations} iterations counted`);
    assert.deepEqual(checkHardConstraints(problem, result.assignment), []);
    assert.ok(result.score.penalty <= firstRound.score.penalty);
    return { seed, first: firstRound.score.penalty, result };
  });
  // Seed 1's second run ends worse than its first (576,791 against 576,761), so the first run's plan is
  // returned; seed 2's second run ends better, so it wins.
  assert.equal(kept!.result.score.penalty, kept!.first);
  assert.ok(replaced!.result.score.penalty < replaced!.first, `${replaced!.result.score.penalty} against ${replaced!.first}`);
  const again = solve(problem, { seed: 1, iterations: 8_000_000, timeLimitMs: unlimited });
  assert.deepEqual([...again.assignment], [...kept!.result.assignment], 'the same seed and budget give the same plan');
});

test('only runs long enough for two, on events of 41 to 300 bookings without a plan to keep, are split', () => {
  const model = (bookings: number) => buildModel(generateInstance({ bookings, seed: 1, ...BOUND_EVENT_SHAPE }));
  const [small, middle, large] = [40, 150, 301].map(model);
  assert.equal(roundsFor(middle!, { timeLimitMs: 2000 }), 2);
  assert.equal(roundsFor(middle!, {}), 2, 'the default time limit is 2 s');
  assert.equal(roundsFor(middle!, { timeLimitMs: 1999 }), 1);
  assert.equal(roundsFor(middle!, { iterations: 8_000_000, timeLimitMs: unlimited }), 2);
  assert.equal(roundsFor(middle!, { iterations: 7_999_999, timeLimitMs: unlimited }), 1);
  assert.equal(roundsFor(small!, { timeLimitMs: 10_000 }), 1);
  assert.equal(roundsFor(large!, { timeLimitMs: 10_000 }), 1);
  const reference = new Int32Array(middle!.bookingCount).fill(-1);
  assert.equal(roundsFor(middle!, { timeLimitMs: 10_000, reference }), 1, 'stable re-seating moves as few people as it can: one run');
});
