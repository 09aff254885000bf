/**
 * What a planner tells its host page: `seating-change` when the plan shown changes,
 * `seating-solved` when a solver run is kept, `seating-error` when storage or the solver fails
 * (the source loader reports file problems through `error`). Sent from the `<seating-planner>`
 * element, bubbling and composed.
 */
import type { Planner } from '../controllers/planner-context.ts';
import type { PlannerState } from '../state/planner-store.ts';
import type { SolverOutcome } from '../state/solver-session.ts';
import type { Localizer } from '../i18n/localizer.ts';
import type { Issue } from '../model/issues.ts';
import { emit } from '../components/ui/events.ts';
import type { SeatingErrorDetail, SeatingErrorKind } from './events.ts';
import { summarizePlan } from './plan-summary.ts';

export class HostEvents {
  constructor(
    private readonly host: HTMLElement,
    private readonly workspace: () => string,
    private readonly localizer: () => Localizer,
  ) {}

  /** Follows one planner until the returned function is called. */
  watch(planner: Planner): () => void {
    let seenContent: PlannerState['content'] = null;
    let seenSaveFailed = false;
    let seenOutcome: SolverOutcome | null = null;
    const stopStore = planner.store.subscribe(() => {
      const state = planner.store.state;
      if (state.content && state.content !== seenContent && !onlySeatsChanged(seenContent, state.content)) {
        seenContent = state.content;
        emit(this.host, 'seating-change', summarizePlan(this.workspace(), state));
      }
      if (state.save.state === 'failed' && !seenSaveFailed) {
        this.error('storage', this.localizer().t(`storage.failed.${state.save.failure}`));
      }
      seenSaveFailed = state.save.state === 'failed';
    });
    const stopSolver = planner.solver.subscribe(() => {
      const outcome = planner.solver.state.outcome;
      if (!outcome || outcome === seenOutcome) return;
      seenOutcome = outcome;
      if (outcome.kind === 'applied') {
        const summary = summarizePlan(this.workspace(), planner.store.state);
        emit(this.host, 'seating-solved', {
          ...summary,
          penalty: outcome.penalty,
          lowerBound: outcome.lowerBound,
          optimal: outcome.optimal,
        });
      } else if (outcome.kind === 'failed') {
        this.error('solver', this.localizer().t('solver.outcome.failed', { detail: outcome.detail }));
      }
    });
    return () => {
      stopStore();
      stopSolver();
    };
  }

  error(kind: SeatingErrorKind, message: string, url?: string, issues: readonly Issue[] = []): void {
    const detail: SeatingErrorDetail = { workspace: this.workspace(), kind, message, issues: [...issues] };
    if (url !== undefined) detail.url = url;
    emit(this.host, 'seating-error', detail);
  }
}

/** The seat order follows the plan on its own (after every move); the host hears of the plan, not of each seat order saved after it. */
function onlySeatsChanged(before: PlannerState['content'], after: NonNullable<PlannerState['content']>): boolean {
  return (
    before !== null &&
    before.eventId === after.eventId &&
    before.guests === after.guests &&
    before.tables === after.tables &&
    before.seating === after.seating &&
    before.lockedBookings === after.lockedBookings &&
    before.lockedTables === after.lockedTables
  );
}
