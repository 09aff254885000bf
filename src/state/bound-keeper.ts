/**
 * Keeps the open event's proven lower bound full: the page derives a quick bound on its own thread
 * (a few milliseconds), and each time guests or tables change, so the problem does, the worker
 * computes the full one (its bound over what each table can hold, 50–200 ms) and the planner keeps
 * it. So "at most X % from the best possible" is as strong after an import or a reload as after a
 * solve, and no solve is needed to learn it.
 */
import type { Problem } from '../model/problem.ts';
import type { LowerBound } from '../solver/options.ts';
import type { PlannerStore } from './planner-store.ts';
import { WorkerRequests } from './worker-requests.ts';

export type ComputeBound = (problem: Problem) => Promise<LowerBound>;

export class BoundKeeper {
  private asked: Problem | null = null;
  private known: { problem: Problem; bound: LowerBound } | null = null;
  private readonly unsubscribe: () => void;
  /** The quick bound stays when one fails: the summary is weaker, not wrong. */
  private readonly requests = new WorkerRequests('the lower bound');

  constructor(
    private readonly store: PlannerStore,
    private readonly computeBound: ComputeBound,
  ) {
    this.unsubscribe = store.subscribe(() => this.check());
    this.check();
  }

  /** Settles when the bound asked for by the last change of problem is kept (for tests). */
  get idle(): Promise<void> {
    return this.requests.idle;
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
    // A bound for a problem no longer open is not asked for, or is dropped by the store.
    this.requests.add(async () => {
      if (this.asked !== problem) return;
      const bound = await this.computeBound(problem);
      this.known = { problem, bound };
      await this.store.learnBound(problem, bound.penalty);
    });
  }
}
