/**
 * People against seats: how many guests the event has, how many seats its tables have, how many of
 * those are free now, and how many guests no seat is left for. The plan summary and the solver panel
 * say a shortfall in these words, and offer only what can help it (more tables or more seats).
 */
import type { EventContent } from '../model/event-content.ts';
import type { Problem } from '../model/problem.ts';
import { occupancy } from './seating-rules.ts';
import { bookingRef } from '../model/booking-refs.ts';

export interface SeatCount {
  readonly people: number;
  readonly seats: number;
  /** Seats at reserved tables beyond the guests they are kept for: no one else may take them (decision 0034). */
  readonly heldEmpty: number;
  /** Seats no one sits in now. */
  readonly free: number;
  /** Guests more than the seats they can use (seats held empty excluded); 0 when every guest could have one. */
  readonly short: number;
}

/** `problem`: the content compiled (derive's), which knows whom each reservation names; without it no seat counts as held. */
export function seatCount(content: EventContent, problem?: Problem | null): SeatCount {
  const people = content.guests.reduce((sum, g) => sum + g.size, 0);
  const seats = content.tables.reduce((sum, t) => sum + t.capacity, 0);
  let taken = 0;
  for (const used of occupancy(content).values()) taken += used;
  const heldEmpty = problem ? seatsHeldEmpty(problem) : 0;
  return { people, seats, heldEmpty, free: Math.max(0, seats - taken), short: Math.max(0, people - (seats - heldEmpty)) };
}

/**
 * Reserved tables seat only the bookings they name, so their seats beyond those bookings' guests
 * stay empty whatever the plan: a sweetheart table of 4 for a couple holds 2 seats no one can use.
 */
function seatsHeldEmpty(problem: Problem): number {
  let reservedSeats = 0;
  const named = new Set<number>();
  for (const table of problem.tables) {
    if (!table.reservedFor?.length) continue;
    reservedSeats += table.capacity;
    for (const booking of table.reservedFor) named.add(booking);
  }
  let namedGuests = 0;
  for (const booking of named) namedGuests += problem.bookings[booking]?.size ?? 0;
  return Math.max(0, reservedSeats - namedGuests);
}

/**
 * Bookings at a table they are not pinned to: none until a plan exists (pins seat themselves on
 * import), so "not seated yet" is said while this is 0, and bookings without a table are then the
 * changes a plan waits for.
 */
export function placedBookings(content: EventContent): number {
  return content.guests.filter((g) => g.table === null && content.seating[bookingRef(g)] !== undefined).length;
}
