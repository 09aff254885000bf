/**
 * Seat order: which seat each guest of each table takes, after the tables are chosen. It minimises
 * the seat terms of the objective (seatPenalty in seat-terms.ts): a booking's people in side-by-side
 * seats, pairs that wish to sit together side by side, pairs that wish to sit apart never side by
 * side (empty seats and other bookings keep them apart). A head table's first booking sits in the
 * middle seats.
 *
 * Each table is ordered on its own: a greedy chain of bookings and empty seats, improved by moves
 * and swaps of whole blocks; then, for a table of up to EXACT_SEATS seats whose order is not
 * provably best, a branch and bound seat by seat finds the least penalty. Bookings without wishes
 * at the table and of one size are interchangeable, and so are empty seats, so each such order is
 * tried once.
 */
import type { TableShape } from '../contract/csv-columns.ts';
import { WEIGHTS } from '../contract/objective.ts';
import type { Assignment, Problem, SeatNumbers } from '../model/problem.ts';
import { sideBySide } from '../model/seats.ts';
import { breaksWant, neighbourWishes, WANT_APART, WANT_NEAR } from './seat-terms.ts';

export interface SeatOrderOptions {
  /** Tables to order; absent: every table. The others keep the seats in `keep`. */
  readonly tables?: readonly number[];
  /** Seats to keep for tables not ordered (indexed like the bookings). */
  readonly keep?: SeatNumbers;
}

/** Tables of up to this many seats are ordered exactly. */
const EXACT_SEATS = 12;
/** Search nodes one exact table may take; beyond it the best order found so far stands. */
const EXACT_NODES = 300_000;
/** Penalty evaluations the block moves of one table may take. */
const MOVE_EVALUATIONS = 20_000;

const SPLIT = WEIGHTS.seat_split;
const PAIR = WEIGHTS.seat_neighbours;
const EMPTY = -1;
const FREE = -2;

export function orderSeats(problem: Problem, assignment: Assignment, options: SeatOrderOptions = {}): number[][] {
  const order = new Set(options.tables ?? problem.tables.map((_, t) => t));
  const tableOf = (b: number): number => {
    const t = assignment[b] ?? -1;
    return t >= 0 && t < problem.tables.length ? t : -1;
  };
  const atTable: number[][] = problem.tables.map(() => []);
  const seats: number[][] = problem.bookings.map((_, b) => {
    const t = tableOf(b);
    if (t < 0) return [];
    if (!order.has(t)) return [...(options.keep?.[b] ?? [])];
    atTable[t]!.push(b);
    return [];
  });
  if (!atTable.some((members) => members.length > 0)) return seats;
  const wants = neighbourWishes(problem);
  atTable.forEach((members, t) => {
    if (members.length === 0) return;
    const table = problem.tables[t]!;
    const sizes = members.map((b) => problem.bookings[b]!.size);
    const want = new Uint8Array(members.length * members.length);
    members.forEach((b, i) => {
      members.forEach((other, j) => {
        want[i * members.length + j] = wants[b]!.get(other) ?? 0;
      });
    });
    const seatItem = orderTable(table.shape ?? 'round', table.capacity, sizes, want);
    for (let p = 1; p < seatItem.length; p++) if (seatItem[p]! >= 0) seats[members[seatItem[p]!]!]!.push(p);
    // A table holding more guests than seats (an arrangement that breaks the rules) still gets numbers.
    let next = seatItem.length;
    members.forEach((b, i) => {
      while (seats[b]!.length < sizes[i]!) seats[b]!.push(next++);
    });
  });
  return seats;
}

/** One table to order: its bookings are items 0..k-1 (in booking order), `want` the k × k wish bits. */
interface TableCase {
  readonly shape: TableShape;
  readonly capacity: number;
  readonly sizes: readonly number[];
  readonly want: Uint8Array;
  readonly pairs: readonly (readonly [number, number, number])[];
  /** Per seat (1-based): the item a head table fixes there, or FREE. */
  readonly fixed: Int32Array;
}

/** The item in each seat (index 0 unused; EMPTY for an empty seat) of the best order found. */
function orderTable(shape: TableShape, capacity: number, sizes: readonly number[], want: Uint8Array): Int32Array {
  const k = sizes.length;
  const load = sizes.reduce((sum, z) => sum + z, 0);
  if (load > capacity) return Int32Array.from({ length: capacity + 1 }, () => EMPTY);
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) if (want[i * k + j]! !== 0) pairs.push([i, j, want[i * k + j]!]);
  const pairBound = lowerBound(k, pairs);
  let best: { cost: number; seatItem: Int32Array } | null = null;
  for (const fixed of fixedSeats(shape, capacity, sizes)) {
    const tc: TableCase = { shape, capacity, sizes, want, pairs, fixed };
    const lowest = Math.max(pairBound, packs(tc) ? 0 : SPLIT);
    const found = improveByMoves(tc, greedyUnits(tc, capacity - load), lowest);
    const exact = capacity <= EXACT_SEATS && found.cost > lowest ? searchExactly(tc, found) : found;
    if (!best || exact.cost < best.cost) best = exact;
    if (best.cost <= pairBound) break;
  }
  return best!.seatItem;
}

/** The head table's first booking in the middle seats (both middles when the spare seats are odd); nothing fixed elsewhere. */
function fixedSeats(shape: TableShape, capacity: number, sizes: readonly number[]): Int32Array[] {
  const free = new Int32Array(capacity + 1).fill(FREE);
  if (shape !== 'head') return [free];
  const spare = capacity - sizes[0]!;
  const lefts = [...new Set([Math.floor(spare / 2), Math.ceil(spare / 2)])];
  return lefts.map((left) => {
    const fixed = free.slice();
    for (let p = left + 1; p <= left + sizes[0]!; p++) fixed[p] = 0;
    return fixed;
  });
}

/**
 * A penalty no order can beat: pairs that want both can never be content, and a block has two
 * sides, so a booking with d near wishes misses at least d − 2 (splitting it costs more than it gains).
 */
function lowerBound(k: number, pairs: readonly (readonly [number, number, number])[]): number {
  const degree = new Int32Array(k);
  let both = 0;
  for (const [i, j, want] of pairs) {
    if (want === (WANT_NEAR | WANT_APART)) both++;
    else if (want === WANT_NEAR) {
      degree[i]!++;
      degree[j]!++;
    }
  }
  let missed = 0;
  for (const d of degree) missed += Math.max(0, d - 2);
  return PAIR * (both + Math.ceil(missed / 2));
}

/**
 * Whether the bookings not fixed fit whole into the rows of free seats (a rectangle's two sides, the
 * two ends of a head table); when not, some booking is split. Subset sums over the first row.
 */
function packs(tc: TableCase): boolean {
  const rows: number[] = [];
  let run = 0;
  for (let p = 1; p <= tc.capacity; p++) {
    const rowEnds = p > 1 && (tc.fixed[p] !== FREE || tc.fixed[p - 1] !== FREE || !sideBySide(tc.shape, tc.capacity, p - 1, p));
    if (rowEnds && run > 0) rows.push(run);
    if (rowEnds || p === 1) run = 0;
    if (tc.fixed[p] === FREE) run++;
  }
  if (run > 0) rows.push(run);
  if (tc.shape === 'round' || rows.length < 2) return true;
  const free = tc.sizes.filter((_, i) => !tc.fixed.includes(i));
  const total = free.reduce((sum, z) => sum + z, 0);
  const [first = 0, second = 0] = rows;
  const reachable = new Uint8Array(first + 1);
  reachable[0] = 1;
  for (const z of free) for (let s = first; s >= z; s--) if (reachable[s - z]) reachable[s] = 1;
  for (let s = Math.max(0, total - second); s <= first; s++) if (reachable[s]) return true;
  return false;
}

/** The seat terms of one table's order, weighted: the same counts as seatTerms, on item indices. */
function orderPenalty(tc: TableCase, seatItem: Int32Array): number {
  const { shape, capacity: c, sizes, pairs } = tc;
  const k = sizes.length;
  const runs = new Int32Array(k);
  const touch = new Uint8Array(k * k);
  for (let p = 1; p <= c; p++) {
    const x = seatItem[p]!;
    if (x < 0) continue;
    const before = shape === 'round' ? (p === 1 ? c : p - 1) : p - 1;
    if (!(before >= 1 && seatItem[before] === x && sideBySide(shape, c, p, before))) runs[x]!++;
    const after = p === c ? 1 : p + 1;
    const y = seatItem[after]!;
    if (y >= 0 && y !== x && sideBySide(shape, c, p, after)) touch[x * k + y] = touch[y * k + x] = 1;
  }
  let penalty = 0;
  for (let x = 0; x < k; x++) {
    // A round table one booking fills is one run, though every seat has a neighbour of its own.
    const r = shape === 'round' && sizes[x]! >= c ? 1 : runs[x]!;
    penalty += SPLIT * Math.max(0, r - 1);
  }
  for (const [i, j, want] of pairs) if (breaksWant(want, touch[i * k + j] === 1)) penalty += PAIR;
  return penalty;
}

/** Seats filled in order by a sequence of units (an item's whole block, or one empty seat), around the fixed seats. */
function layOut(tc: TableCase, units: Int32Array): Int32Array {
  const seatItem = tc.fixed.slice();
  let p = 1;
  for (const unit of units) {
    const count = unit < 0 ? 1 : tc.sizes[unit]!;
    for (let i = 0; i < count; i++) {
      while (seatItem[p] !== FREE) p++;
      seatItem[p] = unit;
    }
  }
  return seatItem;
}

/**
 * A first sequence: a chain that goes on from each booking to the one it most wants beside it, an
 * empty seat between two that want to be apart while empty seats last.
 */
function greedyUnits(tc: TableCase, empties: number): Int32Array {
  const k = tc.sizes.length;
  const fixedItems = new Set(tc.fixed.filter((x) => x >= 0));
  const left = Array.from({ length: k }, (_, i) => i).filter((i) => !fixedItems.has(i));
  const nearDegree = (i: number) => left.reduce((sum, j) => sum + ((tc.want[i * k + j]! & WANT_NEAR) !== 0 ? 1 : 0), 0);
  const units: number[] = [];
  let last = -1;
  let spare = empties;
  while (left.length > 0) {
    let pick = 0;
    let pickScore = -Infinity;
    left.forEach((i, at) => {
      const w = last >= 0 ? tc.want[last * k + i]! : 0;
      const score = last < 0 ? nearDegree(i) : ((w & WANT_NEAR) !== 0 ? 4 : 0) - ((w & WANT_APART) !== 0 ? 8 : 0) + nearDegree(i) / k;
      if (score > pickScore) {
        pick = at;
        pickScore = score;
      }
    });
    if (pickScore < 0 && spare > 0) {
      units.push(EMPTY);
      spare--;
    }
    last = left.splice(pick, 1)[0]!;
    units.push(last);
  }
  for (; spare > 0; spare--) units.push(EMPTY);
  return Int32Array.from(units);
}

/** First-improvement moves and swaps of units until none helps, the bound is reached or the budget is spent. */
function improveByMoves(tc: TableCase, start: Int32Array, lowest: number): { cost: number; seatItem: Int32Array } {
  let units = start;
  let seatItem = layOut(tc, units);
  let cost = orderPenalty(tc, seatItem);
  let evaluations = 0;
  const n = units.length;
  const tryUnits = (candidate: Int32Array): boolean => {
    evaluations++;
    const laid = layOut(tc, candidate);
    const candidateCost = orderPenalty(tc, laid);
    if (candidateCost >= cost) return false;
    units = candidate;
    seatItem = laid;
    cost = candidateCost;
    return true;
  };
  let improved = true;
  while (improved && cost > lowest && evaluations < MOVE_EVALUATIONS) {
    improved = false;
    for (let i = 0; i < n && !improved && evaluations < MOVE_EVALUATIONS; i++) {
      for (let j = 0; j < n && !improved && evaluations < MOVE_EVALUATIONS; j++) {
        if (i === j || units[i] === units[j]) continue;
        const swapped = units.slice();
        swapped[i] = units[j]!;
        swapped[j] = units[i]!;
        if (tryUnits(swapped)) improved = true;
        else {
          const moved = Array.from(units);
          moved.splice(j, 0, moved.splice(i, 1)[0]!);
          improved = tryUnits(Int32Array.from(moved));
        }
      }
    }
  }
  return { cost, seatItem };
}

/**
 * Branch and bound seat by seat, for small tables. The penalty so far only grows: a run left with
 * people still to seat is a split; a pair that wants apart is charged when it first touches; a pair
 * that wants near is charged once either booking is closed (all seated, its run over) without
 * touching the other. A round table is turned so that seat 1 holds a booking whose run starts there.
 */
function searchExactly(tc: TableCase, incumbent: { cost: number; seatItem: Int32Array }): { cost: number; seatItem: Int32Array } {
  const { shape, capacity: c, sizes, want, pairs, fixed } = tc;
  const k = sizes.length;
  const round = shape === 'round';
  if (round && k === 1) return incumbent;
  const remaining = Int32Array.from([...sizes, c - sizes.reduce((s, z) => s + z, 0)]);
  const started = new Uint8Array(k);
  const closed = new Uint8Array(k);
  const touch = new Uint8Array(k * k);
  const seatItem = new Int32Array(c + 1).fill(EMPTY);
  const near = Array.from({ length: k }, (_, i) =>
    pairs.flatMap(([a, b, w]) => ((w & WANT_NEAR) === 0 ? [] : a === i ? [b] : b === i ? [a] : [])),
  );
  const headItem = fixed.some((x) => x >= 0) ? 0 : -1;
  // Interchangeable items start in index order: each waits for the previous one of its kind.
  const classPrev = new Int32Array(k).fill(-1);
  const lastOfKind = new Map<number, number>();
  for (let i = 0; i < k; i++) {
    const free = i !== headItem && !pairs.some(([a, b]) => a === i || b === i);
    if (!free) continue;
    classPrev[i] = lastOfKind.get(sizes[i]!) ?? -1;
    lastOfKind.set(sizes[i]!, i);
  }
  let best = incumbent;
  let nodes = 0;

  const finish = (cost: number) => {
    let total = cost;
    let wrapA = -1;
    let wrapB = -1;
    if (round && c > 2) {
      const a = seatItem[c]!;
      const b = seatItem[1]!;
      if (a >= 0 && b >= 0 && a !== b && touch[a * k + b] === 0) {
        wrapA = a;
        wrapB = b;
        if ((want[a * k + b]! & WANT_APART) !== 0) total += PAIR;
      }
    }
    for (const [i, j, w] of pairs) {
      if ((w & WANT_NEAR) === 0 || touch[i * k + j] === 1 || closed[i] === 1 || closed[j] === 1) continue;
      const wrapped = (i === wrapA && j === wrapB) || (i === wrapB && j === wrapA);
      if (!wrapped) total += PAIR;
    }
    if (total < best.cost) best = { cost: total, seatItem: seatItem.slice() };
  };

  const place = (p: number, cost: number, x: number) => {
    const y = p > 1 ? seatItem[p - 1]! : EMPTY;
    const beside = p > 1 && sideBySide(shape, c, p - 1, p);
    let delta = 0;
    let closedY = false;
    let touched = false;
    if (x >= 0 && beside && y >= 0 && y !== x && touch[y * k + x] === 0) {
      touch[y * k + x] = touch[x * k + y] = 1;
      touched = true;
      if ((want[y * k + x]! & WANT_APART) !== 0) delta += PAIR;
    }
    // y's run ends here: a split if it has people left, else its neighbours are final.
    if (y >= 0 && (!beside || y !== x)) {
      if (remaining[y]! > 0) delta += SPLIT;
      else if (!(round && y === seatItem[1])) {
        closed[y] = 1;
        closedY = true;
        for (const z of near[y]!) if (touch[y * k + z] === 0 && closed[z] === 0) delta += PAIR;
      }
    }
    let wasStarted = 0;
    if (x >= 0) {
      wasStarted = started[x]!;
      started[x] = 1;
      remaining[x]!--;
    } else remaining[k]!--;
    seatItem[p] = x;
    visit(p + 1, cost + delta);
    seatItem[p] = EMPTY;
    if (x >= 0) {
      remaining[x]!++;
      started[x] = wasStarted;
      if (touched) touch[y * k + x] = touch[x * k + y] = 0;
    } else remaining[k]!++;
    if (closedY) closed[y] = 0;
  };

  const visit = (p: number, cost: number): void => {
    if (cost >= best.cost || ++nodes > EXACT_NODES) return;
    if (p > c) {
      finish(cost);
      return;
    }
    if (fixed[p] !== FREE) {
      place(p, cost, fixed[p]!);
      return;
    }
    const y = p > 1 ? seatItem[p - 1]! : EMPTY;
    const continues = y >= 0 && remaining[y]! > 0 && sideBySide(shape, c, p - 1, p);
    if (continues) place(p, cost, y);
    for (let x = 0; x < k; x++) {
      if (remaining[x] === 0 || x === headItem || (continues && x === y)) continue;
      if (started[x] === 0 && classPrev[x]! >= 0 && started[classPrev[x]!] === 0) continue;
      if (round && p === c && x === seatItem[1]) continue;
      place(p, cost, x);
    }
    if (remaining[k]! > 0 && !(round && p === 1)) place(p, cost, EMPTY);
  };

  visit(1, 0);
  return best;
}
