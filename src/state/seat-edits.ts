/**
 * Seats at one table as the planner sees them, and moving a booking to another seat of its table.
 * A booking's stored seats (EventContent.seats) are kept when they still fit the table; a booking
 * with none, or with seats that no longer fit, is shown in the lowest free seats in a row, so a
 * table with bookings is never drawn empty.
 */
import { bookingRef, valuesByBooking } from '../model/booking-refs.ts';
import { nameKey } from '../model/names.ts';
import { shapeOf, type GuestRecord, type TableRecord } from '../model/records.ts';
import type { EventContent } from '../model/event-content.ts';
import { findGuest } from './seating-rules.ts';
import { refuse, type EditResult } from './edit-result.ts';

/** The bookings at a table, in the guests file's order, each with its seat numbers (one per person). */
export interface TableSeating {
  table: TableRecord;
  bookings: { record: GuestRecord; seats: number[] }[];
}

export function tableSeating(content: EventContent, tableName: string): TableSeating | null {
  const key = nameKey(tableName);
  const table = content.tables.find((t) => nameKey(t.name) === key);
  if (!table) return null;
  const tables = valuesByBooking(content.guests, content.seating);
  const stored = valuesByBooking(content.guests, content.seats);
  const seatedAt = content.guests.flatMap((_, i) => (nameKey(tables[i] ?? '') === key ? [i] : []));
  const seated = seatedAt.map((i) => content.guests[i]!);
  const taken = new Set<number>();
  const kept = seatedAt.map((i) => {
    const record = content.guests[i]!;
    const seats = stored[i] ?? [];
    const fits =
      seats.length === record.size &&
      new Set(seats).size === seats.length &&
      seats.every((s) => s >= 1 && s <= table.capacity && !taken.has(s));
    if (!fits) return null;
    seats.forEach((s) => taken.add(s));
    return [...seats];
  });
  const bookings = seated.map((record, i) => ({ record, seats: kept[i] ?? freeSeats(taken, table.capacity, record.size) }));
  return { table, bookings };
}

/** The lowest free seats, as many as asked (fewer when the table is full), marked taken. */
function freeSeats(taken: Set<number>, capacity: number, count: number): number[] {
  const seats: number[] = [];
  for (let seat = 1; seat <= capacity && seats.length < count; seat++) {
    if (taken.has(seat)) continue;
    taken.add(seat);
    seats.push(seat);
  }
  return seats;
}

/**
 * Seats a booking's people in a row from one seat of its table on (around the circle of a round
 * table). The people who sat there take the seats the booking leaves, in order.
 */
export function applySeatMove(content: EventContent, bookingName: string, seat: number): EditResult {
  const guest = findGuest(content, bookingName);
  if (!guest) return refuse('unknownBooking', { name: bookingName });
  const tableName = content.seating[bookingRef(guest)];
  if (tableName === undefined) return refuse('seatWithoutTable', { name: guest.name });
  const seating = tableSeating(content, tableName);
  if (!seating) return refuse('unknownTable', { table: tableName });
  const { table, bookings } = seating;
  if (!Number.isInteger(seat) || seat < 1 || seat > table.capacity)
    return refuse('seatInvalid', { name: guest.name, seat, table: table.name, capacity: table.capacity });
  if (content.lockedTables.some((t) => nameKey(t) === nameKey(table.name))) return refuse('tableLocked', { table: table.name });
  const size = Math.min(guest.size, table.capacity);
  const first = shapeOf(table) === 'round' ? seat : Math.min(seat, table.capacity - size + 1);
  const run = Array.from({ length: size }, (_, i) => ((first - 1 + i) % table.capacity) + 1);
  const moving = bookings.find((b) => b.record === guest)!;
  const left = moving.seats.filter((s) => !run.includes(s));
  const seats = { ...(content.seats ?? {}) };
  for (const { record, seats: at } of bookings) {
    seats[bookingRef(record)] = record === guest ? run : at.map((s) => (run.includes(s) ? (left.shift() ?? s) : s));
  }
  return { next: { ...content, seats }, label: { kind: 'move', params: { name: guest.name, table: table.name } } };
}
