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
import { WorkerKeeper } from './worker-requests.ts';

export type ComputeBound = (problem: Problem) => Promise<LowerBound>;

/** A failed bound leaves the quick one: the summary is weaker, not wrong. */
export class BoundKeeper extends WorkerKeeper<PlannerStore> {
  private asked: Problem | null = null;
  private known: { problem: Problem; bound: LowerBound } | null = null;

  constructor(
    store: PlannerStore,
    private readonly computeBound: ComputeBound,
  ) {
    super(store, 'the lower bound');
    this.check();
  }

  /** The full bound of `problem` once the worker has answered for it, else null. */
  boundOf(problem: Problem): LowerBound | null {
    return this.known?.problem === problem ? this.known.bound : null;
  }

  protected check(): void {
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
