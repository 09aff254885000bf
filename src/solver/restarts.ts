/**
 * Restarts (see RESTART_ROUNDS in src/contract/search.ts): a run long enough is split into rounds, each
 * an independent annealing run with its share of the budget and a random stream of its own, and the best
 * plan of all rounds is the result. Measured at a fixed budget on the gap events of 50–300 bookings
 * (bench/results.md): three workers of two rounds of 4 M iterations end within 1 % of the best known plan
 * on 12–14 of 15 events, three workers of one run of 8 M on 10–11. Shorter rounds do not pay: single runs of
 * 2 M iterations end 3.7 % above the best known on average, against 1.4–2.2 % for 4 M, and three rounds of
 * 2.67 M reach 11 of 15.
 *
 * Then a polishing round (POLISH_SHARE, POLISH_FROM): annealing again from the best plan of the rounds,
 * started cooler than a fresh run. Runs that end near the best known often end in a trap a little warmer
 * annealing leaves, and more time from the start does not find it as often (bench/results.md, 2026-11-27,
 * late night: three workers within 1 % on 80 of 90 sets of events and seeds against 71 at the same budget).
 */
import { POLISH_FROM, POLISH_SHARE, RESTART_MIN_ITERATIONS, RESTART_MIN_MS, RESTART_ROUNDS } from '../contract/search.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import { buildModel, type SolverModel } from './model.ts';
import { DEFAULT_SEED, DEFAULT_TIME_LIMIT_MS, type LowerBound, type SolveOptions, type SolveResult, type StoppedBy } from './options.ts';
import { PairSweep } from './pair-sweep.ts';
import { AnnealingSearch, type Search, type SearchProgress, type SearchSnapshot } from './search.ts';
import { TableNeighbourhood } from './table-lns.ts';

/** A round's seed: far from seed + i, which other workers of the same solve use. */
export const ROUND_SEED_STEP = 0x3c6ef372;

/** How many rounds a run of this problem with these options is. */
export function roundsFor(model: SolverModel, options: SolveOptions): number {
  // Where the closing sweep runs and the re-seating of related tables, which runs all along, does not.
  const fits = PairSweep.fits(model) && !TableNeighbourhood.fits(model);
  if (!fits || options.reference) return 1;
  const long =
    options.iterations !== undefined
      ? options.iterations >= RESTART_ROUNDS * RESTART_MIN_ITERATIONS
      : (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS) >= RESTART_ROUNDS * RESTART_MIN_MS;
  return long ? RESTART_ROUNDS : 1;
}

class RestartingSearch implements Search {
  private readonly startedAt = performance.now();
  private readonly deadline: number;
  private round = 0;
  private current: AnnealingSearch;
  /** The best result of the rounds done, and the iterations they made. */
  private done: SolveResult | null = null;
  private doneIterations = 0;

  constructor(
    private readonly problem: Problem,
    private readonly model: SolverModel,
    private readonly options: SolveOptions,
    private readonly rounds: number,
  ) {
    this.deadline = this.startedAt + (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
    this.current = this.startRound(options.lowerBound);
  }

  /** The share of what is left that the current round gets: the restarts share equally what polishing leaves. */
  private shareOfRest(): number {
    if (this.polishing) return 1;
    const restartShare = (1 - POLISH_SHARE) / this.rounds;
    return restartShare / (restartShare * (this.rounds - this.round) + POLISH_SHARE);
  }

  private startRound(lowerBound: LowerBound | undefined): AnnealingSearch {
    const share = this.shareOfRest();
    const { iterations, seed = DEFAULT_SEED } = this.options;
    return new AnnealingSearch(
      this.problem,
      {
        ...this.options,
        seed: (seed + this.round * ROUND_SEED_STEP) >>> 0,
        timeLimitMs: Math.max(0, (this.deadline - performance.now()) * share),
        iterations: iterations === undefined ? undefined : Math.floor((iterations - this.doneIterations) * share),
        lowerBound,
        // The polishing round: from the best plan of the rounds (which respects every lock, so they still
        // hold), cooler than a fresh start.
        ...(this.polishing ? { initial: this.done!.assignment, scheduleFrom: POLISH_FROM } : {}),
      },
      this.model,
      false,
    );
  }

  /** Whether the current round is the polishing one, after the restarts. */
  private get polishing(): boolean {
    return this.round === this.rounds;
  }

  get lowerBound(): LowerBound {
    return this.current.lowerBound;
  }

  get stoppedBy(): StoppedBy | null {
    const stopped = this.current.stoppedBy;
    const lastRound = this.polishing;
    return stopped === 'optimal' || stopped === 'cancelled' || lastRound ? stopped : null;
  }

  step(maxMillis: number): 'running' | 'done' {
    if (this.current.step(maxMillis) === 'running') return 'running';
    if (this.stoppedBy !== null) return 'done';
    // The round ran out of its share: keep its best and start the next from the same starting point.
    this.keep(this.current.result());
    this.round++;
    this.current = this.startRound(this.current.lowerBound);
    return 'running';
  }

  cancel(): void {
    this.current.cancel();
  }

  private keep(result: SolveResult): void {
    this.doneIterations += result.iterations;
    if (this.done === null || result.score.penalty < this.done.score.penalty) this.done = result;
  }

  /** Whether a finished round's best beats the current round's (an earlier round wins a tie). */
  private doneIsBetter(currentPenalty: number): boolean {
    return this.done !== null && this.done.score.penalty <= currentPenalty;
  }

  progress(): SearchProgress {
    const p = this.current.progress();
    const bestPenalty = this.doneIsBetter(p.bestPenalty) ? this.done!.score.penalty : p.bestPenalty;
    return { bestPenalty, iterations: this.doneIterations + p.iterations, elapsedMs: performance.now() - this.startedAt };
  }

  bestAssignment(): Assignment {
    return this.doneIsBetter(this.current.progress().bestPenalty) ? this.done!.assignment.slice() : this.current.bestAssignment();
  }

  snapshot(): SearchSnapshot {
    const elapsedMs = performance.now() - this.startedAt;
    const progress = this.current.progress();
    if (this.doneIsBetter(progress.bestPenalty)) {
      // A copy, as every snapshot is: the kept round's plan is also the result.
      const { assignment, score } = this.done!;
      return { assignment: assignment.slice(), score, iterations: this.doneIterations + progress.iterations, elapsedMs };
    }
    const snap = this.current.snapshot();
    return { ...snap, iterations: this.doneIterations + snap.iterations, elapsedMs };
  }

  result(): SolveResult {
    const last = this.current.result();
    const best = this.doneIsBetter(last.score.penalty) ? this.done! : last;
    return {
      ...best,
      iterations: this.doneIterations + last.iterations,
      elapsedMs: performance.now() - this.startedAt,
      lowerBound: last.lowerBound,
      stoppedBy: last.stoppedBy,
    };
  }
}

export function createSearch(problem: Problem, options: SolveOptions = {}): Search {
  const model = buildModel(problem);
  const rounds = roundsFor(model, options);
  return rounds > 1 ? new RestartingSearch(problem, model, options, rounds) : new AnnealingSearch(problem, options, model);
}

/** Runs a search to its end: time limit, iteration budget or proven optimum. */
export function solve(problem: Problem, options: SolveOptions = {}): SolveResult {
  const search = createSearch(problem, options);
  while (search.step(1000) === 'running');
  return search.result();
}
