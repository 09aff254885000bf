/**
 * The perturbation from the best plan over a whole run (src/solver/perturbation.ts, docs/decisions/0014):
 * the trap it was built for is left. Its rules (every hard rule kept) on short runs: test/unit/solver-search.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solve } from '../../src/solver/index.ts';
import { bestOf, readReferences, referenceKey } from '../gap.ts';
import { generateInstance } from '../generate.ts';
import { BOUND_EVENT_SHAPE } from '../group-mass-mip.ts';

test('a run trapped on a plan where the sides hold the wrong tables leaves it through the perturbation from the best plan (an event of 50 bookings)', () => {
  // Without the perturbation this run ended 4.3 % of the avoidable penalty above the best known plan
  // against HiGHS's bound (17.9 % against the best proven bound; docs/decisions/0014): the bride's side held a
  // table of 11 where the best plan gives it a 9, and about eight tables were seated differently.
  const problem = generateInstance({ bookings: 50, seed: 2, ...BOUND_EVENT_SHAPE });
  const { best } = bestOf(readReferences()[referenceKey(50, 2)]!);
  const result = solve(problem, { seed: 12, iterations: 5_000_000, timeLimitMs: 1e9 });
  assert.ok(result.score.raw <= best + 1e-6, `${result.score.raw} against ${best}`);
});
