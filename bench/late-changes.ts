/**
 * The late-changes scenario of issue 14: a seeded event is solved (the "printed" plan); then 3
 * bookings are removed, 2 new ones added (in the group of a random booking) and 2 resized, one up by
 * two guests at a table with fewer than two free seats (so it no longer fits there) and one down by
 * one. "Seat the changes" is measured against a full re-solve from scratch and against "Improve,
 * moving at most N people". Every run has an iteration budget, so the figures repeat exactly.
 */
import type { Booking, Problem } from '../src/model/problem.ts';
import { UNSEATED, type Assignment } from '../src/model/problem.ts';
import { checkHardConstraints, countMoved, keepSeats, orderSeats, seatChanges, solve, type SeatsBefore } from '../src/solver/index.ts';
import { seatRuns } from '../src/model/seats.ts';
import { Random } from '../src/solver/random.ts';
import { generateInstance } from './generate.ts';

export interface LateChanges {
  readonly printed: Problem;
  readonly printedPlan: Assignment;
  readonly changed: Problem;
  /** The printed table of each booking of `changed`; UNSEATED for new ones and the one grown past its table. */
  readonly reference: Assignment;
  /** 1: the booking is in both events with the same size. */
  readonly unchanged: Uint8Array;
  /** The printed plan's tables (the grown booking's too) and seat numbers, by the bookings of `changed`. */
  readonly printedSeats: SeatsBefore;
  /** 1: a table where no booking left or changed size (a re-seating may still bring one there). */
  readonly untouched: Uint8Array;
}

export function lateChanges(bookings: number, seed: number, iterations: number, slack?: number): LateChanges {
  const printed = generateInstance({ bookings, seed, ...(slack === undefined ? {} : { slack }) });
  const printedPlan = solve(printed, { seed, iterations }).assignment;
  const rng = new Random(seed * 7919 + 1);
  const n = printed.bookings.length;
  const load = new Int32Array(printed.tables.length);
  printed.bookings.forEach((b, i) => {
    if (printedPlan[i]! >= 0) load[printedPlan[i]!]! += b.size;
  });
  const free = (b: number) => printed.tables[printedPlan[b]!]!.capacity - load[printedPlan[b]!]!;
  const plain = (b: number) => printed.bookings[b]!.pin < 0 && printedPlan[b]! >= 0;
  const removed = new Set<number>();
  while (removed.size < 3) {
    const b = rng.int(n);
    if (plain(b)) removed.add(b);
  }
  const pick = (ok: (b: number) => boolean): number => {
    const start = rng.int(n);
    for (let k = 0; k < n; k++) {
      const b = (start + k) % n;
      if (!removed.has(b) && plain(b) && ok(b)) return b;
    }
    throw new Error('no booking to resize');
  };
  const grown = pick((b) => free(b) < 2);
  const shrunk = pick((b) => b !== grown && printed.bookings[b]!.size >= 2);

  const kept = printed.bookings.map((_, b) => b).filter((b) => !removed.has(b));
  const newIndex = new Map(kept.map((b, i) => [b, i]));
  const changedBookings: Booking[] = kept.map((b) => {
    const booking = printed.bookings[b]!;
    const size = b === grown ? booking.size + 2 : b === shrunk ? booking.size - 1 : booking.size;
    return { ...booking, size, avoid: booking.avoid.filter((a) => newIndex.has(a)).map((a) => newIndex.get(a)!) };
  });
  for (let k = 1; k <= 2; k++) {
    const like = printed.bookings[kept[rng.int(kept.length)]!]!;
    changedBookings.push({ name: `New booking ${k}`, size: 1 + rng.int(4), group: like.group, pin: -1, avoid: [] });
  }
  const changed: Problem = { ...printed, bookings: changedBookings };
  const reference = Int32Array.from(changedBookings, (_, i) => {
    const b = kept[i];
    return b === undefined || b === grown ? UNSEATED : printedPlan[b]!;
  });
  const unchanged = Uint8Array.from(changedBookings, (_, i) => {
    const b = kept[i];
    return b !== undefined && b !== grown && b !== shrunk ? 1 : 0;
  });
  const seatsOfPlan = orderSeats(printed, printedPlan);
  const printedSeats: SeatsBefore = {
    assignment: Int32Array.from(changedBookings, (_, i) => (kept[i] === undefined ? UNSEATED : printedPlan[kept[i]]!)),
    seats: changedBookings.map((_, i) => (kept[i] === undefined ? [] : seatsOfPlan[kept[i]]!)),
  };
  const untouched = new Uint8Array(printed.tables.length).fill(1);
  printed.bookings.forEach((_, b) => {
    if ((removed.has(b) || b === grown || b === shrunk) && printedPlan[b]! >= 0) untouched[printedPlan[b]!] = 0;
  });
  return { printed, printedPlan, changed, reference, unchanged, printedSeats, untouched };
}

export interface LateRun {
  readonly run: string;
  /** Unchanged bookings at another table than in the printed plan. */
  readonly unchangedMoved: number;
  readonly unchangedCount: number;
  readonly peopleMoved: number;
  readonly bookingsMoved: number;
  readonly unseatedPeople: number;
  readonly hardViolations: number;
  readonly penalty: number;
  /** Seat numbers of "Seat the changes" against the printed plan's (see seatFigures). */
  readonly seats?: SeatFigures;
}

/** How the seat numbers of a re-seating compare with the printed plan's. */
export interface SeatFigures {
  /** Bookings at their printed table, at a table where nothing changed, in other seats: kept seats, then a new order of every table. */
  readonly reseatedUnchanged: number;
  readonly freshReseatedUnchanged: number;
  /** Bookings at their printed table in other seats, anywhere. */
  readonly reseated: number;
  readonly freshReseated: number;
  /** Place cards to print again. */
  readonly placeCards: number;
  readonly freshPlaceCards: number;
  /** Bookings whose people are not side by side. */
  readonly split: number;
}

/**
 * The seats after a re-seating: keepSeats (what the app, a merge and solve --from do now) against a
 * new order of every table (what solve --from did before). A table where nothing changed may still
 * take a booking that moved there; its stayers are counted all the same.
 */
export function seatFigures(scenario: LateChanges, assignment: Assignment): SeatFigures {
  const { changed, printedSeats } = scenario;
  // A table where a booking arrived or left in this run is touched too.
  const untouched = scenario.untouched.slice();
  changed.bookings.forEach((_, i) => {
    const [was, now] = [printedSeats.assignment[i]!, assignment[i]!];
    if (was === now) return;
    if (was !== UNSEATED) untouched[was] = 0;
    if (now !== UNSEATED) untouched[now] = 0;
  });
  const kept = keepSeats(changed, assignment, printedSeats);
  const fresh = orderSeats(changed, assignment);
  const freshChanges = seatChanges(changed, printedSeats, assignment, fresh);
  const reseatedAt = (seats: readonly (readonly number[])[], onlyUntouched: boolean) =>
    changed.bookings.filter((b, i) => {
      const t = assignment[i]!;
      if (t === UNSEATED || printedSeats.assignment[i] !== t || (onlyUntouched && !untouched[t])) return false;
      const old = printedSeats.seats[i]!;
      return old.length === b.size && seats[i]!.some((seat, person) => seat !== old[person]);
    }).length;
  const split = changed.bookings.filter((_, i) => {
    const t = assignment[i]!;
    return t !== UNSEATED && seatRuns(changed.tables[t]!.shape ?? 'round', changed.tables[t]!.capacity, kept.seats[i]!) > 1;
  }).length;
  return {
    reseatedUnchanged: reseatedAt(kept.seats, true),
    freshReseatedUnchanged: reseatedAt(fresh, true),
    reseated: kept.reseated,
    freshReseated: freshChanges.reseated,
    placeCards: kept.placeCards,
    freshPlaceCards: freshChanges.placeCards,
    split,
  };
}

export function measureRun(scenario: LateChanges, run: string, assignment: Assignment, penalty: number): LateRun {
  const { changed, reference, unchanged } = scenario;
  let unchangedMoved = 0;
  let unchangedCount = 0;
  let unseatedPeople = 0;
  changed.bookings.forEach((b, i) => {
    if (unchanged[i]) {
      unchangedCount++;
      if (assignment[i] !== reference[i]) unchangedMoved++;
    }
    if (assignment[i] === UNSEATED) unseatedPeople += b.size;
  });
  const moved = countMoved(
    changed.bookings.map((b) => b.size),
    reference,
    assignment,
  );
  return {
    run,
    unchangedMoved,
    unchangedCount,
    peopleMoved: moved.people,
    bookingsMoved: moved.bookings,
    unseatedPeople,
    hardViolations: checkHardConstraints(changed, assignment).length,
    penalty,
  };
}

/** Seat the changes, a full re-solve and Improve within each limit, on one seed. */
export function lateChangesRuns(bookings: number, seed: number, iterations: number, limits: readonly number[], slack?: number): LateRun[] {
  const scenario = lateChanges(bookings, seed, iterations, slack);
  const { changed, reference } = scenario;
  const runs: LateRun[] = [];
  const seated = solve(changed, { seed, iterations, reference });
  runs.push({
    ...measureRun(scenario, 'seat the changes', seated.assignment, seated.score.penalty),
    seats: seatFigures(scenario, seated.assignment),
  });
  const fresh = solve(changed, { seed, iterations });
  runs.push(measureRun(scenario, 'full re-solve', fresh.assignment, fresh.score.penalty));
  for (const maxMoves of limits) {
    const improved = solve(changed, { seed, iterations, reference, maxMoves });
    runs.push(measureRun(scenario, `improve, at most ${maxMoves} people`, improved.assignment, improved.score.penalty));
  }
  return runs;
}
