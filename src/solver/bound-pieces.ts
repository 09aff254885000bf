/**
 * The pieces both lower bounds are built from: the proven bound of a whole problem (lower-bound.ts) and
 * the bound of each node of the exact search (exact.ts).
 *
 * Separation is bounded group by group. Let A(h) be the pairs of guests of h (of different bookings)
 * seated apart, and D(h) = A(h) − Σ_{children c} A(c) ≥ 0 those whose deepest shared group is h itself
 * (a pair apart inside h is inside one child or inside none). Then separation = Σ_h strength(h) × D(h).
 * For any ψ with 0 ≤ ψ(h) ≤ strength(h), separation ≥ Σ_h ψ(h) × D(h) = Σ_h inc(h) × A(h) with
 * inc(h) = ψ(h) − ψ(parent(h)) (ψ of the root's parent 0), and inc may be negative: separation ≥
 * Σ_{inc>0} inc × (least A) + Σ_{inc<0} inc × (most A), the most being every pair of h apart.
 * ψ = strength charges each level its own weight difference; ψ = the least strength in the subtree
 * (separationIncrements, used by the exact search) never needs the most; levelIncrements picks the ψ
 * that gives the largest bound from given least and most A.
 * The least A(h) is (S_h² − Σ x²)/2 over the bins x its guests fill (tables, or a booking alone when
 * unseated): at least (S_h² − largestSquares)/2. Balance is bounded by spreading the empty seats as
 * evenly as the tables allow (leastSquares).
 */
import type { SolverModel } from './model.ts';

/** inc(h) = φ(h) − φ(parent(h)) ≥ 0 for every group, φ(h) being the least strength in h's subtree. */
export function separationIncrements(model: SolverModel): Float64Array {
  const phi = Float64Array.from(model.groupStrength);
  // Parents come before their children, so one backward pass carries each subtree's least up.
  for (let h = model.groupCount - 1; h >= 0; h--) {
    const parent = model.groupParent[h]!;
    if (parent >= 0 && phi[h]! < phi[parent]!) phi[parent] = phi[h]!;
  }
  const increment = new Float64Array(model.groupCount);
  for (let h = 0; h < model.groupCount; h++) {
    const parent = model.groupParent[h]!;
    increment[h] = phi[h]! - (parent >= 0 ? phi[parent]! : 0);
  }
  return increment;
}

/** At most this many candidate values of ψ (more distinct strengths are thinned, which only loosens the bound). */
const MAX_LEVELS = 33;

/**
 * inc(h) = ψ(h) − ψ(parent(h)) for the ψ (0 ≤ ψ ≤ strength, values among the strengths and 0) that
 * maximises Σ_h inc(h) × (least[h] when inc ≥ 0, most[h] when inc < 0), least ≤ most being bounds on the
 * pairs of h apart. A tree dynamic programme over the candidate values, children before parents.
 */
export function levelIncrements(model: SolverModel, least: ArrayLike<number>, most: ArrayLike<number>): Float64Array {
  const g = model.groupCount;
  const distinct = [...new Set([0, ...model.groupStrength])].filter((v) => v >= 0).sort((a, b) => a - b);
  const levels =
    distinct.length <= MAX_LEVELS
      ? distinct
      : [...new Set(Array.from({ length: MAX_LEVELS }, (_, i) => distinct[Math.round((i * (distinct.length - 1)) / (MAX_LEVELS - 1))]!))];
  const k = levels.length;
  // value(h, d): what h contributes when ψ rises by d from its parent to it.
  const value = (h: number, d: number): number => d * (d >= 0 ? least[h]! : most[h]!);
  // best[h·k + i]: the most h's subtree (h's own term aside) gives when ψ(h) = levels[i]; pick: the child's level.
  const best = new Float64Array(g * k);
  const pick = new Int32Array(g * k);
  const top = new Int32Array(g);
  for (let h = 0; h < g; h++) {
    let i = 0;
    while (i + 1 < k && levels[i + 1]! <= model.groupStrength[h]!) i++;
    top[h] = i;
  }
  // Each child's best choice for each level of its parent, folded into the parent (children come after parents).
  for (let c = g - 1; c >= 0; c--) {
    const parent = model.groupParent[c]!;
    const parentLevels = parent < 0 ? 1 : k;
    for (let i = 0; i < parentLevels; i++) {
      const from = parent < 0 ? 0 : levels[i]!;
      let bestValue = -Infinity;
      let bestLevel = 0;
      for (let j = 0; j <= top[c]!; j++) {
        const v = value(c, levels[j]! - from) + best[c * k + j]!;
        if (v >= bestValue) {
          bestValue = v;
          bestLevel = j;
        }
      }
      if (parent >= 0) best[parent * k + i]! += bestValue;
      pick[c * k + i] = bestLevel;
    }
  }
  const psi = new Float64Array(g);
  const increment = new Float64Array(g);
  for (let h = 0; h < g; h++) {
    const parent = model.groupParent[h]!;
    psi[h] = levels[pick[h * k + (parent < 0 ? 0 : levels.indexOf(psi[parent]!))]!]!;
    increment[h] = psi[h]! - (parent < 0 ? 0 : psi[parent]!);
  }
  return increment;
}

/**
 * A multiset of bin sizes (free seats of tables, or bookings that may sit alone) as runs of equal bins,
 * largest first. Preallocated: the exact search refills one at every node.
 */
export class BinRuns {
  readonly size: Float64Array;
  readonly count: Float64Array;
  length = 0;

  constructor(maxRuns: number) {
    this.size = new Float64Array(maxRuns);
    this.count = new Float64Array(maxRuns);
  }

  /** Runs of the given sizes, equal sizes sharing one run. */
  static of(sizes: ArrayLike<number>): BinRuns {
    const sorted = Array.from(sizes).sort((a, b) => b - a);
    const runs = new BinRuns(sorted.length);
    for (const z of sorted) {
      if (runs.length > 0 && runs.size[runs.length - 1] === z) runs.count[runs.length - 1]!++;
      else runs.add(z, 1);
    }
    return runs;
  }

  clear(): void {
    this.length = 0;
  }

  /** Adds `count` bins of `size`, keeping the runs largest first (constant time when added in that order). */
  add(size: number, count: number): void {
    let i = this.length++;
    while (i > 0 && this.size[i - 1]! < size) {
      this.size[i] = this.size[i - 1]!;
      this.count[i] = this.count[i - 1]!;
      i--;
    }
    this.size[i] = size;
    this.count[i] = count;
  }

  /** Σ over the bins of max(0, size − level): what the bins hold above `level`. */
  above(level: number): number {
    let total = 0;
    for (let i = 0; i < this.length && this.size[i]! > level; i++) total += this.count[i]! * (this.size[i]! - level);
    return total;
  }

  /** Σ over the bins of min(size, level)². */
  squaresUpTo(level: number): number {
    let squares = 0;
    for (let i = 0; i < this.length; i++) {
      const e = Math.min(this.size[i]!, level);
      squares += this.count[i]! * e * e;
    }
    return squares;
  }
}

/**
 * Largest Σ x² when `mass` guests are poured into the bins of `tables` and `alone` (at most a bin's size
 * in each): largest bins first, a table before a lone booking of the same size. The greedy fill
 * majorises every other way to pour the same mass, and Σ x² is Schur-convex.
 */
export function largestSquares(mass: number, tables: BinRuns, alone: BinRuns): number {
  let left = mass;
  let squares = 0;
  let t = 0;
  let a = 0;
  while (left > 0) {
    const tableBin = t < tables.length ? tables.size[t]! : 0;
    const aloneBin = a < alone.length ? alone.size[a]! : 0;
    if (tableBin <= 0 && aloneBin <= 0) break;
    const bin = Math.max(tableBin, aloneBin);
    const count = tableBin >= aloneBin ? tables.count[t++]! : alone.count[a++]!;
    const full = Math.min(count, Math.floor(left / bin));
    squares += full * bin * bin;
    left -= full * bin;
    if (full < count && left > 0) {
      squares += left * left;
      left = 0;
    }
  }
  return squares;
}

/**
 * Most Σ_t (r_t² + 2·r_t·c_t) over tables when `rest` guests (r) and at most `inside` others (c) sit at
 * them, r_t + c_t ≤ capacity_t: twice the together pairs that have a guest of the rest, as in
 * lower-bound.ts. Both of: r² + 2rc ≤ 2·capacity·r − r², concave in r, so its most takes the `rest`
 * largest marginal gains 2·capacity − (2k − 1) (k = 1 … capacity at each table); and Σ r² + 2·max r·Σ c.
 */
export function mostTogetherWithRest(rest: number, inside: number, tables: BinRuns): number {
  if (rest <= 0 || tables.length === 0) return 0;
  let left = rest;
  let concave = 0;
  // The marginal gain m = 2·capacity − (2k − 1) is offered once by every table of capacity ≥ (m + 1) / 2.
  for (let m = 2 * tables.size[0]! - 1; m >= 1 && left > 0; m -= 2) {
    let offered = 0;
    for (let i = 0; i < tables.length && tables.size[i]! >= (m + 1) / 2; i++) offered += tables.count[i]!;
    const taken = Math.min(offered, left);
    concave += taken * m;
    left -= taken;
  }
  const spread = largestSquares(rest, tables, new BinRuns(0)) + 2 * Math.min(rest, tables.size[0]!) * inside;
  return Math.min(concave, spread);
}

/**
 * Most Σ_t [a·(Σ_p x_pt)² − Σ_p drop_p·x_pt²] over the ways to seat every guest of each part p (masses
 * M_p; x_pt guests of p at table t, Σ_p x_pt ≤ capacity_t), by dynamic programming over the tables and
 * the guests of each part seated so far (guests, not bookings, so it is at least the most of any
 * arrangement). Null when that takes more than `budget` steps, or when the tables cannot take them all.
 */
export function mostPartSquares(
  a: number,
  masses: readonly number[],
  drops: readonly number[],
  capacities: ArrayLike<number>,
  budget: number,
): number | null {
  const k = masses.length;
  const radix: number[] = [];
  let states = 1;
  for (const m of masses) {
    radix.push(states);
    states *= m + 1;
    if (states > budget) return null;
  }
  // The ways to seat guests of the parts at one table of each capacity: offsets in the state and values.
  const ways = new Map<number, { offset: number[]; value: number[]; guests: number[][] }>();
  let steps = 0;
  for (let t = 0; t < capacities.length; t++) {
    const capacity = capacities[t]!;
    let way = ways.get(capacity);
    if (!way) {
      const found = { offset: [] as number[], value: [] as number[], guests: [] as number[][] };
      const x = new Array<number>(k).fill(0);
      const pour = (p: number, room: number): void => {
        if (p === k) {
          const sum = x.reduce((total, v) => total + v, 0);
          found.offset.push(x.reduce((total, v, i) => total + v * radix[i]!, 0));
          found.value.push(a * sum * sum - x.reduce((total, v, i) => total + drops[i]! * v * v, 0));
          found.guests.push(x.slice());
          return;
        }
        for (let v = 0; v <= Math.min(room, masses[p]!); v++) {
          x[p] = v;
          pour(p + 1, room - v);
        }
        x[p] = 0;
      };
      pour(0, capacity);
      way = found;
      ways.set(capacity, way);
    }
    steps += states * way.offset.length;
    if (steps > budget) return null;
  }
  const coordinates = new Int32Array(states * k);
  for (let s = 0; s < states; s++) for (let p = 0; p < k; p++) coordinates[s * k + p] = Math.floor(s / radix[p]!) % (masses[p]! + 1);
  let best = new Float64Array(states).fill(-Infinity);
  best[0] = 0;
  for (let t = 0; t < capacities.length; t++) {
    const way = ways.get(capacities[t]!)!;
    const next = new Float64Array(states).fill(-Infinity);
    for (let s = 0; s < states; s++) {
      const here = best[s]!;
      if (here === -Infinity) continue;
      for (let w = 0; w < way.offset.length; w++) {
        const guests = way.guests[w]!;
        let fits = true;
        for (let p = 0; p < k && fits; p++) fits = coordinates[s * k + p]! + guests[p]! <= masses[p]!;
        if (!fits) continue;
        const to = s + way.offset[w]!;
        const value = here + way.value[w]!;
        if (value > next[to]!) next[to] = value;
      }
    }
    best = next;
  }
  const all = best[states - 1]!;
  return all === -Infinity ? null : all;
}

/**
 * Least Σ e² over integers 0 ≤ e ≤ bin size with Σ e = `spread` (at most the bins' total): every bin
 * filled to one level L, and the remainder raising that many of the larger bins to L + 1 (water filling).
 */
export function leastSquares(bins: BinRuns, spread: number): number {
  const total = bins.above(0);
  const target = Math.min(spread, total);
  if (target <= 0) return 0;
  // The highest level L with Σ min(size, L) ≤ target, i.e. total − above(L) ≤ target.
  let lo = 0;
  let hi = bins.size[0]!;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (total - bins.above(mid) <= target) lo = mid;
    else hi = mid - 1;
  }
  const remainder = target - (total - bins.above(lo));
  return bins.squaresUpTo(lo) + remainder * (2 * lo + 1);
}
