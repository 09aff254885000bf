/**
 * Seat order: which seat each guest of each table takes, after the tables are chosen. Each table is
 * ordered on its own (orderTable in table-order.ts: least seat penalty, a head table's first booking
 * in the middle).
 *
 * Seats stay where they can: at a table ordered again, a booking that brings seats in `keep` keeps
 * them (a shrunk one the seats of its longest run, a grown one its seats and free seats beside them),
 * and the others are placed around it. Only when that splits someone whom a new order would seat
 * whole are kept seats given up: the fewest people's first, and the whole table's last.
 */
import type { TableShape } from '../contract/csv-columns.ts';
import type { Assignment, Problem, SeatNumbers } from '../model/problem.ts';
import { seatNeighbours, seatRuns } from '../model/seats.ts';
import { neighbourWishes } from './seat-terms.ts';
import { fitsWhole, FREE, orderTable } from './table-order.ts';

export interface SeatOrderOptions {
  /** Tables to order; absent: every table. The others keep the seats in `keep`. */
  readonly tables?: readonly number[];
  /**
   * Seats to keep (indexed like the bookings): at tables not ordered, as they are; at tables ordered,
   * where the table lets them stay. A booking that moved to another table should bring none.
   */
  readonly keep?: SeatNumbers;
}

/** Kept seats given up to seat someone whole: at most this many bookings' at once. */
const MOST_RELEASED = 3;

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
    const { held, grown } = heldSeats(
      table.shape ?? 'round',
      table.capacity,
      sizes,
      members.map((b) => options.keep?.[b] ?? []),
    );
    const own = orderKeeping({ shape: table.shape ?? 'round', capacity: table.capacity, sizes, want }, held, grown);
    own.forEach((list, i) => seats[members[i]!]!.push(...list));
    // A table holding more guests than seats (an arrangement that breaks the rules) still gets numbers.
    let next = table.capacity + 1;
    members.forEach((b, i) => {
      while (seats[b]!.length < sizes[i]!) seats[b]!.push(next++);
    });
  });
  return seats;
}

interface TableToOrder {
  readonly shape: TableShape;
  readonly capacity: number;
  readonly sizes: readonly number[];
  readonly want: Uint8Array;
}

/**
 * The seats each booking may keep: its seats of the table not taken by an earlier one; of a booking
 * that shrank, the seats of its fewest runs; of one that grew, its seats and then free seats beside them.
 */
function heldSeats(
  shape: TableShape,
  capacity: number,
  sizes: readonly number[],
  keep: readonly (readonly number[])[],
): { held: number[][]; grown: boolean[] } {
  const taken = new Set<number>();
  const held = keep.map((seats, i) => {
    const valid = seats.filter((s, at) => Number.isInteger(s) && s >= 1 && s <= capacity && !taken.has(s) && seats.indexOf(s) === at);
    const own = valid.length > sizes[i]! ? fewestRuns(shape, capacity, valid, sizes[i]!) : valid;
    for (const s of own) taken.add(s);
    return own;
  });
  const grown = held.map(() => false);
  held.forEach((own, i) => {
    if (own.length === 0 || own.length >= sizes[i]!) return;
    // Free seats beside its own, nearest first, while they keep it in as few runs as it had.
    const runs = seatRuns(shape, capacity, own);
    const longer = [...own];
    const added = new Set<number>();
    while (longer.length < sizes[i]!) {
      const next = longer.flatMap((s) => seatNeighbours(shape, capacity, s)).find((s) => !taken.has(s) && !added.has(s));
      if (next === undefined) break;
      longer.push(next);
      added.add(next);
    }
    if (longer.length < sizes[i]! || seatRuns(shape, capacity, longer) > runs) return;
    held[i] = longer;
    grown[i] = true;
    for (const s of added) taken.add(s);
  });
  return { held, grown };
}

/** `count` of the seats, in their order, that make the fewest runs (the first such window along the table). */
function fewestRuns(shape: TableShape, capacity: number, seats: readonly number[], count: number): number[] {
  const along = [...seats].sort((a, b) => a - b);
  let best = along.slice(0, count);
  for (let start = 0; start < along.length; start++) {
    const window = Array.from({ length: count }, (_, j) => along[(start + j) % along.length]!);
    if (seatRuns(shape, capacity, window) < seatRuns(shape, capacity, best)) best = window;
  }
  const chosen = new Set(best);
  return seats.filter((s) => chosen.has(s));
}

/**
 * Each booking's seats at one table: the held seats of bookings that hold all they need stay, the
 * others are placed around them. When that splits a booking a new order would seat whole, the grown
 * bookings give up the seats they took, then the held seats of the fewest people are given up, and
 * failing that the table is ordered anew.
 */
function orderKeeping(table: TableToOrder, held: readonly (readonly number[])[], grown: readonly boolean[]): number[][] {
  const { sizes } = table;
  const keeps = held.map((own, i) => own.length === sizes[i]);
  if (!keeps.some(Boolean)) return placeAround(table, held, keeps).seats;
  if (keeps.every(Boolean) && !grown.some(Boolean)) return held.map((own) => [...own]);
  const kept = placeAround(table, held, keeps);
  if (kept.splitFree === 0) return kept.seats;
  const fresh = placeAround(
    table,
    held,
    keeps.map(() => false),
  );
  if (fresh.splitFree > 0) return kept.seats;
  // Give up the held seats of as few people as lets everyone sit whole.
  const stayers = keeps.map((k, i) => k && !grown[i]);
  const holders = stayers.flatMap((stays, i) => (stays ? [i] : []));
  for (const released of [[], ...subsetsBySize(holders, sizes, MOST_RELEASED)]) {
    const fixed = stayers.map((k, i) => k && !released.includes(i));
    if (!fitsWhole(table.shape, table.capacity, sizes, fixedSeats(table.capacity, held, fixed))) continue;
    const tried = placeAround(table, held, fixed);
    if (tried.splitFree === 0) return tried.seats;
  }
  return fresh.seats;
}

/** The seats of every booking when those marked in `fixed` keep their held seats; and how often the others are split. */
function placeAround(
  table: TableToOrder,
  held: readonly (readonly number[])[],
  fixed: readonly boolean[],
): { seats: number[][]; splitFree: number } {
  const { shape, capacity, sizes, want } = table;
  const anyFixed = fixed.some(Boolean);
  const seatItem = orderTable(shape, capacity, sizes, want, anyFixed ? fixedSeats(capacity, held, fixed) : undefined);
  const seats: number[][] = sizes.map((_, i) => (fixed[i] ? [...held[i]!] : []));
  for (let p = 1; p <= capacity; p++) {
    const x = seatItem[p]!;
    if (x >= 0 && !fixed[x]) seats[x]!.push(p);
  }
  let splitFree = 0;
  seats.forEach((own, i) => {
    if (!fixed[i] && own.length > 0) splitFree += seatRuns(shape, capacity, own) - 1;
  });
  return { seats, splitFree };
}

/** Per seat, the booking that keeps it (those marked in `fixed` keep their held seats), else FREE. */
function fixedSeats(capacity: number, held: readonly (readonly number[])[], fixed: readonly boolean[]): Int32Array {
  const seats = new Int32Array(capacity + 1).fill(FREE);
  fixed.forEach((keeps, i) => {
    if (keeps) for (const s of held[i]!) seats[s] = i;
  });
  return seats;
}

/** Subsets of up to `most` of the items, fewest people first, then fewest items. */
function subsetsBySize(items: readonly number[], sizes: readonly number[], most: number): number[][] {
  const subsets: number[][] = [];
  const grow = (from: number, chosen: number[]) => {
    if (chosen.length > 0) subsets.push([...chosen]);
    if (chosen.length === most) return;
    for (let i = from; i < items.length; i++) grow(i + 1, [...chosen, items[i]!]);
  };
  grow(0, []);
  const people = (subset: readonly number[]) => subset.reduce((sum, i) => sum + sizes[i]!, 0);
  return subsets.sort((a, b) => people(a) - people(b) || a.length - b.length);
}
