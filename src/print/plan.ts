/**
 * What the printed documents are made from: the event's records and its seating, read once into
 * tables with their bookings and people in the seating export's order.
 */
import { comparePaths, compareText } from '../csv/seating-write.ts';
import { findMeal, mealsWithUsed, type MealOption } from '../model/meals.ts';
import { bookingLabeler, bookingRef, valuesByBooking } from '../model/booking-refs.ts';
import { nameKey } from '../model/names.ts';
import { peopleOf, type GuestRecord, type TableRecord } from '../model/records.ts';
import type { Room } from '../model/room.ts';
import type { EventContent } from '../model/event-content.ts';

export interface PrintPlan {
  eventName: string;
  guests: readonly GuestRecord[];
  tables: readonly TableRecord[];
  /** Booking reference (its id, or its name) → table name, for seated bookings (compared through nameKey). */
  seating: Readonly<Record<string, string>>;
  meals: readonly MealOption[];
  /** The floor plan's room (absent: the automatic room). */
  room?: Room | undefined;
  /** Booking reference → its people's seat numbers, for the names on the floor plan (absent: no seat order). */
  seats?: Readonly<Record<string, readonly number[]>> | undefined;
  /** The language the documents speak, which joins a repeated name to a partner's ("Moshe Cohen and Sarah"); absent: English. */
  language?: string | undefined;
}

/** The plan of an open event, every meal its people name on the list; `seats` as the seating export writes them. */
export function printPlanOf(content: EventContent, eventName: string, seats: EventContent['seats'] = content.seats): PrintPlan {
  return {
    eventName,
    guests: content.guests,
    tables: content.tables,
    seating: content.seating,
    meals: mealsWithUsed(content.meals ?? [], content.guests),
    room: content.room,
    seats,
  };
}

/** One person as printed: by name, or as a guest of the booking when unnamed. */
export interface PrintedPerson {
  /** The person's name; empty when unnamed. */
  name: string;
  /** The booking as shown: its name, with a partner or group when another booking has the same name (bookingLabeler). */
  booking: string;
  /** The booking's reference (its id, or its name), what partial prints filter by. */
  ref: string;
  /** The meal on the list, or undefined when none is chosen (or it is not on the list). */
  meal: MealOption | undefined;
  /** The meal as written, empty when none. */
  mealName: string;
  /** A child, as the guests file marked them ("Child 1" columns). */
  child: boolean;
  table: string;
}

export interface PrintedBooking {
  record: GuestRecord;
  people: PrintedPerson[];
}

export interface PrintedTable {
  record: TableRecord;
  bookings: PrintedBooking[];
  people: PrintedPerson[];
}

export interface PrintLayout {
  tables: PrintedTable[];
  /** Bookings without a table, in the guests file's order. */
  unseated: PrintedBooking[];
}

/**
 * A booking that names nobody (a guests file without a guests column) is printed under its own
 * name for its first person, so "Grandma Ruth" is never "Guest of Grandma Ruth"; the rest are its guests.
 */
function bookingOf(record: GuestRecord, label: string, table: string, meals: readonly MealOption[]): PrintedBooking {
  const namesNobody = !(record.people ?? []).some((person) => person.name !== '');
  const people = peopleOf(record).map((person, i) => ({
    name: namesNobody && i === 0 ? record.name : person.name,
    booking: label,
    ref: bookingRef(record),
    meal: person.meal === '' ? undefined : findMeal(meals, person.meal),
    mealName: person.meal,
    child: person.child === true,
    table,
  }));
  return { record, people };
}

/** Tables in the tables file's order, each with its bookings ordered by group path, then name. */
export function layoutOf(plan: PrintPlan): PrintLayout {
  const tableByKey = new Map(plan.tables.map((record) => [nameKey(record.name), { record, bookings: [] as PrintedBooking[] }]));
  // By booking, not by name: two David Cohens each sit at their own table.
  const tableOfBooking = valuesByBooking(plan.guests, plan.seating);
  // Guests read these pages: a repeated name is told apart by a partner or a group, never an id.
  const label = bookingLabeler(plan.guests, { language: plan.language, forGuests: true });
  const unseated: PrintedBooking[] = [];
  plan.guests.forEach((record, i) => {
    const table = tableByKey.get(nameKey(tableOfBooking[i] ?? ''));
    if (table) table.bookings.push(bookingOf(record, label(record), table.record.name, plan.meals));
    else unseated.push(bookingOf(record, label(record), '', plan.meals));
  });
  const tables = [...tableByKey.values()].map(({ record, bookings }) => {
    bookings.sort((a, b) => comparePaths(a.record.group, b.record.group) || compareText(a.record.name, b.record.name));
    return { record, bookings, people: bookings.flatMap((b) => b.people) };
  });
  return { tables, unseated };
}
