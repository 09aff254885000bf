/**
 * The arrangement the search edits, with everything needed to score a move incrementally.
 *
 * Moving booking b (size z) from table p to table q changes, for each scored group h of b, the pairs of
 * h seated apart by z × (guests of h beside b at p − guests of h at q); so a move costs O(depth of b +
 * its avoid list), whatever the number of guests. Conflicts look only at b's avoid list, the unseated
 * term at z, and balance at the two tables' empty seats.
 */
import { UNSEATED, type Assignment } from '../model/problem.ts';
import { GroupTableMass } from './group-table-mass.ts';
import type { SolverModel } from './model.ts';
import { scaledCost } from './score.ts';
import type { TermCounts } from './evaluate.ts';

export class ArrangementState {
  readonly position: Int32Array;
  readonly load: Int32Array;
  /** Bookings at each table, and at index tableCount the unseated ones; order is arbitrary. */
  readonly members: number[][];
  private readonly slot: Int32Array;
  private readonly mass: GroupTableMass;
  separation = 0;
  conflict = 0;
  unseated = 0;
  balance = 0;

  constructor(
    readonly model: SolverModel,
    initial?: Assignment,
  ) {
    const n = model.bookingCount;
    this.position = new Int32Array(n).fill(UNSEATED);
    this.load = new Int32Array(model.tableCount);
    this.slot = new Int32Array(n);
    this.members = Array.from({ length: model.tableCount + 1 }, () => []);
    this.mass = new GroupTableMass(model.scoredGroup.length);
    // Start from everyone unseated, whose terms are known in closed form, then seat one by one.
    for (let t = 0; t < model.tableCount; t++) this.balance += model.capacity[t]! * model.capacity[t]!;
    const groupTotal = new Float64Array(model.groupCount);
    const groupSquares = new Float64Array(model.groupCount);
    for (let b = 0; b < n; b++) {
      const z = model.size[b]!;
      this.unseated += z;
      for (let k = model.scoredStart[b]!; k < model.scoredStart[b + 1]!; k++) {
        const g = model.scoredGroup[k]!;
        groupTotal[g]! += z;
        groupSquares[g]! += z * z;
      }
      this.slot[b] = this.members[model.tableCount]!.length;
      this.members[model.tableCount]!.push(b);
    }
    for (let g = 0; g < model.groupCount; g++) {
      this.separation += (model.groupIncrement[g]! * (groupTotal[g]! * groupTotal[g]! - groupSquares[g]!)) / 2;
    }
    if (initial) {
      for (let b = 0; b < n; b++) {
        const t = initial[b]!;
        if (t >= 0 && t < model.tableCount) this.move(b, t);
      }
    }
  }

  cost(): number {
    return scaledCost(this.model, this.separation, this.conflict, this.unseated, this.balance);
  }

  terms(): TermCounts {
    return { separation: this.separation, conflict: this.conflict, unseated: this.unseated, balance: this.balance };
  }

  assignment(): Assignment {
    return this.position.slice();
  }

  freeSeats(t: number): number {
    return this.model.capacity[t]! - this.load[t]!;
  }

  /** Change in the scaled cost if booking b moved to table `to` (UNSEATED to unseat it). Changes nothing. */
  moveDelta(b: number, to: number): number {
    const from = this.position[b]!;
    if (from === to) return 0;
    const m = this.model;
    const z = m.size[b]!;
    let separation = 0;
    for (let k = m.scoredStart[b]!; k < m.scoredStart[b + 1]!; k++) {
      const g = m.scoredGroup[k]!;
      const besideBefore = from >= 0 ? this.mass.get(g, from) - z : 0;
      const besideAfter = to >= 0 ? this.mass.get(g, to) : 0;
      separation += m.groupIncrement[g]! * (besideBefore - besideAfter);
    }
    separation *= z;
    let conflict = 0;
    for (let k = m.avoidStart[b]!; k < m.avoidStart[b + 1]!; k++) {
      const at = this.position[m.avoidList[k]!]!;
      if (at < 0) continue;
      if (at === from) conflict--;
      else if (at === to) conflict++;
    }
    let unseated = 0;
    let balance = 0;
    if (from < 0) unseated -= z;
    else balance += 2 * z * (m.capacity[from]! - this.load[from]!) + z * z;
    if (to < 0) unseated += z;
    else balance += -2 * z * (m.capacity[to]! - this.load[to]!) + z * z;
    const w = m.scaledWeight;
    return w.separation * separation + w.conflict * conflict + w.unseated * unseated + w.balance * balance;
  }

  /** Moves booking b to table `to` (or UNSEATED), updating every term. Capacity is the caller's duty. */
  move(b: number, to: number): void {
    const from = this.position[b]!;
    if (from === to) return;
    const m = this.model;
    const z = m.size[b]!;
    let separation = 0;
    for (let k = m.scoredStart[b]!; k < m.scoredStart[b + 1]!; k++) {
      const g = m.scoredGroup[k]!;
      let besideBefore = 0;
      if (from >= 0) {
        besideBefore = this.mass.get(g, from) - z;
        this.mass.add(g, from, -z);
      }
      let besideAfter = 0;
      if (to >= 0) {
        besideAfter = this.mass.get(g, to);
        this.mass.add(g, to, z);
      }
      separation += m.groupIncrement[g]! * (besideBefore - besideAfter);
    }
    this.separation += separation * z;
    for (let k = m.avoidStart[b]!; k < m.avoidStart[b + 1]!; k++) {
      const at = this.position[m.avoidList[k]!]!;
      if (at < 0) continue;
      if (at === from) this.conflict--;
      else if (at === to) this.conflict++;
    }
    if (from < 0) this.unseated -= z;
    else {
      this.balance += 2 * z * (m.capacity[from]! - this.load[from]!) + z * z;
      this.load[from]! -= z;
    }
    if (to < 0) this.unseated += z;
    else {
      this.balance += -2 * z * (m.capacity[to]! - this.load[to]!) + z * z;
      this.load[to]! += z;
    }
    this.position[b] = to;
    this.unlist(b, from < 0 ? m.tableCount : from);
    const list = this.members[to < 0 ? m.tableCount : to]!;
    this.slot[b] = list.length;
    list.push(b);
  }

  /** Guests of group g at table t (g must be a scored group, or the answer is 0). */
  groupMassAt(g: number, t: number): number {
    return this.mass.get(g, t);
  }

  private unlist(b: number, listIndex: number): void {
    const list = this.members[listIndex]!;
    const i = this.slot[b]!;
    const last = list.pop()!;
    if (last !== b) {
      list[i] = last;
      this.slot[last] = i;
    }
  }
}
