/**
 * What changed between two seatings of an event: the one comparison behind the command line's
 * `diff`, the comparison of two saved versions and the reprint list. Bookings and tables are
 * matched by the one identity of names (`nameKey`), so a renamed-by-case booking is the same one.
 */
import { nameKey } from './names.ts';

/** One side of the comparison: the bookings of the event and where each one sits. */
export interface SeatingSide {
  /** Every booking of the event, seated or not. */
  readonly bookings: readonly string[];
  /** Booking name → table name for seated bookings. */
  readonly seating: Readonly<Record<string, string>>;
  /** Booking name → seat numbers at its table; absent: no seat order. */
  readonly seats?: Readonly<Record<string, readonly number[]>>;
}

interface PlacedBooking {
  readonly booking: string;
  /** Null: not seated. */
  readonly table: string | null;
}

interface MovedBooking {
  readonly booking: string;
  readonly from: string | null;
  readonly to: string | null;
}

interface ReseatedBooking {
  readonly booking: string;
  readonly table: string;
  readonly from: readonly number[];
  readonly to: readonly number[];
}

export interface SeatingDiff {
  /** Bookings only the new side has. */
  readonly added: readonly PlacedBooking[];
  /** Bookings only the old side has. */
  readonly removed: readonly PlacedBooking[];
  /** Bookings of both sides at another table (or seated on one side only). */
  readonly moved: readonly MovedBooking[];
  /** Bookings at the same table on other seats (both sides have seat numbers). */
  readonly reseated: readonly ReseatedBooking[];
  /** Tables whose guests or seats changed, in the order the new side, then the old side, names them. */
  readonly tablesChanged: readonly string[];
}

/** Looks names up by key, keeping each one as its side wrote it. */
function byKey<T>(entries: Iterable<readonly [string, T]>): Map<string, { name: string; value: T }> {
  const map = new Map<string, { name: string; value: T }>();
  for (const [name, value] of entries) {
    const key = nameKey(name);
    if (!map.has(key)) map.set(key, { name, value });
  }
  return map;
}

/** The same seats, whatever order the booking's people take them in. */
function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (seats: readonly number[]) => [...seats].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
}

/** Compares two seatings; names in the result are written as the new side writes them (the old side for removed ones). */
export function diffSeatings(before: SeatingSide, after: SeatingSide): SeatingDiff {
  const tableOf = (side: SeatingSide) => byKey(Object.entries(side.seating));
  const seatsOf = (side: SeatingSide) => byKey(Object.entries(side.seats ?? {}));
  const oldBookings = byKey(before.bookings.map((name) => [name, null] as const));
  const newBookings = byKey(after.bookings.map((name) => [name, null] as const));
  const [oldTables, newTables] = [tableOf(before), tableOf(after)];
  const [oldSeats, newSeats] = [seatsOf(before), seatsOf(after)];

  const added: PlacedBooking[] = [];
  const removed: PlacedBooking[] = [];
  const moved: MovedBooking[] = [];
  const reseated: ReseatedBooking[] = [];
  const changedNew: string[] = [];
  const changedOld: string[] = [];

  for (const [key, { name }] of newBookings) {
    const to = newTables.get(key)?.value ?? null;
    if (!oldBookings.has(key)) {
      added.push({ booking: name, table: to });
      if (to !== null) changedNew.push(to);
      continue;
    }
    const from = oldTables.get(key)?.value ?? null;
    if ((from === null ? null : nameKey(from)) !== (to === null ? null : nameKey(to))) {
      moved.push({ booking: name, from, to });
      if (to !== null) changedNew.push(to);
      if (from !== null) changedOld.push(from);
      continue;
    }
    const seatsBefore = oldSeats.get(key)?.value;
    const seatsAfter = newSeats.get(key)?.value;
    if (to !== null && seatsBefore && seatsAfter && !sameSeats(seatsBefore, seatsAfter)) {
      reseated.push({ booking: name, table: to, from: seatsBefore, to: seatsAfter });
      changedNew.push(to);
    }
  }
  for (const [key, { name }] of oldBookings) {
    if (newBookings.has(key)) continue;
    const table = oldTables.get(key)?.value ?? null;
    removed.push({ booking: name, table });
    if (table !== null) changedOld.push(table);
  }

  const tablesChanged = byKey([...changedNew, ...changedOld].map((name) => [name, null] as const));
  return { added, removed, moved, reseated, tablesChanged: [...tablesChanged.values()].map(({ name }) => name) };
}

/** Whether two seatings are the same plan. */
export const sameSeating = (diff: SeatingDiff): boolean =>
  diff.added.length + diff.removed.length + diff.moved.length + diff.reseated.length === 0;
