/**
 * An independent check of the closing sweep (src/solver/pair-sweep.ts), pair by pair of tables: the unit
 * tests run it on short runs, `npm run bench:check` on long ones.
 */
import type { Assignment } from '../src/model/problem.ts';
import { evaluate } from '../src/solver/index.ts';
import { solveExactly } from '../src/solver/exact.ts';
import type { SolverModel } from '../src/solver/model.ts';
import { scaledCost } from '../src/solver/score.ts';
import { startingPoint } from '../src/solver/start.ts';

/** Two tables opened for an exact re-seating between them, with the bookings there that may move. */
export function twoTables(model: SolverModel, assignment: Assignment, movable: Uint8Array, a: number, b: number) {
  const open = new Uint8Array(model.tableCount);
  open[a] = open[b] = 1;
  return { open, movable: Uint8Array.from(assignment, (t, i) => ((t === a || t === b) && movable[i] ? 1 : 0)) };
}

/**
 * The pairs of tables that an exact re-seating between the two (everyone else and every pinned booking
 * held, searched to the end) would seat for a lower penalty with fewer guests apart from their groups or
 * beside someone they should not sit with. (A gain in balance alone, a seat or two more evenly spread, is
 * left to the annealing.)
 */
export function improvablePairs(model: SolverModel, assignment: Assignment): string[] {
  const start = startingPoint(model, {});
  const score = evaluate(model.problem, assignment);
  const cost = scaledCost(model, score.terms.separation, score.terms.conflict, score.terms.unseated, score.terms.balance);
  const found: string[] = [];
  for (let a = 0; a < model.tableCount; a++) {
    for (let b = a + 1; b < model.tableCount; b++) {
      const { open, movable } = twoTables(model, assignment, start.movable, a, b);
      const exact = solveExactly(model, assignment, movable, new Uint8Array(assignment.length), open, { assignment, cost }, Infinity);
      const after = evaluate(model.problem, exact.assignment).terms;
      const closer = after.separation + after.conflict < score.terms.separation + score.terms.conflict;
      if (exact.cost < cost - 1e-6 && closer) found.push(`${a}+${b}: ${cost} → ${exact.cost}`);
    }
  }
  return found;
}
