/**
 * What the search does, published as objective.json's `search` member: a summary of the method, written
 * from the schedule (solver-schedule.ts) so it changes when the method does, not when a constant is tuned.
 * It names each regime and its bookings, the phases it runs and the table counts that turn a phase off;
 * docs/solver.md has every phase, constant and reason.
 */
import { REGIMES, type Regime } from './solver-schedule.ts';

interface Phase {
  /** Its name in a regime's list, given the regime (a table count that turns it off is a boundary, so it is named). */
  readonly label: (regime: Regime) => string | null;
  readonly definition: string;
}

/** The phases a regime may run, in the order of the description. */
const PHASES: readonly Phase[] = [
  { label: (r) => (r.exactSearch ? 'branch and bound' : null), definition: 'branch and bound: exact, first, without wishes' },
  {
    label: (r) => (r.proofWindow ? 'proof window' : null),
    definition: 'proof window: branch and bound from the best plan, without wishes',
  },
  { label: (r) => (r.tableReseating ? 're-seating' : null), definition: 're-seating: a few related tables re-seated exactly now and then' },
  {
    label: (r) => (r.overfill ? `overfilling (≤ ${r.overfill.maxTables} tables)` : null),
    definition: 'overfilling: early on a change may seat a guest over capacity, at a rising cost',
  },
  {
    label: (r) =>
      r.closingSweep ? (r.closingSweep.triples ? `sweep (triples ≤ ${r.closingSweep.triples.maxTables} tables)` : 'sweep') : null,
    definition: 'sweep: related pairs of tables re-seated exactly until none improves, then pairs of pairs and triples',
  },
  {
    label: (r) => (r.restarts ? `restarts from ${(r.restarts.rounds * r.restarts.minRoundMs) / 1000} s` : null),
    definition: 'restarts: independent runs, then polishing the best',
  },
  {
    label: (r) => (r.perturbation ? 'else perturbation' : null),
    definition: 'perturbation: kicks from the best plan, each with a short descent',
  },
];

function regimeText(regime: Regime, previous: Regime | undefined): string {
  const size = Number.isFinite(regime.maxBookings) ? `≤ ${regime.maxBookings}` : `> ${previous?.maxBookings ?? 0}`;
  const phases = PHASES.map((phase) => phase.label(regime)).filter((label) => label !== null);
  return `${regime.name} (${size} bookings): ${phases.join(', ')}`;
}

/** The `improvement` text for these regimes (a function of the schedule, so a test can show what it depends on). */
export function describeImprovement(regimes: readonly Regime[]): string {
  const trades = regimes.find((r) => r.capacityTrades)?.capacityTrades;
  const used = PHASES.filter((phase) => regimes.some((r) => phase.label(r) !== null));
  return (
    'Seeded simulated annealing from the construction, worse changes kept with probability exp(−increase / temperature) as it cools (by iterations under an iteration budget, so runs repeat). ' +
    `Regimes: ${regimes.map((r, i) => regimeText(r, regimes[i - 1])).join('; ')}.` +
    (trades ? ` Capacity trades on ≤ ${trades.maxTables} tables.` : '') +
    ` Phases: ${used.map((phase) => phase.definition).join('; ')}.` +
    ' Returns the best plan at the time limit, budget, cancellation or a proven optimum.'
  );
}

export const SEARCH = {
  construction:
    'Greedy, group-aware: pins and locks first, then groups too large for one table on tables they fill, then groups and bookings, largest first, each where it fits best.',
  improvement: describeImprovement(REGIMES),
  neighbourhoods: [
    'move a booking, usually near its group',
    'swap two bookings',
    "move a group's part at one table",
    "swap a group's part with bookings of another table",
    'capacity trade: two tables of different sides and capacities swap what they hold, then repair',
    'exact re-seating of related tables (re-seating, sweep)',
  ],
  evaluation: 'Incremental: group members are counted per table, so a change is scored by what it changes.',
  capacity:
    'Hard on every plan kept or returned; only overfilling exceeds it, at a cost. A booking no table can take stays unseated, charged. Pins and locks always hold.',
  reseating:
    'Given the plan guests know (and optionally how many may move): bookings keep their tables, changed ones are seated moving the fewest people, then annealing within that count; reports who moved.',
  optimality:
    'A proven lower bound beside every penalty: the higher of a combinatorial bound and a Lagrangian bound over table contents (fixed work, the same on every machine); a penalty equal to it is optimal. Branch and bound proves the optimum in the exact and proof regimes when it completes.',
} as const;
