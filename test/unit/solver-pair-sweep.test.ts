/**
 * The closing sweep (src/solver/pair-sweep.ts): pairs of tables re-seated exactly until none improves, then
 * two pairs trading guests and triples on events of few tables.
 * What a planner would notice: the plan only gets better, no rule breaks, and the plan the search returns
 * leaves no two tables that could be re-seated between themselves for a lower penalty.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkHardConstraints, solve } from '../../src/solver/index.ts';
import { buildModel } from '../../src/solver/model.ts';
import { startingPoint } from '../../src/solver/start.ts';
import { ArrangementState } from '../../src/solver/delta.ts';
import { TableNeighbourhood } from '../../src/solver/table-lns.ts';
import { PairSweep } from '../../src/solver/pair-sweep.ts';
import { solveExactly } from '../../src/solver/exact.ts';
import { scaledCost } from '../../src/solver/score.ts';
import type { Assignment, Problem } from '../../src/model/problem.ts';
import { generateInstance } from '../../bench/generate.ts';
import { BOUND_EVENT_SHAPE } from '../../bench/group-mass-mip.ts';
import { improvablePairs, twoTables } from '../../bench/improvable-pairs.ts';
import { problemArbitrary, type ProblemShape } from './solver-arbitraries.ts';

/** Sweeps the arrangement to the end; returns the state and how many re-seatings improved it. */
function sweep(problem: Problem, assignment: Assignment): { state: ArrangementState; improvements: number; costs: number[] } {
  const model = buildModel(problem);
  const start = startingPoint(model, {});
  const state = new ArrangementState(model, assignment);
  const pairs = new PairSweep(model, state, new TableNeighbourhood(model, state, start.movable, start.open), start.open, start.movable);
  pairs.begin();
  const costs = [state.cost()];
  let improvements = 0;
  while (pairs.busy) {
    if (pairs.next(3000).improved) improvements++;
    costs.push(state.cost());
  }
  return { state, improvements, costs };
}

/** Sweeps random problems of this shape (pins, or wishes, units and tags): the penalty never rises, no hard rule breaks. */
function assertSweepsOnlyImprove(shape: ProblemShape, numRuns: number): void {
  const shapes = [{ hardWishes: true, softWishes: true, pins: false }, { pins: true }].map((extra) =>
    problemArbitrary({ ...shape, ...extra }),
  );
  fc.assert(
    fc.property(fc.oneof(...shapes), fc.nat(), (problem, seed) => {
      const { state, costs } = sweep(problem, solve(problem, { seed, iterations: 200 }).assignment);
      for (let i = 1; i < costs.length; i++) assert.ok(costs[i]! <= costs[i - 1]! + 1e-9, `the penalty rose: ${costs.join(' → ')}`);
      assert.deepEqual(checkHardConstraints(problem, state.assignment()), []);
    }),
    { numRuns },
  );
}

test('a sweep only ever lowers the penalty and never breaks a hard rule (random problems, pins, wishes, units and tags)', () => {
  assertSweepsOnlyImprove({ maxBookings: 16, maxTables: 5, maxSize: 4 }, 120);
});

test('a sweep that goes on to two pairs trading guests and to triples of tables only ever lowers the penalty and never breaks a hard rule (random events of 41–48 bookings)', () => {
  // Triples are swept on events of more than 40 bookings (smaller ones re-seat a few tables all along).
  assertSweepsOnlyImprove({ minBookings: 41, maxBookings: 48, maxTables: 8, maxSize: 3, maxCapacity: 12 }, 40);
});

test('re-seating two tables finds the same plan whether or not it is told what the current plan costs (random problems with pins)', () => {
  fc.assert(
    fc.property(problemArbitrary({ maxBookings: 16, maxTables: 5, maxSize: 4, pins: true }), fc.nat(), fc.nat(), (problem, seed, pick) => {
      const model = buildModel(problem);
      if (model.tableCount < 2) return;
      const assignment = solve(problem, { seed, iterations: 100 }).assignment;
      const start = startingPoint(model, {});
      const state = new ArrangementState(model, assignment);
      const cost = scaledCost(model, state.separation, state.conflict, state.unseated, state.balance);
      const a = pick % model.tableCount;
      const b = (a + 1 + ((pick >> 3) % (model.tableCount - 1))) % model.tableCount;
      const { open, movable } = twoTables(model, assignment, start.movable, a, b);
      const noPins = new Uint8Array(assignment.length);
      const summed = solveExactly(model, assignment, movable, noPins, open, { assignment, cost }, Infinity);
      const told = solveExactly(model, assignment, movable, noPins, open, { assignment, cost }, Infinity, Infinity, cost);
      assert.ok(Math.abs(told.cost - summed.cost) <= 1e-6 * Math.max(1, Math.abs(cost)), `${told.cost} against ${summed.cost}`);
      assert.deepEqual([...told.assignment], [...summed.assignment]);
    }),
    { numRuns: 200 },
  );
});

test('after a sweep no two tables can be re-seated between themselves for a lower penalty', () => {
  for (const seed of [1, 2]) {
    const problem = generateInstance({ bookings: 50, seed, ...BOUND_EVENT_SHAPE });
    // The construction and a few proposals: too short a run for the search's own sweep to have started.
    const rough = solve(problem, { seed, iterations: 200 }).assignment;
    const model = buildModel(problem);
    assert.ok(improvablePairs(model, rough).length > 0, 'the rough plan should leave pairs to improve, or the check proves nothing');
    const { state, improvements } = sweep(problem, rough);
    assert.ok(improvements > 0);
    assert.deepEqual(improvablePairs(model, state.assignment()), []);
    assert.deepEqual(checkHardConstraints(problem, state.assignment()), []);
  }
});

test('the search ends on a plan no re-seating of two tables improves (events of 50 and 80 bookings)', () => {
  for (const [bookings, seed] of [
    [50, 3],
    [80, 1],
    [80, 2],
  ] as const) {
    const problem = generateInstance({ bookings, seed, ...BOUND_EVENT_SHAPE });
    const result = solve(problem, { seed, iterations: 400_000, timeLimitMs: Number.MAX_SAFE_INTEGER });
    assert.deepEqual(improvablePairs(buildModel(problem), result.assignment), [], `${bookings} bookings, seed ${seed}`);
  }
});
