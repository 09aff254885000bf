/**
 * A seat order in its two forms: content.seats keeps each booking's seat numbers by its id (or name), the solver
 * and the rules work by index. Which tables must be ordered again after a change is decided here too.
 */
import { checkSeatNumbers } from '../model/hard-rules.ts';
import { bookingRef, valuesByBooking } from '../model/booking-refs.ts';
import { UNSEATED, type Assignment, type Problem, type SeatNumbers } from '../model/problem.ts';
import type { EventContent } from '../model/event-content.ts';

/** The seats of content.seats in index form (empty for a booking without seats). */
export function seatNumbersOf(problem: Problem, seats: EventContent['seats']): number[][] {
  return valuesByBooking(problem.bookings, seats).map((numbers) => [...(numbers ?? [])]);
}

/** Seat numbers in the name form content.seats keeps, for seated bookings that have seats. */
export function seatsByName(problem: Problem, assignment: Assignment, seats: SeatNumbers): Record<string, number[]> {
  const named: Record<string, number[]> = {};
  problem.bookings.forEach((b, i) => {
    const own = seats[i] ?? [];
    if ((assignment[i] ?? UNSEATED) !== UNSEATED && own.length > 0) named[bookingRef(b)] = [...own];
  });
  return named;
}

/** Whether the content has a seat order at all (the seat terms and the seat column apply only then). */
export const hasSeats = (content: EventContent): boolean => Object.keys(content.seats ?? {}).length > 0;

/**
 * Tables whose seats must be ordered again: those whose bookings changed since `previous` (null:
 * none known), and those whose seats do not keep the seat rules (a booking without seats, a seat
 * out of range or taken twice).
 */
export function tablesToOrder(problem: Problem, previous: Assignment | null, assignment: Assignment, seats: SeatNumbers): number[] {
  const tables = new Set<number>();
  assignment.forEach((t, b) => {
    const before = previous?.[b] ?? t;
    if (before === t) return;
    if (before !== UNSEATED) tables.add(before);
    if (t !== UNSEATED) tables.add(t);
  });
  for (const violation of checkSeatNumbers(problem, assignment, seats)) {
    const t = assignment[violation.booking] ?? UNSEATED;
    if (t !== UNSEATED) tables.add(t);
  }
  return [...tables].sort((a, b) => a - b);
}
