/**
 * Keeps the one rule of booking identity through edits: a booking whose name repeats carries an id.
 * When an edit makes a name repeat (a booking added or renamed to "David Cohen" beside another), each
 * gets an id, and the seating, seat numbers, locks, other bookings' lists and the tables reserved
 * for it follow it.
 */
import { bookingRef, valuesByBooking, withRepeatedNameIds } from '../model/booking-refs.ts';
import type { EventContent } from '../model/event-content.ts';
import { nameKey } from '../model/names.ts';
import { bookingKey, type GuestRecord, type TableRecord } from '../model/records.ts';
import { renamedList, withReferencesRenamed } from './wish-edits.ts';

/**
 * `guests` in place of the content's: record i is the content's booking i (renamed, maybe), any
 * further record is new. Bookings whose names now repeat get ids, and everything keyed by a booking
 * is keyed by its id or name as it is now.
 */
export function withGuestsKeyed(content: EventContent, guests: readonly GuestRecord[]): EventContent {
  const before = content.guests;
  const after = withRepeatedNameIds(guests);
  // Where each entry belonged, resolved against the list the entries were written for.
  const seats = valuesByBooking(before, content.seating);
  const seatNumbers = content.seats ? valuesByBooking(before, content.seats) : undefined;
  const lockedKeys = new Set(content.lockedBookings.map(nameKey));
  const nameCounts = countNames(before);
  const namesAfter = countNames(after);
  // References written as a booking's old id or name, to be written as it is known now.
  const renames = new Map<string, string>();
  before.forEach((old, i) => {
    const now = after[i];
    if (!now) return;
    if (bookingKey(old) !== bookingKey(now)) renames.set(bookingKey(old), bookingRef(now));
    // A name that was its booking's alone: references by that name meant this booking, and now name
    // it as it is known (its new name while that is its own, its id where the name repeats).
    const known = namesAfter.get(nameKey(now.name)) === 1 ? now.name : bookingRef(now);
    if (nameCounts.get(nameKey(old.name)) === 1 && !renames.has(nameKey(old.name)) && nameKey(known) !== nameKey(old.name))
      renames.set(nameKey(old.name), known);
  });
  const renamed = renames.size === 0 ? after : after.map((g) => withReferencesRenamed(g, renames));
  const seating: Record<string, string> = {};
  const seatsByRef: Record<string, number[]> = {};
  const lockedBookings: string[] = [];
  before.forEach((old, i) => {
    const now = renamed[i];
    if (!now) return;
    const table = seats[i];
    if (table !== undefined) seating[bookingRef(now)] = table;
    const numbers = seatNumbers?.[i];
    if (numbers !== undefined) seatsByRef[bookingRef(now)] = numbers;
    if (lockedKeys.has(bookingKey(old)) || (nameCounts.get(nameKey(old.name)) === 1 && lockedKeys.has(nameKey(old.name))))
      lockedBookings.push(bookingRef(now));
  });
  return {
    ...content,
    guests: [...renamed],
    tables: withReservationsRenamed(content.tables, renames),
    seating,
    lockedBookings,
    ...(content.seats ? { seats: seatsByRef } : {}),
  };
}

/**
 * `guests` in place of the content's when they are not the content's bookings in order (a merged
 * guest list): a booking without an id is the one the content's maps name by its name. Where a name
 * now repeats, those bookings get ids and the seating, seat numbers, locks and references follow;
 * `renamed` maps each old key to the id it became.
 */
export function withMergedGuestsKeyed(
  content: EventContent,
  guests: readonly GuestRecord[],
): { content: EventContent; renamed: ReadonlyMap<string, string> } {
  const keyed = withRepeatedNameIds(guests);
  const renames = new Map<string, string>();
  guests.forEach((g, i) => {
    const now = keyed[i]!;
    // The first: a merged list keeps the event's bookings before the ones it adds.
    if (g.id === undefined && now.id !== undefined && !renames.has(nameKey(g.name))) renames.set(nameKey(g.name), now.id);
  });
  if (renames.size === 0) return { content: { ...content, guests: [...guests] }, renamed: renames };
  return { content: withBookingsRekeyed({ ...content, guests: [...keyed] }, renames), renamed: renames };
}

/**
 * Everything that names a booking by its key, through `rekeying` (old key → the key it is known by
 * now, or null when the booking is gone; other keys stay): the seating, the seat numbers, the locks,
 * the tables kept for it and the bookings' keep-apart and wish lists. A deleted booking leaves no
 * seat behind, and a renamed one takes its seats along.
 */
export function withBookingsRekeyed(content: EventContent, rekeying: ReadonlyMap<string, string | null>): EventContent {
  const rekeyed = <T>(map: Readonly<Record<string, T>>) =>
    Object.fromEntries(Object.entries(map).flatMap(([key, value]) => renamedList([key], rekeying).map((now) => [now, value] as const)));
  return {
    ...content,
    guests: content.guests.map((g) => withReferencesRenamed(g, rekeying)),
    tables: withReservationsRenamed(content.tables, rekeying),
    seating: rekeyed(content.seating),
    lockedBookings: renamedList(content.lockedBookings, rekeying),
    ...(content.seats ? { seats: rekeyed(content.seats) } : {}),
  };
}

function countNames(guests: readonly GuestRecord[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const g of guests) counts.set(nameKey(g.name), (counts.get(nameKey(g.name)) ?? 0) + 1);
  return counts;
}

/** Tables kept for a booking by its old id or name, kept for it as it is known now (or no longer, when it is gone). */
function withReservationsRenamed(tables: readonly TableRecord[], renames: ReadonlyMap<string, string | null>): TableRecord[] {
  if (renames.size === 0) return [...tables];
  return tables.map((t) =>
    t.reservedFor?.some((n) => renames.has(nameKey(n))) ? { ...t, reservedFor: renamedList(t.reservedFor, renames) } : t,
  );
}
