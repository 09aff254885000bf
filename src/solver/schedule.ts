/**
 * The phases one run takes: the row of the schedule (src/contract/solver-schedule.ts) for the event's size,
 * narrowed to what this event allows. Every rule that turns a phase off for an event is here; the search,
 * the restarts and the neighbourhoods only read the plan. docs/solver.md describes the phases.
 */
import {
  regimeFor,
  type Annealing,
  type CapacityTrades,
  type ClosingSweep,
  type Overfill,
  type Perturbation,
  type ProofWindow,
  type Regime,
  type Restarts,
  type TableReseating,
} from '../contract/solver-schedule.ts';
import { hasWishes, movesAreBound, type SolverModel } from './model.ts';

/**
 * How work other than a proposal counts in a run's iterations, so a budgeted run keeps the pace of a timed
 * one and the same seed and budget give the same plan (docs/decisions/0015).
 */
export const WORK = {
  /** Proposals one node of branch and bound costs about as much time as (5–16 µs a node, 0.4–0.9 µs a proposal). */
  nodeProposals: 16,
  /** Proposals one exact re-seating costs in setting up, whatever its nodes. */
  reseatSetupProposals: 150,
  /** Moves a capacity trade makes or scores for each proposal it counts as. */
  tradeMovesPerProposal: 2,
} as const;

export interface RunPlan {
  readonly regime: Regime;
  readonly annealing: Annealing;
  /** Branch and bound before anything else, for at most maxMs. */
  readonly exactSearch: { readonly maxMs: number } | null;
  readonly proofWindow: ProofWindow | null;
  readonly tableReseating: TableReseating | null;
  readonly closingSweep: ClosingSweep | null;
  /** The sweep's triples, where the event has few enough tables. */
  readonly triples: ClosingSweep['triples'];
  /** Pairs of tables trading guests before the triples (first fit, so not where units or required tags bind moves). */
  readonly pairsOfPairs: boolean;
  readonly overfill: Overfill | null;
  readonly capacityTrades: CapacityTrades | null;
  /** The restarts a run long enough for them makes (restarts.ts decides whether it is). */
  readonly restarts: Restarts | null;
  readonly perturbation: Perturbation | null;
}

interface PlanOptions {
  /** Stable re-seating: a plan to keep, and the people moved from it counted (move-budget.ts). */
  readonly keepsPlan?: boolean;
  /** Whether the run may end in the perturbation (restart rounds do without it: docs/decisions/0014). */
  readonly mayPerturb?: boolean;
}

/** The phases a run of this event takes. */
export function planRun(model: SolverModel, { keepsPlan = false, mayPerturb = true }: PlanOptions = {}): RunPlan {
  const regime = regimeFor(model.bookingCount);
  // The exact search knows groups, avoid pairs and pins, not wishes or tags, and nothing of moved people.
  const exact = !keepsPlan && !hasWishes(model);
  // Re-seating tables needs two of them, and knows nothing of moved people.
  const reseats = !keepsPlan && model.tableCount >= 2;
  // Moves that a unit or a required tag binds: a trade or a first-fit pair of pairs would not know them.
  const bound = movesAreBound(model);
  const closingSweep = reseats ? regime.closingSweep : null;
  const triples = closingSweep?.triples && model.tableCount <= closingSweep.triples.maxTables ? closingSweep.triples : null;
  const tableReseating = reseats ? regime.tableReseating : null;
  // Only where every guest could fit: no change unseats a booking, so a guest seated over capacity would stay.
  const overfill =
    regime.overfill &&
    !keepsPlan &&
    model.tableCount <= regime.overfill.maxTables &&
    model.totalSize <= model.totalCapacity &&
    model.size.every((z) => z <= model.maxCapacity)
      ? regime.overfill
      : null;
  const trades = regime.capacityTrades;
  return {
    regime,
    annealing: regime.annealing,
    exactSearch: exact ? regime.exactSearch : null,
    proofWindow: exact ? regime.proofWindow : null,
    tableReseating,
    closingSweep,
    triples,
    pairsOfPairs: triples !== null && !bound,
    overfill,
    capacityTrades: trades && !keepsPlan && !bound && model.tableCount <= trades.maxTables ? trades : null,
    // Stable re-seating moves as few people as it can: one run. With one table a second round finds nothing.
    restarts: reseats ? regime.restarts : null,
    // It kicks from the best plan, which the sweep keeps; where related tables are re-seated all along it is not needed.
    perturbation: mayPerturb && closingSweep && !tableReseating ? regime.perturbation : null,
  };
}
