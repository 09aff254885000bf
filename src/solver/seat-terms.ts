/**
 * The seat terms of the objective (seat_split, seat_neighbours), and the wishes about neighbours they
 * read. The seat order minimises exactly these, so both read the pairs from neighbourWishes here.
 */
import { WEIGHTS } from '../contract/objective.ts';
import type { Assignment, Problem, SeatNumbers } from '../model/problem.ts';
import { anySideBySide, seatRuns } from '../model/seats.ts';
import { groupMembers, wishTargets } from '../model/wishes.ts';

/** A pair wants to sit side by side (together, prefer). */
export const WANT_NEAR = 1;
/** A pair wants not to sit side by side (avoid, prefer_apart). */
export const WANT_APART = 2;

/**
 * For each booking, the bookings it has a wish about neighbours with, either way round, and what
 * the pair wants (WANT_NEAR | WANT_APART bits). A wish naming a group counts each of its bookings.
 */
export function neighbourWishes(problem: Problem): Map<number, number>[] {
  const wants = problem.bookings.map(() => new Map<number, number>());
  const add = (a: number, b: number, want: number) => {
    if (a === b) return;
    wants[a]!.set(b, (wants[a]!.get(b) ?? 0) | want);
    wants[b]!.set(a, (wants[b]!.get(a) ?? 0) | want);
  };
  problem.bookings.forEach((booking, b) => {
    for (const other of booking.avoid) add(b, other, WANT_APART);
  });
  const members = groupMembers(problem);
  for (const wish of problem.wishes ?? []) {
    const want = wish.kind === 'prefer_apart' ? WANT_APART : WANT_NEAR;
    for (const other of wishTargets(wish, members)) add(wish.from, other, want);
  }
  return wants;
}

/** Whether a pair's seats break what it wants: near without touching, or apart but touching. */
export const breaksWant = (want: number, touching: boolean): boolean =>
  ((want & WANT_NEAR) !== 0 && !touching) || ((want & WANT_APART) !== 0 && touching);

export interface SeatTerms {
  readonly seat_split: number;
  readonly seat_neighbours: number;
}

/** The weighted penalty of the seat terms (raw, unscaled): what the seat order minimises. */
export const seatPenalty = (terms: SeatTerms): number =>
  WEIGHTS.seat_split * terms.seat_split + WEIGHTS.seat_neighbours * terms.seat_neighbours;

/**
 * seat_split and seat_neighbours of a seating with seat numbers. Only bookings seated at an existing
 * table with seat numbers take part, so a seating without seat numbers scores zero.
 */
export function seatTerms(problem: Problem, assignment: Assignment, seats: SeatNumbers): SeatTerms {
  const tableOf = (b: number): number => {
    const t = assignment[b] ?? -1;
    return t >= 0 && t < problem.tables.length && (seats[b]?.length ?? 0) > 0 ? t : -1;
  };
  let split = 0;
  let neighbours = 0;
  const wants = neighbourWishes(problem);
  problem.bookings.forEach((_, b) => {
    const t = tableOf(b);
    if (t < 0) return;
    const table = problem.tables[t]!;
    const shape = table.shape ?? 'round';
    split += Math.max(0, seatRuns(shape, table.capacity, seats[b]!) - 1);
    for (const [other, want] of wants[b]!) {
      if (other <= b || tableOf(other) !== t) continue;
      if (breaksWant(want, anySideBySide(shape, table.capacity, seats[b]!, seats[other]!))) neighbours++;
    }
  });
  return { seat_split: split, seat_neighbours: neighbours };
}
