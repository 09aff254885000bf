/**
 * Stable re-seating: how many people sit at another table than in the reference plan (the one the
 * guests already know), kept incrementally so the search can refuse any change that would take it
 * past the limit. A booking counts its size when it sat at a table in the reference and now sits at
 * another one or at none; a booking unseated in the reference (a new or changed one) never counts.
 */
import { UNSEATED, type Assignment } from '../model/problem.ts';

export interface MovedCount {
  /** Guests (sum of booking sizes) at another table than in the reference. */
  readonly people: number;
  /** Bookings at another table than in the reference. */
  readonly bookings: number;
}

/** The moved people and bookings of an arrangement against a reference, counted from scratch. */
export function countMoved(sizes: ArrayLike<number>, reference: Assignment, assignment: Assignment): MovedCount {
  let people = 0;
  let bookings = 0;
  for (let b = 0; b < sizes.length; b++) {
    const was = reference[b] ?? UNSEATED;
    if (was === UNSEATED || assignment[b] === was) continue;
    people += sizes[b]!;
    bookings++;
  }
  return { people, bookings };
}

export class MoveBudget {
  /** People moved in the current arrangement. */
  moved = 0;
  /** Change `pending` would make, summed by `add` before a proposal is accepted. */
  private pending = 0;

  constructor(
    private readonly size: Int32Array,
    readonly reference: Assignment,
    /** The most people that may move; Infinity: no limit. */
    public limit: number,
    position: Int32Array,
  ) {
    this.moved = countMoved(size, reference, position).people;
  }

  /** Change in moved people if booking b went from table `from` to table `to`. */
  change(b: number, from: number, to: number): number {
    const was = this.reference[b]!;
    if (was === UNSEATED) return 0;
    return this.size[b]! * ((to !== was ? 1 : 0) - (from !== was ? 1 : 0));
  }

  /** Starts summing the change of one proposal. */
  begin(): void {
    this.pending = 0;
  }

  add(b: number, from: number, to: number): void {
    this.pending += this.change(b, from, to);
  }

  /** Whether the summed change keeps the count within the limit. */
  allows(): boolean {
    return this.moved + this.pending <= this.limit;
  }

  /** The proposal was kept. */
  commit(): void {
    this.moved += this.pending;
    this.pending = 0;
  }
}
