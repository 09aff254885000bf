/**
 * "Seat the changes": the construction of a stable re-seating. Every booking keeps its table in the
 * reference (the starting point already put it there); the bookings left to place (new or changed
 * ones, unseated in the reference, or reference bookings whose table can no longer take them) go, one
 * together unit at a time, largest first, to the open table that moves the fewest people and then
 * costs the least penalty. Where no table has room, room is made moving the fewest reference guests
 * (`cheapestRoom`, ejection chains; `exactRoom` where they find nothing, and always on an event of a
 * few tables). A unit that even that cannot seat, or not within the limit on moved people, stays
 * unseated. Deterministic.
 */
import { UNSEATED } from '../model/problem.ts';
import type { ArrangementState } from './delta.ts';
import { mayTake, type SolverModel } from './model.ts';
import type { MoveBudget } from './move-budget.ts';
import { cheapestRoom } from './make-room.ts';
import { coversEvent, exactRoom, type Incumbent } from './exact-room.ts';
import { unitMass, unitOf } from './units.ts';

interface Placement {
  readonly moves: number;
  readonly cost: number;
}

export function seatChanges(model: SolverModel, state: ArrangementState, movable: Uint8Array, open: Uint8Array, budget: MoveBudget): void {
  const n = model.bookingCount;
  // A unit that is split over tables, or partly unseated, or at a table it may not take, is placed again whole.
  const firstOf = (b: number): number => unitOf(model, b)[0]!;
  const pending: number[] = [];
  const seen = new Uint8Array(n);
  for (let b = 0; b < n; b++) {
    const first = firstOf(b);
    if (seen[first]) continue;
    seen[first] = 1;
    const unit = unitOf(model, first);
    if (!unit.every((m) => movable[m])) continue;
    const t = state.position[first]!;
    const whole = unit.every((m) => state.position[m] === t) && (t < 0 || mayTake(model, first, t));
    if (whole && t >= 0) continue;
    for (const m of unit) state.move(m, UNSEATED);
    pending.push(first);
  }
  budget.moved = countNow(budget, state);
  pending.sort((a, b) => unitMass(model, b) - unitMass(model, a) || a - b);

  const moveUnit = (first: number, to: number): void => {
    for (const m of unitOf(model, first)) state.move(m, to);
  };
  /** People counted as moved when an unseated unit sits at t. */
  const movesTo = (first: number, t: number): number => {
    let moves = 0;
    for (const m of unitOf(model, first)) moves += budget.change(m, UNSEATED, t);
    return moves;
  };
  /** Moves and penalty of putting an unseated unit at t (which has room); changes nothing. */
  const placement = (first: number, t: number): Placement => {
    const moves = movesTo(first, t);
    const before = state.cost();
    moveUnit(first, t);
    const cost = state.cost() - before;
    moveUnit(first, UNSEATED);
    return { moves, cost };
  };
  const tablesFor = (first: number): number[] => {
    const pin = model.pin[first]!;
    const tables: number[] = [];
    for (let t = 0; t < model.tableCount; t++) if (open[t] && (pin < 0 || pin === t) && mayTake(model, first, t)) tables.push(t);
    return tables;
  };

  const small = coversEvent(model, open);
  for (const first of pending) {
    const mass = unitMass(model, first);
    const tables = tablesFor(first);
    let best = UNSEATED;
    let bestPlacement: Placement = { moves: Infinity, cost: Infinity };
    for (const t of tables) {
      if (state.freeSeats(t) < mass) continue;
      const p = placement(first, t);
      if (p.moves < bestPlacement.moves || (p.moves === bestPlacement.moves && p.cost < bestPlacement.cost)) {
        best = t;
        bestPlacement = p;
      }
    }
    // Making room costs moves; it is worth it only when seating the unit where there is room costs more
    // than its cheapest table would: the unit sat at a table in the reference (maybe taken since by a
    // pinned booking) and the table with room is another one.
    const cheapest = Math.min(...tables.map((t) => movesTo(first, t)));
    const makeRoom = best < 0 || bestPlacement.moves > cheapest;
    let plan = makeRoom ? cheapestRoom(model, state, movable, open, budget, first, tables) : null;
    // The chains send units to best-fitting tables only, which can miss every plan: the exact search
    // then looks again, and on a small event (all its tables covered) it also proves the chains' plan
    // moves the fewest people or finds one that moves fewer.
    if (makeRoom && (plan === null || small)) {
      let incumbent: Incumbent = plan ? { moves: plan.moves, relocations: plan.relocations.length } : { moves: Infinity, relocations: 0 };
      if (best >= 0 && bestPlacement.moves <= incumbent.moves) incumbent = { moves: bestPlacement.moves, relocations: 0 };
      plan = exactRoom(model, state, movable, open, budget, first, tables, incumbent) ?? plan;
    }
    if (best >= 0 && (plan === null || plan.moves >= bestPlacement.moves)) {
      if (budget.moved + bestPlacement.moves > budget.limit) continue;
      moveUnit(first, best);
      budget.moved += bestPlacement.moves;
      continue;
    }
    if (plan === null || budget.moved + plan.moves > budget.limit) continue;
    for (const [unit, to] of plan.relocations) moveUnit(unit, to);
    moveUnit(first, plan.table);
    budget.moved = countNow(budget, state);
  }
}

function countNow(budget: MoveBudget, state: ArrangementState): number {
  let moved = 0;
  for (let b = 0; b < state.position.length; b++) moved += budget.change(b, budget.reference[b]!, state.position[b]!);
  return moved;
}
