/**
 * Who sits in each chair of each table, as the floor plan draws it: the booking, the person's name
 * (or "Guest of …" for one not named), and the colour band of the booking's top group or the
 * person's meal, or whether the booking has an unmet wish.
 */
import { findMeal } from '../model/meals.ts';
import { nameKey } from '../model/names.ts';
import { bookingKey, peopleOf, type GuestRecord } from '../model/records.ts';
import type { EventContent } from '../model/event-content.ts';
import type { Derived } from './derive.ts';
import { tableSeating } from './seat-edits.ts';
import { unmetWishes } from './unmet-wishes.ts';
import { bookingRef } from '../model/booking-refs.ts';

export type SeatColouring = 'none' | 'group' | 'meal' | 'wish';

/** One chair: who sits there and how it is coloured. */
export interface SeatMark {
  booking: string | null;
  /** The person's name, or "Guest of …" for one not named. */
  name: string;
  named: boolean;
  /** 0 to bands - 1, or null for no colour. */
  band: number | null;
  unmet: boolean;
}

/** The chairs of every table, by the table's name key, in seat order. */
export function seatMarks(
  content: EventContent,
  derived: Derived | null,
  colourBy: SeatColouring,
  guestOf: (booking: string) => string,
  bands: number,
): Map<string, SeatMark[]> {
  // Bookings grouped by table once, so each table's seating reads only its own bookings.
  const byTable = new Map<string, GuestRecord[]>();
  for (const guest of content.guests) {
    const at = content.seating[bookingRef(guest)];
    if (at === undefined) continue;
    const key = nameKey(at);
    const list = byTable.get(key);
    if (list) list.push(guest);
    else byTable.set(key, [guest]);
  }
  const groupBands = new Map<string, number>();
  for (const guest of content.guests) {
    const top = guest.group[0];
    if (top !== undefined && !groupBands.has(nameKey(top))) groupBands.set(nameKey(top), groupBands.size % bands);
  }
  const meals = content.meals ?? [];
  const unmet = new Set<string>();
  if (colourBy === 'wish' && derived?.problem && derived.assignment) {
    const bookings = derived.problem.bookings;
    for (const wish of unmetWishes(derived.problem, derived.assignment)) {
      const booking = bookings[wish.from];
      if (booking) unmet.add(bookingKey(booking));
    }
  }
  const result = new Map<string, SeatMark[]>();
  for (const table of content.tables) {
    const key = nameKey(table.name);
    const seating = tableSeating({ ...content, guests: byTable.get(key) ?? [] }, table.name);
    const marks: SeatMark[] = Array.from({ length: table.capacity }, () => ({
      booking: null,
      name: '',
      named: false,
      band: null,
      unmet: false,
    }));
    for (const { record, seats } of seating?.bookings ?? []) {
      const people = peopleOf(record);
      const top = record.group[0];
      seats.forEach((seat, k) => {
        const person = people[k];
        const meal = person?.meal ? findMeal(meals, person.meal) : undefined;
        const band =
          colourBy === 'group'
            ? top === undefined
              ? null
              : (groupBands.get(nameKey(top)) ?? null)
            : colourBy === 'meal'
              ? meal
                ? meals.indexOf(meal) % bands
                : null
              : null;
        marks[seat - 1] = {
          booking: record.name,
          name: person?.name || guestOf(record.name),
          named: !!person?.name,
          band,
          unmet: unmet.has(bookingKey(record)),
        };
      });
    }
    result.set(key, marks);
  }
  return result;
}
