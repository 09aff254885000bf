/**
 * Connects an element to the planner it lives in and re-renders it when the store's state
 * changes. The planner comes from context, or, for the element that provides the context (a
 * provider does not answer its own requests), from a getter.
 */
import { ContextConsumer } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlannerState } from '../state/planner-store.ts';
import { plannerContext, type Planner } from './planner-context.ts';

type Host = ReactiveControllerHost & HTMLElement;

export class StoreController implements ReactiveController {
  private readonly consumer: ContextConsumer<{ __context__: Planner }, Host> | null;
  private unsubscribe: (() => void) | null = null;
  private subscribed: Planner | null = null;

  constructor(
    private readonly host: Host,
    private readonly source?: () => Planner | null | undefined,
  ) {
    this.consumer = source
      ? null
      : new ContextConsumer(host, { context: plannerContext, subscribe: true, callback: () => this.resubscribe() });
    host.addController(this);
  }

  get planner(): Planner | undefined {
    return (this.source ? this.source() : this.consumer?.value) ?? undefined;
  }

  get state(): PlannerState | undefined {
    return this.planner?.store.state;
  }

  hostConnected(): void {
    this.resubscribe();
  }

  hostUpdate(): void {
    if (this.source) this.resubscribe();
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.subscribed = null;
  }

  private resubscribe(): void {
    const planner = this.planner;
    if (!planner || planner === this.subscribed) return;
    this.unsubscribe?.();
    this.subscribed = planner;
    this.unsubscribe = planner.store.subscribe(() => this.host.requestUpdate());
    this.host.requestUpdate();
  }
}
