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
 */
import type { Assignment } from './problem.ts';
import { UNSEATED } from './problem.ts';

/** What the rules need to know of a problem: sizes and pins of bookings, capacities of tables. */
export interface RuleView {
  readonly bookings: readonly { readonly size: number; readonly pin: number }[];
  readonly tables: readonly { readonly capacity: number }[];
}

export type HardViolation =
  | { readonly kind: 'wrong-length'; readonly expected: number; readonly found: number }
  | { readonly kind: 'index-out-of-range'; readonly booking: number; readonly table: number }
  | { readonly kind: 'over-capacity'; readonly table: number; readonly guests: number; readonly capacity: number }
  | { readonly kind: 'pin-broken'; readonly booking: number; readonly pinnedTo: number; readonly seatedAt: number /* -1: unseated */ };

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
  return violations;
}

/**
 * The rule one move would break: booking `booking` to table `table` (UNSEATED: leave it without a
 * table) in an arrangement that keeps the rules. Null when the move keeps them.
 */
export function moveViolation(problem: RuleView, assignment: Assignment, booking: number, table: number): HardViolation | null {
  const { pin, size } = problem.bookings[booking]!;
  const from = assignment[booking]!;
  if (table === from) return null;
  if (pin >= 0 && table !== pin) return { kind: 'pin-broken', booking, pinnedTo: pin, seatedAt: table };
  if (table === UNSEATED) return null;
  const capacity = problem.tables[table]!.capacity;
  let guests = size;
  for (let b = 0; b < assignment.length; b++) if (assignment[b] === table) guests += problem.bookings[b]!.size;
  return guests > capacity ? { kind: 'over-capacity', table, guests, capacity } : null;
}
