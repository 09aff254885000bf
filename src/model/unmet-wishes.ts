/**
 * The wishes an arrangement leaves unmet, each with the bookings or the table that keep it from being
 * met, so the planner can read why in words. Only the wishes the objective weighs are listed (would
 * like to, would rather not, liked table tags): the hard ones (together, required tags) hold in every
 * seating the planner keeps. What a wish means in bookings comes from model/wishes.ts.
 */
import { UNSEATED, type Assignment, type Problem } from './problem.ts';
import { forEachBrokenWishPair, missingTags, type SoftWish } from './wishes.ts';

export type UnmetWish =
  | {
      readonly kind: 'prefer' | 'prefer_apart';
      readonly from: number;
      /** What the wish names: a booking index, or else a group index (the other is -1). */
      readonly toBooking: number;
      readonly toGroup: number;
      /** The bookings named that break it: seated elsewhere (prefer) or at the wisher's table (prefer_apart). */
      readonly breaking: readonly number[];
    }
  | { readonly kind: 'likes'; readonly from: number; readonly table: number; readonly missing: readonly number[] };

/** Unmet wishes in the order the guests give them, the liked tags of each booking after its booking wishes. */
export function unmetWishes(problem: Problem, assignment: Assignment): UnmetWish[] {
  const tableOf = (b: number) => assignment[b] ?? UNSEATED;
  // One entry per wish, in the order of the wishes, with the bookings named that break it.
  const breakingOf = new Map<SoftWish, number[]>();
  forEachBrokenWishPair(problem, tableOf, (wish, other) => {
    const breaking = breakingOf.get(wish);
    if (breaking) breaking.push(other);
    else breakingOf.set(wish, [other]);
  });
  const unmet: UnmetWish[] = [...breakingOf].map(([wish, breaking]) => ({
    kind: wish.kind,
    from: wish.from,
    toBooking: wish.toBooking,
    toGroup: wish.toGroup,
    breaking,
  }));
  problem.bookings.forEach((booking, b) => {
    const table = tableOf(b);
    if (table === UNSEATED) return;
    const missing = missingTags(problem, table, booking.likes);
    if (missing.length > 0) unmet.push({ kind: 'likes', from: b, table, missing });
  });
  return unmet;
}

/** Whether the event holds any wish the unmet list could name. */
export const hasSoftWishes = (problem: Problem): boolean =>
  (problem.wishes ?? []).some((w) => w.kind !== 'together') || problem.bookings.some((b) => (b.likes?.length ?? 0) > 0);
