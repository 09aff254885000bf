import type { TableShape } from '../contract/csv-columns.ts';

/**
 * The compiled, index-based problem the solver works on. Built from records by compileProblem;
 * indices are stable for one compilation only.
 */
export interface Group {
  /** Segments as first written. */
  readonly path: readonly string[];
  /** Index of the parent group, -1 for a top-level group. Parents come before their children. */
  readonly parent: number;
  /** 1 for a top-level group. */
  readonly depth: number;
  /** Cohesion strength used by the separation term. */
  readonly strength: number;
}

export interface Booking {
  /** The booking's own id, when its record has one (every booking whose name repeats). */
  readonly id?: string;
  readonly name: string;
  readonly size: number;
  /** Index of the innermost group, -1 for none. */
  readonly group: number;
  /** Index of the pinned table, -1 for none. */
  readonly pin: number;
  /** Indices of the bookings this one must not share a table with (symmetric, no duplicates). */
  readonly avoid: readonly number[];
  /** Tags (indices into Problem.tags) its table must have; absent: none. */
  readonly requires?: readonly number[];
  /** Tags it would like its table to have; absent: none. */
  readonly likes?: readonly number[];
}

export interface Table {
  readonly name: string;
  readonly capacity: number;
  /** Absent: round. */
  readonly shape?: TableShape;
  /** Indices into Problem.tags; absent: none. */
  readonly tags?: readonly number[];
  /** The only bookings that may sit at it (a group named stands for its bookings), ascending; absent: anyone. */
  readonly reservedFor?: readonly number[];
}

export type WishKind = 'together' | 'prefer' | 'prefer_apart';

/**
 * One wish of one booking about a booking or a group (every booking of it, the wisher left out).
 * Exactly one of toBooking and toGroup is an index, the other -1.
 */
export interface Wish {
  readonly kind: WishKind;
  readonly from: number;
  readonly toBooking: number;
  readonly toGroup: number;
}

export interface Problem {
  readonly bookings: readonly Booking[];
  readonly tables: readonly Table[];
  readonly groups: readonly Group[];
  /** Table tags by index, as first written; absent: none. */
  readonly tags?: readonly string[];
  /** Wishes in the order the guests give them; absent: none. */
  readonly wishes?: readonly Wish[];
}

/** Table index per booking; UNSEATED for a booking without a table. */
export type Assignment = Int32Array;
export const UNSEATED = -1;

/**
 * Seat numbers (1 to the table's capacity) of each booking's people, in the order of its people;
 * empty for an unseated booking. Indexed like the bookings.
 */
export type SeatNumbers = readonly (readonly number[])[];
