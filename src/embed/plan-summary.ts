/** The host-facing summary of a planner's state, shared by `seating-change` and `seating-solved`. */
import type { PlannerState } from '../state/planner-store.ts';
import { shownPlanSummary } from '../state/plan-summary.ts';
import type { SeatingPlanSummary } from './events.ts';
import { bookingRef } from '../model/booking-refs.ts';

export function summarizePlan(workspace: string, state: PlannerState): SeatingPlanSummary {
  const content = state.content;
  const guests = content?.guests ?? [];
  const tables = content?.tables ?? [];
  const seating: Record<string, string> = {};
  const unseated: string[] = [];
  for (const guest of guests) {
    // A booking is known by its id when it has one: two guests may share a name.
    const table = content?.seating[bookingRef(guest)];
    if (table === undefined) unseated.push(bookingRef(guest));
    else seating[bookingRef(guest)] = table;
  }
  return {
    workspace,
    event: state.event?.name ?? null,
    bookings: guests.length,
    guests: guests.reduce((sum, g) => sum + g.size, 0),
    tables: tables.length,
    seats: tables.reduce((sum, t) => sum + t.capacity, 0),
    seating,
    unseated,
    penalty: state.derived?.evaluation?.penalty ?? null,
    lowerBound: state.derived?.lowerBound ?? null,
    plan: shownPlanSummary(state.derived)?.summary ?? null,
  };
}
