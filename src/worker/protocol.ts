/**
 * The one message contract between the page and the solver worker. The problem crosses as a handful of
 * typed arrays posted as transferables (no object per guest, no names); the worker rebuilds the index-
 * based Problem from them.
 */
import type { Problem } from '../model/problem.ts';
import type { SolveOptions, SolveResult } from '../solver/options.ts';

export interface EncodedProblem {
  readonly bookingSize: Int32Array;
  /** Innermost group of each booking, -1 for none. */
  readonly bookingGroup: Int32Array;
  /** Pinned table of each booking, -1 for none. */
  readonly bookingPin: Int32Array;
  /** Avoid lists in CSR form: booking b avoids avoidList[avoidStart[b] .. avoidStart[b + 1]). */
  readonly avoidStart: Int32Array;
  readonly avoidList: Int32Array;
  readonly tableCapacity: Int32Array;
  /** Parent of each group (parents before children), -1 for a top-level group. */
  readonly groupParent: Int32Array;
  readonly groupStrength: Float64Array;
}

export type SolverRequest =
  | { readonly type: 'start'; readonly id: number; readonly problem: EncodedProblem; readonly options: SolveOptions }
  | { readonly type: 'cancel'; readonly id: number };

export interface ProgressEvent {
  readonly type: 'progress';
  readonly id: number;
  /** Reported penalty of the best arrangement so far. */
  readonly bestPenalty: number;
  /** Reported (scaled) lower bound, comparable with bestPenalty. */
  readonly lowerBound: number;
  readonly iterations: number;
  readonly elapsedMs: number;
}

/** The search's result as it crosses back (the assignment is transferred). */
export interface ResultEvent extends SolveResult {
  readonly type: 'result';
  readonly id: number;
}

export interface ErrorEvent {
  readonly type: 'error';
  readonly id: number;
  readonly message: string;
}

export type SolverEvent = ProgressEvent | ResultEvent | ErrorEvent;

/** Progress events are sent at most this often. */
export const PROGRESS_INTERVAL_MS = 100;

export function encodeProblem(problem: Problem): EncodedProblem {
  const n = problem.bookings.length;
  const avoidStart = new Int32Array(n + 1);
  problem.bookings.forEach((b, i) => (avoidStart[i + 1] = avoidStart[i]! + b.avoid.length));
  const avoidList = new Int32Array(avoidStart[n]!);
  problem.bookings.forEach((b, i) => avoidList.set(b.avoid, avoidStart[i]));
  return {
    bookingSize: Int32Array.from(problem.bookings, (b) => b.size),
    bookingGroup: Int32Array.from(problem.bookings, (b) => b.group),
    bookingPin: Int32Array.from(problem.bookings, (b) => b.pin),
    avoidStart,
    avoidList,
    tableCapacity: Int32Array.from(problem.tables, (t) => t.capacity),
    groupParent: Int32Array.from(problem.groups, (g) => g.parent),
    groupStrength: Float64Array.from(problem.groups, (g) => g.strength),
  };
}

/** The buffers to transfer with a start request (they become unusable on the sending side). */
export function transferablesOf(encoded: EncodedProblem, options: SolveOptions = {}): ArrayBuffer[] {
  // Object.values of an interface is any[]; every member of EncodedProblem is a typed array.
  const arrays = [
    ...(Object.values(encoded) as EncodedProblem[keyof EncodedProblem][]),
    options.initial,
    options.fixed,
    options.lockedTables,
  ];
  const buffers = new Set<ArrayBuffer>();
  for (const a of arrays) if (a && a.buffer instanceof ArrayBuffer) buffers.add(a.buffer);
  return [...buffers];
}

/** Rebuilds the Problem the solver needs; names are not sent, so bookings and tables get their index. */
export function decodeProblem(encoded: EncodedProblem): Problem {
  const depth: number[] = [];
  const groups = Array.from(encoded.groupParent, (parent, g) => {
    depth[g] = parent < 0 ? 1 : depth[parent]! + 1;
    return { path: [] as string[], parent, depth: depth[g], strength: encoded.groupStrength[g]! };
  });
  const bookings = Array.from(encoded.bookingSize, (size, b) => ({
    name: String(b),
    size,
    group: encoded.bookingGroup[b]!,
    pin: encoded.bookingPin[b]!,
    avoid: Array.from(encoded.avoidList.subarray(encoded.avoidStart[b], encoded.avoidStart[b + 1])),
  }));
  const tables = Array.from(encoded.tableCapacity, (capacity, t) => ({ name: String(t), capacity }));
  return { bookings, tables, groups };
}
