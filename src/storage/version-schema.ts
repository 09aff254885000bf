/**
 * How a saved version of an event's plan is kept: a copy of the parts of the content that make
 * the plan (guests, tables, seating, seats, locks, meals, room), its name and when it was taken.
 * The solver settings, the source file names and the column mappings are not the plan.
 */
import type { EventContent } from '../model/event-content.ts';

/** The parts of an event's content a version keeps and a restore puts back. */
export type VersionPlan = Pick<EventContent, 'guests' | 'tables' | 'seating' | 'lockedBookings' | 'lockedTables'> &
  Partial<Pick<EventContent, 'meals' | 'seats' | 'room'>>;

/** The automatic versions, each with its name under `versions.automatic.<kind>` in the locales. */
export type AutomaticKind = 'beforeOptimising' | 'beforeMerging';

/**
 * A version's name: what the planner typed, or an automatic one kept as a message key and its
 * parameters, so it shows in the reader's language.
 */
export type VersionLabel = { text: string } | { kind: AutomaticKind; params: Record<string, string | number> };

export interface PlanVersion {
  id: string;
  eventId: string;
  label: VersionLabel;
  /** Taken by the app (before an optimisation or a merge); only these are dropped, oldest first, past a bound. */
  automatic: boolean;
  /** Milliseconds since the epoch. */
  taken: number;
  /** When the planner marked it printed, or null. */
  printed: number | null;
  plan: VersionPlan;
}

/** The plan part of an event's content. */
export function planOf(content: EventContent): VersionPlan {
  const plan: VersionPlan = {
    guests: content.guests,
    tables: content.tables,
    seating: content.seating,
    lockedBookings: content.lockedBookings,
    lockedTables: content.lockedTables,
  };
  if (content.meals) plan.meals = content.meals;
  if (content.seats) plan.seats = content.seats;
  if (content.room) plan.room = content.room;
  return plan;
}
