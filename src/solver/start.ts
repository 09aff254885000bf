/**
 * The starting arrangement of a solve, before construction: user locks, locked tables and pins first,
 * then every other booking the caller placed in `initial` (so a re-run improves the current plan rather
 * than starting over). Capacity is never exceeded: a locked or pinned booking its table can no longer
 * take is left unseated (a hard constraint outranks a lock) and charged by the unseated term.
 */
import { UNSEATED } from '../model/problem.ts';
import { ArrangementState } from './delta.ts';
import { mayTake, type SolverModel } from './model.ts';
import { unitMass, unitOf } from './units.ts';
import type { SolveOptions } from './options.ts';

interface StartingPoint {
  readonly state: ArrangementState;
  /** 1: the search may move this booking. */
  readonly movable: Uint8Array;
  /** 1: a pinned booking free of user locks, whose table is open: it may sit there or stay unseated. */
  readonly pinnedFree: Uint8Array;
  /** 1: bookings may move into and out of this table. */
  readonly open: Uint8Array;
  /** Movable bookings still unseated, for the construction to place. */
  readonly toPlace: number[];
}

export function startingPoint(model: SolverModel, options: SolveOptions): StartingPoint {
  const n = model.bookingCount;
  const state = new ArrangementState(model);
  const movable = new Uint8Array(n);
  const pinnedFree = new Uint8Array(n);
  const open = new Uint8Array(model.tableCount).fill(1);
  if (options.lockedTables) for (let t = 0; t < model.tableCount; t++) if (options.lockedTables[t]) open[t] = 0;
  const initialTable = (b: number): number => {
    const t = options.initial?.[b] ?? UNSEATED;
    return t >= 0 && t < model.tableCount ? t : UNSEATED;
  };
  const seatIfRoom = (b: number, t: number): void => {
    if (t >= 0 && state.freeSeats(t) >= model.size[b]! && mayTake(model, b, t)) state.move(b, t);
  };

  // 1. Bookings that must stay where they are: locked by the user, or at a locked table. A together
  // unit stays whole: it stays at the table of its first booking that must stay, or unseated.
  const kept = new Uint8Array(n);
  for (let b = 0; b < n; b++) {
    const t = initialTable(b);
    const pinned = model.pin[b]! >= 0;
    if (kept[b] || !((options.fixed?.[b] && !pinned) || (t >= 0 && !open[t]))) continue;
    const unit = unitOf(model, b);
    let mass = 0;
    for (const m of unit) {
      kept[m] = 1;
      mass += state.position[m] === t ? 0 : model.size[m]!;
    }
    if ((!pinned || t === model.pin[b]) && t >= 0 && state.freeSeats(t) >= mass && mayTake(model, b, t))
      for (const m of unit) state.move(m, t);
  }
  // 2. Pins: a pinned booking sits at its table or, when the table cannot take it, nowhere. Those the
  // caller already seated there go first, so a re-run never swaps one pinned booking out for another.
  const pinOrder = Array.from({ length: n }, (_, b) => b);
  if (options.initial)
    pinOrder.sort((a, b) => (initialTable(b) === model.pin[b] ? 1 : 0) - (initialTable(a) === model.pin[a] ? 1 : 0) || a - b);
  for (const b of pinOrder) {
    const p = model.pin[b]!;
    if (p < 0 || kept[b]) continue;
    kept[b] = 1;
    if (open[p]) {
      pinnedFree[b] = 1;
      // A unit pinned to a table sits there whole, or not at all.
      const unit = unitOf(model, b);
      if (unit[0] !== b) continue;
      if (state.freeSeats(p) >= unitMass(model, b) && mayTake(model, b, p)) for (const m of unit) state.move(m, p);
    }
  }
  // 3. Everyone else starts where the caller put them, if that table is open and has room.
  const toPlace: number[] = [];
  for (let b = 0; b < n; b++) {
    if (kept[b]) continue;
    movable[b] = 1;
    const t = initialTable(b);
    if (t >= 0 && open[t]) seatIfRoom(b, t);
    if (state.position[b] === UNSEATED) toPlace.push(b);
  }
  return { state, movable, pinnedFree, open, toPlace };
}
