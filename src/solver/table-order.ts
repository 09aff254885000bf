/**
 * The order of one table: which booking takes each seat, least seat penalty first (the seat terms of
 * seat-terms.ts: a booking's people side by side, wishes about neighbours kept). Some seats may be
 * fixed beforehand: the head table's first booking in the middle, or the bookings that keep the seats
 * they had (seat-order.ts); the others are placed around them.
 *
 * A greedy chain of bookings and empty seats, and a packing of the bookings whole into the rows of
 * free seats, are improved by moves and swaps of whole blocks; then, for a table of up to EXACT_SEATS
 * seats whose order is not provably best, a branch and bound seat by seat finds the least penalty.
 * Bookings without wishes at the table, not fixed and of one size are interchangeable, and so are
 * empty seats, so each such order is tried once.
 */
import type { TableShape } from '../contract/csv-columns.ts';
import { WEIGHTS } from '../contract/objective.ts';
import { sideBySide } from '../model/seats.ts';
import { breaksWant, WANT_APART, WANT_NEAR } from './seat-terms.ts';

/** Tables of up to this many seats are ordered exactly. */
const EXACT_SEATS = 12;
/** Search nodes one exact table may take; beyond it the best order found so far stands. */
const EXACT_NODES = 300_000;
/** Penalty evaluations the block moves of one table may take. */
const MOVE_EVALUATIONS = 20_000;
/** Steps the packing of bookings into rows may take; beyond it the bookings count as not fitting whole. */
const PACKING_STEPS = 50_000;

const SPLIT = WEIGHTS.seat_split;
const PAIR = WEIGHTS.seat_neighbours;
/** In a seat list: an empty seat. */
const EMPTY = -1;
/** In a list of fixed seats: a seat still free. */
export const FREE = -2;

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

/**
 * The item in each seat (index 0 unused; EMPTY for an empty seat) of the best order found. `fixed`
 * (per seat: an item, or FREE) holds items in their seats; a fixed item's size is its fixed seats.
 * Without it, a head table's first item sits in the middle.
 */
export function orderTable(
  shape: TableShape,
  capacity: number,
  sizes: readonly number[],
  want: Uint8Array,
  fixed?: Int32Array,
): Int32Array {
  const k = sizes.length;
  const load = sizes.reduce((sum, z) => sum + z, 0);
  if (load > capacity) return Int32Array.from({ length: capacity + 1 }, () => EMPTY);
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) if (want[i * k + j]! !== 0) pairs.push([i, j, want[i * k + j]!]);
  // A round table with fixed seats is searched turned so that seat 1 is the first free seat after a
  // fixed one: then no free booking's run wraps from the last seat to the first.
  const turn = shape === 'round' && fixed ? turnOf(fixed, capacity) : 0;
  const candidates = fixed ? [turned(fixed, capacity, turn)] : headSeats(shape, capacity, sizes, want, pairs);
  const pairBound = lowerBound(k, pairs);
  let best: { cost: number; seatItem: Int32Array } | null = null;
  for (const seats of candidates) {
    const tc: TableCase = { shape, capacity, sizes, want, pairs, fixed: seats };
    const packing = packUnits(tc);
    const lowest = Math.max(pairBound, packing ? 0 : SPLIT);
    let found = improveByMoves(tc, greedyUnits(tc, capacity - load), lowest);
    // The packing start only where the greedy one left someone split: it seats everyone whole.
    if (packing && found.cost > lowest && splitsIn(tc, found.seatItem)) {
      const packed = improveByMoves(tc, packing, lowest);
      if (packed.cost < found.cost) found = packed;
    }
    const exact = capacity <= EXACT_SEATS && found.cost > lowest ? searchExactly(tc, found) : found;
    if (!best || exact.cost < best.cost) best = exact;
    if (best.cost <= pairBound) break;
  }
  return turned(best!.seatItem, capacity, -turn);
}

/** Whether the items not in `fixed` can sit whole in the seats it leaves free (their wishes aside). */
export function fitsWhole(shape: TableShape, capacity: number, sizes: readonly number[], fixed: Int32Array): boolean {
  const turn = shape === 'round' ? turnOf(fixed, capacity) : 0;
  const tc: TableCase = { shape, capacity, sizes, want: new Uint8Array(0), pairs: [], fixed: turned(fixed, capacity, turn) };
  return packUnits(tc) !== null;
}

/** Whether some item's seats are not one run: the order's penalty without the wishes. */
const splitsIn = (tc: TableCase, seatItem: Int32Array): boolean => orderPenalty({ ...tc, pairs: [] }, seatItem) > 0;

/** The first free seat after a fixed one, less one (0 when no seat or every seat is fixed). */
function turnOf(fixed: Int32Array, capacity: number): number {
  for (let p = 1; p <= capacity; p++) {
    const before = p === 1 ? capacity : p - 1;
    if (fixed[p] === FREE && fixed[before] !== FREE) return p - 1;
  }
  return 0;
}

/** A seat list (index 0 unused) renumbered so that seat 1 + by becomes seat 1. */
function turned(seats: Int32Array, capacity: number, by: number): Int32Array {
  if (by === 0) return seats.slice();
  const out = seats.slice();
  for (let p = 1; p <= capacity; p++) out[p] = seats[((((p - 1 + by) % capacity) + capacity) % capacity) + 1]!;
  return out;
}

/**
 * The head table's first item in the middle seats (both middles when the spare seats are odd), or as
 * near the middle as lets every other item sit whole when the middle does not; nothing fixed elsewhere.
 */
function headSeats(
  shape: TableShape,
  capacity: number,
  sizes: readonly number[],
  want: Uint8Array,
  pairs: readonly (readonly [number, number, number])[],
): Int32Array[] {
  const free = new Int32Array(capacity + 1).fill(FREE);
  if (shape !== 'head') return [free];
  const spare = capacity - sizes[0]!;
  const at = (left: number) => {
    const fixed = free.slice();
    for (let p = left + 1; p <= left + sizes[0]!; p++) fixed[p] = 0;
    return fixed;
  };
  const middle = [...new Set([Math.floor(spare / 2), Math.ceil(spare / 2)])];
  const lefts = Array.from({ length: spare + 1 }, (_, left) => left).sort((a, b) => Math.abs(2 * a - spare) - Math.abs(2 * b - spare));
  const fits = lefts.filter((left) => packUnits({ shape, capacity, sizes, want, pairs, fixed: at(left) }) !== null);
  const nearest = fits.filter((left) => Math.abs(2 * left - spare) === Math.abs(2 * fits[0]! - spare));
  return (fits.length > 0 ? nearest : middle).map(at);
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
 * The items not fixed packed whole into the rows of free seats (a rectangle's two sides, the ends of
 * a head table, the gaps between fixed seats), as units for layOut: each row's items, then its empty
 * seats. Null when they do not fit whole (some item is split) or the packing took too long.
 */
function packUnits(tc: TableCase): Int32Array | null {
  const rows: number[] = [];
  let run = 0;
  for (let p = 1; p <= tc.capacity; p++) {
    const rowEnds = p > 1 && (tc.fixed[p] !== FREE || tc.fixed[p - 1] !== FREE || !sideBySide(tc.shape, tc.capacity, p - 1, p));
    if (rowEnds && run > 0) rows.push(run);
    if (rowEnds || p === 1) run = 0;
    if (tc.fixed[p] === FREE) run++;
  }
  if (run > 0) rows.push(run);
  const items = tc.sizes.map((_, i) => i).filter((i) => !tc.fixed.includes(i));
  items.sort((a, b) => tc.sizes[b]! - tc.sizes[a]! || a - b);
  const room = rows.slice();
  const rowOf = new Int32Array(items.length);
  let steps = 0;
  // Largest first into each row with room; rows with the same room left are tried once.
  const place = (n: number): boolean => {
    if (n === items.length) return true;
    if (++steps > PACKING_STEPS) return false;
    const size = tc.sizes[items[n]!]!;
    const tried = new Set<number>();
    for (let r = 0; r < room.length; r++) {
      if (room[r]! < size || tried.has(room[r]!)) continue;
      tried.add(room[r]!);
      room[r]! -= size;
      rowOf[n] = r;
      if (place(n + 1)) return true;
      room[r]! += size;
    }
    return false;
  };
  if (!place(0)) return null;
  const units: number[] = [];
  rows.forEach((_, r) => {
    items.forEach((item, n) => {
      if (rowOf[n] === r) units.push(item);
    });
    for (let e = 0; e < room[r]!; e++) units.push(EMPTY);
  });
  return Int32Array.from(units);
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
 * touching the other. A round table without fixed seats is turned so that seat 1 holds a booking
 * whose run starts there.
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
  const isFixed = new Uint8Array(k);
  for (const x of fixed) if (x >= 0) isFixed[x] = 1;
  // A round table with no fixed seat may be turned: seat 1 holds a booking whose run starts there.
  const turnable = round && !fixed.some((x) => x >= 0);
  // Interchangeable items start in index order: each waits for the previous one of its kind.
  const classPrev = new Int32Array(k).fill(-1);
  const lastOfKind = new Map<number, number>();
  for (let i = 0; i < k; i++) {
    const free = isFixed[i] === 0 && !pairs.some(([a, b]) => a === i || b === i);
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
    // A fixed item takes only its fixed seats, even where it has seats left to reach.
    const continues = y >= 0 && isFixed[y] === 0 && remaining[y]! > 0 && sideBySide(shape, c, p - 1, p);
    if (continues) place(p, cost, y);
    for (let x = 0; x < k; x++) {
      if (remaining[x] === 0 || isFixed[x] === 1 || (continues && x === y)) continue;
      if (started[x] === 0 && classPrev[x]! >= 0 && started[classPrev[x]!] === 0) continue;
      if (turnable && p === c && x === seatItem[1]) continue;
      place(p, cost, x);
    }
    if (remaining[k]! > 0 && !(turnable && p === 1)) place(p, cost, EMPTY);
  };

  visit(1, 0);
  return best;
}
