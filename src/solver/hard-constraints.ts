/**
 * The hard constraints, checked on any arrangement: one table index (or none) per booking, so a booking
 * is never split and sits once; no table holds more guests than its capacity; a pinned booking sits at
 * its table. The CLI's `score`, the UI and the tests use it. Violations are data (kind + indices), worded
 * by whoever shows them, in the user's language. A pinned booking left unseated breaks its pin when the
 * bookings pinned to the same table leave room for it; when a table's pins outnumber its seats, leaving
 * one out is the only way to keep the others.
 */
import type { Assignment, Problem } from '../model/problem.ts';

export type HardViolation =
  | { readonly kind: 'wrong-length'; readonly expected: number; readonly found: number }
  | { readonly kind: 'index-out-of-range'; readonly booking: number; readonly table: number }
  | { readonly kind: 'over-capacity'; readonly table: number; readonly guests: number; readonly capacity: number }
  | { readonly kind: 'pin-broken'; readonly booking: number; readonly pinnedTo: number; readonly seatedAt: number /* -1: unseated */ };

export function checkHardConstraints(problem: Problem, assignment: Assignment): HardViolation[] {
  const violations: HardViolation[] = [];
  const n = problem.bookings.length;
  if (assignment.length !== n) {
    violations.push({ kind: 'wrong-length', expected: n, found: assignment.length });
  }
  const load = new Array<number>(problem.tables.length).fill(0);
  for (let b = 0; b < Math.min(n, assignment.length); b++) {
    const t = assignment[b]!;
    if (t === -1) continue;
    if (!Number.isInteger(t) || t < 0 || t >= problem.tables.length) {
      violations.push({ kind: 'index-out-of-range', booking: b, table: t });
      continue;
    }
    const booking = problem.bookings[b]!;
    load[t]! += booking.size;
    if (booking.pin >= 0 && booking.pin !== t) {
      violations.push({ kind: 'pin-broken', booking: b, pinnedTo: booking.pin, seatedAt: t });
    }
  }
  const pinnedLoad = new Array<number>(problem.tables.length).fill(0);
  for (let b = 0; b < Math.min(n, assignment.length); b++) {
    const { pin, size } = problem.bookings[b]!;
    if (pin >= 0 && assignment[b] === pin) pinnedLoad[pin]! += size;
  }
  for (let b = 0; b < Math.min(n, assignment.length); b++) {
    const { pin, size } = problem.bookings[b]!;
    if (assignment[b] === -1 && pin >= 0 && pinnedLoad[pin]! + size <= problem.tables[pin]!.capacity) {
      violations.push({ kind: 'pin-broken', booking: b, pinnedTo: pin, seatedAt: -1 });
    }
  }
  problem.tables.forEach((table, t) => {
    if (load[t]! > table.capacity) violations.push({ kind: 'over-capacity', table: t, guests: load[t]!, capacity: table.capacity });
  });
  return violations;
}
