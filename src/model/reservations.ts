/**
 * What a table's reservation asks of the bookings it names: the one definition the rulebook, the
 * solver's allowed tables, the feasibility check and the plan in words share (decision 0034).
 *
 * A table reserved for some bookings seats only them, and the bookings it names sit at a table
 * reserved for them whenever those tables have room for them: each is "held" at the reserved tables
 * that name it (and its together partners) and have its required tags. Whether they have room is
 * decided once per problem by packing the named bookings into their reserved tables, largest first
 * (pins to a reserved table counted first); a booking the packing cannot place is left free and
 * reported as one that did not fit.
 */
import { indexBookings } from './booking-refs.ts';
import { groupKeyOfText, groupKeysOf } from './group-path.ts';
import type { Wish } from './problem.ts';
import type { GuestRecord } from './records.ts';
import { missingTags, reservationAllows, togetherUnits, type TagView } from './wishes.ts';

/** What reservations read of a problem (a Problem, or the rulebook's view of one). */
export interface ReservationView extends TagView {
  readonly bookings: readonly {
    readonly size: number;
    readonly pin: number;
    readonly group?: number;
    readonly requires?: readonly number[];
  }[];
  readonly tables: readonly {
    readonly capacity: number;
    readonly tags?: readonly number[];
    readonly reservedFor?: readonly number[];
  }[];
  readonly groups?: readonly { readonly parent: number }[];
  readonly wishes?: readonly Wish[];
}

export interface ReservationHolds {
  /** Per booking, the reserved tables it must sit at (ascending); undefined for a booking no reservation holds. */
  readonly heldAt: readonly (readonly number[] | undefined)[];
  /** Bookings a reservation names that its tables cannot take (no room, a tag they lack, a partner not named), in booking order. */
  readonly unfit: readonly number[];
}

const NONE: ReservationHolds = { heldAt: [], unfit: [] };
/** Computed once per problem: keyed by its tables, checked against its bookings. */
const cache = new WeakMap<object, { bookings: object; holds: ReservationHolds }>();

export function reservationHolds(problem: ReservationView): ReservationHolds {
  // Cached for an event with no reservation too: every tableAllowed of the search asks this.
  const cached = cache.get(problem.tables);
  if (cached?.bookings === problem.bookings) return cached.holds;
  const holds = problem.tables.some((t) => t.reservedFor) ? computeHolds(problem) : NONE;
  cache.set(problem.tables, { bookings: problem.bookings, holds });
  return holds;
}

function computeHolds(problem: ReservationView): ReservationHolds {
  const { unitOf, units } = togetherUnits(problem);
  const named = new Set<number>();
  for (const table of problem.tables) for (const b of table.reservedFor ?? []) named.add(b);
  const heldAt: (number[] | undefined)[] = new Array<number[] | undefined>(problem.bookings.length);
  const unfit: number[] = [];
  const load = problem.tables.map(() => 0);
  const placed = new Set<number>();
  const candidates = new Map<number, number[]>();
  const mass = (unit: number) => units[unit]!.reduce((sum, b) => sum + problem.bookings[b]!.size, 0);
  for (const unit of new Set([...named].map((b) => unitOf[b]!))) {
    const members = units[unit]!;
    const pins = new Set(members.map((b) => problem.bookings[b]!.pin).filter((p) => p >= 0));
    const tables = problem.tables.flatMap((table, t) =>
      table.reservedFor &&
      members.every((b) => reservationAllows(problem, t, b) && missingTags(problem, t, problem.bookings[b]!.requires).length === 0)
        ? [t]
        : [],
    );
    if (pins.size > 0) {
      // A pin is the planner's own choice of table: it holds the unit there, reserved or not.
      const [pin] = pins;
      if (pins.size === 1 && tables.includes(pin!)) {
        load[pin!]! += mass(unit);
        placed.add(unit);
        candidates.set(unit, [pin!]);
      }
      continue;
    }
    candidates.set(unit, tables);
  }
  const order = [...candidates.keys()].filter((u) => !placed.has(u)).sort((a, b) => mass(b) - mass(a) || a - b);
  for (const unit of order) {
    const m = mass(unit);
    const t = candidates.get(unit)!.find((table) => load[table]! + m <= problem.tables[table]!.capacity);
    if (t === undefined) continue;
    load[t]! += m;
    placed.add(unit);
  }
  for (const b of [...named].sort((x, y) => x - y)) {
    const unit = unitOf[b]!;
    if (placed.has(unit)) heldAt[b] = candidates.get(unit)!;
    else if (candidates.has(unit)) unfit.push(b);
  }
  return { heldAt, unfit };
}

/** The reserved tables a booking must sit at; undefined when no reservation holds it. */
export const heldTables = (problem: ReservationView, booking: number): readonly number[] | undefined =>
  reservationHolds(problem).heldAt[booking];

/**
 * Whether a booking may sit at a table: the table has every tag the booking requires, is not reserved
 * for others, and is one of the tables reserved for the booking when a reservation holds it. The one
 * definition the rulebook, the feasibility check and the solver's allowed tables share.
 */
export function tableAllowed(problem: ReservationView, booking: number, table: number): boolean {
  if (missingTags(problem, table, problem.bookings[booking]?.requires).length > 0 || !reservationAllows(problem, table, booking))
    return false;
  const held = heldTables(problem, booking);
  return held === undefined || held.includes(table);
}

/**
 * The names of a reservation that are no booking and no group of the guest list (a guest gone from a
 * new list, a typo), as written: what compiling warns of (`reserved_unknown`), for the table editor.
 */
export function reservationNamesNotOnList(guests: readonly GuestRecord[], names: readonly string[]): string[] {
  if (names.length === 0) return [];
  const bookings = indexBookings(guests);
  const paths = new Set(guests.flatMap((guest) => groupKeysOf(guest.group)));
  const isGroup = (text: string) => paths.has(groupKeyOfText(text));
  return names.filter((name) => bookings.match(name).kind === 'none' && !isGroup(name));
}
