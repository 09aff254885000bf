import { expect } from '@open-wc/testing';
import { explainBooking, penaltyShares } from '../../src/state/costs.ts';
import { compileProblem } from '../../src/model/compile.ts';
import { UNSEATED, type Problem } from '../../src/model/problem.ts';
import type { GuestRecord } from '../../src/model/records.ts';
import { evaluate } from '../../src/solver/index.ts';
import { SCALING, WEIGHTS } from '../../src/contract/objective.ts';

/** A small random event: nested groups, a few keep-apart pairs, and some bookings left unseated. */
function randomEvent(seed: number): { problem: Problem; assignment: Int32Array } {
  let state = seed;
  const rand = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  const guests: GuestRecord[] = Array.from({ length: 30 }, (_, i) => ({
    name: `G${i}`,
    size: 1 + rand(3),
    group: rand(5) === 0 ? [] : [`Side ${rand(2)}`, `Family ${rand(3)}`, ...(rand(2) ? [`Branch ${rand(2)}`] : [])],
    strength: rand(4) === 0 ? rand(6) : null,
    avoid: i > 3 && rand(6) === 0 ? [`G${rand(i)}`] : [],
    table: null,
  }));
  const tables = Array.from({ length: 8 }, (_, i) => ({ name: `T${i}`, capacity: 6 + rand(5) }));
  const { problem } = compileProblem(guests, tables);
  const load = new Array<number>(tables.length).fill(0);
  const assignment = Int32Array.from(problem!.bookings, (b) => {
    const t = rand(tables.length + 1) - 1;
    if (t < 0 || load[t]! + b.size > tables[t]!.capacity) return UNSEATED;
    load[t]! += b.size;
    return t;
  });
  return { problem: problem!, assignment };
}

describe('where the penalty comes from', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`adds up to the solver's penalty (random event ${seed})`, () => {
      const { problem, assignment } = randomEvent(seed);
      const score = evaluate(problem, assignment);
      const unseatedPoints = problem.bookings.reduce(
        (sum, b, i) => sum + (assignment[i] === UNSEATED ? WEIGHTS.unseated * b.size * SCALING.factor : 0),
        0,
      );
      const shares = penaltyShares(problem, assignment);
      const total = shares.tables.reduce((a, b) => a + b, 0) + shares.unseated;
      expect(total).to.be.closeTo(score.raw * SCALING.factor, 0.05 * (problem.tables.length + 1));
      expect(shares.unseated).to.be.at.least(unseatedPoints);

      // Every pair a booking takes part in is counted once from each side.
      const explained = problem.bookings.reduce((sum, _, i) => sum + explainBooking(problem, assignment, i).cost, 0);
      const balance = WEIGHTS.balance * score.terms.balance * SCALING.factor;
      expect(explained - unseatedPoints).to.be.closeTo(2 * (score.raw * SCALING.factor - balance - unseatedPoints), 1e-6);
    });
  }

  it('explains a booking seated apart from its group and next to someone it avoids', () => {
    const guests: GuestRecord[] = [
      { name: 'Ann', size: 2, group: ['Bride', 'Family'], strength: null, avoid: ['Ben'], table: null },
      { name: 'Amy', size: 3, group: ['Bride', 'Family'], strength: null, avoid: [], table: null },
      { name: 'Ben', size: 1, group: ['Groom'], strength: null, avoid: [], table: null },
    ];
    const { problem } = compileProblem(guests, [
      { name: 'T1', capacity: 4 },
      { name: 'T2', capacity: 4 },
    ]);
    const why = explainBooking(problem!, Int32Array.from([0, 1, 0]), 0);
    expect(why.lines).to.deep.equal([
      { kind: 'conflict', params: { other: 'Ben' }, points: WEIGHTS.conflict * SCALING.factor },
      { kind: 'separation', params: { guests: 3, group: 'Bride / Family', strength: 2 }, points: 2 * 3 * 2 * SCALING.factor },
    ]);
  });
});
