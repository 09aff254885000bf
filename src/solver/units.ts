/**
 * Together units in the search: the bookings a together wish joins move as one, and only to tables
 * every one of them may take (their required tags). These helpers let the construction and the
 * neighbourhoods treat a unit like a booking.
 */
import { UNSEATED } from '../model/problem.ts';
import type { ArrangementState } from './delta.ts';
import { mayTake, type SolverModel } from './model.ts';

/** The bookings of b's unit (b among them). */
export function unitOf(model: SolverModel, b: number): Int32Array {
  const u = model.unitOf[b]!;
  return model.unitList.subarray(model.unitStart[u], model.unitStart[u + 1]);
}

export function unitMass(model: SolverModel, b: number): number {
  let mass = 0;
  for (const m of unitOf(model, b)) mass += model.size[m]!;
  return mass;
}

/**
 * After the greedy construction, which places bookings one by one: a unit split over tables, or a
 * booking at a table without a tag it requires, is moved whole to the open table that fits it best
 * and that it may take, or else left unseated whole. Larger units go first.
 */
export function keepUnitsWhole(model: SolverModel, state: ArrangementState, open: Uint8Array, movable: Uint8Array): void {
  const pending: number[] = [];
  for (let u = 0; u + 1 < model.unitStart.length; u++) {
    const first = model.unitList[model.unitStart[u]!]!;
    if (!movable[first]) continue;
    const t = state.position[first]!;
    let whole = t < 0 || mayTake(model, first, t);
    for (const m of unitOf(model, first)) if (state.position[m] !== t) whole = false;
    if (!whole) pending.push(first);
  }
  pending.sort((a, b) => unitMass(model, b) - unitMass(model, a) || a - b);
  for (const first of pending) for (const m of unitOf(model, first)) state.move(m, UNSEATED);
  for (const first of pending) {
    const mass = unitMass(model, first);
    let best = UNSEATED;
    for (let t = 0; t < model.tableCount; t++) {
      const free = state.freeSeats(t);
      if (open[t] && free >= mass && mayTake(model, first, t) && (best < 0 || free < state.freeSeats(best))) best = t;
    }
    if (best >= 0) for (const m of unitOf(model, first)) state.move(m, best);
  }
}
