/** Re-renders an element when its planner's solver session reports (throttled by the session). */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SolverSessionState } from '../state/solver-session.ts';
import { StoreController } from './store-controller.ts';

export class SolverController implements ReactiveController {
  private unsubscribe: (() => void) | null = null;
  private subscribedTo: unknown = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly store: StoreController,
  ) {
    host.addController(this);
  }

  get state(): SolverSessionState | undefined {
    return this.store.planner?.solver.state;
  }

  hostUpdate(): void {
    const solver = this.store.planner?.solver;
    if (!solver || solver === this.subscribedTo) return;
    this.unsubscribe?.();
    this.subscribedTo = solver;
    this.unsubscribe = solver.subscribe(() => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.subscribedTo = null;
  }
}
