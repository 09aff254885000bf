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
  readonly name: string;
  readonly size: number;
  /** Index of the innermost group, -1 for none. */
  readonly group: number;
  /** Index of the pinned table, -1 for none. */
  readonly pin: number;
  /** Indices of the bookings this one must not share a table with (symmetric, no duplicates). */
  readonly avoid: readonly number[];
}

export interface Table {
  readonly name: string;
  readonly capacity: number;
}

export interface Problem {
  readonly bookings: readonly Booking[];
  readonly tables: readonly Table[];
  readonly groups: readonly Group[];
}

/** Table index per booking; UNSEATED for a booking without a table. */
export type Assignment = Int32Array;
export const UNSEATED = -1;
