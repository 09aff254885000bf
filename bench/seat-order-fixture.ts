/**
 * The seat order's benchmark instance: a generated event with mixed table shapes (mostly round, a
 * third rectangles, a head table of 20 seats in every hundred), seated first-fit in group order, and
 * wishes about neighbours between tablemates (together, prefer, prefer_apart) and towards groups.
 */
import type { Problem, Wish, WishKind } from '../src/model/problem.ts';
import { Random } from '../src/solver/random.ts';
import { generateInstance } from './generate.ts';

export function seatOrderInstance(bookings: number, seed: number): { problem: Problem; assignment: Int32Array } {
  const base = generateInstance({ bookings, seed });
  const rng = new Random(seed + 1);
  const tables = base.tables.map((table, t) =>
    t % 100 === 0
      ? { ...table, capacity: 20, shape: 'head' as const }
      : { ...table, shape: t % 3 === 1 ? ('rectangle' as const) : ('round' as const) },
  );
  // First-fit in group order: members of one group share tables, as a solver's seating would have them.
  const order = base.bookings.map((_, b) => b).sort((a, b) => base.bookings[a]!.group - base.bookings[b]!.group || a - b);
  const assignment = new Int32Array(base.bookings.length).fill(-1);
  const load = tables.map(() => 0);
  let t = 0;
  for (const b of order) {
    const size = base.bookings[b]!.size;
    while (t < tables.length && load[t]! + size > tables[t]!.capacity) t++;
    if (t === tables.length) break;
    assignment[b] = t;
    load[t]! += size;
  }
  const atTable: number[][] = tables.map(() => []);
  assignment.forEach((table, b) => {
    if (table >= 0) atTable[table]!.push(b);
  });
  const wishes: Wish[] = [];
  const kinds: WishKind[] = ['together', 'prefer', 'prefer', 'prefer_apart'];
  base.bookings.forEach((booking, b) => {
    const mates = atTable[assignment[b]!]?.filter((other) => other !== b) ?? [];
    if (mates.length > 0 && rng.int(5) === 0)
      wishes.push({ kind: kinds[rng.int(kinds.length)]!, from: b, toBooking: mates[rng.int(mates.length)]!, toGroup: -1 });
    if (booking.group >= 0 && rng.int(50) === 0) wishes.push({ kind: 'prefer', from: b, toBooking: -1, toGroup: booking.group });
  });
  return { problem: { ...base, tables, wishes }, assignment };
}
