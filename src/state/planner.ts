/**
 * One planner: a workspace (events, their content and edit history, kept in IndexedDB), the
 * figures derived from the open event, and a solver session. The app, every `<seating-planner>`
 * element and the tests create planners through here, and each keeps its state and caches to
 * itself, so two planners on one page never share anything.
 */
import { SolverClient } from '../solver-client/solver-client.ts';
import { BoundKeeper } from './bound-keeper.ts';
import { MergeIntents } from './merge-intents.ts';
import { PlannerStore, type PlannerStoreOptions } from './planner-store.ts';
import { SharedEvents, type SharedEventsOptions } from './shared-events.ts';
import { SeatOrderKeeper } from './seat-order.ts';
import { SolverSession } from './solver-session.ts';
import { VersionKeeper } from './versions.ts';

export interface PlannerOptions extends PlannerStoreOptions {
  /** How the solver worker starts; the embed passes one that works from another origin. */
  createSolverClient?: () => SolverClient;
  /** Plan together: the relay the page may connect to, and how links start; without it nothing is shared. */
  together?: Omit<SharedEventsOptions, 'unnamed'> & { unnamed?: string };
}

export interface Planner {
  /** The workspace and the open event: state to render and intents to send. */
  readonly store: PlannerStore;
  /** Solver runs on the open event. */
  readonly solver: SolverSession;
  /** Orders the seats of the tables whose bookings change. */
  readonly seats: SeatOrderKeeper;
  /** Learns the full proven bound in the worker whenever guests or tables change. */
  readonly bound: BoundKeeper;
  /**
   * Saved versions of the open event's plan: by hand, and automatically before every optimisation
   * and merge (`versions.takeAutomatic('beforeMerging', { file })` before a merge is applied).
   */
  readonly versions: VersionKeeper;
  /** Reviewing a file against the open event, and applying the reviewed merge after a version of the plan. */
  readonly merges: MergeIntents;
  /** Opens the workspace; the planner is ready when this settles (`store.state.phase`). */
  readonly ready: Promise<void>;
  /** Plan together (shared-events.ts): null where the page has no relay (the embed). */
  readonly together: SharedEvents | null;
  /** Stops a running search, ends the worker and closes the workspace. */
  dispose(): void;
}

export function createPlanner(options: PlannerOptions = {}): Planner {
  const store = new PlannerStore(options);
  const versions = new VersionKeeper(store);
  const solver: SolverSession = new SolverSession(
    store,
    options.createSolverClient ?? (() => new SolverClient()),
    () => versions.takeAutomatic('beforeOptimising'),
    (problem) => bound.boundOf(problem),
  );
  const merges = new MergeIntents(store, (file) => versions.takeAutomatic('beforeMerging', { file }));
  const seats = new SeatOrderKeeper(store, (problem, assignment, order) => solver.orderSeats(problem, assignment, order));
  // After the seat order the same change asked for: both run in the first worker, and seats are what a planner prints.
  const bound: BoundKeeper = new BoundKeeper(store, async (problem) => {
    await seats.idle;
    return solver.lowerBound(problem);
  });
  const ready = store.init();
  const together = options.together ? new SharedEvents(store, { unnamed: '', ...options.together }) : null;
  // The others in a shared event see that this device is seating, and wait for its result.
  const seating = together ? solver.subscribe(() => together.setSeating(solver.state.phase !== 'idle')) : () => undefined;
  return {
    store,
    solver,
    seats,
    bound,
    versions,
    merges,
    ready,
    together,
    dispose() {
      seating();
      together?.dispose();
      versions.dispose();
      bound.dispose();
      seats.dispose();
      solver.dispose();
      store.dispose();
    },
  };
}
