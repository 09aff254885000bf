/**
 * The schedule (src/contract/solver-schedule.ts) and the phases one run takes (src/solver/schedule.ts):
 * which regime an event of a given size falls in, and what the event itself rules out. What a planner
 * would notice: a small event proved optimal, a kept plan never reshuffled by phases that ignore it, wishes
 * and together units never broken by a phase that does not know them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REGIMES, regimeFor, regimeNamed } from '../../src/contract/solver-schedule.ts';
import { buildModel, movesAreBound } from '../../src/solver/model.ts';
import { planRun } from '../../src/solver/schedule.ts';
import type { Problem } from '../../src/model/problem.ts';
import { generateInstance } from '../../bench/generate.ts';
import { BOUND_EVENT_SHAPE } from '../../bench/group-mass-mip.ts';
import { wishInstance } from '../../bench/wish-fixture.ts';

const event = (bookings: number): Problem => generateInstance({ bookings, seed: 1, ...BOUND_EVENT_SHAPE });
const planOf = (problem: Problem, options = {}) => planRun(buildModel(problem), options);

test('the regimes follow one another by size, with no gap and no overlap, and the last takes every larger event', () => {
  assert.deepEqual(
    REGIMES.map((r) => r.name),
    ['exact', 'proof', 'small', 'medium', 'large'],
  );
  for (let i = 1; i < REGIMES.length; i++) assert.ok(REGIMES[i]!.maxBookings > REGIMES[i - 1]!.maxBookings);
  assert.equal(REGIMES.at(-1)!.maxBookings, Infinity);
  for (const regime of REGIMES.slice(0, -1)) {
    assert.equal(regimeFor(regime.maxBookings).name, regime.name);
    assert.notEqual(regimeFor(regime.maxBookings + 1).name, regime.name);
  }
  assert.equal(regimeFor(0).name, 'exact');
  assert.equal(regimeFor(10_000).name, 'large');
});

test('each regime runs its own phases: branch and bound, the proof window, re-seating and the sweep on small events; restarts on the medium ones', () => {
  const phases = (bookings: number) => {
    const plan = planOf(event(bookings));
    return {
      regime: plan.regime.name,
      exact: plan.exactSearch !== null,
      proof: plan.proofWindow !== null,
      reseating: plan.tableReseating !== null,
      sweep: plan.closingSweep !== null,
      triples: plan.triples !== null,
      overfill: plan.overfill !== null,
      trades: plan.capacityTrades !== null,
      restarts: plan.restarts !== null,
      perturbation: plan.perturbation !== null,
    };
  };
  const none = {
    exact: false,
    proof: false,
    reseating: false,
    sweep: false,
    triples: false,
    overfill: false,
    restarts: false,
    perturbation: false,
  };
  assert.deepEqual(phases(12), { ...none, regime: 'exact', exact: true, reseating: true, sweep: true, trades: true });
  assert.deepEqual(phases(20), { ...none, regime: 'proof', proof: true, reseating: true, sweep: true, trades: true });
  assert.deepEqual(phases(40), { ...none, regime: 'small', reseating: true, sweep: true, trades: true });
  // 100 bookings of this shape sit at 23 tables: few enough for triples.
  assert.deepEqual(phases(100), {
    ...none,
    regime: 'medium',
    sweep: true,
    triples: true,
    overfill: true,
    trades: true,
    restarts: true,
    perturbation: true,
  });
  assert.deepEqual(phases(300), {
    ...none,
    regime: 'medium',
    sweep: true,
    overfill: true,
    trades: true,
    restarts: true,
    perturbation: true,
  });
  assert.deepEqual(phases(301), { ...none, regime: 'large', overfill: true, trades: true });
  assert.ok(
    regimeNamed('medium').annealing.startTemperature < regimeNamed('small').annealing.startTemperature,
    'larger events start cooler',
  );
});

test('a plan to keep (stable re-seating) leaves only the annealing, within the people it may move', () => {
  for (const bookings of [10, 20, 100, 400]) {
    const plan = planOf(event(bookings), { keepsPlan: true });
    const { exactSearch, proofWindow, tableReseating, closingSweep, triples, overfill, capacityTrades, restarts, perturbation } = plan;
    assert.deepEqual(
      [exactSearch, proofWindow, tableReseating, closingSweep, triples, overfill, capacityTrades, restarts, perturbation],
      Array(9).fill(null),
      `${bookings} bookings`,
    );
    assert.equal(plan.pairsOfPairs, false);
  }
});

test('wishes turn off the branch and bound and the proof; together units and required tags turn off capacity trades and pairs of pairs', () => {
  const small = planOf(wishInstance({ bookings: 12, seed: 1, density: 5 }));
  assert.equal(small.exactSearch, null);
  assert.equal(planOf(wishInstance({ bookings: 20, seed: 1, density: 5 })).proofWindow, null);
  const medium = wishInstance({ bookings: 60, seed: 1, density: 5 });
  assert.ok(movesAreBound(buildModel(medium)), 'the event has together units or required tags');
  const plan = planOf(medium);
  assert.equal(plan.capacityTrades, null);
  assert.notEqual(plan.triples, null, 'the triples know units and tags (each table re-seated exactly)');
  assert.equal(plan.pairsOfPairs, false);
});

test('overfilling only where every guest could be seated, and triples only on few tables', () => {
  const base = event(100);
  const tight = { ...base, tables: base.tables.slice(1) };
  assert.ok(buildModel(tight).totalSize > buildModel(tight).totalCapacity);
  assert.equal(planOf(tight).overfill, null);
  assert.notEqual(planOf(base).overfill, null);
  const manyTables = { ...base, tables: [...base.tables, ...base.tables.map((t) => ({ ...t, name: `${t.name} bis` }))] };
  assert.ok(manyTables.tables.length > regimeNamed('medium').closingSweep!.triples!.maxTables);
  assert.equal(planOf(manyTables).triples, null);
  assert.notEqual(planOf(manyTables).closingSweep, null);
});

test('an event of one table re-seats no tables and sweeps none', () => {
  const base = event(30);
  const plan = planOf({ ...base, tables: [{ name: 'All', capacity: 200 }] });
  assert.equal(plan.tableReseating, null);
  assert.equal(plan.closingSweep, null);
  assert.equal(plan.restarts, null);
});

test('restart rounds end without the perturbation', () => {
  assert.notEqual(planOf(event(100)).perturbation, null);
  assert.equal(planOf(event(100), { mayPerturb: false }).perturbation, null);
});
