/**
 * Making room for a unit that no table can take as things are, moving the fewest reference guests:
 * a set of whole movable units leaves one table, each for another table with room, or for a table
 * where room is made the same way one level deeper (an ejection chain). Branch and bound on the
 * moves, deepened one level at a time while a work budget lasts, so large events get an answer in
 * good time. Each unit sent on goes to its best-fitting table, which can miss every plan or the one
 * with the fewest moves: exact-room.ts looks again where this finds nothing, and on small events
 * always (the fewest moves there are checked against a brute force in the tests).
 */
import { UNSEATED } from '../model/problem.ts';
import type { ArrangementState } from './delta.ts';
import { mayTake, type SolverModel } from './model.ts';
import type { MoveBudget } from './move-budget.ts';
import { unitMass, unitOf } from './units.ts';

/** Candidates at one table above this many are tried in sets of at most MAX_SET (else every set is tried). */
const ALL_SETS_UP_TO = 10;
const MAX_SET = 3;
/** Deepest ejection chain: units sent on from up to this many tables beyond the first. */
const MAX_CHAIN_DEPTH = 3;
/** Tables and sets of units tried per unit to seat, over all depths; past it the best plan found so far is kept. */
const WORK_BUDGET = 5_000;

export interface RoomPlan {
  readonly table: number;
  /** Change in moved people, the unit's own return to its reference table counted. */
  readonly moves: number;
  /** Unit (its first booking) → destination table, in the order to apply them. */
  readonly relocations: readonly (readonly [number, number])[];
}

/** Tentative relocations, the seats they take (+) or free (−) per table, and the units already moving. */
interface Tentative {
  readonly relocations: [number, number][];
  readonly seats: Map<number, number>;
  readonly moving: Set<number>;
}

const copyOf = (plan: Tentative): Tentative => ({
  relocations: plan.relocations.slice(),
  seats: new Map(plan.seats),
  moving: new Set(plan.moving),
});

interface Found {
  readonly moves: number;
  readonly plan: Tentative;
}

class RoomSearch {
  work = 0;
  /** Open tables by free seats, ascending (free seats as the state has them). */
  private readonly byFree: number[];

  constructor(
    private readonly model: SolverModel,
    private readonly state: ArrangementState,
    private readonly movable: Uint8Array,
    private readonly open: Uint8Array,
    private readonly budget: MoveBudget,
  ) {
    this.byFree = [];
    for (let t = 0; t < model.tableCount; t++) if (open[t]) this.byFree.push(t);
    this.byFree.sort((a, b) => state.freeSeats(a) - state.freeSeats(b) || a - b);
  }

  free(plan: Tentative, t: number): number {
    return this.state.freeSeats(t) - (plan.seats.get(t) ?? 0);
  }

  /** The best-fitting table other than `from` with room for the unit in the plan, or UNSEATED. */
  private bestFit(plan: Tentative, unit: number, size: number, from: number): number {
    let best = UNSEATED;
    let bestFree = Infinity;
    const consider = (u: number): void => {
      if (u === from || !this.open[u] || !mayTake(this.model, unit, u)) return;
      const room = this.free(plan, u);
      if (room >= size && (room < bestFree || (room === bestFree && u < best))) {
        best = u;
        bestFree = room;
      }
    };
    for (const u of plan.seats.keys()) consider(u);
    // Untouched tables: the first with enough free seats in the sorted list is the best fit among them.
    let lo = 0;
    let hi = this.byFree.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.state.freeSeats(this.byFree[mid]!) < size) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.byFree.length && this.state.freeSeats(this.byFree[i]!) <= bestFree; i++) {
      const u = this.byFree[i]!;
      if (!plan.seats.has(u)) consider(u);
      if (best === u) break;
    }
    return best;
  }

  private leaveCost(unit: number, t: number): number {
    let moves = 0;
    for (const m of unitOf(this.model, unit)) moves += Math.max(0, this.budget.change(m, t, UNSEATED));
    return moves;
  }

  /** Movable whole units seated at table t not yet moving in the plan (their first bookings), largest first. */
  private unitsAt(t: number, plan: Tentative): number[] {
    const firsts = new Set<number>();
    for (const b of this.state.members[t]!) {
      const unit = unitOf(this.model, b);
      if (unit.every((m) => this.movable[m] && this.state.position[m] === t) && !plan.moving.has(unit[0]!)) firsts.add(unit[0]!);
    }
    return [...firsts].sort((a, b) => unitMass(this.model, b) - unitMass(this.model, a) || a - b);
  }

  /** Cheapest way (fewer than `bound` moves) to free seats at t until the plan fits there; the plan with those relocations, or null. */
  makeRoom(t: number, depth: number, plan: Tentative, bound: number): Found | null {
    const need = -this.free(plan, t);
    if (need <= 0) return bound > 0 ? { moves: 0, plan } : null;
    this.work++;
    const candidates = this.unitsAt(t, plan);
    const candidateMass = candidates.map((c) => unitMass(this.model, c));
    const candidateMoves = candidates.map((c) => this.leaveCost(c, t));
    const maxSet = candidates.length <= ALL_SETS_UP_TO ? candidates.length : MAX_SET;
    let best: Found | null = null;
    let limit = bound;
    const chosen: number[] = [];
    const visit = (from: number, massSoFar: number, movesSoFar: number): void => {
      if (movesSoFar >= limit || this.work >= WORK_BUDGET) return;
      if (massSoFar >= need) {
        this.work++;
        const sent = this.send(
          chosen.map((i) => candidates[i]!),
          t,
          depth,
          plan,
          limit - movesSoFar,
        );
        if (sent) {
          limit = movesSoFar + sent.moves;
          best = { moves: limit, plan: sent.plan };
        }
        return;
      }
      if (chosen.length >= maxSet) return;
      for (let i = from; i < candidates.length; i++) {
        chosen.push(i);
        visit(i + 1, massSoFar + candidateMass[i]!, movesSoFar + candidateMoves[i]!);
        chosen.pop();
      }
    };
    visit(0, 0, 0);
    return best;
  }

  /** Destinations for the units leaving `from` (largest first): best fit where there is room, else room made one level deeper. */
  private send(units: readonly number[], from: number, depth: number, start: Tentative, bound: number): Found | null {
    let plan = copyOf(start);
    // They all leave first: the seats they free may take units sent on by the chains below.
    for (const unit of units) {
      plan.moving.add(unit);
      plan.seats.set(from, (plan.seats.get(from) ?? 0) - unitMass(this.model, unit));
    }
    let moves = 0;
    for (const unit of units) {
      const size = unitMass(this.model, unit);
      const fit = this.bestFit(plan, unit, size, from);
      if (fit >= 0) {
        plan.seats.set(fit, (plan.seats.get(fit) ?? 0) + size);
        plan.relocations.push([unit, fit]);
        continue;
      }
      if (depth === 0) return null;
      let chain: Found | null = null;
      let to = UNSEATED;
      // Roomiest tables first: they need the fewest guests sent on.
      for (let i = this.byFree.length - 1; i >= 0; i--) {
        const u = this.byFree[i]!;
        if (u === from || !mayTake(this.model, unit, u) || this.model.capacity[u]! < size || this.work >= WORK_BUDGET) continue;
        // The unit's seats at u are reserved first, so the units sent on from u cannot take them back.
        const trial = copyOf(plan);
        trial.seats.set(u, (trial.seats.get(u) ?? 0) + size);
        const room = this.makeRoom(u, depth - 1, trial, Math.min(bound - moves, chain?.moves ?? Infinity));
        if (room) {
          chain = room;
          to = u;
        }
      }
      if (!chain) return null;
      plan = chain.plan;
      moves += chain.moves;
      plan.relocations.push([unit, to]);
    }
    return moves < bound ? { moves, plan } : null;
  }
}

/** Orders tables by free seats, most first (then by index, so the order is deterministic). */
export function roomiestFirst(state: ArrangementState): (a: number, b: number) => number {
  return (a, b) => state.freeSeats(b) - state.freeSeats(a) || a - b;
}

/**
 * The table among `tables` where room for the unseated unit of `first` is made by moving the fewest
 * reference guests, or null when none is found.
 */
export function cheapestRoom(
  model: SolverModel,
  state: ArrangementState,
  movable: Uint8Array,
  open: Uint8Array,
  budget: MoveBudget,
  first: number,
  tables: readonly number[],
): RoomPlan | null {
  const mass = unitMass(model, first);
  const search = new RoomSearch(model, state, movable, open, budget);
  // Tables needing the least room first: a cheap plan found early prunes the rest.
  const order = tables.filter((t) => model.capacity[t]! >= mass).sort(roomiestFirst(state));
  let best: RoomPlan | null = null;
  for (let depth = 0; depth <= MAX_CHAIN_DEPTH && search.work < WORK_BUDGET; depth++) {
    for (const t of order) {
      let own = 0;
      for (const m of unitOf(model, first)) own += budget.change(m, UNSEATED, t);
      // Ties are allowed through (bound one above), to prefer fewer relocations.
      const bound = best === null ? Infinity : best.moves - own + 1;
      // The unit's seats at t are reserved, so units sent away from other tables may still take what is left there.
      const plan: Tentative = { relocations: [], seats: new Map([[t, mass]]), moving: new Set() };
      const room = search.makeRoom(t, depth, plan, bound);
      if (!room) continue;
      const moves = own + room.moves;
      if (best === null || moves < best.moves || (moves === best.moves && room.plan.relocations.length < best.relocations.length)) {
        best = { table: t, moves, relocations: room.plan.relocations };
      }
    }
  }
  return best;
}
