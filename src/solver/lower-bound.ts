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
 * - separation ≥ Σ_h inc(h) × (pairs of h apart) for the increments of any ψ with 0 ≤ ψ ≤ strength
 *   (see bound-pieces.ts): a group whose increment is negative (weaker than its parent, strength 0 for
 *   instance) is charged as if every pair of it sat apart, the most it can have, so it takes back from
 *   its parent only what its own pairs could have cost, never the parent's whole separation. ψ is each
 *   group's strength (each level charged its own difference) or the ψ levelIncrements finds, whichever
 *   bounds higher. A group with a positive increment has its pairs apart fewest when its seatable guests
 *   fill the largest tables in turn, each forced booking being its own bin; groups of one depth are
 *   disjoint and share the tables; a weaker child's drop is better charged on its parent's pairs outside
 *   it, or with its parent in one dynamic programme over the tables (chargeLevels, chargeWeakChildren);
 * - conflicts: two seatable bookings pinned to the same table that avoid each other always conflict;
 * - balance: the empty seats total capacity − seated guests and table t has at most capacity − pinned
 *   empty seats; Σ e_t² is least when they are spread as evenly as those caps allow (water filling).
 * The bound is the smaller of the two cases (a case that cannot happen is skipped).
 *
 * Small problems (the exact regime of the schedule, without wishes, every table holding its pins)
 * are solved by the exact search (exact.ts) instead: when it completes, the optimum it proves is the
 * bound, so an arrangement that reaches it is reported optimal everywhere the bound is compared.
 */
import { SCALING, WEIGHTS, reportedPenalty } from '../contract/objective.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import { BinRuns, largestSquares, leastSquares, levelIncrements, mostPartSquares, mostTogetherWithRest } from './bound-pieces.ts';
import { compositionBound } from './composition-bound.ts';
import { evaluateModel } from './evaluate.ts';
import { regimeNamed } from '../contract/solver-schedule.ts';
import { solveExactly } from './exact.ts';
import { buildModel, hasWishes, type SolverModel } from './model.ts';
import type { LowerBound } from './options.ts';
import { startingPoint } from './start.ts';

/** Steps each dynamic programme over the tables may take (a few milliseconds). */
const PARTS_BUDGET = 1_000_000;

/** How long the exact search may take to prove a small problem's optimum before the bound falls back. */
const EXACT_BOUND_MS = 200;
/** The same, given an arrangement to prove optimal (the command line, never the page's main thread). */
const EXACT_PROOF_BOUND_MS = 2000;

/**
 * The proven bound of a problem. Given an arrangement of it (the command line's `score`), small problems
 * without wishes (the proof regime of the schedule) get up to EXACT_PROOF_BOUND_MS of exact
 * search to prove it optimal, as the search itself tries, so scoring a solved plan says what solving did.
 */
export function lowerBound(problem: Problem, arrangement?: Assignment): LowerBound {
  return lowerBoundOfModel(buildModel(problem), arrangement);
}

/**
 * The bound without looking at what each table can hold (composition-bound.ts): a few milliseconds, for
 * the page's main thread, where a change of guests or tables must not wait on 50–100 ms of subgradient
 * steps. A solve then brings the full bound from the worker (the planner learns it).
 */
export function quickLowerBound(problem: Problem): LowerBound {
  return lowerBoundOfModel(buildModel(problem), undefined, { tables: false });
}

export function lowerBoundOfModel(model: SolverModel, arrangement?: Assignment, options: BoundOptions = {}): LowerBound {
  const bound = combinatorialBound(model, options);
  const limit = regimeNamed(arrangement ? 'proof' : 'exact').maxBookings;
  if (model.bookingCount > limit || hasWishes(model) || !pinsFit(model)) return bound;
  const start = startingPoint(model, {});
  const assignment = arrangement ?? start.state.assignment();
  const incumbent = arrangement ? evaluateModel(model, arrangement) : null;
  const exact = solveExactly(
    model,
    assignment,
    start.movable,
    start.pinnedFree,
    start.open,
    // The arrangement's own cost in the search's units (scaled, without seat terms) is the one to beat.
    { assignment, cost: incumbent ? incumbent.raw * SCALING.factor : Infinity },
    now() + (arrangement ? EXACT_PROOF_BOUND_MS : EXACT_BOUND_MS),
  );
  if (!exact.complete) return bound;
  const optimum = evaluateModel(model, exact.assignment);
  return { raw: optimum.raw, penalty: optimum.penalty };
}

const now = (): number => performance.now();

/** Whether every table holds all the bookings pinned to it (the import refuses pins that overfill one). */
function pinsFit(model: SolverModel): boolean {
  const pinned = new Float64Array(model.tableCount);
  for (let b = 0; b < model.bookingCount; b++) if (model.pin[b]! >= 0) pinned[model.pin[b]!]! += model.size[b]!;
  return pinned.every((guests, t) => guests <= model.capacity[t]!);
}

interface BoundOptions {
  /** Whether case A also tries the bound over table contents (composition-bound.ts); true unless false. */
  readonly tables?: boolean;
}

/** The bound from the pieces above, whatever the problem's size. */
export function combinatorialBound(model: SolverModel, options: BoundOptions = {}): LowerBound {
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
    const pieces =
      WEIGHTS.separation * separationBound(model, forced, false) +
      WEIGHTS.balance * balanceBound(model, pinnedGuests, model.totalCapacity - seatableGuests);
    const byTables = options.tables === false ? null : compositionBound(model, forced);
    const caseA =
      WEIGHTS.unseated * forcedGuests + Math.max(pieces, byTables ?? -Infinity) + WEIGHTS.conflict * pinnedConflicts(model, forced);
    best = Math.min(best, caseA);
  }
  return { raw: best, penalty: reportedPenalty(best) };
}

/** Per group: guests, their squared sizes, those of forced bookings, and bounds on its pairs apart. */
interface GroupStats {
  readonly total: Float64Array;
  readonly squares: Float64Array;
  readonly forcedMass: Float64Array;
  readonly forcedSquares: Float64Array;
  /** Largest Σ x² of its seatable guests over the bins they may fill. */
  readonly fill: Float64Array;
  /** Least pairs apart, (S² − forced size² − fill)/2, and most, every pair apart. */
  readonly least: Float64Array;
  readonly most: Float64Array;
}

/**
 * Σ_h inc(h) × (least pairs of h apart when inc > 0, all its pairs when inc < 0), with the refinements
 * below. Forced bookings are always their own bin; with `seatableMayBeUnseated` (case B) every booking may
 * be its own bin too, which relaxes case A further. Case A takes the larger of two valid ways to charge
 * weaker children (with and without the dynamic programme of chargeWeakChildren).
 */
function separationBound(model: SolverModel, forced: Uint8Array, seatableMayBeUnseated: boolean): number {
  const g = model.groupCount;
  if (g === 0) return 0;
  const total = new Float64Array(g);
  const squares = new Float64Array(g);
  const forcedMass = new Float64Array(g);
  const forcedSquares = new Float64Array(g);
  const aloneSizes: number[][] = Array.from({ length: g }, () => []);
  for (let b = 0; b < model.bookingCount; b++) {
    const z = model.size[b]!;
    for (let k = model.pathStart[b]!; k < model.pathStart[b + 1]!; k++) {
      const h = model.pathGroup[k]!;
      total[h]! += z;
      squares[h]! += z * z;
      if (forced[b]) {
        forcedMass[h]! += z;
        forcedSquares[h]! += z * z;
      } else if (seatableMayBeUnseated) aloneSizes[h]!.push(z);
    }
  }
  const tables = BinRuns.of(model.capacity);
  // Each group's own fill, its least and most pairs apart, then the increments that make the bound largest.
  const fill = new Float64Array(g);
  const least = new Float64Array(g);
  const most = new Float64Array(g);
  for (let h = 0; h < g; h++) {
    if (total[h]! < 2) continue;
    fill[h] = largestSquares(total[h]! - forcedMass[h]!, tables, BinRuns.of(aloneSizes[h]!));
    least[h] = Math.max(0, (total[h]! * total[h]! - forcedSquares[h]! - fill[h]!) / 2);
    most[h] = (total[h]! * total[h]! - squares[h]!) / 2;
  }
  const stats: GroupStats = { total, squares, forcedMass, forcedSquares, fill, least, most };
  let best = 0;
  // Each level's own strength difference, and the levels that make the simple charges largest.
  for (const increments of [model.groupIncrement, levelIncrements(model, least, most)]) {
    best = Math.max(best, chargeLevels(model, stats, Float64Array.from(increments), 0, seatableMayBeUnseated));
    if (seatableMayBeUnseated) continue;
    const parts = Float64Array.from(increments);
    const weak = chargeWeakChildren(model, stats, parts);
    best = Math.max(best, chargeLevels(model, stats, parts, weak, false));
  }
  return best;
}

/**
 * Case A seats every seatable guest, so a group h (inc a > 0) and its weaker children c (inc −d_c)
 * together cost a·A(h) − Σ d_c·A(c) = a·P(h) − Σ d_c·P(c) − (a·T(h) − Σ d_c·T(c)), P all pairs, T the
 * pairs together: T(h) = (Σ_t u_t² − Σ_{b∈h} size²)/2 over its guests u_t at each table, every seatable
 * booking seated. The most of Σ_t (a·u_t² − Σ_c d_c·c_t²) comes from mostPartSquares when small enough
 * (the rest of h one more part; children left out for the budget stay with the rest and keep their own
 * charge). Where that beats a·least(h) − Σ d_c·most(c), it is charged and the increments it used are
 * zeroed; returns what it charged.
 */
function chargeWeakChildren(model: SolverModel, stats: GroupStats, increments: Float64Array): number {
  const { total, squares, forcedMass, forcedSquares, least, most } = stats;
  const g = model.groupCount;
  const seatable = (x: number) => total[x]! - forcedMass[x]!;
  const seatableSquares = (x: number) => squares[x]! - forcedSquares[x]!;
  const weakChildren: number[][] = Array.from({ length: g }, () => []);
  for (let c = 0; c < g; c++) if (model.groupParent[c]! >= 0 && increments[c]! < 0) weakChildren[model.groupParent[c]!]!.push(c);
  let charged = 0;
  for (let h = 0; h < g; h++) {
    const a = increments[h]!;
    const weak = weakChildren[h]!;
    if (a <= 0 || weak.length === 0) continue;
    // The children that would take back the most first; those beyond the budget stay with the rest.
    weak.sort((x, y) => increments[x]! * most[x]! - increments[y]! * most[y]!);
    let mostTogether: number | null = null;
    let drops: number[] = [];
    while (weak.length > 0) {
      const masses = [seatable(h) - weak.reduce((sum, c) => sum + seatable(c), 0), ...weak.map(seatable)];
      drops = [0, ...weak.map((c) => -increments[c]!)];
      mostTogether = mostPartSquares(a, masses, drops, model.capacity, PARTS_BUDGET);
      if (mostTogether !== null) break;
      weak.pop();
    }
    if (mostTogether === null) continue;
    let joint = a * most[h]! - mostTogether / 2 + (a * seatableSquares(h)) / 2;
    let usual = a * least[h]!;
    weak.forEach((c, i) => {
      joint -= drops[i + 1]! * (most[c]! + seatableSquares(c) / 2);
      usual -= drops[i + 1]! * most[c]!;
    });
    if (joint <= usual) continue;
    charged += joint;
    increments[h] = 0;
    for (const c of weak) increments[c] = 0;
  }
  return charged;
}

/** `charged` plus Σ_h inc(h) × (least or most pairs of h apart), weaker children paired where it pays. */
function chargeLevels(
  model: SolverModel,
  stats: GroupStats,
  increments: Float64Array,
  charged: number,
  seatableMayBeUnseated: boolean,
): number {
  const { total, squares, forcedMass, forcedSquares, fill, least, most } = stats;
  const g = model.groupCount;
  const tables = BinRuns.of(model.capacity);
  let separation = charged;
  // A weaker child c (inc(c) = −d) of a group h with inc(h) ≥ d: inc(h)·A(h) − d·A(c) = (inc(h) − d)·A(h)
  // + d·(A(h) − A(c)), and A(h) − A(c) counts the pairs of h apart that are not both in c: at least
  // X − together, X = (S_h² − S_c² − Σ_{b∈h∖c} size²)/2 of them, together = Σ_t (r_t² + 2·r_t·c_t −
  // Σ_{b∈h∖c at t} size²)/2 with r the rest of h, c the guests of c at t (mostTogetherWithRest). Taken
  // where it beats least(h) − most(c), the other way to charge that d.
  for (let c = 0; c < g; c++) {
    const h = model.groupParent[c]!;
    if (h < 0 || increments[c]! >= 0 || increments[h]! <= 0) continue;
    const d = Math.min(-increments[c]!, increments[h]!);
    const inside = total[c]! - forcedMass[c]!;
    const rest = total[h]! - forcedMass[h]! - inside;
    // Bookings of the rest that may be unseated keep their own size² out of the together pairs.
    const aloneSquares = seatableMayBeUnseated ? squares[h]! - squares[c]! : forcedSquares[h]! - forcedSquares[c]!;
    const together = mostTogetherWithRest(rest, inside, tables);
    const apartOutside = Math.max(0, (total[h]! * total[h]! - total[c]! * total[c]! - aloneSquares - together) / 2);
    if (apartOutside <= least[h]! - most[c]!) continue;
    separation += d * apartOutside;
    increments[h]! -= d;
    increments[c]! += d;
  }
  // Groups of one depth are disjoint, so they share the tables: per depth, the weighted together-sum
  // Σ_h inc(h) Σ_t s_{h,t}² is at most the sum of each group's own greedy fill, and in case A (every
  // seatable guest seated) also at most the joint bound Σ_t capacity_t Σ_h inc(h) s_{h,t} (as s_{h,t} ≤
  // capacity_t), whose maximum over the ways to share the tables pours the groups by decreasing inc into
  // the tables by decreasing capacity (the products inc × capacity make the north-west corner rule
  // optimal), and at most its exact most over the ways to share them (mostPartSquares) when small enough.
  // Case B keeps the own fills only, its extra bins being private to each group.
  const maxDepth = Math.max(...model.groupDepth);
  const ownFill = new Float64Array(maxDepth + 1);
  const levelGroups: { increment: number; mass: number }[][] = Array.from({ length: maxDepth + 1 }, () => []);
  for (let h = 0; h < g; h++) {
    const increment = increments[h]!;
    if (increment < 0) separation += increment * most[h]!;
    if (increment <= 0 || total[h]! < 2) continue;
    const depth = model.groupDepth[h]!;
    ownFill[depth]! += increment * fill[h]!;
    levelGroups[depth]!.push({ increment, mass: total[h]! - forcedMass[h]! });
    separation += (increment * (total[h]! * total[h]! - forcedSquares[h]!)) / 2;
  }
  const capacities = Array.from(model.capacity).sort((a, b) => b - a);
  for (let depth = 1; depth <= maxDepth; depth++) {
    let together = ownFill[depth]!;
    const groups = levelGroups[depth]!;
    if (!seatableMayBeUnseated && groups.length > 1) {
      groups.sort((a, b) => b.increment - a.increment);
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
      const shared = mostPartSquares(
        0,
        groups.map((x) => x.mass),
        groups.map((x) => -x.increment),
        model.capacity,
        PARTS_BUDGET,
      );
      together = Math.min(together, joint, shared ?? Infinity);
    }
    separation -= together / 2;
  }
  return Math.max(0, separation);
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
  return leastSquares(BinRuns.of(Array.from(model.capacity, (c, t) => c - pinnedGuests[t]!)), emptySeats);
}
