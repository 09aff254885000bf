/**
 * Seat order: which seat each guest of each table takes, after the tables are chosen. A booking's
 * people take seats side by side; wishes about neighbours are met where they can be.
 * (First version: bookings in order, seats in a row; the ordering search replaces it.)
 */
import type { Assignment, Problem, SeatNumbers } from '../model/problem.ts';

export interface SeatOrderOptions {
  /** Tables to order; absent: every table. The others keep the seats in `keep`. */
  readonly tables?: readonly number[];
  /** Seats to keep for tables not ordered (indexed like the bookings). */
  readonly keep?: SeatNumbers;
}

export function orderSeats(problem: Problem, assignment: Assignment, options: SeatOrderOptions = {}): number[][] {
  const order = new Set(options.tables ?? problem.tables.map((_, t) => t));
  const next = problem.tables.map(() => 1);
  return problem.bookings.map((booking, b) => {
    const t = assignment[b] ?? -1;
    if (t < 0) return [];
    if (!order.has(t)) return [...(options.keep?.[b] ?? [])];
    const first = next[t]!;
    next[t] = first + booking.size;
    return Array.from({ length: booking.size }, (_, i) => first + i);
  });
}
