import type { SolverModel } from './model.ts';

/** The bookings of every group, its sub-groups' included, as one list with an offset per group (CSR). */
export interface GroupMembers {
  /** Members of group g are list[start[g]] … list[start[g + 1] − 1]. */
  readonly start: Int32Array;
  readonly list: Int32Array;
}

export function groupMembers(model: SolverModel): GroupMembers {
  const count = new Int32Array(model.groupCount + 1);
  for (let k = 0; k < model.pathGroup.length; k++) count[model.pathGroup[k]! + 1]!++;
  for (let g = 0; g < model.groupCount; g++) count[g + 1]! += count[g]!;
  const start = count.slice();
  const list = new Int32Array(model.pathGroup.length);
  const fill = count.slice(0, model.groupCount);
  for (let b = 0; b < model.bookingCount; b++) {
    for (let k = model.pathStart[b]!; k < model.pathStart[b + 1]!; k++) list[fill[model.pathGroup[k]!]!++] = b;
  }
  return { start, list };
}
