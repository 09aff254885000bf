/**
 * The arrangement the search edits, with everything needed to score a move incrementally.
 *
 * Moving booking b (size z) from table p to table q changes, for each scored group h of b, the pairs of
 * h seated apart by z × (guests of h beside b at p − guests of h at q); so a move costs O(depth of b +
 * its avoid list), whatever the number of guests. Conflicts look only at b's avoid list, the unseated
 * term at z, and balance at the two tables' empty seats.
 *
 * While the search lets proposals overfill tables (search.ts), the guests over capacity are counted too
 * and cost `overflowWeight` each; that cost is the search's own, never part of a published penalty, and
 * an arrangement with any guest over capacity is never kept as a result.
 */
import { UNSEATED, type Assignment } from '../model/problem.ts';
import { GroupTableMass } from './group-table-mass.ts';
import { likesMissing, type SolverModel } from './model.ts';
import { scaledCost } from './score.ts';
import type { TermCounts } from './evaluate.ts';
import type { IntList } from './int-list.ts';

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
  prefer = 0;
  preferApart = 0;
  likes = 0;
  /** Guests seated beyond their table's capacity, over all tables. */
  overflow = 0;
  /** Scaled cost of each guest over capacity (0: overflow costs nothing, which only matters while it is allowed). */
  overflowWeight = 0;
  /** Guests over capacity a proposal may leave at a table (0: none, the rule outside the search's early part). */
  overflowSlack = 0;
  /** Guests of each wish target set at each table. */
  private readonly setTableMass: GroupTableMass;
  /** Change in guest pairs seated together per wish kind, from the last wishChange (kept in fields: moves allocate nothing). */
  private togetherPrefer = 0;
  private togetherApart = 0;
  /** Scratch for tradeDelta: each group's net guests arriving at the first table, the groups touched, and which side each booking is on. */
  private readonly groupShift: Float64Array;
  private readonly touched: Int32Array;
  private readonly groupTouched: Uint8Array;
  private readonly side: Uint8Array;

  constructor(
    readonly model: SolverModel,
    initial?: Assignment,
  ) {
    const n = model.bookingCount;
    this.position = new Int32Array(n).fill(UNSEATED);
    this.load = new Int32Array(model.tableCount);
    this.slot = new Int32Array(n);
    this.members = Array.from({ length: model.tableCount + 1 }, () => []);
    this.mass = new GroupTableMass(model.scoredGroup.length, model.groupCount, model.tableCount);
    this.setTableMass = new GroupTableMass(model.inSetList.length, model.setMass.length, model.tableCount);
    this.groupShift = new Float64Array(model.groupCount);
    this.touched = new Int32Array(model.groupCount);
    this.groupTouched = new Uint8Array(model.groupCount);
    this.side = new Uint8Array(n);
    for (let w = 0; w < model.wishFrom.length; w++) {
      if (model.wishApart[w]) continue;
      const from = model.wishFrom[w]!;
      const z = model.size[from]!;
      this.prefer += z * (model.setMass[model.wishSet[w]!]! - (model.wishSelf[w] ? z : 0));
    }
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
    const w = this.model.scaledWeight;
    return (
      scaledCost(this.model, this.separation, this.conflict, this.unseated, this.balance) +
      w.prefer * this.prefer +
      w.prefer_apart * this.preferApart +
      w.likes * this.likes +
      this.overflowWeight * this.overflow
    );
  }

  terms(): TermCounts {
    return {
      separation: this.separation,
      conflict: this.conflict,
      unseated: this.unseated,
      balance: this.balance,
      prefer: this.prefer,
      prefer_apart: this.preferApart,
      likes: this.likes,
      seat_split: 0,
      seat_neighbours: 0,
    };
  }

  /**
   * Change in guest pairs seated together, per wish kind, if booking b (size z) moved from `from` to
   * `to`: as a wisher, the guests of its target beside it; as a guest of a target set, the wishers
   * beside it. Sets togetherPrefer and togetherApart.
   */
  private wishChange(b: number, from: number, to: number): void {
    const m = this.model;
    const z = m.size[b]!;
    let prefer = 0;
    let apart = 0;
    for (let k = m.ownWishStart[b]!; k < m.ownWishStart[b + 1]!; k++) {
      const w = m.ownWishList[k]!;
      const set = m.wishSet[w]!;
      const before = from >= 0 ? this.setTableMass.get(set, from) - (m.wishSelf[w] ? z : 0) : 0;
      const after = to >= 0 ? this.setTableMass.get(set, to) : 0;
      if (m.wishApart[w]) apart += z * (after - before);
      else prefer += z * (after - before);
    }
    for (let k = m.inSetStart[b]!; k < m.inSetStart[b + 1]!; k++) {
      const set = m.inSetList[k]!;
      for (let j = m.setWishStart[set]!; j < m.setWishStart[set + 1]!; j++) {
        const w = m.setWishList[j]!;
        const a = m.wishFrom[w]!;
        if (a === b) continue;
        const at = this.position[a]!;
        if (at < 0) continue;
        const change = at === to ? z * m.size[a]! : at === from ? -z * m.size[a]! : 0;
        if (m.wishApart[w]) apart += change;
        else prefer += change;
      }
    }
    this.togetherPrefer = prefer;
    this.togetherApart = apart;
  }

  assignment(): Assignment {
    return this.position.slice();
  }

  freeSeats(t: number): number {
    return this.model.capacity[t]! - this.load[t]!;
  }

  /** Guests a proposal may still bring to table t: its free seats plus the overflow slack. */
  room(t: number): number {
    return this.freeSeats(t) + this.overflowSlack;
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
    let overflow = 0;
    if (from < 0) unseated -= z;
    else {
      const free = m.capacity[from]! - this.load[from]!;
      balance += 2 * z * free + z * z;
      overflow += leavingOverflow(free, z);
    }
    if (to < 0) unseated += z;
    else {
      const free = m.capacity[to]! - this.load[to]!;
      balance += -2 * z * free + z * z;
      overflow += arrivingOverflow(free, z);
    }
    const w = m.scaledWeight;
    let wishes = 0;
    if (m.wishFrom.length > 0) {
      this.wishChange(b, from, to);
      wishes = w.prefer_apart * this.togetherApart - w.prefer * this.togetherPrefer;
    }
    const likes = likesMissing(m, b, to) - likesMissing(m, b, from);
    return (
      w.separation * separation +
      w.conflict * conflict +
      w.unseated * unseated +
      w.balance * balance +
      wishes +
      w.likes * z * likes +
      this.overflowWeight * overflow
    );
  }

  /**
   * Change in the scaled cost if the bookings `leaving` moved from table p to table q and `arriving` from q
   * to p. Changes nothing. Without wishes and with both tables real it moves no one: a rejected proposal
   * (most of them, late in a run) then costs a fraction of moving its bookings there and back.
   */
  tradeDelta(leaving: IntList, p: number, arriving: IntList, q: number): number {
    const m = this.model;
    if (m.wishFrom.length > 0 || p < 0 || q < 0) return this.tradeDeltaByMoving(leaving, p, arriving, q);
    const shift = this.groupShift;
    const side = this.side;
    let touchedCount = 0;
    let net = 0; // guests leaving p for q, net
    let likes = 0;
    for (let pass = 0; pass < 2; pass++) {
      const list = pass === 0 ? leaving : arriving;
      const sign = pass === 0 ? -1 : 1;
      const from = pass === 0 ? p : q;
      const to = pass === 0 ? q : p;
      for (let i = 0; i < list.length; i++) {
        const b = list.get(i);
        const z = m.size[b]!;
        side[b] = pass + 1;
        net -= sign * z;
        likes += z * (likesMissing(m, b, to) - likesMissing(m, b, from));
        for (let k = m.scoredStart[b]!; k < m.scoredStart[b + 1]!; k++) {
          const g = m.scoredGroup[k]!;
          if (this.groupTouched[g] === 0) {
            this.groupTouched[g] = 1;
            this.touched[touchedCount++] = g;
          }
          shift[g]! += sign * z;
        }
      }
    }
    // Pairs of group g together at p and q change by d(P − Q + d), d its net guests arriving at p.
    let separation = 0;
    for (let i = 0; i < touchedCount; i++) {
      const g = this.touched[i]!;
      const d = shift[g]!;
      shift[g] = 0;
      this.groupTouched[g] = 0;
      separation -= m.groupIncrement[g]! * d * (this.mass.get(g, p) - this.mass.get(g, q) + d);
    }
    let conflict = 0;
    for (let pass = 0; pass < 2; pass++) {
      const list = pass === 0 ? leaving : arriving;
      for (let i = 0; i < list.length; i++) {
        const b = list.get(i);
        const at = pass === 0 ? q : p;
        for (let k = m.avoidStart[b]!; k < m.avoidStart[b + 1]!; k++) {
          const c = m.avoidList[k]!;
          // Two bookings both in the trade sit together after it exactly when they did before.
          if (side[c] !== 0) continue;
          const was = this.position[c]!;
          conflict += (was === at ? 1 : 0) - (was === this.position[b] ? 1 : 0);
        }
      }
    }
    for (let i = 0; i < leaving.length; i++) side[leaving.get(i)] = 0;
    for (let i = 0; i < arriving.length; i++) side[arriving.get(i)] = 0;
    const freeP = m.capacity[p]! - this.load[p]!;
    const freeQ = m.capacity[q]! - this.load[q]!;
    const balance = (freeP + net) ** 2 - freeP ** 2 + (freeQ - net) ** 2 - freeQ ** 2;
    const overflow = Math.max(0, -freeP - net) - Math.max(0, -freeP) + Math.max(0, net - freeQ) - Math.max(0, -freeQ);
    const w = m.scaledWeight;
    return w.separation * separation + w.conflict * conflict + w.balance * balance + w.likes * likes + this.overflowWeight * overflow;
  }

  /** tradeDelta by making the trade and undoing it: wishes depend on who else moves, and an unseated booking has no table. */
  private tradeDeltaByMoving(leaving: IntList, p: number, arriving: IntList, q: number): number {
    const before = this.cost();
    for (let i = 0; i < leaving.length; i++) this.move(leaving.get(i), q);
    for (let i = 0; i < arriving.length; i++) this.move(arriving.get(i), p);
    const delta = this.cost() - before;
    for (let i = 0; i < arriving.length; i++) this.move(arriving.get(i), q);
    for (let i = 0; i < leaving.length; i++) this.move(leaving.get(i), p);
    return delta;
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
    if (m.wishFrom.length > 0) {
      this.wishChange(b, from, to);
      this.prefer -= this.togetherPrefer;
      this.preferApart += this.togetherApart;
      for (let k = m.inSetStart[b]!; k < m.inSetStart[b + 1]!; k++) {
        const set = m.inSetList[k]!;
        if (from >= 0) this.setTableMass.add(set, from, -z);
        if (to >= 0) this.setTableMass.add(set, to, z);
      }
    }
    this.likes += z * (likesMissing(m, b, to) - likesMissing(m, b, from));
    if (from < 0) this.unseated -= z;
    else {
      const free = m.capacity[from]! - this.load[from]!;
      this.balance += 2 * z * free + z * z;
      this.overflow += leavingOverflow(free, z);
      this.load[from]! -= z;
    }
    if (to < 0) this.unseated += z;
    else {
      const free = m.capacity[to]! - this.load[to]!;
      this.balance += -2 * z * free + z * z;
      this.overflow += arrivingOverflow(free, z);
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

/** Change in guests over capacity when z guests leave a table with `free` free seats (negative when overfull). */
function leavingOverflow(free: number, z: number): number {
  return Math.max(0, -free - z) - Math.max(0, -free);
}

/** Change in guests over capacity when z guests join a table with `free` free seats. */
function arrivingOverflow(free: number, z: number): number {
  return Math.max(0, z - free) - Math.max(0, -free);
}
