/**
 * The rulebook: the hard constraints every arrangement the product shows, stores, exports or scores
 * must keep. The solver checks its results with it, the planner checks manual moves, loaded
 * seating files and solver results with it, and the command line's `score` and `check` report
 * what it finds. Violations are data (kind and indices); whoever shows them words them.
 *
 * 1. No table holds more guests than its capacity.
 * 2. A booking is never split: an assignment gives each booking one table index, so this holds by
 *    construction.
 * 3. A booking pinned to a table sits at that table. A pinned booking left unseated breaks its pin
 *    when the bookings pinned to the same table leave room for it (when pins alone overfill a
 *    table, which compiling refuses, leaving one out is the only way to keep the others).
 * 4. Every booking appears exactly once: one entry per booking (the seating reader reports a
 *    booking listed twice before it builds an assignment).
 * 5. Bookings joined by together wishes (a unit, see wishes.ts) sit at one table, or are all unseated.
 *    A move moves the whole unit.
 * 6. A booking sits only at a table with every tag it requires.
 * 7. A table reserved for some bookings (or groups) seats only them, and a booking it names sits at a
 *    table reserved for it when those tables have room for every booking they name (reservations.ts
 *    decides which it holds); left without a table it waits for a seat, as any booking may.
 * 8. Seat numbers, when given, run from 1 to the capacity, are used once per table, and a seated
 *    booking has one per guest (checkSeatNumbers).
 */
import type { TableShape } from '../contract/csv-columns.ts';
import type { Assignment, Group, SeatNumbers } from './problem.ts';
import { UNSEATED } from './problem.ts';
import { heldTables, type ReservationView } from './reservations.ts';
import { missingTags, reservationAllows, togetherUnits } from './wishes.ts';

/** What the rules need to know of a problem: what reservations read, plus table shapes, group paths and tag names. */
export interface RuleView extends ReservationView {
  readonly tables: readonly (ReservationView['tables'][number] & { readonly shape?: TableShape })[];
  readonly groups?: readonly Group[];
  /** Tag names by index, to word a requirement-unmet violation. */
  readonly tags?: readonly string[];
}

export type HardViolation =
  | { readonly kind: 'wrong-length'; readonly expected: number; readonly found: number }
  | { readonly kind: 'index-out-of-range'; readonly booking: number; readonly table: number }
  | { readonly kind: 'over-capacity'; readonly table: number; readonly guests: number; readonly capacity: number }
  | { readonly kind: 'pin-broken'; readonly booking: number; readonly pinnedTo: number; readonly seatedAt: number /* -1: unseated */ }
  | {
      readonly kind: 'together-broken';
      readonly booking: number;
      readonly partner: number;
      readonly seatedAt: number;
      readonly partnerAt: number;
    }
  | { readonly kind: 'requirement-unmet'; readonly booking: number; readonly table: number; readonly tags: readonly number[] }
  | { readonly kind: 'reserved-table'; readonly booking: number; readonly table: number }
  /** A booking a reservation holds sits at `table`, not at `reservedAt` (the first table reserved for it). */
  | { readonly kind: 'reserved-elsewhere'; readonly booking: number; readonly table: number; readonly reservedAt: number };

export type SeatViolation =
  | { readonly kind: 'seat-out-of-range'; readonly booking: number; readonly seat: number; readonly capacity: number }
  | { readonly kind: 'seat-taken'; readonly booking: number; readonly seat: number; readonly takenBy: number }
  | { readonly kind: 'seat-count'; readonly booking: number; readonly seats: number; readonly size: number };

/** Bookings that move together with `booking` (its together unit, itself first); just itself without wishes. */
export function movingTogether(view: RuleView, booking: number): number[] {
  if (!view.wishes?.some((w) => w.kind === 'together')) return [booking];
  const { unitOf, units } = togetherUnits(view);
  return [booking, ...units[unitOf[booking]!]!.filter((b) => b !== booking)];
}

export function checkHardConstraints(problem: RuleView, assignment: Assignment): HardViolation[] {
  const violations: HardViolation[] = [];
  const n = problem.bookings.length;
  if (assignment.length !== n) violations.push({ kind: 'wrong-length', expected: n, found: assignment.length });
  const count = Math.min(n, assignment.length);
  const load = new Array<number>(problem.tables.length).fill(0);
  const pinnedLoad = new Array<number>(problem.tables.length).fill(0);
  for (let b = 0; b < count; b++) {
    const t = assignment[b]!;
    if (t === UNSEATED) continue;
    if (!Number.isInteger(t) || t < 0 || t >= problem.tables.length) {
      violations.push({ kind: 'index-out-of-range', booking: b, table: t });
      continue;
    }
    const { pin, size } = problem.bookings[b]!;
    load[t]! += size;
    if (pin >= 0 && pin !== t) violations.push({ kind: 'pin-broken', booking: b, pinnedTo: pin, seatedAt: t });
    if (pin === t) pinnedLoad[t]! += size;
  }
  for (let b = 0; b < count; b++) {
    const { pin, size } = problem.bookings[b]!;
    if (assignment[b] === UNSEATED && pin >= 0 && pinnedLoad[pin]! + size <= problem.tables[pin]!.capacity) {
      violations.push({ kind: 'pin-broken', booking: b, pinnedTo: pin, seatedAt: UNSEATED });
    }
  }
  problem.tables.forEach((table, t) => {
    if (load[t]! > table.capacity) violations.push({ kind: 'over-capacity', table: t, guests: load[t]!, capacity: table.capacity });
  });
  const tableOf = (b: number): number => {
    const t = assignment[b] ?? UNSEATED;
    return t >= 0 && t < problem.tables.length ? t : UNSEATED;
  };
  for (let b = 0; b < count; b++) {
    const t = tableOf(b);
    if (t === UNSEATED) continue;
    const tags = missingTags(problem, t, problem.bookings[b]!.requires);
    if (tags.length > 0) violations.push({ kind: 'requirement-unmet', booking: b, table: t, tags });
    if (!reservationAllows(problem, t, b)) violations.push({ kind: 'reserved-table', booking: b, table: t });
    const held = heldTables(problem, b);
    if (held && !held.includes(t)) violations.push({ kind: 'reserved-elsewhere', booking: b, table: t, reservedAt: held[0]! });
  }
  if (problem.wishes?.some((w) => w.kind === 'together') && assignment.length === n) {
    for (const unit of togetherUnits(problem).units) {
      const [first, ...others] = unit;
      for (const partner of others) {
        if (tableOf(partner) !== tableOf(first!)) {
          violations.push({ kind: 'together-broken', booking: first!, partner, seatedAt: tableOf(first!), partnerAt: tableOf(partner) });
        }
      }
    }
  }
  return violations;
}

/** What is wrong with the seat numbers of an arrangement that keeps the other rules. */
export function checkSeatNumbers(problem: RuleView, assignment: Assignment, seats: SeatNumbers): SeatViolation[] {
  const violations: SeatViolation[] = [];
  const takenBy = new Map<string, number>();
  problem.bookings.forEach((booking, b) => {
    const t = assignment[b] ?? UNSEATED;
    const own = seats[b] ?? [];
    if (t === UNSEATED || t >= problem.tables.length) return;
    const capacity = problem.tables[t]!.capacity;
    if (own.length !== booking.size) violations.push({ kind: 'seat-count', booking: b, seats: own.length, size: booking.size });
    for (const seat of own) {
      if (!Number.isInteger(seat) || seat < 1 || seat > capacity) {
        violations.push({ kind: 'seat-out-of-range', booking: b, seat, capacity });
        continue;
      }
      const key = `${String(t)}:${String(seat)}`;
      const other = takenBy.get(key);
      if (other !== undefined) violations.push({ kind: 'seat-taken', booking: b, seat, takenBy: other });
      else takenBy.set(key, b);
    }
  });
  return violations;
}

/**
 * The rule one move would break: booking `booking`, with the bookings a together wish joins to it
 * (movingTogether), to table `table` (UNSEATED: leave them without a table) in an arrangement that
 * keeps the rules. Null when the move keeps them.
 */
export function moveViolation(problem: RuleView, assignment: Assignment, booking: number, table: number): HardViolation | null {
  const from = assignment[booking]!;
  if (table === from) return null;
  const moving = movingTogether(problem, booking);
  let size = 0;
  for (const b of moving) {
    const { pin } = problem.bookings[b]!;
    size += assignment[b] === table ? 0 : problem.bookings[b]!.size;
    if (pin >= 0 && table !== pin) return { kind: 'pin-broken', booking: b, pinnedTo: pin, seatedAt: table };
    if (table !== UNSEATED) {
      const tags = missingTags(problem, table, problem.bookings[b]!.requires);
      if (tags.length > 0) return { kind: 'requirement-unmet', booking: b, table, tags };
      if (!reservationAllows(problem, table, b)) return { kind: 'reserved-table', booking: b, table };
      const held = heldTables(problem, b);
      if (held && !held.includes(table)) return { kind: 'reserved-elsewhere', booking: b, table, reservedAt: held[0]! };
    }
  }
  if (table === UNSEATED) return null;
  const capacity = problem.tables[table]!.capacity;
  let guests = size;
  for (let b = 0; b < assignment.length; b++) if (assignment[b] === table) guests += problem.bookings[b]!.size;
  return guests > capacity ? { kind: 'over-capacity', table, guests, capacity } : null;
}
