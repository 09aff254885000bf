/**
 * Seat numbers stay: after a late change (a merge of a new guest list, "Seat the changes",
 * `solve --from`), the bookings still at their table keep their seats, the new and grown ones are
 * placed around them, and only what must change changes (see orderSeats). Also the count of place
 * cards that change, for the outcome the planner reads.
 */
import { UNSEATED, type Assignment, type Problem, type SeatNumbers } from '../model/problem.ts';
import { orderSeats } from './seat-order.ts';

/** A seating as the guests know it: each booking's table (UNSEATED: none) and seat numbers (empty: none). */
export interface SeatsBefore {
  readonly assignment: Assignment;
  readonly seats: SeatNumbers;
}

/** What the seats of a new seating change against the seating before. */
export interface SeatChanges {
  /** Bookings at the same table as before whose people's seat numbers changed. */
  readonly reseated: number;
  /**
   * Place cards to print again: the people of bookings new or at another table, and each person of a
   * booking that stayed whose seat number changed or who is new in it. Bookings that had no seat
   * numbers before count only when their table changed.
   */
  readonly placeCards: number;
}

export interface KeptSeats extends SeatChanges {
  /** Seat numbers per booking (empty for the unseated). */
  readonly seats: number[][];
}

/** Seats of `assignment` keeping the seats of every booking still at its table of `before`; the others placed with the fewest changes. */
export function keepSeats(problem: Problem, assignment: Assignment, before: SeatsBefore): KeptSeats {
  const keep = problem.bookings.map((_, b) => (stayed(before, assignment, b) ? [...(before.seats[b] ?? [])] : []));
  const seats = orderSeats(problem, assignment, { keep });
  return { seats, ...seatChanges(problem, before, assignment, seats) };
}

const stayed = (before: SeatsBefore, assignment: Assignment, b: number): boolean =>
  (assignment[b] ?? UNSEATED) !== UNSEATED && before.assignment[b] === assignment[b];

/** The seat changes of a seating with seat numbers against the one before. */
export function seatChanges(problem: Problem, before: SeatsBefore, assignment: Assignment, seats: SeatNumbers): SeatChanges {
  let reseated = 0;
  let placeCards = 0;
  problem.bookings.forEach((booking, b) => {
    if ((assignment[b] ?? UNSEATED) === UNSEATED) return;
    if (!stayed(before, assignment, b)) {
      placeCards += booking.size;
      return;
    }
    const old = before.seats[b] ?? [];
    const now = seats[b] ?? [];
    if (old.length === 0) return;
    let changed = 0;
    for (let person = 0; person < booking.size; person++) if (old[person] !== now[person]) changed++;
    placeCards += changed;
    const kept = Math.min(old.length, booking.size);
    if (now.slice(0, kept).some((seat, person) => seat !== old[person])) reseated++;
  });
  return { reseated, placeCards };
}
