/**
 * People against seats: how many guests the event has, how many seats its tables have, how many of
 * those are free now, and how many guests no seat is left for. The plan summary and the solver panel
 * say a shortfall in these words, and offer only what can help it (more tables or more seats).
 */
import type { EventContent } from '../model/event-content.ts';
import { occupancy } from './seating-rules.ts';
import { bookingRef } from '../model/booking-refs.ts';

export interface SeatCount {
  readonly people: number;
  readonly seats: number;
  /** Seats no one sits in now. */
  readonly free: number;
  /** Guests more than there are seats; 0 when every guest could have one. */
  readonly short: number;
}

export function seatCount(content: EventContent): SeatCount {
  const people = content.guests.reduce((sum, g) => sum + g.size, 0);
  const seats = content.tables.reduce((sum, t) => sum + t.capacity, 0);
  let taken = 0;
  for (const used of occupancy(content).values()) taken += used;
  return { people, seats, free: Math.max(0, seats - taken), short: Math.max(0, people - seats) };
}

/**
 * Bookings at a table they are not pinned to: none until a plan exists (pins seat themselves on
 * import), so "not seated yet" is said while this is 0, and bookings without a table are then the
 * changes a plan waits for.
 */
export function placedBookings(content: EventContent): number {
  return content.guests.filter((g) => g.table === null && content.seating[bookingRef(g)] !== undefined).length;
}
