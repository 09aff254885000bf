/**
 * The events `<seating-planner>` sends to the host page, with their typed details. They bubble and
 * cross shadow roots, so a host can listen on the element or on any ancestor.
 */
import type { PlanSummaryJson } from '../contract/plan-summary.ts';
import type { Issue } from '../model/issues.ts';

/** The plan as the host sees it: names, counts and the penalty, never an internal index. */
export interface SeatingPlanSummary {
  /** The `workspace` attribute of the planner that sent the event. */
  workspace: string;
  /** Name of the open event in that workspace, or null before anything was loaded. */
  event: string | null;
  /** Rows of the guests file (a booking is a party that sits together). */
  bookings: number;
  /** Seats the bookings take. */
  guests: number;
  tables: number;
  seats: number;
  /** Booking name → table name, for every seated booking. */
  seating: Record<string, string>;
  /** Names of the bookings without a table. */
  unseated: string[];
  /** The reported penalty of the plan shown, or null while guests or tables are missing. */
  penalty: number | null;
  /** The proven lower bound on the penalty, or null while guests or tables are missing. */
  lowerBound: number | null;
  /**
   * The plan in words, as the planner shows it and the command line's `--json` prints it as `summary`:
   * guests seated, groups whole or split (and why), conflicts, unmet wishes, how far at most from the
   * best plan; null while guests or tables are missing.
   */
  plan: PlanSummaryJson | null;
}

/** `seating-change`: the plan shown changed (opened, imported, edited, solved, undone or redone). */
export type SeatingChangeDetail = SeatingPlanSummary;

/** `seating-solved`: a solver run finished and its arrangement was kept. */
export interface SeatingSolvedDetail extends SeatingPlanSummary {
  penalty: number;
  lowerBound: number;
  /** True when the penalty equals the lower bound: no arrangement can do better. */
  optimal: boolean;
}

/**
 * What went wrong:
 * - `load`: a `guests-src` or `tables-src` file could not be fetched;
 * - `import`: a loaded file has errors (listed in `issues`) and changed nothing;
 * - `storage`: the browser refused the workspace (IndexedDB) or a save failed;
 * - `solver`: the solver worker could not run.
 */
export type SeatingErrorKind = 'load' | 'import' | 'storage' | 'solver';

/** `seating-error`: the same message the element shows, for the host to log or show. */
export interface SeatingErrorDetail {
  workspace: string;
  kind: SeatingErrorKind;
  /** One sentence in the planner's language. */
  message: string;
  /** The file's address, for `load` and `import`. */
  url?: string;
  /** Every problem found in the file, for `import` (file, line, column, code). */
  issues: Issue[];
}

/** Event name → detail type. */
export interface SeatingEventDetails {
  'seating-change': SeatingChangeDetail;
  'seating-solved': SeatingSolvedDetail;
  'seating-error': SeatingErrorDetail;
}

export type SeatingEventName = keyof SeatingEventDetails;

declare global {
  interface HTMLElementEventMap {
    'seating-change': CustomEvent<SeatingChangeDetail>;
    'seating-solved': CustomEvent<SeatingSolvedDetail>;
    'seating-error': CustomEvent<SeatingErrorDetail>;
  }
}
