/** The solver core's public API: the CLI, the worker, the UI and the tests import from here. */
export { evaluate, evaluateModel } from './evaluate.ts';
export { buildModel, type SolverModel } from './model.ts';
export type { Score } from './score.ts';
export { lowerBound, quickLowerBound } from './lower-bound.ts';
export { checkHardConstraints, type HardViolation } from '../model/hard-rules.ts';
export { type Search, type SearchProgress, type SearchSnapshot } from './search.ts';
export { createSearch, solve } from './restarts.ts';
export { DEFAULT_SEED, DEFAULT_TIME_LIMIT_MS, type LowerBound, type SolveOptions, type SolveResult, type StoppedBy } from './options.ts';
export {
  explainBooking,
  tableShares,
  type BookingExplanation,
  type ConflictReason,
  type Cost,
  type PenaltyShares,
  type SeparationReason,
  type TableShare,
} from './explain.ts';
export { countMoved, type MovedCount } from './move-budget.ts';
export { orderSeats, type SeatOrderOptions } from './seat-order.ts';
export { keepSeats, seatChanges, type KeptSeats, type SeatChanges, type SeatsBefore } from './seat-keeping.ts';
export { seatTerms, seatPenalty, type SeatTerms } from './seat-terms.ts';
