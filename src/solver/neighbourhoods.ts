/**
 * The neighbourhoods of the improvement phase: moving one booking, swapping two, moving a group's part,
 * trading a part, and (capacity-trade.ts) trading two tables' contents between the sides. Each proposes
 * one change, scores it incrementally and lets the acceptance rule decide. A move or a trade between two
 * tables is scored without moving anyone (ArrangementState.tradeDelta), so a rejected one costs no moves;
 * a capacity trade is made, scored and undone when rejected.
 * Targets are drawn near the booking's groups (the table of a random fellow member) most of the time, so
 * moves that can pay off dominate.
 * No proposal fills a table past its room (its free seats, plus the overflow slack the search allows in
 * its early part), moves a booking the caller marked immovable, or touches a closed table,
 * nor, given a move budget (stable re-seating), takes the people moved from the reference past its limit.
 */
import { UNSEATED } from '../model/problem.ts';
import type { ArrangementState } from './delta.ts';
import { belongsTo, mayTake, movesAreBound, type SolverModel } from './model.ts';
import type { MoveBudget } from './move-budget.ts';
import type { Random } from './random.ts';
import { unitOf } from './units.ts';
import { groupMembers } from './group-members.ts';
import { IntList } from './int-list.ts';
import { CapacityTrade } from './capacity-trade.ts';
import type { CapacityTrades, Perturbation } from '../contract/solver-schedule.ts';

/** Decides, given the scaled change in cost, whether to keep a proposed change. */
export type Acceptance = (delta: number) => boolean;

const keepAlways: Acceptance = () => true;

export class Neighbourhoods {
  private readonly movableList: Int32Array;
  private readonly memberStart: Int32Array;
  private readonly memberList: Int32Array;
  private readonly openList: Int32Array;
  private readonly partA = new IntList();
  private readonly partB = new IntList();
  /** The bookings of a table not yet drawn, for drawing some in random order. */
  private readonly drawn = new IntList();
  /** The part of a group drawn by drawSubgroup (kept in one object: proposals allocate nothing). */
  private readonly subgroup = { from: 0, group: 0, mass: 0, to: 0 };
  /** Whether some bookings move only together (units) or only to some tables (required tags). */
  private readonly bound: boolean;
  /** Null where the run's plan has no capacity trades (schedule.ts). */
  private readonly trade: CapacityTrade | null;
  /** Share of the proposals that are capacity trades. */
  private readonly tradeShare: number;

  constructor(
    private readonly model: SolverModel,
    private readonly state: ArrangementState,
    private readonly movable: Uint8Array,
    private readonly open: Uint8Array,
    private readonly budget: MoveBudget | null = null,
    trades: CapacityTrades | null = null,
  ) {
    this.bound = movesAreBound(model);
    const list: number[] = [];
    for (let b = 0; b < model.bookingCount; b++) if (movable[b]) list.push(b);
    this.movableList = Int32Array.from(list);
    const openTables: number[] = [];
    for (let t = 0; t < model.tableCount; t++) if (open[t]) openTables.push(t);
    this.openList = Int32Array.from(openTables);
    const members = groupMembers(model);
    this.memberStart = members.start;
    this.memberList = members.list;
    this.trade = trades ? new CapacityTrade(model, state, movable, open, this.openList, this.memberStart, this.memberList) : null;
    this.tradeShare = trades?.share ?? 0;
  }

  /** The capacity trades' work since the last call, in moves made and scored (the search counts it as proposals). */
  takeTradeWork(): number {
    if (!this.trade) return 0;
    const work = this.trade.work;
    this.trade.work = 0;
    return work;
  }

  /** The bookings the last kept proposal moved, and where each was before it. */
  readonly lastChange = { bookings: new IntList(), from: new IntList() };

  private readonly record = (b: number, from: number): void => {
    this.lastChange.bookings.push(b);
    this.lastChange.from.push(from);
  };

  /** False when nothing can move: no movable booking or no open table. */
  get canMove(): boolean {
    return this.movableList.length > 0 && this.openList.length > 0;
  }

  /** Whether capacity trades may be proposed now (the search ends them with overfilling). */
  tradesOpen = true;

  /**
   * A kick of the perturbation from the best plan (perturbation.ts), kept whatever it costs: a capacity trade
   * where the event has them (`tradeShare` of the kicks), otherwise (or when the trade finds no partner)
   * `kickChanges` random changes. lastChange lists every booking it moved.
   */
  kick(rng: Random, { tradeShare, kickChanges }: Perturbation): void {
    this.lastChange.bookings.clear();
    this.lastChange.from.clear();
    if (this.trade && rng.float() < tradeShare && this.trade.propose(rng, keepAlways, this.record)) return;
    for (let i = 0; i < kickChanges; i++) this.proposeOne(rng, keepAlways);
  }

  /** Proposes one change from a randomly chosen neighbourhood; returns true when it was kept. */
  propose(rng: Random, accept: Acceptance): boolean {
    this.lastChange.bookings.clear();
    this.lastChange.from.clear();
    return this.proposeOne(rng, accept);
  }

  private proposeOne(rng: Random, accept: Acceptance): boolean {
    if (this.trade && this.tradesOpen && rng.float() < this.tradeShare) return this.trade.propose(rng, accept, this.record);
    const r = rng.int(100);
    if (r < 20) return this.moveOne(rng, accept);
    if (r < 50) return this.swapTwo(rng, accept);
    if (r < 75) return this.moveSubgroup(rng, accept);
    return this.swapSubgroup(rng, accept);
  }

  /** A random movable booking; one time in twenty an unseated one, when there is any, to seat it. */
  private randomMovable(rng: Random): number {
    const unseated = this.state.members[this.model.tableCount]!;
    if (unseated.length > 0 && rng.int(20) === 0) {
      const b = unseated[rng.int(unseated.length)]!;
      if (this.movable[b]) return b;
    }
    return this.movableList[rng.int(this.movableList.length)]!;
  }

  /** A random group of booking b (any level of its path), or -1 when it has none. */
  private randomGroupOf(rng: Random, b: number): number {
    const start = this.model.pathStart[b]!;
    const depth = this.model.pathStart[b + 1]! - start;
    return depth === 0 ? -1 : this.model.pathGroup[start + rng.int(depth)]!;
  }

  /** An open table other than b's: usually one where a member of `group` sits, else any. */
  private targetNear(rng: Random, b: number, group: number): number {
    const from = this.state.position[b]!;
    if (group >= 0 && rng.int(10) < 8) {
      const start = this.memberStart[group]!;
      const count = this.memberStart[group + 1]! - start;
      const t = this.state.position[this.memberList[start + rng.int(count)]!]!;
      if (t >= 0 && t !== from && this.open[t]) return t;
    }
    const t = this.openList[rng.int(this.openList.length)]!;
    return t === from ? UNSEATED : t;
  }

  private moveOne(rng: Random, accept: Acceptance): boolean {
    const b = this.randomMovable(rng);
    const t = this.targetNear(rng, b, this.randomGroupOf(rng, b));
    if (t < 0) return false;
    if (this.bound) {
      if (!mayTake(this.model, b, t)) return false;
      const unit = unitOf(this.model, b);
      if (unit.length > 1) {
        this.partA.clear();
        let mass = 0;
        for (const m of unit) {
          this.partA.push(m);
          mass += this.model.size[m]!;
        }
        if (this.state.room(t) < mass) return false;
        return this.tryMoves(this.state.position[b]!, t, accept);
      }
    }
    if (this.state.room(t) < this.model.size[b]!) return false;
    const budget = this.budget;
    if (budget) {
      budget.begin();
      budget.add(b, this.state.position[b]!, t);
      if (!budget.allows()) return false;
    }
    const delta = this.state.moveDelta(b, t);
    if (!accept(delta)) return false;
    budget?.commit();
    this.record(b, this.state.position[b]!);
    this.state.move(b, t);
    return true;
  }

  private swapTwo(rng: Random, accept: Acceptance): boolean {
    const b = this.randomMovable(rng);
    const t = this.targetNear(rng, b, this.randomGroupOf(rng, b));
    if (t < 0) return false;
    const atT = this.state.members[t]!;
    if (atT.length === 0) return false;
    const c = atT[rng.int(atT.length)]!;
    if (!this.movable[c]) return false;
    const from = this.state.position[b]!;
    if (this.bound) {
      if (!mayTake(this.model, b, t) || (from >= 0 && !mayTake(this.model, c, from))) return false;
      if (unitOf(this.model, b).length > 1 || unitOf(this.model, c).length > 1) return this.swapUnits(b, c, accept);
    }
    const zb = this.model.size[b]!;
    const zc = this.model.size[c]!;
    if (this.state.room(t) + zc < zb) return false;
    if (from >= 0 && this.state.room(from) + zb < zc) return false;
    this.partA.clear();
    this.partA.push(b);
    this.partB.clear();
    this.partB.push(c);
    return this.tryTrade(from, t, accept);
  }

  /** Moves partA from `from` to `to` when accepted: a trade with nothing sent back. */
  private tryMoves(from: number, to: number, accept: Acceptance): boolean {
    this.partB.clear();
    return this.tryTrade(from, to, accept);
  }

  /** Trades the places of b's unit and c's unit (c's at a table). */
  private swapUnits(b: number, c: number, accept: Acceptance): boolean {
    const from = this.state.position[b]!;
    const t = this.state.position[c]!;
    this.partA.clear();
    this.partB.clear();
    let massA = 0;
    let massB = 0;
    for (const m of unitOf(this.model, b)) {
      this.partA.push(m);
      massA += this.model.size[m]!;
    }
    for (const m of unitOf(this.model, c)) {
      this.partB.push(m);
      massB += this.model.size[m]!;
    }
    if (this.state.room(t) + massB < massA) return false;
    if (from >= 0 && this.state.room(from) + massA < massB) return false;
    return this.tryTrade(from, t, accept);
  }

  /** Scores sending partA from `from` to t and partB from t to `from` without moving anyone, and makes the trade when accepted. */
  private tryTrade(from: number, t: number, accept: Acceptance): boolean {
    const budget = this.budget;
    if (budget) {
      budget.begin();
      for (let i = 0; i < this.partA.length; i++) budget.add(this.partA.get(i), from, t);
      for (let i = 0; i < this.partB.length; i++) budget.add(this.partB.get(i), t, from);
      if (!budget.allows()) return false;
    }
    if (!accept(this.state.tradeDelta(this.partA, from, this.partB, t))) return false;
    budget?.commit();
    for (let i = 0; i < this.partA.length; i++) {
      this.record(this.partA.get(i), from);
      this.state.move(this.partA.get(i), t);
    }
    for (let i = 0; i < this.partB.length; i++) {
      this.record(this.partB.get(i), t);
      this.state.move(this.partB.get(i), from);
    }
    return true;
  }

  /** Adds to `list` the unit mates of its bookings (they sit at the same table); returns their guests. False when one may not take table t. */
  private withUnits(list: IntList, t: number): number {
    let added = 0;
    const count = list.length;
    for (let i = 0; i < count; i++) {
      for (const m of unitOf(this.model, list.get(i))) {
        if (m !== list.get(i) && !list.includes(m)) {
          list.push(m);
          added += this.model.size[m]!;
        }
      }
    }
    for (let i = 0; i < list.length; i++) if (t >= 0 && !mayTake(this.model, list.get(i), t)) return -1;
    return added;
  }

  /** The movable bookings of `group` at table t, into `out`; returns their guests. */
  private collectGroupAt(group: number, t: number, out: IntList): number {
    out.clear();
    let mass = 0;
    for (const b of this.state.members[t]!) {
      if (this.movable[b] && belongsTo(this.model, b, group)) {
        out.push(b);
        mass += this.model.size[b]!;
      }
    }
    return mass;
  }

  /**
   * Draws a seated movable booking and one of its groups; fills `subgroup` with the group's movable
   * bookings at its table (in partA) and a target table near the group. False when b is unseated or
   * has no group, or, for a move (not a swap), when the target has no room for b itself.
   */
  private drawSubgroup(rng: Random, moveOnly = false): boolean {
    const b = this.randomMovable(rng);
    const from = this.state.position[b]!;
    const group = this.randomGroupOf(rng, b);
    if (from < 0 || group < 0) return false;
    this.subgroup.from = from;
    this.subgroup.group = group;
    this.subgroup.to = this.targetNear(rng, b, group);
    // Collecting the part draws nothing at random, so it can wait until the target is known to have
    // room for b (which is in the part): nearly all moves of a part are refused for lack of room.
    if (moveOnly && this.subgroup.to >= 0 && this.state.room(this.subgroup.to) < this.model.size[b]!) return false;
    this.subgroup.mass = this.collectGroupAt(group, from, this.partA);
    return true;
  }

  private moveSubgroup(rng: Random, accept: Acceptance): boolean {
    if (!this.drawSubgroup(rng, true)) return false;
    const { from, to: t } = this.subgroup;
    let mass = this.subgroup.mass;
    if (t < 0) return false;
    if (this.bound) {
      const added = this.withUnits(this.partA, t);
      if (added < 0) return false;
      mass += added;
    }
    if (this.state.room(t) < mass) return false;
    return this.tryMoves(from, t, accept);
  }

  private swapSubgroup(rng: Random, accept: Acceptance): boolean {
    if (!this.drawSubgroup(rng, false)) return false;
    const { from, group, to: t } = this.subgroup;
    let massA = this.subgroup.mass;
    if (t < 0) return false;
    if (this.bound) {
      const added = this.withUnits(this.partA, t);
      if (added < 0) return false;
      massA += added;
    }
    // Make room at t by sending back bookings of t that are not of the group, in random order.
    const need = massA - this.state.room(t);
    const atT = this.state.members[t]!;
    this.partB.clear();
    this.drawn.clear();
    for (const c of atT) this.drawn.push(c);
    let massB = 0;
    while (this.drawn.length > 0 && (massB < need || this.partB.length === 0)) {
      const c = this.drawn.takeAt(rng.int(this.drawn.length));
      if (!this.movable[c] || belongsTo(this.model, c, group) || this.partB.includes(c)) continue;
      if (this.bound && !this.unitMayGo(c, group, from)) continue;
      this.partB.push(c);
      massB += this.model.size[c]!;
      if (this.bound) {
        for (const m of unitOf(this.model, c)) {
          if (m === c || this.partB.includes(m)) continue;
          this.partB.push(m);
          massB += this.model.size[m]!;
        }
      }
    }
    if (massB < need || this.partB.length === 0) return false;
    if (this.state.room(from) + massA < massB) return false;
    return this.tryTrade(from, t, accept);
  }

  /** Whether c's whole unit can leave for table `to`: none of it belongs to `group`, and each may take the table. */
  private unitMayGo(c: number, group: number, to: number): boolean {
    for (const m of unitOf(this.model, c)) if (belongsTo(this.model, m, group) || (to >= 0 && !mayTake(this.model, m, to))) return false;
    return true;
  }
}
