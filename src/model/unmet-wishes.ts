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

/** Why a wish is unmet (solver/unmet-reasons.ts finds it), in indices of the problem. */
export type UnmetReason =
  /** `group` (its strength) keeps `booking` at `table`: moving it to `to` costs more than the wish gains. */
  | {
      readonly kind: 'group';
      readonly group: number;
      readonly strength: number;
      readonly booking: number;
      readonly table: number;
      readonly to: number;
    }
  /** `table` has no room for `booking` (with those a together wish joins to it). */
  | { readonly kind: 'full'; readonly table: number; readonly booking: number }
  /** `booking` and `other` are kept apart (must not share a table), and `other` sits at `table`. */
  | { readonly kind: 'keepApart'; readonly booking: number; readonly other: number; readonly table: number }
  | { readonly kind: 'pinned'; readonly booking: number; readonly table: number }
  /** The planner locked `booking` where it is. */
  | { readonly kind: 'locked'; readonly booking: number }
  /** The planner locked `table`: no one joins or leaves it. */
  | { readonly kind: 'lockedTable'; readonly table: number }
  | { readonly kind: 'tags'; readonly booking: number; readonly table: number; readonly tags: readonly number[] }
  | { readonly kind: 'reserved'; readonly booking: number; readonly table: number }
  /** `booking` has no seat, so it sits with no one. */
  | { readonly kind: 'unseated'; readonly booking: number }
  /** Moving `booking` to `to` costs more in other wishes and empty seats than this wish gains; no group pulls it back. */
  | { readonly kind: 'cost'; readonly booking: number; readonly to: number }
  /** Moving `booking` to `to` would improve the plan: the search has not found it yet. */
  | { readonly kind: 'better'; readonly booking: number; readonly to: number }
  /** No table has every tag the booking would like. */
  | { readonly kind: 'noTable'; readonly booking: number };

/** A change that makes the wish win, applied together with `move`. */
export type WishFix =
  /** Raise the wish to a must (together for prefer, must not share for prefer_apart). */
  | { readonly kind: 'must' }
  /** Lower the group's strength to `strength` (the highest at which the move wins). */
  | { readonly kind: 'strength'; readonly group: number; readonly strength: number }
  /** No rule to change: the move alone improves the plan. */
  | { readonly kind: 'move' };

export interface ExplainedWish {
  readonly wish: UnmetWish;
  readonly reason: UnmetReason;
  /** The move that meets the wish: these bookings (a together unit) to `table`; null when none can. */
  readonly move: { readonly bookings: readonly number[]; readonly table: number } | null;
  /** What the move costs: bookings and people at another table. */
  readonly moves: { readonly bookings: number; readonly people: number };
  readonly fixes: readonly WishFix[];
}
