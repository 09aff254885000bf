import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bestOf, checkBestPlan, readReferences } from '../../bench/gap.ts';

// The avoidable gap is measured against the best known plan: a stored plan that claims a lower penalty than
// it scores, or that breaks a hard rule, would set the best known below any allowed plan and misstate every gap
// of its event.
const references = readReferences();
const withPlans = Object.entries(references).filter(([, reference]) => reference.bestPlan);

test('every stored best plan keeps its event’s hard rules and scores what it claims, and lowers the best known', () => {
  assert.ok(withPlans.length > 0, 'the references hold at least one plan found outside the benchmark');
  for (const [key, reference] of withPlans) {
    assert.doesNotThrow(() => checkBestPlan(reference), key);
    assert.equal(bestOf(reference).best, reference.bestPlan!.raw, key);
  }
});

test('a stored plan that claims a lower penalty than it scores, or that breaks a table’s capacity, is refused', () => {
  const [key, reference] = withPlans[0]!;
  const plan = reference.bestPlan!;
  assert.throws(() => checkBestPlan({ ...reference, bestPlan: { ...plan, raw: plan.raw - 10 } }), new RegExp(`${key}.*scores`));
  // Everyone at the first table: far more guests than it seats.
  const crowded = plan.assignment.map(() => 0);
  assert.throws(() => checkBestPlan({ ...reference, bestPlan: { ...plan, assignment: crowded } }), new RegExp(`${key}.*breaks`));
});
