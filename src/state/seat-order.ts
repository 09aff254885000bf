/**
 * The seat order of the open event: content.seats holds each booking's seat numbers by name. When
 * the tables of bookings change (a solver result, a move, a swap, an unseat, an undo), the seats of
 * the tables whose bookings changed are ordered again in the worker and saved with the content,
 * not as a step of their own on the undo history; the other tables keep their seats, and so do the
 * bookings still at a table ordered again wherever the table lets them (see orderSeats).
 */
import type { Assignment, Problem } from '../model/problem.ts';
import type { SeatOrderOptions } from '../solver/seat-order.ts';
import type { EventContent } from '../model/event-content.ts';
import type { PlannerStore } from './planner-store.ts';
import { seatNumbersOf, seatsByName, tablesToOrder } from './seat-numbers.ts';
import { WorkerKeeper } from './worker-requests.ts';
import { yieldToMain } from './yield.ts';

/** Orders seats in the worker (the solver session's client). */
export type OrderSeats = (problem: Problem, assignment: Assignment, options: SeatOrderOptions) => Promise<number[][]>;

/**
 * Keeps the open event's seat order up to date: after each change of who sits at which table, the
 * tables that changed are ordered again and their seats saved. Tables nobody changed keep theirs.
 */
export class SeatOrderKeeper extends WorkerKeeper<PlannerStore> {
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
    const seating = content.seating;
    const before = content.seats;
    this.requests.add(async () => {
      // Which tables changed is worked out in a task of its own, not in the one that shows the change.
      await yieldToMain();
      const keep = seatNumbersOf(problem, before);
      const tables = tablesToOrder(problem, previous, assignment, keep);
      if (tables.length === 0) return;
      // Bookings still at their table keep their seats; one that moved brings none to its new table.
      const stayers = previous ? keep.map((own, b) => (previous[b] === assignment[b] ? own : [])) : keep;
      const seats = await this.orderSeats(problem, assignment, { tables, keep: stayers });
      await this.store.setSeats(seating, before, seatsByName(problem, assignment, seats));
    });
  }
}
