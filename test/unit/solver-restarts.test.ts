/**
 * Restarts (src/solver/restarts.ts): a long enough run on an event of 41–300 bookings is two independent
 * runs and a polishing run from the better plan, and the best plan wins. What a planner would notice: the
 * best shown while solving never gets worse when a run starts again, the plan keeps every rule and every
 * lock, and the same seed still gives the same plan. Here on short runs forced into rounds; the runs at the
 * budget where the schedule splits them are in `npm run bench:check` (bench/check/restarts.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { regimeNamed } from '../../src/contract/solver-schedule.ts';
import { checkHardConstraints, solve, type SolveOptions } from '../../src/solver/index.ts';
import { buildModel } from '../../src/solver/model.ts';
import { RestartingSearch, roundsFor } from '../../src/solver/restarts.ts';
import type { Problem } from '../../src/model/problem.ts';
import { generateInstance } from '../../bench/generate.ts';
import { BOUND_EVENT_SHAPE } from '../../bench/group-mass-mip.ts';

const unlimited = Number.MAX_SAFE_INTEGER;
const restarts = regimeNamed('medium').restarts!;

/** A short solve in rounds, stepped in slices of `sliceMs`; the best penalty shown after each slice too. */
function solveInRounds(problem: Problem, options: SolveOptions, sliceMs: number) {
  const search = new RestartingSearch(problem, buildModel(problem), { timeLimitMs: unlimited, ...options }, restarts);
  const shown: number[] = [];
  while (search.step(sliceMs) === 'running') shown.push(search.progress().bestPenalty);
  return { result: search.result(), shown };
}

test('a solve in rounds never shows a worse best when a round starts again, returns the best it showed, and keeps every rule', () => {
  const problem = generateInstance({ bookings: 100, seed: 2, ...BOUND_EVENT_SHAPE });
  for (const seed of [3, 4]) {
    const { result, shown } = solveInRounds(problem, { seed, iterations: 300_000 }, 2);
    for (let i = 1; i < shown.length; i++) assert.ok(shown[i]! <= shown[i - 1]!, `the best shown rose from ${shown[i - 1]} to ${shown[i]}`);
    assert.ok(shown.length > 3, 'the run took several slices, so rounds started between them');
    assert.equal(result.stoppedBy, 'iterations');
    assert.ok(result.iterations >= 300_000, `${result.iterations} iterations counted`);
    assert.ok(result.score.penalty <= Math.min(...shown), `${result.score.penalty} against ${Math.min(...shown)} shown`);
    assert.deepEqual(checkHardConstraints(problem, result.assignment), []);
  }
});

test('a solve in rounds gives the same plan for the same seed and budget, however it is sliced', () => {
  const problem = generateInstance({ bookings: 60, seed: 1, ...BOUND_EVENT_SHAPE });
  const sliced = solveInRounds(problem, { seed: 7, iterations: 200_000 }, 1).result;
  const whole = solveInRounds(problem, { seed: 7, iterations: 200_000 }, 60_000).result;
  assert.deepEqual([...sliced.assignment], [...whole.assignment]);
  assert.equal(sliced.score.penalty, whole.score.penalty);
});

test('the polishing round keeps what the planner locked (short runs in rounds)', () => {
  const problem = generateInstance({ bookings: 100, seed: 2, ...BOUND_EVENT_SHAPE });
  const start = solve(problem, { seed: 5, iterations: 50_000, timeLimitMs: unlimited }).assignment;
  const fixed = new Uint8Array(start.length);
  for (let b = 0; b < start.length; b += 7) fixed[b] = 1;
  const { result } = solveInRounds(problem, { seed: 5, iterations: 300_000, initial: start, fixed }, 1000);
  for (let b = 0; b < start.length; b++) if (fixed[b]) assert.equal(result.assignment[b], start[b], `locked booking ${b} moved`);
  assert.deepEqual(checkHardConstraints(problem, result.assignment), []);
});

test('only runs long enough for two, on events of 41 to 300 bookings without a plan to keep, are split', () => {
  const model = (bookings: number) => buildModel(generateInstance({ bookings, seed: 1, ...BOUND_EVENT_SHAPE }));
  const [small, middle, large] = [40, 150, 301].map(model);
  const { rounds, minRoundIterations } = restarts;
  assert.equal(roundsFor(middle!, { timeLimitMs: 2000 }), 2);
  assert.equal(roundsFor(middle!, {}), 2, 'the default time limit is 2 s');
  assert.equal(roundsFor(middle!, { timeLimitMs: 1999 }), 1);
  assert.equal(roundsFor(middle!, { iterations: rounds * minRoundIterations, timeLimitMs: unlimited }), 2);
  assert.equal(roundsFor(middle!, { iterations: rounds * minRoundIterations - 1, timeLimitMs: unlimited }), 1);
  assert.equal(rounds * minRoundIterations, 8_000_000, 'two rounds of 4 M iterations, about 1 s each');
  assert.equal(roundsFor(small!, { timeLimitMs: 10_000 }), 1);
  assert.equal(roundsFor(large!, { timeLimitMs: 10_000 }), 1);
  const reference = new Int32Array(middle!.bookingCount).fill(-1);
  assert.equal(roundsFor(middle!, { timeLimitMs: 10_000, reference }), 1, 'stable re-seating moves as few people as it can: one run');
});
