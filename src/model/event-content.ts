/**
 * An event's content: everything the planner edits in one event (guests, tables, the seating and
 * what goes with it), in the name-based form the interface edits, the workspace keeps and a
 * `.seating` file carries.
 */
import type { MealOption } from './meals.ts';
import type { Room } from './room.ts';
import type { GuestRecord, TableRecord } from './records.ts';

interface SolverSettings {
  /** How long one solver run may take, in milliseconds. */
  timeLimitMs: number;
}

/** Everything the user edits in one event, in the name-based editable form. */
export interface EventContent {
  eventId: string;
  guests: GuestRecord[];
  tables: TableRecord[];
  /** Booking name → table name for seated bookings; a booking absent here is unseated. */
  seating: Record<string, string>;
  /** Booking names the solver must leave where they are. */
  lockedBookings: string[];
  /** Table names whose bookings the solver must leave as they are. */
  lockedTables: string[];
  solver: SolverSettings;
  /** File names the guests and tables came from, shown to the user and used in messages. */
  sources: { guests: string | null; tables: string | null };
  /** What the planner said each column means, per file kind, most recent first (absent in older events). */
  columnMappings?: Partial<Record<'guests' | 'tables', SavedColumnMapping[]>>;
  /** The event's meal list (absent in older events: none yet). It grows by the meals an imported file names. */
  meals?: MealOption[];
  /**
   * Booking name → seat numbers of its people at its table (1 to the capacity), in the order of its
   * people. Absent, or a booking absent here: no seat order yet.
   */
  seats?: Record<string, number[]>;
  /**
   * The room the floor plan draws: outline and fixed objects (absent: the automatic room, laid out
   * around the tables until the planner changes it). Table positions are in the table records.
   */
  room?: Room;
  /**
   * The records of the last guests and tables files the event took in (imported or merged): the
   * common ancestor a later file of either kind is merged against, so the planner's own edits since
   * then stay. Absent in older events, and for a kind no file has brought in yet.
   */
  mergeBase?: MergeBase;
}

/** The last records each kind of file brought into the event. */
export interface MergeBase {
  guests?: GuestRecord[];
  tables?: TableRecord[];
  /** What the last guests file said of those not coming: declined, and without an answer yet (see model/declines.ts). */
  declined?: GuestRecord[];
  pending?: GuestRecord[];
}

/** A mapping step's answer: the next file with the same header set is read the same way without asking. */
export interface SavedColumnMapping {
  /** Match keys of the header cells, in file order. */
  headers: string[];
  /** Meaning of each column (a column or part name, "extra" or "unused"), by position. */
  meanings: string[];
}

export const DEFAULT_SOLVER_SETTINGS: SolverSettings = { timeLimitMs: 5000 };

export function emptyContent(eventId: string): EventContent {
  return {
    eventId,
    guests: [],
    tables: [],
    seating: {},
    lockedBookings: [],
    lockedTables: [],
    solver: { ...DEFAULT_SOLVER_SETTINGS },
    sources: { guests: null, tables: null },
  };
}
