/**
 * The embed's published types (src/embed/public-types.ts, built into /embed/seating-planner.d.ts)
 * against the real bundle: each real element has every member its published type promises, with a
 * type the published one accepts, and every value the bundle exports is published. Checked by
 * `npm run typecheck`; nothing here runs.
 */
import type * as Bundle from '../../src/embed/index.ts';
import type * as Published from '../../src/embed/public-types.ts';

/** Compiles only when `Real` can stand wherever the published type is promised. */
type Keeps<Real extends Promised, Promised> = [Real, Promised];

export type RealElementsKeepTheirPublishedTypes = [
  Keeps<Bundle.SeatingPlanner, Published.SeatingPlanner>,
  Keeps<Bundle.ImportPanel, Published.ImportPanel>,
  Keeps<Bundle.TablesView, Published.TablesView>,
  Keeps<Bundle.GuestList, Published.GuestList>,
  Keeps<Bundle.SolverPanel, Published.SolverPanel>,
  Keeps<Bundle.PenaltyBreakdown, Published.PenaltyBreakdown>,
  Keeps<Bundle.SeatingView, Published.SeatingView>,
  Keeps<HTMLElementTagNameMap['seating-planner'], Published.SeatingPlannerTagNameMap['seating-planner']>,
  Keeps<HTMLElementTagNameMap['tables-view'], Published.SeatingPlannerTagNameMap['tables-view']>,
  Keeps<HTMLElementTagNameMap['import-panel'], Published.SeatingPlannerTagNameMap['import-panel']>,
  Keeps<typeof Bundle.EMBED_TAG, typeof Published.EMBED_TAG>,
  Keeps<typeof Bundle.WORKSPACE_DB_PREFIX, typeof Published.WORKSPACE_DB_PREFIX>,
  Keeps<typeof Bundle.workspaceDbName, typeof Published.workspaceDbName>,
];

/** Names of values the bundle exports that the published types leave out: none. */
type Unpublished = Exclude<keyof typeof Bundle, keyof typeof Published>;
export const everyExportIsPublished: [Unpublished] extends [never] ? true : Unpublished = true;
