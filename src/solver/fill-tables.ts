/**
 * Which empty tables a group too large for one table should fill. A group's separation falls with the
 * squares of its parts, so it does best on a few large tables it fills to the last seat, with any spare
 * seats on one small table. Among the open empty tables, a subset-sum finds the set whose seats reach
 * the group's guests with the largest Σ capacity², less what the spare seats take from the last part.
 * Without it the construction gave the larger group the largest tables one after another and left the
 * stronger one the remnants, which the annealing seldom undoes in a short run (docs/decisions/0002).
 */
import type { ArrangementState } from './delta.ts';
import type { SolverModel } from './model.ts';

/** Tables × seat totals the programme may visit: a few MB, events of a few thousand bookings. */
const FILL_WORK_LIMIT = 4_000_000;

/** A mask of the tables to fill with `guests`, or null when no empty table is open or the event is too large. */
export function tablesToFill(model: SolverModel, state: ArrangementState, open: Uint8Array, guests: number): Uint8Array | null {
  const empty: number[] = [];
  let smallest = Infinity;
  for (let t = 0; t < model.tableCount; t++) {
    if (!open[t] || state.load[t] !== 0) continue;
    empty.push(t);
    smallest = Math.min(smallest, model.capacity[t]!);
  }
  if (empty.length === 0) return null;
  // Totals past guests + the smallest capacity only add a table the group leaves empty.
  const top = guests + smallest;
  const width = top + 1;
  if (empty.length * width > FILL_WORK_LIMIT) return null;
  const best = new Float64Array(width).fill(-Infinity);
  best[0] = 0;
  const took = new Uint8Array(empty.length * width);
  empty.forEach((t, i) => {
    const c = model.capacity[t]!;
    for (let s = top; s >= c; s--) {
      const value = best[s - c]! + c * c;
      if (value > best[s]!) {
        best[s] = value;
        took[i * width + s] = 1;
      }
    }
  });
  // Spare seats s − guests leave a smaller last part: counted as if on the smallest table.
  let total = -1;
  let bestValue = -Infinity;
  for (let s = guests; s <= top; s++) {
    const value = best[s]! - (smallest ** 2 - Math.max(0, smallest - (s - guests)) ** 2);
    if (value > bestValue) {
      bestValue = value;
      total = s;
    }
  }
  if (total < 0) return null;
  const chosen = new Uint8Array(model.tableCount);
  for (let i = empty.length - 1, s = total; i >= 0 && s > 0; i--) {
    if (!took[i * width + s]) continue;
    chosen[empty[i]!] = 1;
    s -= model.capacity[empty[i]!]!;
  }
  return chosen;
}
