/** The solver core's public API: the CLI, the worker, the UI and the tests import from here. */
export { evaluate, evaluateModel } from './evaluate.ts';
export { buildModel, type SolverModel } from './model.ts';
export type { Score } from './score.ts';
export { lowerBound, quickLowerBound } from './lower-bound.ts';
export { checkHardConstraints, type HardViolation } from '../model/hard-rules.ts';
export { createSearch, solve } from './restarts.ts';
export { DEFAULT_SEED, DEFAULT_TIME_LIMIT_MS, type SolveOptions } from './options.ts';
export { explainBooking, tableShares } from './explain.ts';
export { countMoved } from './move-budget.ts';
export { orderSeats } from './seat-order.ts';
export { keepSeats, seatChanges, type SeatsBefore } from './seat-keeping.ts';
export { seatTerms, seatPenalty } from './seat-terms.ts';
