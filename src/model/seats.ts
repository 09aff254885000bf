/**
 * Seats at a table: which are side by side for each shape, and how a booking's seats break into
 * runs. The seat order, the seat terms of the objective, the rulebook and the drawing of a table
 * read it here.
 *
 * Seats are numbered 1 to the capacity. Round: around the circle, the last beside the first.
 * Rectangle: 1 to ⌈capacity ÷ 2⌉ along one side, the rest along the other, numbered on around the
 * table, so neither end of a side is beside the other side. Head: one side only, in a row.
 */
import type { TableShape } from '../contract/csv-columns.ts';

/** The seats of the first side of a table (a rectangle's; every seat for round and head). */
export function firstSideSeats(shape: TableShape, capacity: number): number {
  return shape === 'rectangle' ? Math.ceil(capacity / 2) : capacity;
}

/** Whether seats a and b (1-based) are side by side at a table of this shape and capacity. */
export function sideBySide(shape: TableShape, capacity: number, a: number, b: number): boolean {
  if (a === b || a < 1 || b < 1 || a > capacity || b > capacity) return false;
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  if (shape === 'round') return high - low === 1 || (low === 1 && high === capacity && capacity > 2);
  if (high - low !== 1) return false;
  // Two seats in a row are side by side unless they sit on different sides of a rectangle.
  return shape !== 'rectangle' || low !== firstSideSeats(shape, capacity);
}

/** The seats beside one seat, lowest first. */
export function seatNeighbours(shape: TableShape, capacity: number, seat: number): number[] {
  const around = [seat - 1, seat + 1, 1, capacity].filter((other) => sideBySide(shape, capacity, seat, other));
  return [...new Set(around)].sort((x, y) => x - y);
}

/** How many runs of side-by-side seats a set of seats forms (0 for none). */
export function seatRuns(shape: TableShape, capacity: number, seats: readonly number[]): number {
  const taken = new Set(seats);
  if (taken.size === 0) return 0;
  if (shape === 'round' && taken.size >= capacity) return 1;
  let runs = 0;
  // A run starts at each taken seat whose lower neighbour in the run's direction is not taken.
  for (const seat of taken) {
    const before = shape === 'round' ? (seat === 1 ? capacity : seat - 1) : seat - 1;
    if (!(taken.has(before) && sideBySide(shape, capacity, seat, before))) runs++;
  }
  return runs;
}

/** Whether any seat of one list is side by side with any seat of the other. */
export function anySideBySide(shape: TableShape, capacity: number, seatsA: readonly number[], seatsB: readonly number[]): boolean {
  return seatsA.some((a) => seatsB.some((b) => sideBySide(shape, capacity, a, b)));
}
