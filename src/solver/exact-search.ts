/**
 * One run of the exact branch and bound (exact.ts): the bookings decided so far, their cost, the
 * candidate tables of a node, its bound, and the depth-first search over the bookings to decide.
 */
import { UNSEATED, type Assignment } from '../model/problem.ts';
import { largestSquares, leastSquares } from './bound-pieces.ts';
import { pairCostsOf, type PairCosts, type Workspace } from './exact-workspace.ts';
import type { SolverModel } from './model.ts';

/** What decides a search: which bookings move, where the others sit, and when it gives up. */
export interface ExactInput {
  readonly model: SolverModel;
  readonly start: Assignment;
  readonly movable: Uint8Array;
  /** Pinned bookings free of user locks: they sit at their pin, or stay unseated when it has no room. */
  readonly pinnedFree: Uint8Array;
  readonly open: Uint8Array;
  /** performance.now() after which the search gives up. */
  readonly deadline: number;
  /** Nodes after which it gives up too: a limit that, unlike the clock, repeats exactly. */
  readonly nodeLimit: number;
}

/** A group whose pairs of undecided bookings are bounded below, its members largest first. */
interface PairGroup {
  readonly increment: number;
  readonly members: number[];
}

export class ExactSearch {
  /** Exact cost of the decided bookings (balance aside), and Σ e² of the empty seats. */
  private cost = 0;
  private balance = 0;
  best: number;
  /** Set inside `search`; null while nothing beat the incumbent. */
  bestAssignment: Assignment | null = null;
  nodes = 0;
  private readonly n: number;
  private readonly tableCount: number;
  private readonly costs: PairCosts;
  /** Open tables holding immovable bookings or pin targets, and the other (empty) open tables by capacity. */
  private occupied: number[] = [];
  private classLists: number[][] = [];
  private used = new Int32Array(0);
  private pairGroups: PairGroup[] = [];

  constructor(
    private readonly input: ExactInput,
    private readonly space: Workspace,
    /** The bookings to decide, in the order they are decided. */
    private readonly order: readonly number[],
    /** Per depth: its booking is interchangeable with the one before (placed in non-decreasing table order). */
    private readonly sameAsPrevious: readonly boolean[],
    incumbentCost: number,
  ) {
    this.n = input.model.bookingCount;
    this.tableCount = input.model.tableCount;
    this.costs = pairCostsOf(input.model);
    this.best = incumbentCost;
    // Per booking to decide: separation from all decided bookings, and the part of it at each table (a row
    // per booking of `order`: the re-seating of two tables inside a large event decides a handful).
    order.forEach((b, i) => (space.row[b] = i * this.tableCount));
  }

  /** b goes to t (UNSEATED: nowhere): its cost against the decided bookings is counted, and it counts for the undecided. */
  decide(b: number, t: number): void {
    const { n, order, costs, space } = this;
    const { sepAll, sepAt, conflictAt, row, empty, position, decided } = space;
    const size = this.input.model.size;
    this.cost += this.placeCost(b, t);
    if (t >= 0) {
      this.balance += size[b]! * size[b]! - 2 * size[b]! * empty[t]!;
      empty[t]! -= size[b]!;
    }
    position[b] = t;
    decided[b] = 1;
    for (let i = 0; i < order.length; i++) {
      const u = order[i]!;
      if (decided[u]) continue;
      sepAll[u]! += costs.apartCost[u * n + b]!;
      if (t >= 0) {
        sepAt[row[u]! + t]! += costs.apartCost[u * n + b]!;
        conflictAt[row[u]! + t]! += costs.togetherCost[u * n + b]!;
      }
    }
  }

  /** Takes back the last `decide` of b. */
  undecide(b: number): void {
    const { n, order, costs, space } = this;
    const { sepAll, sepAt, conflictAt, row, empty, position, decided } = space;
    const size = this.input.model.size;
    const t = position[b]!;
    for (let i = 0; i < order.length; i++) {
      const u = order[i]!;
      if (decided[u] || u === b) continue;
      sepAll[u]! -= costs.apartCost[u * n + b]!;
      if (t >= 0) {
        sepAt[row[u]! + t]! -= costs.apartCost[u * n + b]!;
        conflictAt[row[u]! + t]! -= costs.togetherCost[u * n + b]!;
      }
    }
    decided[b] = 0;
    position[b] = UNSEATED;
    if (t >= 0) {
      empty[t]! += size[b]!;
      this.balance -= size[b]! * size[b]! - 2 * size[b]! * empty[t]!;
    }
    this.cost -= this.placeCost(b, t);
  }

  /** Cost of undecided u at t against the decided bookings (separation, conflicts, unseated). */
  private placeCost(u: number, t: number): number {
    const { sepAll, sepAt, conflictAt, row } = this.space;
    const { scaledWeight: w, size } = this.input.model;
    if (t < 0) return sepAll[u]! + w.unseated * size[u]!;
    return sepAll[u]! - sepAt[row[u]! + t]! + conflictAt[row[u]! + t]!;
  }

  /**
   * Immovable bookings are decided from the start, where the starting arrangement put them: their cost
   * among themselves is counted once (or taken from `startCost`, the cost of `start` when the caller
   * knows it), and each booking to decide learns its cost against them.
   */
  placeImmovable(startCost: number | undefined): void {
    const { n, tableCount, order, costs, space } = this;
    const { model, start, movable, pinnedFree, open } = this.input;
    const { position, decided, empty, pinTarget, sepAll, sepAt, conflictAt, row, fixed } = space;
    const { scaledWeight: w, size } = model;
    let fixedCount = 0;
    for (let b = 0; b < n; b++) {
      if (!movable[b] && !pinnedFree[b]) fixed[fixedCount++] = b;
      if (model.pin[b]! >= 0) pinTarget[model.pin[b]!] = 1;
    }
    for (let j = 0; j < fixedCount; j++) {
      const b = fixed[j]!;
      const t = start[b]!;
      position[b] = t;
      decided[b] = 1;
      if (t >= 0) empty[t]! -= size[b]!;
      if (startCost !== undefined) continue;
      if (t < 0) this.cost += w.unseated * size[b]!;
      for (let i = 0; i < j; i++) {
        const a = fixed[i]!;
        this.cost += t >= 0 && position[a] === t ? costs.togetherCost[b * n + a]! : costs.apartCost[b * n + a]!;
      }
    }
    for (let t = 0; t < tableCount; t++) this.balance += empty[t]! * empty[t]!;
    // Each booking to decide against the immovable ones: everyone but the bookings to decide, and at each
    // open table (the only tables a booking to decide may take) those seated there. The re-seating of two
    // tables inside a large event decides a handful, so this is what its setting up costs.
    for (const u of order) {
      let apart = costs.apartTotal[u]!;
      for (const v of order) apart -= costs.apartCost[u * n + v]!;
      sepAll[u] = apart;
    }
    for (let j = 0; j < fixedCount; j++) {
      const b = fixed[j]!;
      const t = position[b]!;
      if (t < 0 || !open[t]) continue;
      for (const u of order) {
        sepAt[row[u]! + t]! += costs.apartCost[u * n + b]!;
        conflictAt[row[u]! + t]! += costs.togetherCost[u * n + b]!;
      }
    }
    if (startCost !== undefined) {
      // The cost of the immovable bookings among themselves is what `start` costs beyond deciding the others there.
      for (const b of order) this.decide(b, start[b]!);
      const decidedCost = this.cost + w.balance * this.balance;
      for (let i = order.length - 1; i >= 0; i--) this.undecide(order[i]!);
      this.cost += startCost - decidedCost;
    }
  }

  /** Candidate tables: open tables holding immovable bookings or pin targets, and the other (empty) tables grouped by capacity. */
  sortTables(): void {
    const { model, open } = this.input;
    const { empty, pinTarget, classOf, indexInClass } = this.space;
    const classes = new Map<number, number[]>();
    for (let t = 0; t < this.tableCount; t++) {
      if (!open[t]) continue;
      if (empty[t]! < model.capacity[t]! || pinTarget[t]) this.occupied.push(t);
      else {
        const list = classes.get(model.capacity[t]!) ?? [];
        list.push(t);
        classes.set(model.capacity[t]!, list);
      }
    }
    this.classLists = [...classes.values()];
    this.used = new Int32Array(this.classLists.length);
    this.classLists.forEach((list, c) => {
      list.forEach((t, i) => {
        classOf[t] = c;
        indexInClass[t] = i;
      });
    });
  }

  /**
   * Groups whose pairs of undecided bookings are bounded below, with their members largest first (the
   * order their bins are filled in; pinned bookings come first in `order`, so order alone is not by size).
   * From the groups of the bookings to decide, not every group of the event: re-seating two tables decides a handful.
   */
  groupPairs(): void {
    const { model } = this.input;
    const { increments } = this.costs;
    const size = model.size;
    const membersOf = new Map<number, number[]>();
    for (const b of this.order) {
      for (let k = model.pathStart[b]!; k < model.pathStart[b + 1]!; k++) {
        const h = model.pathGroup[k]!;
        if (increments[h]! <= 0) continue;
        const members = membersOf.get(h);
        if (members) members.push(b);
        else membersOf.set(h, [b]);
      }
    }
    for (const h of [...membersOf.keys()].sort((x, y) => x - y)) {
      const members = membersOf.get(h)!;
      if (members.length >= 2) this.pairGroups.push({ increment: increments[h]!, members: members.sort((a, b) => size[b]! - size[a]!) });
    }
    this.order.forEach((b, i) => (this.space.rank[b] = i));
  }

  /** Writes the candidate tables into `into` from `at` on; returns how many (at most tableCount). */
  private candidates(into: Int32Array, at: number): number {
    const { occupied, classLists, used } = this;
    let count = 0;
    for (let i = 0; i < occupied.length; i++) into[at + count++] = occupied[i]!;
    for (let c = 0; c < classLists.length; c++) {
      const list = classLists[c]!;
      for (let i = 0; i < used[c]! && i < list.length; i++) into[at + count++] = list[i]!;
      if (used[c]! < list.length) into[at + count++] = list[used[c]!]!;
    }
    return count;
  }

  /**
   * Free seats of the open tables (tables in use, then the unused tables of each capacity), each a bin of
   * its own. Kept in the workspace: the bound runs at every node.
   */
  private collectFreeRuns(): void {
    const { occupied, classLists, used } = this;
    const { freeRuns, empty } = this.space;
    freeRuns.clear();
    for (let i = 0; i < occupied.length; i++) freeRuns.add(empty[occupied[i]!]!, 1);
    for (let c = 0; c < classLists.length; c++) {
      const list = classLists[c]!;
      for (let i = 0; i < used[c]! && i < list.length; i++) freeRuns.add(empty[list[i]!]!, 1);
      if (used[c]! < list.length) freeRuns.add(this.input.model.capacity[list[0]!]!, list.length - used[c]!);
    }
  }

  /**
   * The bound of a node: exact cost among decided bookings (balance aside); each undecided booking's
   * cheapest place against the decided ones; for each group, its undecided guests filling at best the
   * largest free spaces (or each alone, unseated), so at least (M² − largest Σ x²)/2 of their pairs sit
   * apart; and the least balance once every undecided guest sits (seating guests only lowers Σ e², least
   * when the free seats left are spread evenly). The pieces count disjoint costs.
   */
  private bound(depth: number, tables: Int32Array, at: number, count: number): number {
    const { order } = this;
    const { model, pinnedFree } = this.input;
    const { scaledWeight: w, size } = model;
    const { freeRuns, aloneRuns, empty, rank } = this.space;
    this.collectFreeRuns();
    const freeSeats = freeRuns.above(0);
    let undecidedMass = 0;
    let total = this.cost;
    for (let i = depth; i < order.length; i++) {
      const u = order[i]!;
      undecidedMass += size[u]!;
      let least = this.placeCost(u, UNSEATED);
      if (pinnedFree[u]) {
        const p = model.pin[u]!;
        if (empty[p]! >= size[u]!) least = Math.min(least, this.placeCost(u, p));
      } else {
        for (let k = at; k < at + count; k++) {
          const t = tables[k]!;
          if (empty[t]! >= size[u]!) least = Math.min(least, this.placeCost(u, t));
        }
      }
      total += least;
    }
    total += w.balance * (this.balance - freeRuns.squaresUpTo(Infinity) + leastSquares(freeRuns, freeSeats - undecidedMass));
    for (let g = 0; g < this.pairGroups.length; g++) {
      const { increment, members } = this.pairGroups[g]!;
      let mass = 0;
      aloneRuns.clear();
      for (let k = 0; k < members.length; k++) {
        const b = members[k]!;
        if (rank[b]! < depth) continue;
        mass += size[b]!;
        aloneRuns.add(size[b]!, 1);
      }
      if (aloneRuns.length < 2) continue;
      total += (w.separation * increment * (mass * mass - largestSquares(mass, freeRuns, aloneRuns))) / 2;
    }
    return total;
  }

  /**
   * Interchangeable bookings are placed in non-decreasing table order, the order being when a table was
   * first used (tables in use from the start first, by index; unseated last). Any arrangement can be
   * brought to that form by permuting interchangeable bookings, which changes no cost, and the form
   * survives the relabelling of unused tables of one capacity, so both symmetry rules hold together.
   */
  private orderKey(t: number): number {
    const { classOf, firstUse } = this.space;
    return t < 0 ? Infinity : classOf[t]! >= 0 ? firstUse[t]! : t - this.tableCount;
  }

  /** Whether seating at t opens the next unused table of its capacity. */
  private opensClass(t: number): boolean {
    const { classOf, indexInClass } = this.space;
    return t >= 0 && classOf[t]! >= 0 && indexInClass[t] === this.used[classOf[t]!];
  }

  /**
   * The children of the node at `depth` whose bound beats the best so far, in order of their bounds
   * (equal bounds in the order tried), written to the workspace (a node allocates nothing); returns how many.
   */
  private children(depth: number, base: number): number {
    const { order, used } = this;
    const { model, pinnedFree } = this.input;
    const { tablesAt, childTable, childBound, opened, empty, position, classOf } = this.space;
    const size = model.size;
    const b = order[depth]!;
    const count = this.candidates(tablesAt, base);
    let children = 0;
    const leastKey = this.sameAsPrevious[depth] ? this.orderKey(position[order[depth - 1]!]!) : -Infinity;
    // A pinned booking sits at its table whenever the pins and locks before it leave room there,
    // however many conflicts that costs: a pin is a hard constraint. The import rejects pins that
    // overfill a table; should a problem carry them anyway, the larger pins (decided first) are kept.
    const pinned = pinnedFree[b] ? model.pin[b]! : -1;
    const pinnedTo = pinned >= 0 && empty[pinned]! >= size[b]! ? pinned : UNSEATED;
    for (let k = 0; k < (pinned >= 0 ? 1 : count + 1); k++) {
      const t = pinned >= 0 ? pinnedTo : k < count ? tablesAt[base + k]! : UNSEATED;
      if (t >= 0 && empty[t]! < size[b]!) continue;
      const opensClass = this.opensClass(t);
      if ((opensClass ? depth : this.orderKey(t)) < leastKey) continue;
      if (opensClass) used[classOf[t]!]!++;
      this.decide(b, t);
      const lb = opensClass ? this.bound(depth + 1, opened, 0, this.candidates(opened, 0)) : this.bound(depth + 1, tablesAt, base, count);
      this.undecide(b);
      if (opensClass) used[classOf[t]!]!--;
      if (lb < this.best) {
        let i = children++;
        for (; i > 0 && childBound[base + i - 1]! > lb; i--) {
          childBound[base + i] = childBound[base + i - 1]!;
          childTable[base + i] = childTable[base + i - 1]!;
        }
        childBound[base + i] = lb;
        childTable[base + i] = t;
      }
    }
    return children;
  }

  /** Searches every completion of the decided bookings; false when the deadline or the node limit came first. */
  search(depth: number): boolean {
    const { order, used } = this;
    const { deadline, nodeLimit, model } = this.input;
    const { childTable, childBound, position, classOf, firstUse } = this.space;
    if (++this.nodes > nodeLimit || ((this.nodes & 255) === 0 && performance.now() >= deadline)) return false;
    if (depth === order.length) {
      const total = this.cost + model.scaledWeight.balance * this.balance;
      if (total < this.best) {
        this.best = total;
        this.bestAssignment = position.slice();
      }
      return true;
    }
    const b = order[depth]!;
    const base = depth * (this.tableCount + 1);
    const children = this.children(depth, base);
    for (let c = 0; c < children; c++) {
      const t = childTable[base + c]!;
      if (childBound[base + c]! >= this.best) continue;
      const opensClass = this.opensClass(t);
      if (opensClass) {
        used[classOf[t]!]!++;
        firstUse[t] = depth;
      }
      this.decide(b, t);
      const finished = this.search(depth + 1);
      this.undecide(b);
      if (opensClass) used[classOf[t]!]!--;
      if (!finished) return false;
    }
    return true;
  }
}
