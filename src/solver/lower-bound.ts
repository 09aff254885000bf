/**
 * A proven lower bound on the penalty of every arrangement that respects the hard constraints.
 *
 * Forced: a booking larger than every table (or than the table it is pinned to) is unseated in every
 * arrangement. Call the others seatable. Every arrangement then falls in one of two cases.
 *
 * Case B — it leaves at least one seatable booking unseated too: its unseated term is at least the forced
 * guests plus max(the capacity shortfall, the guests pins put over their tables, the smallest seatable
 * booking); separation is bounded as in case A with every booking allowed to be its own bin (any of them
 * may be the unseated one); conflicts and balance are ≥ 0.
 *
 * Case A — every seatable booking is seated (possible only without shortfall or pin excess):
 * - unseated = the forced guests exactly;
 * - separation: let φ(h) be the least strength in h's subtree. φ(h) ≤ strength(h), and φ never decreases
 *   going down, so a pair costs strength(deepest shared group) ≥ φ(deepest) = Σ over the groups h the
 *   pair shares of inc(h) = φ(h) − φ(parent(h)) ≥ 0. Hence separation ≥ Σ_h inc(h) × apart_h, and
 *   apart_h = (S_h² − Σ_t s_{h,t}² − Σ_{unseated b in h} size_b²)/2 where the subtracted sum is largest
 *   when h's seatable guests fill the largest tables in turn (the greedy fill majorises every vector with
 *   s_t ≤ capacity_t and the same total, and x² is Schur-convex), each forced booking being its own bin;
 *   groups of one depth are disjoint and share the tables, which separationBound also accounts for;
 * - conflicts: two seatable bookings pinned to the same table that avoid each other always conflict;
 * - balance: the empty seats total capacity − seated guests and table t has at most capacity − pinned
 *   empty seats; Σ e_t² is least when they are spread as evenly as those caps allow (water filling).
 * The bound is the smaller of the two cases (a case that cannot happen is skipped).
 */
import { WEIGHTS, reportedPenalty } from '../contract/objective.ts';
import type { Problem } from '../model/problem.ts';
import { buildModel, type SolverModel } from './model.ts';
import type { LowerBound } from './options.ts';

export function lowerBound(problem: Problem): LowerBound {
  return lowerBoundOfModel(buildModel(problem));
}

export function lowerBoundOfModel(model: SolverModel): LowerBound {
  const n = model.bookingCount;
  const forced = new Uint8Array(n);
  let forcedGuests = 0;
  let smallestSeatable = Infinity;
  const pinnedGuests = new Float64Array(model.tableCount);
  for (let b = 0; b < n; b++) {
    const z = model.size[b]!;
    const p = model.pin[b]!;
    if (z > model.maxCapacity || (p >= 0 && z > model.capacity[p]!)) {
      forced[b] = 1;
      forcedGuests += z;
      continue;
    }
    smallestSeatable = Math.min(smallestSeatable, z);
    if (p >= 0) pinnedGuests[p]! += z;
  }
  const seatableGuests = model.totalSize - forcedGuests;
  let pinExcess = 0;
  for (let t = 0; t < model.tableCount; t++) pinExcess += Math.max(0, pinnedGuests[t]! - model.capacity[t]!);
  const shortfall = Math.max(0, seatableGuests - model.totalCapacity, pinExcess);

  let best = Infinity;
  if (smallestSeatable < Infinity) {
    best =
      WEIGHTS.unseated * (forcedGuests + Math.max(shortfall, smallestSeatable)) + WEIGHTS.separation * separationBound(model, forced, true);
  }
  if (shortfall === 0) {
    const caseA =
      WEIGHTS.unseated * forcedGuests +
      WEIGHTS.separation * separationBound(model, forced, false) +
      WEIGHTS.conflict * pinnedConflicts(model, forced) +
      WEIGHTS.balance * balanceBound(model, pinnedGuests, model.totalCapacity - seatableGuests);
    best = Math.min(best, caseA);
  }
  return { raw: best, penalty: reportedPenalty(best) };
}

/**
 * Σ_h inc(h) × (least pairs of h apart). Forced bookings are always their own bin; with
 * `seatableMayBeUnseated` (case B) every booking may be its own bin too, which relaxes case A further.
 */
function separationBound(model: SolverModel, forced: Uint8Array, seatableMayBeUnseated: boolean): number {
  const g = model.groupCount;
  if (g === 0) return 0;
  const phi = Float64Array.from(model.groupStrength);
  for (let h = g - 1; h >= 0; h--) {
    const parent = model.groupParent[h]!;
    if (parent >= 0 && phi[h]! < phi[parent]!) phi[parent] = phi[h]!;
  }
  const total = new Float64Array(g);
  const forcedMass = new Float64Array(g);
  const forcedSquares = new Float64Array(g);
  const bookingBins: Map<number, number>[] = Array.from({ length: g }, () => new Map());
  for (let b = 0; b < model.bookingCount; b++) {
    const z = model.size[b]!;
    for (let k = model.pathStart[b]!; k < model.pathStart[b + 1]!; k++) {
      const h = model.pathGroup[k]!;
      total[h]! += z;
      if (forced[b]) {
        forcedMass[h]! += z;
        forcedSquares[h]! += z * z;
      } else if (seatableMayBeUnseated) bookingBins[h]!.set(z, (bookingBins[h]!.get(z) ?? 0) + 1);
    }
  }
  const fill = new GreedyFill(model.capacity);
  // Groups of one depth are disjoint, so they share the tables: per depth, the weighted together-sum
  // Σ_h inc(h) Σ_t s_{h,t}² is at most both the sum of each group's own greedy fill and the joint
  // bound Σ_t capacity_t Σ_h inc(h) s_{h,t} (as s_{h,t} ≤ capacity_t), whose maximum over the ways to
  // share the tables pours the groups by decreasing inc into the tables by decreasing capacity (the
  // products inc × capacity make the north-west corner rule optimal). Case B keeps the own fills only,
  // its extra bins being private to each group.
  const maxDepth = g === 0 ? 0 : Math.max(...model.groupDepth);
  const ownFill = new Float64Array(maxDepth + 1);
  const levelGroups: { increment: number; mass: number }[][] = Array.from({ length: maxDepth + 1 }, () => []);
  let separation = 0;
  for (let h = 0; h < g; h++) {
    const parent = model.groupParent[h]!;
    const increment = phi[h]! - (parent >= 0 ? phi[parent]! : 0);
    if (increment <= 0 || total[h]! < 2) continue;
    const bins = [...bookingBins[h]!.entries()].sort((a, b) => b[0] - a[0]);
    const seatable = total[h]! - forcedMass[h]!;
    const depth = model.groupDepth[h]!;
    ownFill[depth]! += increment * fill.largestSquares(seatable, bins);
    levelGroups[depth]!.push({ increment, mass: seatable });
    separation += (increment * (total[h]! * total[h]! - forcedSquares[h]!)) / 2;
  }
  const capacities = Array.from(model.capacity).sort((a, b) => b - a);
  for (let depth = 1; depth <= maxDepth; depth++) {
    let together = ownFill[depth]!;
    if (!seatableMayBeUnseated && levelGroups[depth]!.length > 1) {
      const groups = levelGroups[depth]!.sort((a, b) => b.increment - a.increment);
      let joint = 0;
      let t = 0;
      let room = capacities[0] ?? 0;
      for (const { increment, mass } of groups) {
        let left = mass;
        while (left > 0 && t < capacities.length) {
          const poured = Math.min(left, room);
          joint += increment * capacities[t]! * poured;
          left -= poured;
          room -= poured;
          if (room === 0) room = capacities[++t] ?? 0;
        }
      }
      together = Math.min(together, joint);
    }
    separation -= together / 2;
  }
  return Math.max(0, separation);
}

/** The largest Σ x_i² when `mass` is poured into the tables and extra bins, largest bins first. */
class GreedyFill {
  private readonly caps: number[];
  private readonly prefix: Float64Array;
  private readonly prefixSquares: Float64Array;

  constructor(capacity: Int32Array) {
    this.caps = Array.from(capacity).sort((a, b) => b - a);
    this.prefix = new Float64Array(this.caps.length + 1);
    this.prefixSquares = new Float64Array(this.caps.length + 1);
    this.caps.forEach((c, i) => {
      this.prefix[i + 1] = this.prefix[i]! + c;
      this.prefixSquares[i + 1] = this.prefixSquares[i]! + c * c;
    });
  }

  /** Number of tables with capacity ≥ z (the tables are sorted by capacity, largest first). */
  private tablesAtLeast(z: number): number {
    let lo = 0;
    let hi = this.caps.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.caps[mid]! >= z) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Pours into tables [from, to) in order; returns the tables used and the squares gained. */
  private pourTables(from: number, to: number, mass: number): { next: number; squares: number; left: number } {
    if (this.prefix[to]! - this.prefix[from]! <= mass) {
      return {
        next: to,
        squares: this.prefixSquares[to]! - this.prefixSquares[from]!,
        left: mass - (this.prefix[to]! - this.prefix[from]!),
      };
    }
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.prefix[mid]! - this.prefix[from]! <= mass) lo = mid;
      else hi = mid - 1;
    }
    const rest = mass - (this.prefix[lo]! - this.prefix[from]!);
    return { next: to, squares: this.prefixSquares[lo]! - this.prefixSquares[from]! + rest * rest, left: 0 };
  }

  largestSquares(mass: number, extraBins: readonly (readonly [size: number, count: number])[]): number {
    let left = mass;
    let squares = 0;
    let table = 0;
    for (const [z, count] of extraBins) {
      if (left <= 0) break;
      const poured = this.pourTables(table, Math.max(table, this.tablesAtLeast(z)), left);
      table = poured.next;
      squares += poured.squares;
      left = poured.left;
      const full = Math.min(count, Math.floor(left / z));
      squares += full * z * z;
      left -= full * z;
      if (full < count && left > 0) {
        squares += left * left;
        left = 0;
      }
    }
    if (left > 0) squares += this.pourTables(table, this.caps.length, left).squares;
    return squares;
  }
}

function pinnedConflicts(model: SolverModel, forced: Uint8Array): number {
  let conflicts = 0;
  for (let b = 0; b < model.bookingCount; b++) {
    const p = model.pin[b]!;
    if (p < 0 || forced[b]) continue;
    for (let k = model.avoidStart[b]!; k < model.avoidStart[b + 1]!; k++) {
      const a = model.avoidList[k]!;
      if (a > b && !forced[a] && model.pin[a] === p) conflicts++;
    }
  }
  return conflicts;
}

/** Least Σ e_t² with Σ e_t = emptySeats and 0 ≤ e_t ≤ capacity_t − pinned_t, in integers. */
function balanceBound(model: SolverModel, pinnedGuests: Float64Array, emptySeats: number): number {
  const caps = Array.from(model.capacity, (c, t) => c - pinnedGuests[t]!);
  const filled = (level: number): number => caps.reduce((sum, u) => sum + Math.min(u, level), 0);
  let lo = 0;
  let hi = Math.max(0, ...caps);
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (filled(mid) <= emptySeats) lo = mid;
    else hi = mid - 1;
  }
  let remainder = emptySeats - filled(lo);
  let squares = 0;
  for (const u of caps) {
    const e = Math.min(u, lo);
    if (remainder > 0 && u > lo) {
      squares += (e + 1) * (e + 1);
      remainder--;
    } else squares += e * e;
  }
  return squares;
}
