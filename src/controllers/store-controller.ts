/**
 * Connects an element to the planner it lives in and re-renders it when what it shows of the
 * store's state changed. The element says what it shows with a selector: its value (or, for an
 * array, each item) is compared by identity with the last one, so a change elsewhere in the state
 * leaves the element alone. The planner comes from context, or, for the element that provides the
 * context (a provider does not answer its own requests), from a getter.
 */
import { ContextConsumer } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlannerState } from '../state/planner-state.ts';
import { plannerContext, type Planner } from './planner-context.ts';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * What an element reads of the state: a value, or an array of values, each compared by identity.
 * It runs on every change of the state, so it only picks (no lists walked, nothing built).
 */
export type StateSelector = (state: PlannerState) => unknown;

/** Whether two selections are the same: the same value, or arrays of the same length with the same items. */
export function sameSelection(before: unknown, after: unknown): boolean {
  if (Object.is(before, after)) return true;
  if (!Array.isArray(before) || !Array.isArray(after) || before.length !== after.length) return false;
  return before.every((item, i) => Object.is(item, after[i]));
}

export class StoreController implements ReactiveController {
  private readonly consumer: ContextConsumer<{ __context__: Planner }, Host> | null;
  private unsubscribe: (() => void) | null = null;
  private subscribed: Planner | null = null;
  private selected: unknown = undefined;
  private storeChanged = false;

  constructor(
    private readonly host: Host,
    private readonly select: StateSelector,
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

  /** Whether what the element shows changed in the store since it last drew (an element may draw such a change in a task of its own). */
  get changed(): boolean {
    return this.storeChanged;
  }

  hostConnected(): void {
    this.resubscribe();
  }

  hostUpdate(): void {
    if (this.source) this.resubscribe();
  }

  hostUpdated(): void {
    this.storeChanged = false;
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
    const { store } = planner;
    this.selected = this.select(store.state);
    this.unsubscribe = store.subscribe(() => {
      const selected = this.select(store.state);
      if (sameSelection(this.selected, selected)) return;
      this.selected = selected;
      this.storeChanged = true;
      this.host.requestUpdate();
    });
    this.host.requestUpdate();
  }
}
