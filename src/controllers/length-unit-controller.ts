/** The length unit an element shows (metres or feet), rendering it again when the planner switches. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LENGTH_UNIT_EVENT, preferredUnit, setPreferredUnit, type LengthUnit } from '../i18n/units.ts';

export class LengthUnitController implements ReactiveController {
  unit: LengthUnit = preferredUnit();

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Switches every element on the page. */
  set(unit: LengthUnit): void {
    setPreferredUnit(unit);
  }

  hostConnected(): void {
    this.unit = preferredUnit();
    window.addEventListener(LENGTH_UNIT_EVENT, this.onChange);
  }

  hostDisconnected(): void {
    window.removeEventListener(LENGTH_UNIT_EVENT, this.onChange);
  }

  private readonly onChange = (event: Event) => {
    this.unit = (event as CustomEvent<LengthUnit>).detail;
    this.host.requestUpdate();
  };
}
