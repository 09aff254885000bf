/**
 * The one message contract between the page and the solver worker. The problem crosses as a handful of
 * typed arrays posted as transferables (no object per guest, no names); the worker rebuilds the index-
 * based Problem from them.
 */
import { TABLE_SHAPES } from '../contract/csv-columns.ts';
import type { Problem, SeatNumbers, WishKind } from '../model/problem.ts';
import type { LowerBound, SolveOptions, SolveResult } from '../solver/options.ts';

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
  /** Required and liked tags of each booking, in CSR form like the avoid lists. */
  readonly requiresStart: Int32Array;
  readonly requiresList: Int32Array;
  readonly likesStart: Int32Array;
  readonly likesList: Int32Array;
  /** Shape of each table, as its index in TABLE_SHAPES. */
  readonly tableShape: Uint8Array;
  /** Tags of each table in CSR form; tags are sent by index only, `tagCount` of them. */
  readonly tableTagStart: Int32Array;
  readonly tableTagList: Int32Array;
  readonly tagCount: Int32Array;
  /** Bookings each table is reserved for, in CSR form; an empty list: anyone (a reservation is never empty). */
  readonly reservedStart: Int32Array;
  readonly reservedList: Int32Array;
  /** Wishes, one entry per wish in each array: kind (index in WISH_KINDS), wisher, booking or -1, group or -1. */
  readonly wishKind: Uint8Array;
  readonly wishFrom: Int32Array;
  readonly wishToBooking: Int32Array;
  readonly wishToGroup: Int32Array;
}

const WISH_KINDS = ['together', 'prefer', 'prefer_apart'] as const satisfies readonly WishKind[];

/** Seat order of an arrangement (see orderSeats): the tables to order, the others keeping `keep`. */
export interface OrderSeatsRequest {
  readonly type: 'order-seats';
  readonly id: number;
  readonly problem: EncodedProblem;
  readonly assignment: Int32Array;
  readonly tables?: readonly number[];
  readonly keep?: SeatNumbers;
}

/** The full proven lower bound of a problem (its 50–200 ms of subgradient steps kept off the page's thread). */
interface BoundRequest {
  readonly type: 'bound';
  readonly id: number;
  readonly problem: EncodedProblem;
}

export type SolverRequest =
  | { readonly type: 'start'; readonly id: number; readonly problem: EncodedProblem; readonly options: SolveOptions }
  | { readonly type: 'cancel'; readonly id: number }
  | OrderSeatsRequest
  | BoundRequest;

export interface ProgressEvent {
  readonly type: 'progress';
  readonly id: number;
  /** Reported penalty of the best arrangement so far. */
  readonly bestPenalty: number;
  /** Reported (scaled) lower bound, comparable with bestPenalty. */
  readonly lowerBound: number;
  readonly iterations: number;
  readonly elapsedMs: number;
  /**
   * The best arrangement so far (transferred), sent when it improved and at most every BEST_INTERVAL_MS,
   * so the page can say in words how good the plan is while searching; absent in the other progress events.
   */
  readonly best?: Int32Array;
}

/** The search's result as it crosses back (the assignment is transferred). */
interface ResultEvent extends SolveResult {
  readonly type: 'result';
  readonly id: number;
}

interface ErrorEvent {
  readonly type: 'error';
  readonly id: number;
  readonly message: string;
}

/** The answer to an order-seats request: seat numbers per booking, indexed like the bookings. */
export interface SeatsEvent {
  readonly type: 'seats';
  readonly id: number;
  readonly seats: number[][];
}

/** The answer to a bound request. */
export interface BoundEvent {
  readonly type: 'bound';
  readonly id: number;
  readonly lowerBound: LowerBound;
}

export type SolverEvent = ProgressEvent | ResultEvent | ErrorEvent | SeatsEvent | BoundEvent;

/** Progress events are sent at most this often. */
export const PROGRESS_INTERVAL_MS = 100;
/** The best arrangement rides along with a progress event at most this often. */
export const BEST_INTERVAL_MS = 500;

/** Lists of numbers as one flat list and where each starts (CSR form). */
function packLists(lists: readonly (readonly number[] | undefined)[]): { start: Int32Array; list: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((items, i) => (start[i + 1] = start[i]! + (items?.length ?? 0)));
  const list = new Int32Array(start[lists.length]!);
  lists.forEach((items, i) => list.set(items ?? [], start[i]));
  return { start, list };
}

const unpackList = (start: Int32Array, list: Int32Array, i: number): number[] => Array.from(list.subarray(start[i], start[i + 1]));

export function encodeProblem(problem: Problem): EncodedProblem {
  const { start: avoidStart, list: avoidList } = packLists(problem.bookings.map((b) => b.avoid));
  const requires = packLists(problem.bookings.map((b) => b.requires));
  const likes = packLists(problem.bookings.map((b) => b.likes));
  const tableTags = packLists(problem.tables.map((t) => t.tags));
  const reserved = packLists(problem.tables.map((t) => t.reservedFor));
  const wishes = problem.wishes ?? [];
  return {
    bookingSize: Int32Array.from(problem.bookings, (b) => b.size),
    bookingGroup: Int32Array.from(problem.bookings, (b) => b.group),
    bookingPin: Int32Array.from(problem.bookings, (b) => b.pin),
    avoidStart,
    avoidList,
    tableCapacity: Int32Array.from(problem.tables, (t) => t.capacity),
    groupParent: Int32Array.from(problem.groups, (g) => g.parent),
    groupStrength: Float64Array.from(problem.groups, (g) => g.strength),
    requiresStart: requires.start,
    requiresList: requires.list,
    likesStart: likes.start,
    likesList: likes.list,
    tableShape: Uint8Array.from(problem.tables, (t) => Math.max(0, TABLE_SHAPES.indexOf(t.shape ?? 'round'))),
    tableTagStart: tableTags.start,
    tableTagList: tableTags.list,
    tagCount: Int32Array.of(problem.tags?.length ?? 0),
    reservedStart: reserved.start,
    reservedList: reserved.list,
    wishKind: Uint8Array.from(wishes, (w) => WISH_KINDS.indexOf(w.kind)),
    wishFrom: Int32Array.from(wishes, (w) => w.from),
    wishToBooking: Int32Array.from(wishes, (w) => w.toBooking),
    wishToGroup: Int32Array.from(wishes, (w) => w.toGroup),
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
    options.reference,
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
    avoid: unpackList(encoded.avoidStart, encoded.avoidList, b),
    requires: unpackList(encoded.requiresStart, encoded.requiresList, b),
    likes: unpackList(encoded.likesStart, encoded.likesList, b),
  }));
  const tables = Array.from(encoded.tableCapacity, (capacity, t) => {
    const reservedFor = unpackList(encoded.reservedStart, encoded.reservedList, t);
    return {
      name: String(t),
      capacity,
      shape: TABLE_SHAPES[encoded.tableShape[t]!] ?? 'round',
      tags: unpackList(encoded.tableTagStart, encoded.tableTagList, t),
      ...(reservedFor.length > 0 ? { reservedFor } : {}),
    };
  });
  const tags = Array.from({ length: encoded.tagCount[0] ?? 0 }, (_, i) => String(i));
  const wishes = Array.from(encoded.wishKind, (kind, w) => ({
    kind: WISH_KINDS[kind] ?? 'prefer',
    from: encoded.wishFrom[w]!,
    toBooking: encoded.wishToBooking[w]!,
    toGroup: encoded.wishToGroup[w]!,
  }));
  return { bookings, tables, groups, tags, wishes };
}
