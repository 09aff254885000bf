/**
 * Keeps the open event's proven lower bound full: the page derives a quick bound on its own thread
 * (a few milliseconds), and each time guests or tables change, so the problem does, the worker
 * computes the full one (its bound over what each table can hold, 50–200 ms) and the planner keeps
 * it. So "at most X % from the best possible" is as strong after an import or a reload as after a
 * solve, and no solve is needed to learn it.
 */
import type { Problem } from '../model/problem.ts';
import type { LowerBound } from '../solver/options.ts';
import { SolverClosedError } from '../solver-client/solver-client.ts';
import type { PlannerStore } from './planner-store.ts';

export type ComputeBound = (problem: Problem) => Promise<LowerBound>;

export class BoundKeeper {
  private asked: Problem | null = null;
  private known: { problem: Problem; bound: LowerBound } | null = null;
  private readonly unsubscribe: () => void;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: PlannerStore,
    private readonly computeBound: ComputeBound,
  ) {
    this.unsubscribe = store.subscribe(() => this.check());
    this.check();
  }

  /** Settles when the bound asked for by the last change of problem is kept (for tests). */
  get idle(): Promise<void> {
    return this.running;
  }

  /** The full bound of `problem` once the worker has answered for it, else null. */
  boundOf(problem: Problem): LowerBound | null {
    return this.known?.problem === problem ? this.known.bound : null;
  }

  dispose(): void {
    this.unsubscribe();
  }

  private check(): void {
    const problem = this.store.state.derived?.problem ?? null;
    if (!problem || problem === this.asked) return;
    this.asked = problem;
    // One at a time, in order: a bound for a problem no longer open is dropped by the store.
    this.running = this.running.then(async () => {
      if (this.asked !== problem) return;
      try {
        const bound = await this.computeBound(problem);
        this.known = { problem, bound };
        await this.store.learnBound(problem, bound.penalty);
      } catch (error) {
        if (error instanceof SolverClosedError) return;
        // The quick bound stays: the summary is weaker, not wrong. Said in the console only.
        console.error('Seating Optimizer: the lower bound failed.', error);
      }
    });
  }
}
