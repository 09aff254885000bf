/**
 * A value a controller keeps for its host element, which is drawn again when the value changes, as
 * it would be for the element's own `@state()` (a value equal by `===` is no change).
 */
import type { ReactiveControllerHost } from 'lit';

export class HostState<T> {
  constructor(
    private readonly host: ReactiveControllerHost,
    private current: T,
  ) {}

  get value(): T {
    return this.current;
  }

  set value(value: T) {
    if (value === this.current) return;
    this.current = value;
    this.host.requestUpdate();
  }
}
