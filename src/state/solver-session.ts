/**
 * One solver run at a time for a planner: starts the worker on the open event's problem (keeping
 * locked bookings and tables where they are), reports progress at most a few times a second so
 * the page stays responsive, and hands the result to the store, which keeps it only if the
 * guests and tables did not change meanwhile. Besides a full solve, two stable re-seatings take the
 * current seating as the plan the guests know: "Seat the changes" (`seatChanges`) and "Improve,
 * moving at most N people" (`improve`); their outcome says how many people moved and how many place
 * cards to print again.
 */
import { SolverClient, SolverClosedError, type SolveProgress } from '../solver-client/solver-client.ts';
import { indexBookings } from '../model/booking-refs.ts';
import { indexByName, nameKey } from '../model/names.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import { evaluate } from '../solver/evaluate.ts';
import type { MovedCount } from '../solver/move-budget.ts';
import type { LowerBound, SolveOptions, SolveResult } from '../solver/options.ts';
import { planSummary, planSummaryToJson } from '../solver/plan-summary.ts';
import type { PlanSummaryJson } from '../contract/plan-summary.ts';
import type { SeatOrderOptions } from '../solver/seat-order.ts';
import { seatChanges } from '../solver/seat-keeping.ts';
import type { EventContent } from '../model/event-content.ts';
import type { PlannerStore } from './planner-store.ts';
import { hasSeats, seatNumbersOf } from './seat-numbers.ts';
import { problemFingerprint } from './seating-rules.ts';
import { placedBookings } from './seat-count.ts';
import { planMoves, unseatedChanges, type ChangesSeated } from './run-outcome.ts';
import { yieldToMain } from './yield.ts';

type SolverPhase = 'idle' | 'running' | 'stopping';

export interface SolverProgressView {
  penalty: number;
  lowerBound: number;
  elapsedMs: number;
  /** The run's time budget, so the panel can say how long is left. */
  timeLimitMs: number;
  /** The best plan so far in figures (the words come from i18n/plan-summary-words.ts); null until the worker sends one. */
  summary: PlanSummaryJson | null;
  /** The penalty and bound the summary was made with (the penalty may have improved since). */
  summaryPenalty: number;
  summaryLowerBound: number;
}

/** How the last run ended: `solver.outcome.<kind>` in the locales. */
export type SolverOutcome =
  | {
      kind: 'applied';
      /** What ran: a full solve, "Seat the changes" or "Improve, moving at most N". */
      mode?: RunMode;
      penalty: number;
      lowerBound: number;
      optimal: boolean;
      /** Stopped by the planner before its time was up: the best plan found so far was applied. */
      stopped?: boolean;
      /** Stable re-seating: the penalty of the seating it started from. */
      before?: number;
      /** Over a plan the guests knew: the people and bookings now at another table. */
      moved?: MovedCount;
      /** Over a plan the guests knew: place cards to print again (people at another table or new, or in another seat of theirs). */
      placeCards?: number;
      /** The bookings that had no table before the run (the changes), and those of them still without one, with why. */
      changes?: ChangesSeated;
    }
  /** "Re-seat everyone" over a plan: how many bookings the new plan would move, of those seated, before it applies. */
  | { kind: 'confirm'; moved: MovedCount; seated: number; placeCards: number }
  /** The planner kept the plan rather than the re-seating offered. */
  | { kind: 'keptPlan' }
  | { kind: 'stale' }
  /** The worker could not start or stopped with an error; `detail` is what it said, for the console and the host page. */
  | { kind: 'failed'; detail: string }
  | { kind: 'busy' }
  | { kind: 'nothingToSolve' };

/**
 * How an outcome is shown: 'ok' (done as asked), 'warn' (done, but a change could not be seated: the
 * panel says why and offers the fix), 'bad' (nothing applied), 'ask' (waiting for the planner's answer).
 */
export function outcomeTone(outcome: SolverOutcome): 'ok' | 'warn' | 'bad' | 'ask' {
  if (outcome.kind === 'confirm') return 'ask';
  if (outcome.kind === 'keptPlan') return 'ok';
  if (outcome.kind !== 'applied') return 'bad';
  return outcome.mode === 'seat-changes' && (outcome.changes?.left.length ?? 0) > 0 ? 'warn' : 'ok';
}

export interface SolverSessionState {
  phase: SolverPhase;
  progress: SolverProgressView | null;
  outcome: SolverOutcome | null;
}

const PROGRESS_INTERVAL_MS = 250;

type RunMode = 'solve' | 'seat-changes' | 'improve';

/** A finished run, and what it ran on. */
interface Held {
  readonly mode: RunMode;
  readonly solvedFor: string;
  readonly problem: Problem;
  readonly content: EventContent;
  readonly before: Assignment;
  readonly result: SolveResult;
}

export class SolverSession {
  private client: SolverClient | null = null;
  private cancel: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();
  /** The plan a `confirm` outcome holds back until the planner answers. */
  private held: Held | null = null;
  private lastNotified = 0;
  private pendingTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private current: SolverSessionState = { phase: 'idle', progress: null, outcome: null };

  constructor(
    private readonly store: PlannerStore,
    /** How the worker is started; the embed passes one that works from another origin. */
    private readonly createClient: () => SolverClient = () => new SolverClient(),
    /** Runs just before a result replaces the plan (the planner saves a version of it); must not throw. */
    private readonly beforeApply: () => Promise<unknown> = () => Promise.resolve(),
    /** The full proven bound of a problem when it is known already (see BoundKeeper), so each worker need not compute it. */
    private readonly knownBound: (problem: Problem) => LowerBound | null = () => null,
  ) {}

  get state(): SolverSessionState {
    return this.current;
  }

  private get stopping(): boolean {
    return this.current.phase === 'stopping';
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A full solve, improving the current plan wherever it helps, applied at once. */
  start(): Promise<SolverOutcome> {
    return this.run('solve');
  }

  /**
   * "Seat the changes": bookings without a table (new or changed ones) are seated, moving as few of
   * the others from their current tables as it can.
   */
  seatChanges(): Promise<SolverOutcome> {
    return this.run('seat-changes');
  }

  /** "Improve, moving at most N people": the search from the current seating, at most maxMoves guests at another table. */
  improve(maxMoves: number): Promise<SolverOutcome> {
    return this.run('improve', Math.max(0, Math.floor(maxMoves)));
  }

  /**
   * "Re-seat everyone" once a plan exists: the full search runs, and before its plan replaces the one the
   * guests know the planner is told how many bookings it would move (outcome `confirm`); `confirmReseat`
   * applies it, `keepPlan` drops it. A plan that moves no one is applied at once.
   */
  reseatEveryone(): Promise<SolverOutcome> {
    return this.run('solve', undefined, true);
  }

  /** Applies the plan a `confirm` outcome held back (if guests and tables are still the same). */
  async confirmReseat(): Promise<SolverOutcome> {
    const held = this.held;
    this.held = null;
    if (!held || this.current.phase !== 'idle') return this.current.outcome ?? { kind: 'nothingToSolve' };
    const outcome = await this.apply(held);
    this.set({ outcome });
    return outcome;
  }

  /** Drops the plan a `confirm` outcome held back: the plan the guests know stays as it is. */
  keepPlan(): SolverOutcome {
    this.held = null;
    const outcome: SolverOutcome = { kind: 'keptPlan' };
    this.set({ outcome });
    return outcome;
  }

  private async run(mode: RunMode, maxMoves?: number, askFirst = false): Promise<SolverOutcome> {
    if (this.current.phase !== 'idle') return { kind: 'busy' };
    this.held = null;
    const { content, derived } = this.store.state;
    const problem = derived?.problem;
    if (!content || !problem || !derived.assignment) {
      const outcome: SolverOutcome = { kind: 'nothingToSolve' };
      this.set({ outcome });
      return outcome;
    }
    const assignment = derived.assignment;
    const solvedFor = problemFingerprint(content);
    const bookingIndex = indexBookings(problem.bookings);
    const tableIndex = indexByName(problem.tables);
    const fixed = new Uint8Array(problem.bookings.length);
    for (const name of content.lockedBookings) {
      const i = bookingIndex.find(name);
      if (i !== undefined) fixed[i] = 1;
    }
    const lockedTables = new Uint8Array(problem.tables.length);
    for (const name of content.lockedTables) {
      const i = tableIndex.get(nameKey(name));
      if (i !== undefined) lockedTables[i] = 1;
    }

    this.set({ phase: 'running', progress: null, outcome: null });
    let outcome: SolverOutcome;
    try {
      // The panel shows the search under way in one task; the problem is packed and sent in the next.
      await yieldToMain();
      if (this.disposed) throw new SolverClosedError();
      // Inside the try: a page may refuse the worker outright (a Content Security Policy throws here).
      this.client ??= this.createClient();
      const options: SolveOptions = { timeLimitMs: content.solver.timeLimitMs, initial: assignment, fixed, lockedTables };
      // The current seating is the plan the guests know; bookings without a table in it are the new ones.
      if (mode !== 'solve') options.reference = assignment;
      if (maxMoves !== undefined) options.maxMoves = maxMoves;
      const bound = this.knownBound(problem);
      if (bound) options.lowerBound = bound;
      const timeLimitMs = content.solver.timeLimitMs;
      const run = this.client.solve(problem, options, (progress: SolveProgress) => this.onProgress(problem, timeLimitMs, progress));
      this.cancel = () => {
        run.cancel();
      };
      // Stopped before the problem was sent: the workers stop at once, with the plan they started from.
      if (this.stopping) run.cancel();
      const result = await run.result;
      const held: Held = { mode, solvedFor, problem, content, before: assignment, result };
      const moves = planMoves(problem, assignment, result.assignment);
      outcome =
        askFirst && moves.moved.bookings > 0
          ? { kind: 'confirm', ...moves, placeCards: await this.placeCards(problem, content, assignment, result.assignment) }
          : await this.apply(held);
      if (outcome.kind === 'confirm') this.held = held;
    } catch (error) {
      // Said, not swallowed: the panel shows that the run failed, the embed tells its host, the console keeps the cause.
      const detail = error instanceof Error ? error.message : String(error);
      console.error('Seating Optimizer: the solver failed.', error);
      outcome = { kind: 'failed', detail };
    }
    this.cancel = null;
    if (this.pendingTimer) clearTimeout(this.pendingTimer);
    this.pendingTimer = null;
    this.set({ phase: 'idle', outcome });
    return outcome;
  }

  /** Replaces the plan with a run's result, when it answers the problem open now, and says what changed. */
  private async apply(held: Held): Promise<SolverOutcome> {
    const { mode, solvedFor, problem, content, before, result } = held;
    // Only a result that will be applied replaces the plan, so only then is the plan before it kept.
    if (this.store.state.content && problemFingerprint(this.store.state.content) === solvedFor) await this.beforeApply();
    const applied = await this.store.applySolution(solvedFor, result.assignment, result.lowerBound.penalty);
    if (!applied) return { kind: 'stale' };
    // Every outcome over a plan the guests knew says who changed table and the place cards to print again.
    const hadPlan = placedBookings(content) > 0;
    const placeCards = hadPlan ? await this.placeCards(problem, content, before, result.assignment) : undefined;
    const moves = planMoves(problem, before, result.assignment);
    return {
      kind: 'applied',
      mode,
      penalty: result.score.penalty,
      lowerBound: result.lowerBound.penalty,
      optimal: result.score.penalty <= result.lowerBound.penalty,
      ...(result.stoppedBy === 'cancelled' ? { stopped: true } : {}),
      // Both penalties without seat terms, as the search scores them, so the two compare.
      ...(result.moved ? { before: evaluate(problem, before).penalty } : {}),
      ...(hadPlan || result.moved ? { moved: moves.moved } : {}),
      ...(placeCards === undefined ? {} : { placeCards }),
      changes: unseatedChanges(problem, before, result.assignment),
    };
  }

  /**
   * Place cards a re-seating makes print again: the seat order keeps the seats of the bookings still
   * at their table (the same order the seat order keeper saves), so only the moved, the new and the
   * ones who made room count. Without a seat order, the people at another table or new.
   */
  private async placeCards(problem: Problem, content: EventContent, before: Assignment, after: Assignment): Promise<number> {
    const seatsBefore = hasSeats(content) ? seatNumbersOf(problem, content.seats) : [];
    const keep = seatsBefore.map((own, b) => (before[b] === after[b] ? own : []));
    const seats = hasSeats(content) ? await this.orderSeats(problem, after, { keep }) : [];
    return seatChanges(problem, { assignment: before, seats: seatsBefore }, after, seats).placeCards;
  }

  /** Orders the seats of an arrangement in the same worker as the search (see orderSeats). */
  orderSeats(problem: Problem, assignment: Assignment, options: SeatOrderOptions): Promise<number[][]> {
    this.client ??= this.createClient();
    return this.client.orderSeats(problem, assignment, options);
  }

  /** The problem's full proven lower bound, computed in the same worker as the search. */
  lowerBound(problem: Problem): Promise<LowerBound> {
    this.client ??= this.createClient();
    return this.client.lowerBound(problem);
  }

  /** Stops the search; the best arrangement found so far is still applied. */
  stop(): void {
    if (this.current.phase !== 'running') return;
    this.set({ phase: 'stopping' });
    this.cancel?.();
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
    this.client?.dispose();
    this.client = null;
  }

  private onProgress(problem: Problem, timeLimitMs: number, progress: SolveProgress): void {
    const previous = this.current.progress;
    // The summary of a 2,000-booking plan takes 3-12 ms (bench/plan-summary-cost.ts) and the worker sends a
    // plan at most twice a second, so it is made here, where the names are, rather than in the worker.
    const fresh = progress.best
      ? {
          summary: planSummaryToJson(problem, planSummary(problem, progress.best, progress.bestPenalty, progress.lowerBound)),
          summaryPenalty: progress.bestPenalty,
          summaryLowerBound: progress.lowerBound,
        }
      : null;
    this.current = {
      ...this.current,
      progress: {
        penalty: progress.bestPenalty,
        lowerBound: progress.lowerBound,
        elapsedMs: progress.elapsedMs,
        timeLimitMs,
        summary: fresh?.summary ?? previous?.summary ?? null,
        summaryPenalty: fresh?.summaryPenalty ?? previous?.summaryPenalty ?? progress.bestPenalty,
        summaryLowerBound: fresh?.summaryLowerBound ?? previous?.summaryLowerBound ?? progress.lowerBound,
      },
    };
    const wait = this.lastNotified + PROGRESS_INTERVAL_MS - performance.now();
    if (wait <= 0) this.notify();
    else this.pendingTimer ??= setTimeout(() => this.notify(), wait);
  }

  private notify(): void {
    if (this.pendingTimer) clearTimeout(this.pendingTimer);
    this.pendingTimer = null;
    this.lastNotified = performance.now();
    for (const listener of this.listeners) listener();
  }

  private set(patch: Partial<SolverSessionState>): void {
    this.current = { ...this.current, ...patch };
    this.notify();
  }
}
