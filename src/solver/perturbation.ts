/**
 * Perturbation from the best plan (iterated local search), the end of a run too short for restarts on the
 * events where they may run (PERTURBATION_FROM in src/contract/search.ts): from the best arrangement so far, a kick that is kept
 * whatever it costs (Neighbourhoods.kick), then a short descent, annealing cooled from
 * PERTURBATION_START_TEMPERATURE to END_TEMPERATURE; the next kick starts from the best arrangement again.
 *
 * Why: a 1 s run sometimes settles early on a plan whose sides hold the wrong capacities, and at the
 * end's temperatures no single change leaves it. A kick makes the change that does (a capacity trade, or a
 * few changes at once) and the descent settles the families around it, so the search can step from one such
 * plan to a better one nearby instead of polishing the one it has (bench/results.md, 2026-11-28, the
 * seventh stop).
 */
import { PERTURBATION_DESCENT, PERTURBATION_START_TEMPERATURE } from '../contract/search.ts';

export class Perturbation {
  /** Proposals left in the current descent, and its temperature (reported units). */
  private left = 0;
  private temperature = 0;
  private readonly cooling: number;

  constructor(endTemperature: number) {
    this.cooling = Math.pow(endTemperature / PERTURBATION_START_TEMPERATURE, 1 / PERTURBATION_DESCENT);
  }

  /** Whether the descent is over, so the next proposal waits for a kick from the best arrangement. */
  get kickDue(): boolean {
    return this.left <= 0;
  }

  /** Starts a descent, after a kick. */
  startDescent(): void {
    this.left = PERTURBATION_DESCENT;
    this.temperature = PERTURBATION_START_TEMPERATURE;
  }

  /** The temperature of the descent's next proposal. */
  nextTemperature(): number {
    this.left--;
    this.temperature *= this.cooling;
    return this.temperature;
  }
}
