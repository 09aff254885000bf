/**
 * The solver's own compact view of a Problem: flat typed arrays the evaluation and the search read in
 * their inner loops, built once per solve.
 *
 * Separation is decomposed by group: the strength of the deepest group two bookings share equals the
 * sum, over every group they share, of that group's increment (its strength minus its parent's). So
 * separation = Σ over groups h of increment(h) × (pairs of guests of h seated apart). Only groups with a
 * non-zero increment and at least two bookings can contribute; those are the "scored" groups.
 */
import { SCALING, WEIGHTS, type TermId } from '../contract/objective.ts';
import type { Problem } from '../model/problem.ts';

export interface SolverModel {
  readonly problem: Problem;
  readonly bookingCount: number;
  readonly tableCount: number;
  readonly groupCount: number;
  readonly size: Int32Array;
  readonly pin: Int32Array;
  readonly capacity: Int32Array;
  readonly groupParent: Int32Array;
  readonly groupDepth: Int32Array;
  readonly groupStrength: Float64Array;
  /** strength(h) − strength(parent(h)), the parent of a top-level group counting as 0. */
  readonly groupIncrement: Float64Array;
  /** Scored groups of each booking (innermost first), CSR: scoredStart[b] .. scoredStart[b + 1]. */
  readonly scoredStart: Int32Array;
  readonly scoredGroup: Int32Array;
  /** Every group of each booking, root first, CSR over pathStart; pathGroup[pathStart[b] + depth − 1]. */
  readonly pathStart: Int32Array;
  readonly pathGroup: Int32Array;
  /** Avoid lists, CSR. */
  readonly avoidStart: Int32Array;
  readonly avoidList: Int32Array;
  /** Term weights × the reporting scale factor: the search works in reported units. */
  readonly scaledWeight: Readonly<Record<TermId, number>>;
  readonly totalSize: number;
  readonly totalCapacity: number;
  readonly maxCapacity: number;
}

export function scaledWeights(): Record<TermId, number> {
  return {
    separation: WEIGHTS.separation * SCALING.factor,
    conflict: WEIGHTS.conflict * SCALING.factor,
    unseated: WEIGHTS.unseated * SCALING.factor,
    balance: WEIGHTS.balance * SCALING.factor,
  };
}

export function buildModel(problem: Problem): SolverModel {
  const n = problem.bookings.length;
  const tableCount = problem.tables.length;
  const groupCount = problem.groups.length;
  const size = new Int32Array(n);
  const pin = new Int32Array(n);
  const capacity = new Int32Array(tableCount);
  const groupParent = new Int32Array(groupCount);
  const groupDepth = new Int32Array(groupCount);
  const groupStrength = new Float64Array(groupCount);
  const groupIncrement = new Float64Array(groupCount);
  const groupMembers = new Int32Array(groupCount);

  let totalCapacity = 0;
  let maxCapacity = 0;
  for (let t = 0; t < tableCount; t++) {
    const c = problem.tables[t]!.capacity;
    capacity[t] = c;
    totalCapacity += c;
    if (c > maxCapacity) maxCapacity = c;
  }
  for (let g = 0; g < groupCount; g++) {
    const group = problem.groups[g]!;
    groupParent[g] = group.parent;
    groupDepth[g] = group.parent < 0 ? 1 : groupDepth[group.parent]! + 1;
    groupStrength[g] = group.strength;
    groupIncrement[g] = group.strength - (group.parent < 0 ? 0 : problem.groups[group.parent]!.strength);
  }

  let totalSize = 0;
  let pathTotal = 0;
  let avoidTotal = 0;
  for (let b = 0; b < n; b++) {
    const booking = problem.bookings[b]!;
    size[b] = booking.size;
    pin[b] = booking.pin;
    totalSize += booking.size;
    avoidTotal += booking.avoid.length;
    for (let g = booking.group; g >= 0; g = groupParent[g]!) {
      groupMembers[g]!++;
      pathTotal++;
    }
  }

  const pathStart = new Int32Array(n + 1);
  const pathGroup = new Int32Array(pathTotal);
  const avoidStart = new Int32Array(n + 1);
  const avoidList = new Int32Array(avoidTotal);
  const scoredCount = new Int32Array(n);
  let pathAt = 0;
  let avoidAt = 0;
  let scoredTotal = 0;
  for (let b = 0; b < n; b++) {
    const booking = problem.bookings[b]!;
    pathStart[b] = pathAt;
    const depth = booking.group < 0 ? 0 : groupDepth[booking.group]!;
    let g = booking.group;
    for (let d = depth - 1; d >= 0; d--) {
      pathGroup[pathAt + d] = g;
      if (groupIncrement[g] !== 0 && groupMembers[g]! >= 2) scoredCount[b]!++;
      g = groupParent[g]!;
    }
    pathAt += depth;
    scoredTotal += scoredCount[b]!;
    avoidStart[b] = avoidAt;
    for (const other of booking.avoid) avoidList[avoidAt++] = other;
  }
  pathStart[n] = pathAt;
  avoidStart[n] = avoidAt;

  const scoredStart = new Int32Array(n + 1);
  const scoredGroup = new Int32Array(scoredTotal);
  let scoredAt = 0;
  for (let b = 0; b < n; b++) {
    scoredStart[b] = scoredAt;
    for (let g = problem.bookings[b]!.group; g >= 0; g = groupParent[g]!) {
      if (groupIncrement[g] !== 0 && groupMembers[g]! >= 2) scoredGroup[scoredAt++] = g;
    }
  }
  scoredStart[n] = scoredAt;

  return {
    problem,
    bookingCount: n,
    tableCount,
    groupCount,
    size,
    pin,
    capacity,
    groupParent,
    groupDepth,
    groupStrength,
    groupIncrement,
    scoredStart,
    scoredGroup,
    pathStart,
    pathGroup,
    avoidStart,
    avoidList,
    scaledWeight: scaledWeights(),
    totalSize,
    totalCapacity,
    maxCapacity,
  };
}

/** True when booking b belongs to group g (its innermost group or any ancestor). O(1). */
export function belongsTo(model: SolverModel, b: number, g: number): boolean {
  const depth = model.groupDepth[g]!;
  const start = model.pathStart[b]!;
  return start + depth <= model.pathStart[b + 1]! && model.pathGroup[start + depth - 1] === g;
}
