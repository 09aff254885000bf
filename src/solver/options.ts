import type { Assignment } from '../model/problem.ts';
import type { MovedCount } from './move-budget.ts';
import type { Score } from './score.ts';

export const DEFAULT_TIME_LIMIT_MS = 2000;
export const DEFAULT_SEED = 1;

export interface SolveOptions {
  /** Seed of the search's pseudo-random choices (default 1). */
  seed?: number;
  /** Wall-clock budget in milliseconds (default 2000). */
  timeLimitMs?: number;
  /** Iteration budget; with the same seed, reaching it first always gives the same arrangement. */
  iterations?: number;
  /** Arrangement to start from; fixed bookings and locked tables refer to it. */
  initial?: Assignment;
  /** 1: keep this booking at its table in `initial` (a user lock). */
  fixed?: Uint8Array;
  /** 1: the table keeps exactly its bookings in `initial`; no one moves in or out. */
  lockedTables?: Uint8Array;
  /**
   * Stable re-seating: the plan the guests already know (table per booking, UNSEATED for new or changed
   * bookings). When given, the search starts from it in place of `initial` (locks refer to it), seats the
   * bookings it leaves unseated, and moves as few people as it can: without `maxMoves`, the fewest that
   * seat the changes ("Seat the changes"); with it, at most that many ("Improve, moving at most N").
   * The exact small-problem search is skipped.
   */
  reference?: Assignment;
  /**
   * With `reference`: the most people (sum of booking sizes) that may sit at another table than in it.
   * A change that needs more people moved stays unseated. Hard rules outrank the limit: a together unit
   * whose member changed sits whole or not at all, its other members counted.
   */
  maxMoves?: number;
  /**
   * The problem's proven lower bound, when the caller has it already (the page learns it in the worker
   * whenever guests or tables change): the search then starts at once instead of spending 50–200 ms of
   * its time limit computing it again. It must be `lowerBound(problem)` of this very problem.
   */
  lowerBound?: LowerBound;
  /**
   * Share of the cooling schedule the run starts at: 0 (the default) starts hot from the construction;
   * the polishing round of restarts.ts starts cooler, from `initial`, the best plan of the rounds before.
   */
  scheduleFrom?: number;
}

export type StoppedBy = 'time' | 'iterations' | 'cancelled' | 'optimal';

export interface LowerBound {
  readonly raw: number;
  readonly penalty: number;
}

export interface SolveResult {
  readonly assignment: Assignment;
  readonly score: Score;
  readonly lowerBound: LowerBound;
  readonly iterations: number;
  readonly elapsedMs: number;
  readonly stoppedBy: StoppedBy;
  /** With a reference: the people and bookings at another table than in it (new bookings never count). */
  readonly moved?: MovedCount;
}
