/**
 * Perturbation from the best plan (iterated local search), the end of a run too short for restarts on the
 * events where they may run (the schedule's `perturbation`): from the best arrangement so far, a kick that is
 * kept whatever it costs (Neighbourhoods.kick), then a short descent, annealing cooled from the descent's
 * start temperature to the run's end one; the next kick starts from the best arrangement again.
 *
 * Why: a 1 s run sometimes settles early on a plan whose sides hold the wrong capacities, and at the
 * end's temperatures no single change leaves it. A kick makes the change that does (a capacity trade, or a
 * few changes at once) and the descent settles the families around it (docs/decisions/0014).
 */
import type { Perturbation as PerturbationSettings } from '../contract/solver-schedule.ts';

export class Perturbation {
  /** Proposals left in the current descent, and its temperature (reported units). */
  private left = 0;
  private temperature = 0;
  private readonly cooling: number;

  constructor(
    private readonly settings: PerturbationSettings,
    endTemperature: number,
  ) {
    this.cooling = Math.pow(endTemperature / settings.startTemperature, 1 / settings.descent);
  }

  /** Whether the descent is over, so the next proposal waits for a kick from the best arrangement. */
  get kickDue(): boolean {
    return this.left <= 0;
  }

  /** Starts a descent, after a kick. */
  startDescent(): void {
    this.left = this.settings.descent;
    this.temperature = this.settings.startTemperature;
  }

  /** The temperature of the descent's next proposal. */
  nextTemperature(): number {
    this.left--;
    this.temperature *= this.cooling;
    return this.temperature;
  }
}
