/**
 * Restarts (src/solver/restarts.ts): a long enough run on an event of 41–300 bookings is two independent
 * runs and a polishing run from the better plan, and the best plan wins. What a planner would notice: a
 * longer solve never returns a worse plan than either of its runs would have alone, locks hold, the best
 * shown while solving never gets worse when a run starts again, and the same seed still gives the same plan.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkHardConstraints, createSearch, solve } from '../../src/solver/index.ts';
import { buildModel } from '../../src/solver/model.ts';
import { ROUND_SEED_STEP, roundsFor } from '../../src/solver/restarts.ts';
import { POLISH_SHARE } from '../../src/contract/search.ts';
import { generateInstance } from '../../bench/generate.ts';
import { BOUND_EVENT_SHAPE } from '../../bench/group-mass-mip.ts';

const unlimited = Number.MAX_SAFE_INTEGER;

test('a long solve runs twice from the same start, polishes the better plan, and returns the best (100 bookings, 8 M iterations)', () => {
  const problem = generateInstance({ bookings: 100, seed: 2, ...BOUND_EVENT_SHAPE });
  const roundIterations = (8_000_000 * (1 - POLISH_SHARE)) / 2;
  const [kept, polished] = [4, 3].map((seed) => {
    const rounds = [seed, (seed + ROUND_SEED_STEP) >>> 0].map(
      (roundSeed) => solve(problem, { seed: roundSeed, iterations: roundIterations, timeLimitMs: unlimited }).score.penalty,
    );
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
    assert.ok(result.score.penalty <= Math.min(...rounds), `${result.score.penalty} against the rounds' ${rounds.join(', ')}`);
    return { bestRound: Math.min(...rounds), result };
  });
  // Seed 4's polishing round finds nothing better than its first round's plan (576,771), which is
  // returned; seed 3's ends below both rounds (576,711 against 576,841 and 576,721).
  assert.equal(kept!.result.score.penalty, kept!.bestRound);
  assert.ok(polished!.result.score.penalty < polished!.bestRound, `${polished!.result.score.penalty} against ${polished!.bestRound}`);
  const again = solve(problem, { seed: 4, iterations: 8_000_000, timeLimitMs: unlimited });
  assert.deepEqual([...again.assignment], [...kept!.result.assignment], 'the same seed and budget give the same plan');
});

test('the polishing round keeps what the planner locked', () => {
  const problem = generateInstance({ bookings: 100, seed: 2, ...BOUND_EVENT_SHAPE });
  const start = solve(problem, { seed: 5, iterations: 200_000, timeLimitMs: unlimited }).assignment;
  const fixed = new Uint8Array(start.length);
  for (let b = 0; b < start.length; b += 7) fixed[b] = 1;
  const result = solve(problem, { seed: 5, iterations: 8_000_000, timeLimitMs: unlimited, initial: start, fixed });
  for (let b = 0; b < start.length; b++) if (fixed[b]) assert.equal(result.assignment[b], start[b], `locked booking ${b} moved`);
  assert.deepEqual(checkHardConstraints(problem, result.assignment), []);
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
