/**
 * Requests the planner makes of its worker on its own after a change (a seat order, a bound): one at
 * a time and in order, so an answer for an older change never lands after a newer one. A request is
 * a convenience on top of the plan, so its failure leaves the plan as it is and is said in the console;
 * a closed worker (the planner went away) ends it quietly, since no one is left to tell.
 */
import { SolverClosedError } from '../solver-client/solver-client.ts';
import type { StateSource } from './planner-state.ts';

export class WorkerRequests {
  private running: Promise<void> = Promise.resolve();

  /** `what` names the request in the console ("the seat order"). */
  constructor(private readonly what: string) {}

  /** Settles when every request added so far has been answered and kept (for tests and the embed). */
  get idle(): Promise<void> {
    return this.running;
  }

  /** Runs `request` once those before it have settled. */
  add(request: () => Promise<void>): void {
    this.running = this.running.then(async () => {
      try {
        await request();
      } catch (error) {
        if (error instanceof SolverClosedError) return;
        console.error(`Seating Optimizer: ${this.what} failed.`, error);
      }
    });
  }
}

/**
 * Something the planner keeps up to date in the worker (the seat order, the bound): after each change
 * of the store it looks at the new state (`check`) and adds the request that change calls for, if any.
 */
export abstract class WorkerKeeper<Store extends StateSource = StateSource> {
  protected readonly requests: WorkerRequests;
  private readonly unsubscribe: () => void;

  constructor(
    protected readonly store: Store,
    what: string,
  ) {
    this.requests = new WorkerRequests(what);
    this.unsubscribe = store.subscribe(() => this.check());
  }

  /** Settles when what the last change asked for is answered and kept (for tests and the embed). */
  get idle(): Promise<void> {
    return this.requests.idle;
  }

  dispose(): void {
    this.unsubscribe();
  }

  protected abstract check(): void;
}
