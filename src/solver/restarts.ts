/**
 * Restarts (the schedule's `restarts`): a run long enough is split into rounds, each an independent
 * annealing run with its share of the budget and a random stream of its own, and the best plan of all
 * rounds is the result; runs of these events end in one of many near-equal plans far apart, so two
 * shorter runs land near the best known more often than one run twice as long (docs/decisions/0010).
 *
 * Then a polishing round: annealing again from the best plan of the rounds, started cooler than a fresh
 * run, which leaves the traps that a little warmer annealing leaves (docs/decisions/0011).
 */
import type { Restarts } from '../contract/solver-schedule.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import { buildModel, type SolverModel } from './model.ts';
import { DEFAULT_SEED, DEFAULT_TIME_LIMIT_MS, type LowerBound, type SolveOptions, type SolveResult, type StoppedBy } from './options.ts';
import { planRun } from './schedule.ts';
import { AnnealingSearch, type Search, type SearchProgress, type SearchSnapshot } from './search.ts';

/** A round's seed: far from seed + i, which other workers of the same solve use. */
export const ROUND_SEED_STEP = 0x3c6ef372;

/** The restarts a run of this problem with these options makes; null for a single run. */
function restartsFor(model: SolverModel, options: SolveOptions): Restarts | null {
  const { restarts } = planRun(model, { keepsPlan: Boolean(options.reference) });
  if (!restarts) return null;
  const { rounds, minRoundIterations, minRoundMs } = restarts;
  const long =
    options.iterations !== undefined
      ? options.iterations >= rounds * minRoundIterations
      : (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS) >= rounds * minRoundMs;
  return long ? restarts : null;
}

/** How many rounds a run of this problem with these options is. */
export function roundsFor(model: SolverModel, options: SolveOptions): number {
  return restartsFor(model, options)?.rounds ?? 1;
}

/** A run in rounds and a polishing round (createSearch makes one where the schedule says; the tests force it on short runs). */
export class RestartingSearch implements Search {
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
    private readonly restarts: Restarts,
  ) {
    this.deadline = this.startedAt + (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
    this.current = this.startRound(options.lowerBound);
  }

  /** The share of what is left that the current round gets: the restarts share equally what polishing leaves. */
  private shareOfRest(): number {
    if (this.polishing) return 1;
    const { rounds, polishShare } = this.restarts;
    const restartShare = (1 - polishShare) / rounds;
    return restartShare / (restartShare * (rounds - this.round) + polishShare);
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
        ...(this.polishing ? { initial: this.done!.assignment, scheduleFrom: this.restarts.polishFrom } : {}),
      },
      this.model,
      false,
    );
  }

  /** Whether the current round is the polishing one, after the restarts. */
  private get polishing(): boolean {
    return this.round === this.restarts.rounds;
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
  const restarts = restartsFor(model, options);
  return restarts ? new RestartingSearch(problem, model, options, restarts) : new AnnealingSearch(problem, options, model);
}

/** Runs a search to its end: time limit, iteration budget or proven optimum. */
export function solve(problem: Problem, options: SolveOptions = {}): SolveResult {
  const search = createSearch(problem, options);
  while (search.step(1000) === 'running');
  return search.result();
}
