/**
 * The seat order of the open event: content.seats holds each booking's seat numbers by name. When
 * the tables of bookings change (a solver result, a move, a swap, an unseat, an undo), the seats of
 * the tables whose bookings changed are ordered again in the worker and saved with the content,
 * not as a step of their own on the undo history; the other tables keep their seats.
 */
import { checkSeatNumbers } from '../model/hard-rules.ts';
import { nameKey } from '../model/names.ts';
import { UNSEATED, type Assignment, type Problem, type SeatNumbers } from '../model/problem.ts';
import type { SeatOrderOptions } from '../solver/seat-order.ts';
import type { EventContent } from '../storage/schema.ts';
import type { PlannerStore } from './planner-store.ts';
import { WorkerKeeper } from './worker-requests.ts';

/** The seats of content.seats in index form (empty for a booking without seats). */
export function seatNumbersOf(problem: Problem, seats: EventContent['seats']): number[][] {
  const byKey = new Map(Object.entries(seats ?? {}).map(([name, numbers]) => [nameKey(name), numbers]));
  return problem.bookings.map((b) => [...(byKey.get(nameKey(b.name)) ?? [])]);
}

/** Seat numbers in the name form content.seats keeps, for seated bookings that have seats. */
export function seatsByName(problem: Problem, assignment: Assignment, seats: SeatNumbers): Record<string, number[]> {
  const named: Record<string, number[]> = {};
  problem.bookings.forEach((b, i) => {
    const own = seats[i] ?? [];
    if ((assignment[i] ?? UNSEATED) !== UNSEATED && own.length > 0) named[b.name] = [...own];
  });
  return named;
}

/** Whether the content has a seat order at all (the seat terms and the seat column apply only then). */
export const hasSeats = (content: EventContent): boolean => Object.keys(content.seats ?? {}).length > 0;

/**
 * Tables whose seats must be ordered again: those whose bookings changed since `previous` (null:
 * none known), and those whose seats do not keep the seat rules (a booking without seats, a seat
 * out of range or taken twice).
 */
export function tablesToOrder(problem: Problem, previous: Assignment | null, assignment: Assignment, seats: SeatNumbers): number[] {
  const tables = new Set<number>();
  assignment.forEach((t, b) => {
    const before = previous?.[b] ?? t;
    if (before === t) return;
    if (before !== UNSEATED) tables.add(before);
    if (t !== UNSEATED) tables.add(t);
  });
  for (const violation of checkSeatNumbers(problem, assignment, seats)) {
    const t = assignment[violation.booking] ?? UNSEATED;
    if (t !== UNSEATED) tables.add(t);
  }
  return [...tables].sort((a, b) => a - b);
}

/** Orders seats in the worker (the solver session's client). */
export type OrderSeats = (problem: Problem, assignment: Assignment, options: SeatOrderOptions) => Promise<number[][]>;

/**
 * Keeps the open event's seat order up to date: after each change of who sits at which table, the
 * tables that changed are ordered again and their seats saved. Tables nobody changed keep theirs.
 */
export class SeatOrderKeeper extends WorkerKeeper {
  private seen: { eventId: string; seating: EventContent['seating']; seats: EventContent['seats']; assignment: Assignment } | null = null;

  /** A newer change's order waits for the one before instead of racing it; a failure leaves the old seats. */
  constructor(
    store: PlannerStore,
    private readonly orderSeats: OrderSeats,
  ) {
    super(store, 'the seat order');
  }

  protected check(): void {
    const { content, derived } = this.store.state;
    if (!content || !derived?.problem || !derived.assignment) return;
    const seen = this.seen;
    if (seen?.eventId === content.eventId && seen.seating === content.seating) {
      // Seats saved or moved on their own (the seating as it was) are what the next edit starts from.
      seen.seats = content.seats;
      return;
    }
    const sameEvent = seen?.eventId === content.eventId;
    // An edit that brought its seats with the seating (a restored version, an undo of one) keeps
    // them where they keep the seat rules: only the tables whose seats break them are ordered again.
    const broughtSeats = sameEvent && seen.seats !== content.seats;
    const previous = sameEvent && !broughtSeats ? seen.assignment : null;
    const { problem, assignment } = derived;
    this.seen = { eventId: content.eventId, seating: content.seating, seats: content.seats, assignment };
    const keep = seatNumbersOf(problem, content.seats);
    const tables = tablesToOrder(problem, previous, assignment, keep);
    if (tables.length === 0) return;
    const seating = content.seating;
    const before = content.seats;
    this.requests.add(async () => {
      const seats = await this.orderSeats(problem, assignment, { tables, keep });
      await this.store.setSeats(seating, before, seatsByName(problem, assignment, seats));
    });
  }
}
