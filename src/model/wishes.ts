/**
 * What a wish means in bookings: the one definition the rulebook, the solver, the seat order, the
 * explanations and the feasibility check share. A wish names a booking or a group; a group means
 * every booking of it and of its sub-groups, the wisher left out.
 */
import type { Wish, WishKind } from './problem.ts';

/** What the wishes read of a problem (a Problem, or the rulebook's view of one). */
export interface WishView {
  readonly bookings: readonly { readonly group?: number }[];
  readonly groups?: readonly { readonly parent: number }[];
  readonly wishes?: readonly Wish[];
}

/** What the tags read of a problem: each table's tags, and whom it is reserved for. */
export interface TagView {
  readonly tables: readonly { readonly tags?: readonly number[]; readonly reservedFor?: readonly number[] }[];
}

/** Bookings of each group and its sub-groups, by group index, in booking order. */
export function groupMembers(problem: WishView): number[][] {
  const groups = problem.groups ?? [];
  const members: number[][] = groups.map(() => []);
  problem.bookings.forEach((booking, b) => {
    for (let g = booking.group ?? -1; g >= 0; g = groups[g]!.parent) members[g]!.push(b);
  });
  return members;
}

/** The bookings a wish is about, the wisher left out. `members` from groupMembers, computed once by the caller. */
export function wishTargets(wish: Wish, members: readonly (readonly number[])[]): readonly number[] {
  if (wish.toBooking >= 0) return wish.toBooking === wish.from ? [] : [wish.toBooking];
  return (members[wish.toGroup] ?? []).filter((b) => b !== wish.from);
}

/** A wish the objective weighs rather than a rule. */
export type SoftWish = Wish & { readonly kind: 'prefer' | 'prefer_apart' };
const isSoft = (wish: Wish): wish is SoftWish => wish.kind !== 'together';

/**
 * Each pair of bookings a soft wish (prefer, prefer_apart) makes that the seating breaks: a prefer
 * pair not at one table, a prefer_apart pair at one table. `tableOf` gives a booking's table, −1 for
 * none; an unseated booking sits with no one. The objective, the explanations and the unmet list all
 * count broken wishes through here.
 */
export function forEachBrokenWishPair(
  problem: WishView,
  tableOf: (booking: number) => number,
  visit: (wish: SoftWish, other: number) => void,
  members: readonly (readonly number[])[] = groupMembers(problem),
): void {
  for (const wish of problem.wishes ?? []) {
    if (!isSoft(wish)) continue;
    const at = tableOf(wish.from);
    for (const other of wishTargets(wish, members)) {
      const together = at >= 0 && tableOf(other) === at;
      if ((wish.kind === 'prefer') !== together) visit(wish, other);
    }
  }
}

export const wishesOf = (problem: WishView, kind?: WishKind): readonly Wish[] =>
  kind === undefined ? (problem.wishes ?? []) : (problem.wishes ?? []).filter((w) => w.kind === kind);

/**
 * Bookings a together wish joins, directly or through others: each booking's unit and the bookings of
 * every unit (a booking without together wishes is a unit of its own). Units are numbered by their
 * first booking, so the numbering is stable for one problem.
 */
export interface TogetherUnits {
  readonly unitOf: Int32Array;
  readonly units: readonly (readonly number[])[];
}

export function togetherUnits(problem: WishView, members: readonly (readonly number[])[] = groupMembers(problem)): TogetherUnits {
  const n = problem.bookings.length;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  };
  for (const wish of wishesOf(problem, 'together')) {
    for (const b of wishTargets(wish, members)) {
      const ra = find(wish.from);
      const rb = find(b);
      if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    }
  }
  const unitOf = new Int32Array(n);
  const units: number[][] = [];
  const unitOfRoot = new Map<number, number>();
  for (let b = 0; b < n; b++) {
    const root = find(b);
    let unit = unitOfRoot.get(root);
    if (unit === undefined) {
      unit = units.length;
      unitOfRoot.set(root, unit);
      units.push([]);
    }
    unitOf[b] = unit;
    units[unit]!.push(b);
  }
  return { unitOf, units };
}

/** The tags of `tags` (tag indices) that table `table` does not have. */
export function missingTags(problem: TagView, table: number, tags: readonly number[] | undefined): number[] {
  if (!tags || tags.length === 0) return [];
  const has = problem.tables[table]?.tags ?? [];
  return tags.filter((tag) => !has.includes(tag));
}

/** Whether a table reserved for some bookings lets this one sit at it (an unreserved table lets everyone). */
export function reservationAllows(problem: TagView, table: number, booking: number): boolean {
  const reserved = problem.tables[table]?.reservedFor;
  return reserved === undefined || reserved.includes(booking);
}
