/**
 * Large-neighbourhood search: the bookings of two to four related tables are taken up and seated again
 * among those tables as well as possible, by the exact branch and bound (exact.ts) with everyone else
 * held where they are. It makes in one step what annealing would need many worsening moves for: two
 * sides trading a large table for two small ones, a family regrouped across three tables.
 *
 * Tables are related through groups: the first holds a random booking, each next one a fellow member
 * of some booking already taken. The exact search stops after a number of nodes (not a time), so the
 * same seed gives the same plan. It knows groups, avoid pairs and balance; bookings in a together unit
 * of several or with required tags stay put, and the change is kept only when the whole penalty
 * (wishes included) goes down. Which events re-seat tables this way, and when: the schedule
 * (docs/decisions/0004); the closing sweep (pair-sweep.ts) re-seats with it too.
 */
import { UNSEATED } from '../model/problem.ts';
import type { ArrangementState } from './delta.ts';
import { solveExactly } from './exact.ts';
import { IntList } from './int-list.ts';
import { groupMembers, type GroupMembers } from './group-members.ts';
import type { SolverModel } from './model.ts';
import type { Random } from './random.ts';
import { scaledCost } from './score.ts';

export class TableNeighbourhood {
  private readonly members: GroupMembers;
  /** Bookings the re-seating may move: movable, alone in their unit, without required tags. */
  private readonly free: Uint8Array;
  /** The same bookings as a list, to draw the first table's booking from. */
  private readonly freeList: number[] = [];
  private readonly chosen: number[] = [];
  private readonly noPins: Uint8Array;
  private readonly tableMask: Uint8Array;
  private readonly movableMask: Uint8Array;
  /** The bookings moved by the last kept re-seating, and where each was before. */
  readonly lastChange = { bookings: new IntList(), from: new IntList() };

  constructor(
    private readonly model: SolverModel,
    private readonly state: ArrangementState,
    movable: Uint8Array,
    private readonly open: Uint8Array,
  ) {
    const n = model.bookingCount;
    this.members = groupMembers(model);
    this.free = new Uint8Array(n);
    for (let b = 0; b < n; b++) {
      const u = model.unitOf[b]!;
      const alone = model.unitStart[u + 1]! - model.unitStart[u]! <= 1;
      this.free[b] = movable[b] && alone && model.requireClass[b]! < 0 ? 1 : 0;
      if (this.free[b]) this.freeList.push(b);
    }
    this.noPins = new Uint8Array(n);
    this.tableMask = new Uint8Array(model.tableCount);
    this.movableMask = new Uint8Array(n);
  }

  /** Re-seats the bookings of `count` related tables (see reseat). */
  improve(rng: Random, count: number, nodeLimit: number): { nodes: number; improved: boolean } {
    return this.reseat(this.relatedTables(rng, count), nodeLimit);
  }

  /**
   * Re-seats the bookings of the given tables among them, trying at most `nodeLimit` nodes; returns the
   * nodes used and whether the arrangement improved (then lastChange says what moved).
   */
  reseat(tables: readonly number[], nodeLimit: number): { nodes: number; improved: boolean } {
    this.lastChange.bookings.clear();
    this.lastChange.from.clear();
    if (tables.length < 2) return { nodes: 0, improved: false };
    const { model, state } = this;
    this.movableMask.fill(0);
    this.tableMask.fill(0);
    for (const t of tables) {
      this.tableMask[t] = 1;
      for (const b of state.members[t]!) if (this.free[b]) this.movableMask[b] = 1;
    }
    const before = state.cost();
    const current = state.assignment();
    // The exact search's objective: the penalty without wishes, which it does not know. Only a better
    // arrangement than this one is searched for, so most branches are cut at once.
    const incumbent = scaledCost(model, state.separation, state.conflict, state.unseated, state.balance);
    const exact = solveExactly(
      model,
      current,
      this.movableMask,
      this.noPins,
      this.tableMask,
      { assignment: current, cost: incumbent },
      Infinity,
      nodeLimit,
      incumbent,
    );
    // Apply: everyone who changes table leaves first, so no table overfills on the way.
    const moved: number[] = [];
    for (const t of tables) for (const b of state.members[t]!) if (exact.assignment[b] !== t) moved.push(b);
    if (moved.length === 0) return { nodes: exact.nodes, improved: false };
    const from = moved.map((b) => state.position[b]!);
    for (const b of moved) state.move(b, UNSEATED);
    for (const b of moved) state.move(b, exact.assignment[b]!);
    if (state.cost() < before - 1e-9) {
      moved.forEach((b, i) => {
        this.lastChange.bookings.push(b);
        this.lastChange.from.push(from[i]!);
      });
      return { nodes: exact.nodes, improved: true };
    }
    // Not better once wishes count too (or only as good): put everyone back.
    for (const b of moved) state.move(b, UNSEATED);
    moved.forEach((b, i) => state.move(b, from[i]!));
    return { nodes: exact.nodes, improved: false };
  }

  /** A random occupied table, then tables where fellow group members of bookings taken so far sit. */
  private relatedTables(rng: Random, count: number): number[] {
    const { model, state, members } = this;
    const chosen = this.chosen;
    chosen.length = 0;
    const free = this.freeList;
    if (free.length === 0) return chosen;
    for (let tries = 0; tries < 8 && chosen.length === 0; tries++) {
      const t = state.position[free[rng.int(free.length)]!]!;
      if (t >= 0 && this.open[t]) chosen.push(t);
    }
    for (let tries = 0; tries < 12 * count && chosen.length > 0 && chosen.length < count; tries++) {
      const at = state.members[chosen[rng.int(chosen.length)]!]!;
      if (at.length === 0) continue;
      const b = at[rng.int(at.length)]!;
      const depth = model.pathStart[b + 1]! - model.pathStart[b]!;
      let t: number;
      if (depth > 0 && rng.int(4) !== 0) {
        const g = model.pathGroup[model.pathStart[b]! + rng.int(depth)]!;
        const size = members.start[g + 1]! - members.start[g]!;
        t = state.position[members.list[members.start[g]! + rng.int(size)]!]!;
      } else {
        t = rng.int(model.tableCount);
      }
      if (t >= 0 && this.open[t] && !chosen.includes(t)) chosen.push(t);
    }
    return chosen;
  }
}
