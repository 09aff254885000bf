/**
 * The embed bundle (`dist/embed/seating-planner.js`): defines `<seating-planner>` and the public
 * parts of the planner, and exports their classes and the typed event details. One ES module;
 * the only other files it loads are the solver worker next to it and, for an .xlsx import, the workbook worker.
 */
// First: the tags below are defined while their modules run, and a second copy of the bundle on
// the page must not throw on them.
import { endGuardedDefinitions } from './define-guard.ts';
import { EMBED_TAG, SeatingPlanner } from './seating-planner.ts';
import '../components/import/import-panel.ts';
import '../components/tables/tables-view.ts';
import '../components/guests/guest-list.ts';
import '../components/seating/solver-panel.ts';
import '../components/seating/penalty-breakdown.ts';
import '../components/seating/seating-view.ts';
// The planner's other steps load with it here (one file), so their tags are defined under the guard too.
import '../components/room/room-view.ts';
import '../components/print/print-view.ts';
import '../components/versions/versions-panel.ts';
// And the import step's questions, which the app loads when first asked.
import '../components/import/import-mapping.ts';
import '../components/import/import-target.ts';
import '../components/import/merge-review.ts';
import '../components/import/sheet-chooser.ts';
// And the events dialog's "Plan together", which the app loads when the dialog opens.
import '../components/app/plan-together.ts';
// And the question a shared event's clash asks, which the app loads when first asked.
import '../components/app/shared-clash.ts';

if (!customElements.get(EMBED_TAG)) customElements.define(EMBED_TAG, SeatingPlanner);
endGuardedDefinitions();

export { SeatingPlanner, EMBED_TAG, WORKSPACE_DB_PREFIX, workspaceDbName } from './seating-planner.ts';
export { ImportPanel } from '../components/import/import-panel.ts';
export { TablesView } from '../components/tables/tables-view.ts';
export { GuestList } from '../components/guests/guest-list.ts';
export { SolverPanel } from '../components/seating/solver-panel.ts';
export { PenaltyBreakdown } from '../components/seating/penalty-breakdown.ts';
export { SeatingView } from '../components/seating/seating-view.ts';
export type { SeatingChangeDetail, SeatingSolvedDetail, SeatingErrorDetail, SeatingErrorKind, SeatingPlanSummary } from './events.ts';
export type { Issue } from '../model/issues.ts';
