/**
 * The capacity trade, a neighbourhood of the annealing: two tables of different capacity whose guests
 * come mostly from different sides (top-level groups) swap what they hold, then the change is repaired.
 * The smaller table sends away its least attached bookings, each to the cheapest other table with room.
 * The larger one takes in, while it has free seats, the bookings of its new families that lower the cost
 * most. The whole change is scored exactly and kept or undone as one.
 *
 * Why: a run settles early on which table capacities each side holds, and moving one booking or one
 * family's part cannot change that without first making the plan much worse. This trade moves capacity
 * between the sides in one step (docs/decisions/0005).
 */
import type { ArrangementState } from './delta.ts';
import { IntList } from './int-list.ts';
import type { SolverModel } from './model.ts';
import type { Random } from './random.ts';

/** Tables drawn at most when looking for one of another capacity and another side. */
const PARTNER_DRAWS = 8;
/**
 * Places scored for a booking sent away: every open table on events of up to this many tables; on larger
 * ones the tables where its family sits and RANDOM_PLACES others, so a trade there costs about what it
 * does on a 300-booking event.
 */
const PLACES_SCORED = 128;
const RANDOM_PLACES = 32;
/** Bookings the larger table takes in at most. */
const MAX_PULLS = 8;
/** Depth of the group whose members the larger table takes in: a side's families. */
const PULL_DEPTH = 2;

export class CapacityTrade {
  /** Moves made and moves scored since the search last read it: what the trades cost in time. */
  work = 0;
  private readonly moved = new IntList();
  private readonly movedFrom = new IntList();
  private readonly contentA = new IntList();
  private readonly contentB = new IntList();
  private readonly sideMass: Float64Array;
  private readonly groupSeen: Uint8Array;
  private readonly seenList = new IntList();
  private readonly places: number[] = [];
  private readonly placeSeen: Uint8Array;

  constructor(
    private readonly model: SolverModel,
    private readonly state: ArrangementState,
    private readonly movable: Uint8Array,
    /** Open tables: 1 per table, and the list of them. */
    private readonly open: Uint8Array,
    private readonly openList: Int32Array,
    /** Members of each group, CSR (group-members.ts). */
    private readonly memberStart: Int32Array,
    private readonly memberList: Int32Array,
  ) {
    this.sideMass = new Float64Array(model.groupCount);
    this.groupSeen = new Uint8Array(model.groupCount);
    this.placeSeen = new Uint8Array(model.tableCount);
  }

  /** Proposes one trade; when it is kept, reports every booking it moved and where it was before. */
  propose(rng: Random, accept: (delta: number) => boolean, record: (b: number, from: number) => void): boolean {
    const m = this.model;
    const state = this.state;
    const open = this.openList;
    if (open.length < 3) return false;
    const t = open[rng.int(open.length)]!;
    const side = this.dominantSide(t);
    if (side < 0) return false;
    let u = -1;
    for (let draw = 0; draw < PARTNER_DRAWS && u < 0; draw++) {
      const c = open[rng.int(open.length)]!;
      if (m.capacity[c] === m.capacity[t]) continue;
      const other = this.dominantSide(c);
      if (other >= 0 && other !== side) u = c;
    }
    if (u < 0 || !this.allMovable(t) || !this.allMovable(u)) return false;
    const big = m.capacity[t]! > m.capacity[u]! ? t : u;
    const small = big === t ? u : t;
    this.moved.clear();
    this.movedFrom.clear();
    const before = state.cost();
    this.contentA.clear();
    this.contentB.clear();
    for (const b of state.members[big]!) this.contentA.push(b);
    for (const b of state.members[small]!) this.contentB.push(b);
    for (let i = 0; i < this.contentA.length; i++) this.move(this.contentA.get(i), small);
    for (let i = 0; i < this.contentB.length; i++) this.move(this.contentB.get(i), big);
    if (!this.makeFit(rng, small, big)) {
      this.undo();
      return false;
    }
    this.fillFromFamilies(big, small);
    if (accept(state.cost() - before)) {
      for (let i = 0; i < this.moved.length; i++) record(this.moved.get(i), this.movedFrom.get(i));
      return true;
    }
    this.undo();
    return false;
  }

  /** The top-level group with the most guests at table t, or -1 when none of its guests has a group. */
  private dominantSide(t: number): number {
    const m = this.model;
    const mass = this.sideMass;
    const list = this.state.members[t]!;
    for (const b of list) {
      const s = this.groupAtDepth(b, 1);
      if (s >= 0) mass[s]! += m.size[b]!;
    }
    let best = -1;
    for (const b of list) {
      const s = this.groupAtDepth(b, 1);
      if (s >= 0 && mass[s]! > (best < 0 ? 0 : mass[best]!)) best = s;
    }
    for (const b of list) {
      const s = this.groupAtDepth(b, 1);
      if (s >= 0) mass[s] = 0;
    }
    return best;
  }

  /** b's group at `depth` of its path (1: its side), or its deepest when its path is shorter; −1 without a group. */
  private groupAtDepth(b: number, depth: number): number {
    const m = this.model;
    const start = m.pathStart[b]!;
    const length = m.pathStart[b + 1]! - start;
    return length === 0 ? -1 : m.pathGroup[start + Math.min(depth, length) - 1]!;
  }

  private allMovable(t: number): boolean {
    for (const b of this.state.members[t]!) if (!this.movable[b]) return false;
    return true;
  }

  /**
   * Sends bookings away from the overfull table, least attached first (a booking that frees enough seats
   * alone a little before others), each to the cheapest table with room other than the two traded (of
   * those `placesFor` offers on a large event).
   * False when one finds no room anywhere.
   */
  private makeFit(rng: Random, small: number, big: number): boolean {
    const m = this.model;
    const state = this.state;
    while (state.freeSeats(small) < 0) {
      const over = -state.freeSeats(small);
      let leaving = -1;
      let leastAttached = Infinity;
      // From a random place in the table's list, so a tie is not always settled for the same booking.
      const members = state.members[small]!;
      const offset = rng.int(members.length);
      for (let i = 0; i < members.length; i++) {
        const b = members[(offset + i) % members.length]!;
        const z = m.size[b]!;
        const attachment = this.attachment(b, small) + (z >= over ? 0 : 0.5) + z * 0.01;
        if (attachment < leastAttached) {
          leastAttached = attachment;
          leaving = b;
        }
      }
      const z = m.size[leaving]!;
      let to = -1;
      let cheapest = Infinity;
      for (const c of this.openList.length <= PLACES_SCORED ? this.openList : this.placesFor(rng, leaving)) {
        if (c === small || c === big || state.freeSeats(c) < z) continue;
        const delta = state.moveDelta(leaving, c);
        this.work++;
        if (delta < cheapest) {
          cheapest = delta;
          to = c;
        }
      }
      if (to < 0) return false;
      this.move(leaving, to);
    }
    return true;
  }

  /** The open tables where b's family sits, and RANDOM_PLACES others drawn at random, each once. */
  private placesFor(rng: Random, b: number): readonly number[] {
    const places = this.places;
    places.length = 0;
    const add = (t: number) => {
      if (t < 0 || !this.open[t] || this.placeSeen[t]) return;
      this.placeSeen[t] = 1;
      places.push(t);
    };
    const family = this.groupAtDepth(b, PULL_DEPTH);
    if (family >= 0) {
      for (let k = this.memberStart[family]!; k < this.memberStart[family + 1]!; k++) add(this.state.position[this.memberList[k]!]!);
    }
    for (let i = 0; i < RANDOM_PLACES; i++) add(this.openList[rng.int(this.openList.length)]!);
    for (const t of places) this.placeSeen[t] = 0;
    return places;
  }

  /** Guests of b's innermost scored group at table t besides b, weighted by its strength. */
  private attachment(b: number, t: number): number {
    const m = this.model;
    const k = m.scoredStart[b]!;
    if (k >= m.scoredStart[b + 1]!) return 0;
    const g = m.scoredGroup[k]!;
    return (this.state.groupMassAt(g, t) - (this.state.position[b] === t ? m.size[b]! : 0)) * m.groupStrength[g]!;
  }

  /** While the larger table has free seats, takes in the member of its guests' families that lowers the cost most. */
  private fillFromFamilies(big: number, small: number): void {
    const m = this.model;
    const state = this.state;
    const seen = this.groupSeen;
    for (let pull = 0; pull < MAX_PULLS && state.freeSeats(big) > 0; pull++) {
      const free = state.freeSeats(big);
      this.seenList.clear();
      let best = -1;
      let bestDelta = 0;
      for (const b of state.members[big]!) {
        const family = this.groupAtDepth(b, PULL_DEPTH);
        if (family < 0 || seen[family]) continue;
        seen[family] = 1;
        this.seenList.push(family);
        for (let k = this.memberStart[family]!; k < this.memberStart[family + 1]!; k++) {
          const c = this.memberList[k]!;
          const at = state.position[c]!;
          if (at === big || at === small || !this.movable[c] || m.size[c]! > free) continue;
          const delta = state.moveDelta(c, big);
          this.work++;
          if (delta < bestDelta) {
            bestDelta = delta;
            best = c;
          }
        }
      }
      for (let i = 0; i < this.seenList.length; i++) seen[this.seenList.get(i)] = 0;
      if (best < 0) return;
      this.move(best, big);
    }
  }

  private move(b: number, to: number): void {
    this.moved.push(b);
    this.movedFrom.push(this.state.position[b]!);
    this.state.move(b, to);
    this.work++;
  }

  private undo(): void {
    for (let i = this.moved.length - 1; i >= 0; i--) this.state.move(this.moved.get(i), this.movedFrom.get(i));
    this.work += this.moved.length;
  }
}
