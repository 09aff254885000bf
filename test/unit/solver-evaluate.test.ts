import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { evaluate } from '../../src/solver/index.ts';
import { ArrangementState } from '../../src/solver/delta.ts';
import { IntList } from '../../src/solver/int-list.ts';
import { buildModel } from '../../src/solver/model.ts';
import { evaluateTerms } from '../../src/solver/evaluate.ts';
import { scoreFromTerms } from '../../src/solver/score.ts';
import { reportedPenalty, SCALING, WEIGHTS } from '../../src/contract/objective.ts';
import { UNSEATED, type Problem } from '../../src/model/problem.ts';
import { naiveTerms, problemArbitrary } from './solver-arbitraries.ts';

const family: Problem = {
  tables: [
    { name: 'A', capacity: 4 },
    { name: 'B', capacity: 4 },
  ],
  groups: [
    { path: ['Bride'], parent: -1, depth: 1, strength: 1 },
    { path: ['Bride', 'Cousins'], parent: 0, depth: 2, strength: 3 },
  ],
  bookings: [
    { name: 'Ann+1', size: 2, group: 1, pin: -1, avoid: [] },
    { name: 'Bob', size: 1, group: 1, pin: -1, avoid: [2] },
    { name: 'Cy', size: 1, group: 0, pin: -1, avoid: [1] },
    { name: 'Dee', size: 3, group: -1, pin: -1, avoid: [] },
  ],
};

const NO_WISHES = { prefer: 0, prefer_apart: 0, likes: 0, seat_split: 0, seat_neighbours: 0 };

test('evaluate charges each term as objective.json defines it', () => {
  // Ann+1 and Bob together at A, Cy at B with Dee: Cy is apart from 3 Bride guests at strength 1.
  const score = evaluate(family, Int32Array.from([0, 0, 1, 1]));
  assert.deepEqual(score.terms, { ...NO_WISHES, separation: 3, conflict: 0, unseated: 0, balance: 1 });
  assert.equal(score.raw, 3 * WEIGHTS.separation + 1 * WEIGHTS.balance);
  assert.equal(score.penalty, reportedPenalty(score.raw));

  // Bob unseated: apart from Ann+1 (2 × 1 × 3) and from Cy (1 × 1 × 1); Cy sits with Ann+1.
  const withUnseated = evaluate(family, Int32Array.from([0, UNSEATED, 0, 1]));
  assert.deepEqual(withUnseated.terms, { ...NO_WISHES, separation: 6 + 1, conflict: 0, unseated: 1, balance: 1 + 1 });

  // Bob and Cy asked to be apart but sit together.
  const conflicted = evaluate(family, Int32Array.from([1, 0, 0, 1]));
  assert.equal(conflicted.terms.conflict, 1);
});

test('full evaluation matches the pair-by-pair definition on random problems', () => {
  fc.assert(
    fc.property(problemArbitrary({ softWishes: true }), fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 14 }), (problem, picks) => {
      const assignment = Int32Array.from(problem.bookings, (_, b) => {
        const t = picks[b] ?? -1;
        return t < problem.tables.length ? t : -1;
      });
      assert.deepEqual(evaluateTerms(buildModel(problem), assignment), naiveTerms(problem, assignment));
    }),
    { numRuns: 300 },
  );
});

test('the incremental evaluator always agrees with full evaluation, through moves, unseats and swaps, counting guests over capacity', () => {
  const step = fc.record({ kind: fc.constantFrom('move', 'unseat', 'swap'), a: fc.nat(), b: fc.nat(), t: fc.nat() });
  fc.assert(
    fc.property(problemArbitrary({ softWishes: true }), fc.array(step, { maxLength: 40 }), (problem, steps) => {
      const model = buildModel(problem);
      const n = problem.bookings.length;
      const state = new ArrangementState(model);
      // Moves here ignore capacity, as the search's early changes may: each guest over costs 3 scaled units.
      state.overflowWeight = 3;
      let expectedCost = state.cost();
      for (const s of steps) {
        if (n === 0) break;
        const a = s.a % n;
        if (s.kind === 'unseat' || problem.tables.length === 0) {
          expectedCost += state.moveDelta(a, UNSEATED);
          state.move(a, UNSEATED);
        } else if (s.kind === 'move') {
          const t = s.t % problem.tables.length;
          expectedCost += state.moveDelta(a, t);
          state.move(a, t);
        } else {
          const b = s.b % n;
          const ta = state.position[a]!;
          const tb = state.position[b]!;
          expectedCost += state.moveDelta(a, tb);
          state.move(a, tb);
          expectedCost += state.moveDelta(b, ta);
          state.move(b, ta);
        }
        const full = evaluateTerms(model, state.assignment());
        assert.deepEqual(state.terms(), full);
        const over = problem.tables.reduce((sum, table, t) => sum + Math.max(0, state.load[t]! - table.capacity), 0);
        assert.equal(state.overflow, over);
        assert.ok(Math.abs(state.cost() - expectedCost) < 1e-6);
        assert.ok(Math.abs(state.cost() - (scoreFromTerms(full).raw * SCALING.factor + 3 * over)) < 1e-6 * Math.max(1, state.cost()));
      }
    }),
    { numRuns: 300 },
  );
});

test('a trade of bookings between two tables is scored exactly without moving anyone, with or without wishes', () => {
  const trade = fc.record({
    picks: fc.array(fc.nat(), { maxLength: 6 }),
    p: fc.nat(),
    q: fc.nat(),
    seat: fc.array(fc.nat(), { maxLength: 14 }),
  });
  fc.assert(
    fc.property(fc.boolean(), problemArbitrary({ softWishes: true }), trade, (wishes, generated, { picks, p: pPick, q: qPick, seat }) => {
      const problem = wishes ? generated : { ...generated, wishes: [] };
      const tableCount = problem.tables.length;
      if (tableCount < 2 || problem.bookings.length === 0) return;
      const model = buildModel(problem);
      const state = new ArrangementState(
        model,
        Int32Array.from(problem.bookings, (_, b) => ((seat[b] ?? 0) % (tableCount + 1)) - 1),
      );
      state.overflowWeight = 3;
      const p = pPick % tableCount;
      const q = (p + 1 + (qPick % (tableCount - 1))) % tableCount;
      // Each pick names a booking at p (leaving) or at q (arriving), over capacity or not.
      const leaving = new IntList();
      const arriving = new IntList();
      for (const pick of picks) {
        const b = pick % problem.bookings.length;
        if (state.position[b] === p && !leaving.includes(b)) leaving.push(b);
        else if (state.position[b] === q && !arriving.includes(b)) arriving.push(b);
      }
      const before = state.assignment();
      const cost = state.cost();
      const delta = state.tradeDelta(leaving, p, arriving, q);
      assert.deepEqual(state.assignment(), before);
      assert.ok(Math.abs(state.cost() - cost) < 1e-6 * Math.max(1, cost));
      for (let i = 0; i < leaving.length; i++) state.move(leaving.get(i), q);
      for (let i = 0; i < arriving.length; i++) state.move(arriving.get(i), p);
      assert.ok(Math.abs(state.cost() - cost - delta) < 1e-6 * Math.max(1, Math.abs(cost)), `${delta} vs ${state.cost() - cost}`);
    }),
    { numRuns: 500 },
  );
});
