/**
 * The solver's schedule: one row per regime of event size, saying which phases a run takes, when in the
 * run each starts and ends (as a share of it: iterations when an iteration budget is given, else time),
 * and their settings. src/solver/schedule.ts narrows the row to what the event allows (wishes, a plan to
 * keep, units and tags, table counts); objective.json's description of the search (search.ts) is written
 * from it. docs/solver.md explains every phase and constant; docs/decisions/ records why each is so.
 */

/** A share of the run, from 0 (its start) to 1 (its end). */
export type Share = number;

export interface Annealing {
  /** Temperatures in reported units (10 × raw), the fall geometric over the run. */
  readonly startTemperature: number;
  readonly endTemperature: number;
}

/** Branch and bound from the best plan, to prove it optimal, between two shares of the run (in one call of at most maxMs). */
export interface ProofWindow {
  readonly from: Share;
  readonly until: Share;
  readonly maxMs: number;
}

/** Two to `maxTables` related tables re-seated exactly now and then, alternating with the annealing. */
export interface TableReseating {
  readonly from: Share;
  readonly maxTables: number;
  /** Nodes of branch and bound each re-seating may visit. */
  readonly nodes: number;
  /** At least this many proposals of annealing between two re-seatings. */
  readonly minGap: number;
}

/** Strategic oscillation: a change may leave `slack` guests over a table's capacity until `until`. */
export interface Overfill {
  readonly until: Share;
  readonly maxTables: number;
  readonly slack: number;
  /** Cost per guest over (scaled units), rising geometrically from costStart to costEnd until `until`, then costDrain. */
  readonly costStart: number;
  readonly costEnd: number;
  readonly costDrain: number;
  /** A guest still over this share of the run after `until` sends the search back to its best plan, which fits. */
  readonly drainWithin: Share;
}

/** The capacity trade neighbourhood (capacity-trade.ts): this share of the proposals, on events of at most maxTables tables. */
export interface CapacityTrades {
  readonly share: number;
  readonly maxTables: number;
}

/** Pairs, then pairs of pairs and triples, of tables whose guests cost each other something, re-seated exactly. */
export interface ClosingSweep {
  readonly from: Share;
  /** Nodes of branch and bound each pair may visit. */
  readonly nodes: number;
  /** Once no pair improves, on events of at most maxTables tables: pairs of pairs, then triples of `nodes` nodes each. */
  readonly triples: { readonly maxTables: number; readonly nodes: number } | null;
}

/** A run long enough is `rounds` independent runs sharing what polishing leaves, then a polishing run from the best. */
export interface Restarts {
  readonly rounds: number;
  /** A round needs at least this much time, or with an iteration budget these iterations. */
  readonly minRoundMs: number;
  readonly minRoundIterations: number;
  readonly polishShare: Share;
  /** The polishing run's temperature starts where a run's stands at this share of it. */
  readonly polishFrom: Share;
}

/** Iterated local search at the end of a run too short for restarts: kicks from the best plan, each followed by a descent. */
export interface Perturbation {
  readonly from: Share;
  /** Proposals each descent makes, cooling from startTemperature to the annealing's end temperature. */
  readonly descent: number;
  readonly startTemperature: number;
  /** Random changes a kick makes when it is not a capacity trade. */
  readonly kickChanges: number;
  /** Share of the kicks that are a capacity trade, where the event has them. */
  readonly tradeShare: number;
}

export type RegimeName = 'exact' | 'proof' | 'small' | 'medium' | 'large';

export interface Regime {
  /** Named in objective.json's description of the search. */
  readonly name: RegimeName;
  /** The most bookings of an event in this regime (the regimes are in order of size). */
  readonly maxBookings: number;
  readonly annealing: Annealing;
  /** Branch and bound solves the event before anything else (null: not in this regime). */
  readonly exactSearch: { readonly maxMs: number } | null;
  readonly proofWindow: ProofWindow | null;
  readonly tableReseating: TableReseating | null;
  readonly overfill: Overfill | null;
  readonly capacityTrades: CapacityTrades | null;
  readonly closingSweep: ClosingSweep | null;
  readonly restarts: Restarts | null;
  readonly perturbation: Perturbation | null;
}

/** Start 300: a change costing 30 raw is accepted one time in e; end 0.5: hardly any worse than one empty seat (docs/decisions/0001). */
const HOT: Annealing = { startTemperature: 300, endTemperature: 0.5 };
/** Events of more than 40 bookings start cooler, keeping the construction's share of tables between the sides (docs/decisions/0012). */
const COOLER: Annealing = { startTemperature: 150, endTemperature: 0.5 };
/** The longest one branch and bound call may hold the worker (ms); small events take milliseconds (docs/decisions/0003). */
const EXACT_MAX_MS = 2000;
/** 3 % of the proposals; off above 600 tables, where a 2 s run cannot settle what a trade upsets (docs/decisions/0005). */
const TRADES: CapacityTrades = { share: 0.03, maxTables: 600 };
/** Related tables re-seated exactly from 30 % of the run, about half the time from then (docs/decisions/0004). */
const RESEATING: TableReseating = { from: 0.3, maxTables: 4, nodes: 3000, minGap: 1000 };
/** From 85 % of the run (docs/decisions/0007). */
const PAIRS: ClosingSweep = { from: 0.85, nodes: 3000, triples: null };
/** Triples and pairs of pairs where a run can afford them: at most 24 tables (docs/decisions/0009). */
const PAIRS_THEN_TRIPLES: ClosingSweep = { ...PAIRS, triples: { maxTables: 24, nodes: 4000 } };
/** 40 % of the run, one guest over, 5 rising to 500 raw; off above 300 tables (docs/decisions/0006). */
const OVERFILL: Overfill = {
  until: 0.4,
  maxTables: 300,
  slack: 1,
  costStart: 50,
  costEnd: 5000,
  costDrain: 1e7,
  drainWithin: 0.1,
};
/** Two rounds of at least 1 s (4 M iterations) each, then 30 % polishing from 40 % of the schedule (docs/decisions/0010, 0011). */
const RESTARTS: Restarts = { rounds: 2, minRoundMs: 1000, minRoundIterations: 4_000_000, polishShare: 0.3, polishFrom: 0.4 };
/** From 80 % of a run too short for restarts (docs/decisions/0014). */
const PERTURBATION: Perturbation = { from: 0.8, descent: 3000, startTemperature: 20, kickChanges: 3, tradeShare: 0.5 };

const NONE = {
  exactSearch: null,
  proofWindow: null,
  tableReseating: null,
  overfill: null,
  capacityTrades: null,
  closingSweep: null,
  restarts: null,
  perturbation: null,
} as const;

/** The regimes, smallest first; an event takes the first whose maxBookings it does not exceed. */
export const REGIMES: readonly Regime[] = [
  {
    ...NONE,
    name: 'exact',
    maxBookings: 12,
    annealing: HOT,
    exactSearch: { maxMs: EXACT_MAX_MS },
    tableReseating: RESEATING,
    capacityTrades: TRADES,
    closingSweep: PAIRS,
  },
  {
    ...NONE,
    name: 'proof',
    maxBookings: 24,
    annealing: HOT,
    // A proof that does not complete by 85 % hands the rest back to the annealing (docs/decisions/0003).
    proofWindow: { from: 0.45, until: 0.85, maxMs: EXACT_MAX_MS },
    tableReseating: RESEATING,
    capacityTrades: TRADES,
    closingSweep: PAIRS,
  },
  { ...NONE, name: 'small', maxBookings: 40, annealing: HOT, tableReseating: RESEATING, capacityTrades: TRADES, closingSweep: PAIRS },
  {
    ...NONE,
    name: 'medium',
    maxBookings: 300,
    annealing: COOLER,
    overfill: OVERFILL,
    capacityTrades: TRADES,
    // Exact re-seating keeps a cost for every two bookings: larger events would pay for it in memory.
    closingSweep: PAIRS_THEN_TRIPLES,
    restarts: RESTARTS,
    perturbation: PERTURBATION,
  },
  { ...NONE, name: 'large', maxBookings: Infinity, annealing: COOLER, overfill: OVERFILL, capacityTrades: TRADES },
];

/** The regime of an event of this many bookings. */
export function regimeFor(bookings: number): Regime {
  return REGIMES.find((regime) => bookings <= regime.maxBookings)!;
}

/** The regime of this name (for the boundaries other parts of the solver share, such as the exact search's). */
export function regimeNamed(name: RegimeName): Regime {
  return REGIMES.find((r) => r.name === name)!;
}
