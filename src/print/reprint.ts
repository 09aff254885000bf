/**
 * Only what changed since a printed plan: the place cards of the bookings added, moved or whose
 * people's names or meals changed; the escort entries of the bookings added, moved or whose
 * people's names changed; the table lists of the tables whose bookings or people changed. The
 * documents take this as a filter (PrintOptions.only); the comparison is diffSeatings.
 */
import { diffSeatings } from '../model/seating-diff.ts';
import { bookingRef } from '../model/booking-refs.ts';
import { nameKey } from '../model/names.ts';
import { bookingKey, peopleOf, type GuestRecord, type TableRecord } from '../model/records.ts';
import { layoutOf, type PrintPlan } from './plan.ts';

/** What a partial print keeps: bookings by reference (id, or name), tables by name; compared through nameKey. */
export interface PrintFilter {
  /** Bookings whose place cards print. */
  readonly placeCards: readonly string[];
  /** Bookings whose escort entries print. */
  readonly escort: readonly string[];
  /** Tables whose lists print. */
  readonly tables: readonly string[];
}

/** The plan as it was printed: its bookings, tables and seating. */
export interface PrintedBefore {
  readonly guests: readonly GuestRecord[];
  readonly tables: readonly TableRecord[];
  readonly seating: Readonly<Record<string, string>>;
}

export interface ReprintCounts {
  placeCards: number;
  tables: number;
  escort: number;
}

/** A test for "is this name in the list", by the one identity of names. */
export function nameFilter(names: readonly string[]): (name: string) => boolean {
  const keys = new Set(names.map(nameKey));
  return (name) => keys.has(nameKey(name));
}

const namesOf = (g: GuestRecord) => peopleOf(g).map((p) => p.name);
const mealsOf = (g: GuestRecord) => peopleOf(g).map((p) => p.meal);
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function reprintSince(before: PrintedBefore, plan: PrintPlan): PrintFilter {
  const side = (p: PrintedBefore) => ({ bookings: p.guests.map(bookingRef), seating: p.seating });
  const diff = diffSeatings(side(before), side(plan));
  const oldGuests = new Map(before.guests.map((g) => [bookingKey(g), g]));
  const renamed: string[] = [];
  const remealed: string[] = [];
  for (const guest of plan.guests) {
    const old = oldGuests.get(bookingKey(guest));
    if (!old) continue;
    if (!same(namesOf(old), namesOf(guest))) renamed.push(bookingRef(guest));
    else if (!same(mealsOf(old), mealsOf(guest))) remealed.push(bookingRef(guest));
  }
  const shifted = [...diff.added, ...diff.moved].map((b) => b.booking);
  const seatedAt = (names: readonly string[]) => {
    const chosen = nameFilter(names);
    return Object.entries(plan.seating).flatMap(([booking, table]) => (chosen(booking) ? [table] : []));
  };
  const oldCapacity = new Map(before.tables.map((t) => [nameKey(t.name), t.capacity]));
  const resized = plan.tables.filter((t) => oldCapacity.has(nameKey(t.name)) && oldCapacity.get(nameKey(t.name)) !== t.capacity);
  return {
    placeCards: [...shifted, ...renamed, ...remealed],
    escort: [...shifted, ...renamed],
    tables: [...diff.tablesChanged, ...seatedAt([...renamed, ...remealed]), ...resized.map((t) => t.name)],
  };
}

/** How many place cards, table lists and escort entries a filter prints (seated people and existing tables only). */
export function reprintCounts(plan: PrintPlan, filter: PrintFilter): ReprintCounts {
  const { tables } = layoutOf(plan);
  const people = tables.flatMap((table) => table.people);
  const [cards, escort, lists] = [nameFilter(filter.placeCards), nameFilter(filter.escort), nameFilter(filter.tables)];
  return {
    placeCards: people.filter((p) => cards(p.ref)).length,
    escort: people.filter((p) => escort(p.ref)).length,
    tables: tables.filter((table) => lists(table.record.name)).length,
  };
}
