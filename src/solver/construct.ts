/**
 * Group-aware greedy construction. Groups too large for one table come first, strongest first, each
 * onto a set of empty tables chosen to be filled by it (fill-tables.ts). Then units are whole groups
 * and bookings without a group, largest first (a group packed that way sends only the bookings its
 * tables could not take, one by one). A unit that fits a table goes whole to the table that fits it
 * best (least room left over). A unit too big for any table is split into its sub-groups and bookings,
 * largest first; the parts go to the table the previous part used while it has room, then to the
 * emptiest table, so the group fills whole tables in a row and each sub-group stays together. A booking
 * that no table can take is left unseated; seatLeftovers then tries again with one relocation. Capacity
 * is never exceeded.
 */
import { UNSEATED } from '../model/problem.ts';
import type { ArrangementState } from './delta.ts';
import { tablesToFill } from './fill-tables.ts';
import { FreeSeatIndex } from './free-seat-index.ts';
import type { SolverModel } from './model.ts';
import { unitOf } from './units.ts';

interface Unit {
  readonly mass: number;
  /** A single booking, or -1 for a group unit. */
  readonly booking: number;
  readonly group: number;
}

export function construct(model: SolverModel, state: ArrangementState, open: Uint8Array, toPlace: readonly number[]): void {
  const groupMass = new Float64Array(model.groupCount);
  const direct: number[][] = Array.from({ length: model.groupCount }, () => []);
  const childGroups: number[][] = Array.from({ length: model.groupCount }, () => []);
  const topUnits: Unit[] = [];
  for (const b of toPlace) {
    const g = model.problem.bookings[b]!.group;
    if (g < 0) topUnits.push({ mass: model.size[b]!, booking: b, group: -1 });
    else direct[g]!.push(b);
    for (let h = g; h >= 0; h = model.groupParent[h]!) groupMass[h]! += model.size[b]!;
  }
  for (let g = 0; g < model.groupCount; g++) {
    if (groupMass[g] === 0) continue;
    const parent = model.groupParent[g]!;
    if (parent < 0) topUnits.push({ mass: groupMass[g]!, booking: -1, group: g });
    else childGroups[parent]!.push(g);
  }

  const byMassDescending = (a: Unit, b: Unit): number =>
    b.mass - a.mass ||
    (a.booking >= 0 ? a.booking : model.bookingCount + a.group) - (b.booking >= 0 ? b.booking : model.bookingCount + b.group);

  let free = new FreeSeatIndex(state, open, model.maxCapacity);
  const bestFit = (mass: number): number => free.bestFit(mass);
  const emptiest = (mass: number): number => free.emptiest(mass);

  const placeAllAt = (unit: Unit, t: number): void => {
    if (unit.booking >= 0) state.move(unit.booking, t);
    else {
      for (const b of direct[unit.group]!) state.move(b, t);
      for (const child of childGroups[unit.group]!) placeAllAt({ mass: groupMass[child]!, booking: -1, group: child }, t);
    }
    free.update(t);
  };

  /** Places a unit; returns the table its last part went to, for its siblings to follow. */
  const place = (unit: Unit, follow: number, isPart: boolean): number => {
    let t = follow >= 0 && state.freeSeats(follow) >= unit.mass ? follow : UNSEATED;
    if (t < 0) t = isPart ? emptiest(unit.mass) : bestFit(unit.mass);
    if (t >= 0) {
      placeAllAt(unit, t);
      return t;
    }
    if (unit.booking >= 0) return follow; // fits no table: stays unseated
    const parts: Unit[] = [
      ...direct[unit.group]!.map((b) => ({ mass: model.size[b]!, booking: b, group: -1 })),
      ...childGroups[unit.group]!.map((g) => ({ mass: groupMass[g]!, booking: -1, group: g })),
    ].sort(byMassDescending);
    let current = follow;
    for (const part of parts) current = place(part, current, true);
    return current;
  };

  topUnits.sort(byMassDescending);
  const strength = (unit: Unit) => model.groupIncrement[unit.group]!;
  const large = topUnits.filter((unit) => unit.booking < 0 && unit.mass > model.maxCapacity);
  const packed = new Set<number>();
  for (const unit of large.sort((a, b) => strength(b) - strength(a) || byMassDescending(a, b))) {
    const tables = tablesToFill(model, state, open, unit.mass);
    if (!tables) continue;
    free = new FreeSeatIndex(state, tables, model.maxCapacity);
    place(unit, UNSEATED, false);
    packed.add(unit.group);
  }
  if (packed.size > 0) free = new FreeSeatIndex(state, open, model.maxCapacity);

  /** The bookings of a group's subtree still without a seat. */
  const unseatedOf = (group: number, out: number[] = []): number[] => {
    for (const b of direct[group]!) if (state.position[b] === UNSEATED) out.push(b);
    for (const child of childGroups[group]!) unseatedOf(child, out);
    return out;
  };
  for (const unit of topUnits) {
    if (!packed.has(unit.group)) {
      place(unit, UNSEATED, false);
      continue;
    }
    // Bookings the group's tables could not take (their seats ran out in pieces too small) go one by one.
    for (const b of unseatedOf(unit.group).sort((x, y) => model.size[y]! - model.size[x]! || x - y))
      place({ mass: model.size[b]!, booking: b, group: -1 }, UNSEATED, false);
  }
}

/**
 * After the greedy, bookings can stay unseated although seats remain, scattered over tables in holes
 * smaller than they are. Each such booking, largest first, takes a hole that fits it, or else a table
 * where moving one other booking to another table's hole makes room.
 */
export function seatLeftovers(model: SolverModel, state: ArrangementState, open: Uint8Array, movable: Uint8Array): void {
  // Units of several bookings and bookings that require tags were placed by keepUnitsWhole; they stay put here.
  const loose = (b: number): boolean => model.requireClass[b]! < 0 && unitOf(model, b).length === 1;
  const leftovers = state.members[model.tableCount]!.filter((b) => movable[b] && loose(b)).sort(
    (a, b) => model.size[b]! - model.size[a]! || a - b,
  );
  if (leftovers.length === 0) return;
  const free = new FreeSeatIndex(state, open, model.maxCapacity);
  /** The best-fitting open table other than `except` with `size` free seats, or -1. */
  const holeFor = (size: number, except: number): number => {
    const t = free.bestFit(size);
    if (t !== except) return t;
    let best = UNSEATED;
    for (let other = 0; other < model.tableCount; other++) {
      const seats = state.freeSeats(other);
      if (open[other] && other !== except && seats >= size && (best < 0 || seats < state.freeSeats(best))) best = other;
    }
    return best;
  };
  const move = (b: number, t: number): void => {
    const from = state.position[b]!;
    state.move(b, t);
    if (from >= 0) free.update(from);
    free.update(t);
  };
  // A size that found no room stays without room until something moves: skip its repeats.
  let failedSize = Infinity;
  for (const u of leftovers) {
    const z = model.size[u]!;
    if (z > model.maxCapacity || z >= failedSize) continue;
    const hole = free.bestFit(z);
    if (hole >= 0) {
      move(u, hole);
      failedSize = Infinity;
      continue;
    }
    const roomiest = free.emptiest(1);
    if (roomiest < 0) break; // no free seat anywhere: nothing more can be seated
    // Room made at t needs t's free seats plus one moved booking's size, which must fit another table.
    const maxFree = state.freeSeats(roomiest);
    failedSize = z;
    if (2 * maxFree < z) continue;
    search: for (let t = 0; t < model.tableCount; t++) {
      if (!open[t] || model.capacity[t]! < z) continue;
      const seats = state.freeSeats(t);
      if (seats + maxFree < z) continue;
      for (const c of state.members[t]!) {
        const zc = model.size[c]!;
        if (!movable[c] || seats + zc < z || !loose(c)) continue;
        const target = holeFor(zc, t);
        if (target < 0) continue;
        move(c, target);
        move(u, t);
        failedSize = Infinity;
        break search;
      }
    }
  }
}
