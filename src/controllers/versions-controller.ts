/** Re-renders an element when its planner's saved versions change (see state/versions.ts). */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { VersionKeeper, VersionsState } from '../state/versions.ts';
import { StoreController } from './store-controller.ts';

export class VersionsController implements ReactiveController {
  private unsubscribe: (() => void) | null = null;
  private subscribedTo: VersionKeeper | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly store: StoreController,
  ) {
    host.addController(this);
  }

  get keeper(): VersionKeeper | undefined {
    return this.store.planner?.versions;
  }

  get state(): VersionsState | undefined {
    return this.keeper?.state;
  }

  hostConnected(): void {
    this.resubscribe();
  }

  hostUpdate(): void {
    this.resubscribe();
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.subscribedTo = null;
  }

  private resubscribe(): void {
    const keeper = this.keeper;
    if (!keeper || keeper === this.subscribedTo) return;
    this.unsubscribe?.();
    this.subscribedTo = keeper;
    this.unsubscribe = keeper.subscribe(() => this.host.requestUpdate());
    this.host.requestUpdate();
  }
}
