/**
 * The solver's own compact view of a Problem: flat typed arrays the evaluation and the search read in
 * their inner loops, built once per solve.
 *
 * Separation is decomposed by group: the strength of the deepest group two bookings share equals the
 * sum, over every group they share, of that group's increment (its strength minus its parent's). So
 * separation = Σ over groups h of increment(h) × (pairs of guests of h seated apart). Only groups with a
 * non-zero increment and at least two bookings can contribute; those are the "scored" groups.
 */
import { SCALING, TERM_IDS, WEIGHTS, type TermId } from '../contract/objective.ts';
import type { Problem } from '../model/problem.ts';
import { groupMembers, missingTags, togetherUnits } from '../model/wishes.ts';
import { tableAllowed } from '../model/reservations.ts';

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
  /** Soft wishes (prefer and prefer_apart): wisher, target set, 1 for prefer_apart; see wishes.ts for what a target means. */
  readonly wishFrom: Int32Array;
  readonly wishSet: Int32Array;
  readonly wishApart: Uint8Array;
  /** 1 when the wisher belongs to the group it names (its own guests are not counted). */
  readonly wishSelf: Uint8Array;
  /** Guests of each target set, the wisher of a wish left out by the term (it counts the others). */
  readonly setMass: Float64Array;
  /** Soft wishes each booking makes, CSR. */
  readonly ownWishStart: Int32Array;
  readonly ownWishList: Int32Array;
  /** Target sets each booking belongs to, CSR. */
  readonly inSetStart: Int32Array;
  readonly inSetList: Int32Array;
  /** Soft wishes naming each target set, CSR. */
  readonly setWishStart: Int32Array;
  readonly setWishList: Int32Array;
  /** Liked tags a table lacks: likeMissing[likeClass[b] × tableCount + t]; likeClass −1 for no likes. */
  readonly likeClass: Int32Array;
  readonly likeMissing: Int32Array;
  /**
   * Tables a booking may take, for its together unit as a whole (every tag one of them requires, no
   * table reserved for others): allowed[requireClass[b] × tableCount + t]; class −1: any.
   */
  readonly requireClass: Int32Array;
  readonly allowed: Uint8Array;
  /** Bookings a together wish joins (units), CSR over unitStart; unitOf per booking. Singletons are units too. */
  readonly unitOf: Int32Array;
  readonly unitStart: Int32Array;
  readonly unitList: Int32Array;
  /** Term weights × the reporting scale factor: the search works in reported units. */
  readonly scaledWeight: Readonly<Record<TermId, number>>;
  readonly totalSize: number;
  readonly totalCapacity: number;
  readonly maxCapacity: number;
}

function scaledWeights(): Record<TermId, number> {
  return Object.fromEntries(TERM_IDS.map((id) => [id, WEIGHTS[id] * SCALING.factor])) as Record<TermId, number>;
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

  const wishes = buildWishModel(problem, n, tableCount);
  // A together unit sits where any of its bookings is pinned (compiling refuses units pinned to two tables).
  for (let u = 0; u + 1 < wishes.unitStart.length; u++) {
    let unitPin = -1;
    for (let k = wishes.unitStart[u]!; k < wishes.unitStart[u + 1]!; k++) unitPin = Math.max(unitPin, pin[wishes.unitList[k]!]!);
    if (unitPin >= 0) for (let k = wishes.unitStart[u]!; k < wishes.unitStart[u + 1]!; k++) pin[wishes.unitList[k]!] = unitPin;
  }
  return {
    ...wishes,
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

type WishModel = Pick<
  SolverModel,
  | 'wishFrom'
  | 'wishSet'
  | 'wishApart'
  | 'wishSelf'
  | 'setMass'
  | 'ownWishStart'
  | 'ownWishList'
  | 'inSetStart'
  | 'inSetList'
  | 'setWishStart'
  | 'setWishList'
  | 'likeClass'
  | 'likeMissing'
  | 'requireClass'
  | 'allowed'
  | 'unitOf'
  | 'unitStart'
  | 'unitList'
>;

/** CSR of lists: start offsets and the items in order. */
function csr(lists: readonly (readonly number[])[]): { start: Int32Array; list: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((items, i) => (start[i + 1] = start[i]! + items.length));
  const list = new Int32Array(start[lists.length]!);
  lists.forEach((items, i) => list.set(items, start[i]));
  return { start, list };
}

/** Classes of equal tag lists, and per class and table a value computed once. */
function tagClasses(
  n: number,
  tableCount: number,
  tagsOf: (b: number) => readonly number[],
  value: (tags: readonly number[], t: number) => number,
): { classOf: Int32Array; table: number[] } {
  const classOf = new Int32Array(n).fill(-1);
  const byKey = new Map<string, number>();
  const table: number[] = [];
  for (let b = 0; b < n; b++) {
    const tags = tagsOf(b);
    if (tags.length === 0) continue;
    const key = [...tags].sort((x, y) => x - y).join(',');
    let c = byKey.get(key);
    if (c === undefined) {
      c = byKey.size;
      byKey.set(key, c);
      for (let t = 0; t < tableCount; t++) table.push(value(tags, t));
    }
    classOf[b] = c;
  }
  return { classOf, table };
}

/** Classes of equal rows of allowed tables (null: any table), and the rows of the classes one after another. */
function allowedClasses(n: number, rowOf: (b: number) => readonly number[] | null): { classOf: Int32Array; table: number[] } {
  const classOf = new Int32Array(n).fill(-1);
  const byKey = new Map<string, number>();
  const table: number[] = [];
  for (let b = 0; b < n; b++) {
    const row = rowOf(b);
    if (row === null) continue;
    const key = row.join('');
    let c = byKey.get(key);
    if (c === undefined) {
      c = byKey.size;
      byKey.set(key, c);
      table.push(...row);
    }
    classOf[b] = c;
  }
  return { classOf, table };
}

function buildWishModel(problem: Problem, n: number, tableCount: number): WishModel {
  const members = groupMembers(problem);
  const units = togetherUnits(problem, members);
  // Target sets: one per booking or group some soft wish names.
  const setOfBooking = new Map<number, number>();
  const setOfGroup = new Map<number, number>();
  const setMembers: (readonly number[])[] = [];
  const soft = (problem.wishes ?? []).filter((w) => w.kind !== 'together');
  const wishSet = soft.map((wish) => {
    const [map, key, list] =
      wish.toBooking >= 0 ? [setOfBooking, wish.toBooking, [wish.toBooking]] : [setOfGroup, wish.toGroup, members[wish.toGroup]!];
    let set = map.get(key);
    if (set === undefined) {
      set = setMembers.length;
      map.set(key, set);
      setMembers.push(list);
    }
    return set;
  });
  const setMass = Float64Array.from(setMembers, (list) => list.reduce((sum, b) => sum + problem.bookings[b]!.size, 0));
  const own: number[][] = Array.from({ length: n }, () => []);
  soft.forEach((wish, w) => own[wish.from]!.push(w));
  const inSet: number[][] = Array.from({ length: n }, () => []);
  setMembers.forEach((list, set) => list.forEach((b) => inSet[b]!.push(set)));
  const setWishes: number[][] = setMembers.map(() => []);
  wishSet.forEach((set, w) => setWishes[set]!.push(w));
  const ownCsr = csr(own);
  const inSetCsr = csr(inSet);
  const setWishCsr = csr(setWishes);
  const unitCsr = csr(units.units);

  const likes = tagClasses(
    n,
    tableCount,
    (b) => problem.bookings[b]!.likes ?? [],
    (tags, t) => missingTags(problem, t, tags).length,
  );
  // A unit sits at one table, so each of its bookings may take only the tables every booking of it may:
  // those with every tag one of them requires, and not reserved for others (tableAllowed).
  const reserved = problem.tables.some((table) => table.reservedFor);
  const unitAllowed = units.units.map((unit) =>
    reserved || unit.some((b) => problem.bookings[b]!.requires?.length)
      ? Array.from({ length: tableCount }, (_, t) => (unit.every((b) => tableAllowed(problem, b, t)) ? 1 : 0))
      : null,
  );
  const requires = allowedClasses(n, (b) => {
    const unit = units.unitOf[b]!;
    const row = unitAllowed[unit] ?? null;
    // Without a required tag, a booking every table may take is bound by nothing.
    return row && (row.includes(0) || units.units[unit]!.some((m) => problem.bookings[m]!.requires?.length)) ? row : null;
  });
  return {
    wishFrom: Int32Array.from(soft, (w) => w.from),
    wishSet: Int32Array.from(wishSet),
    wishApart: Uint8Array.from(soft, (w) => (w.kind === 'prefer_apart' ? 1 : 0)),
    wishSelf: Uint8Array.from(soft, (w, i) => (setMembers[wishSet[i]!]!.includes(w.from) ? 1 : 0)),
    setMass,
    ownWishStart: ownCsr.start,
    ownWishList: ownCsr.list,
    inSetStart: inSetCsr.start,
    inSetList: inSetCsr.list,
    setWishStart: setWishCsr.start,
    setWishList: setWishCsr.list,
    likeClass: likes.classOf,
    likeMissing: Int32Array.from(likes.table),
    requireClass: requires.classOf,
    allowed: Uint8Array.from(requires.table),
    unitOf: units.unitOf,
    unitStart: unitCsr.start,
    unitList: unitCsr.list,
  };
}

/** Whether some bookings move only together (units of several) or only to some tables (required tags, reserved tables). */
export const movesAreBound = (model: SolverModel): boolean => model.unitStart.length - 1 < model.bookingCount || model.allowed.length > 0;

/** Whether the model has anything beyond groups, avoid pairs and pins: wishes, units or tags. */
export const hasWishes = (model: SolverModel): boolean => model.wishFrom.length > 0 || model.likeMissing.length > 0 || movesAreBound(model);

/** Whether booking b may sit at table t (its unit's required tags and the tables reserved for others). */
export function mayTake(model: SolverModel, b: number, t: number): boolean {
  const c = model.requireClass[b]!;
  return c < 0 || model.allowed[c * model.tableCount + t] === 1;
}

/** Liked tags table t lacks for booking b. */
export function likesMissing(model: SolverModel, b: number, t: number): number {
  const c = model.likeClass[b]!;
  return c < 0 || t < 0 ? 0 : model.likeMissing[c * model.tableCount + t]!;
}
