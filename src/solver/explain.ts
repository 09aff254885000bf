/**
 * Why an arrangement costs what it costs, for the planner UI: per booking (explainBooking) and per table
 * (tableShares). Every amount is given as raw (Σ weight × term) and reported (scaled, rounded) units.
 */
import { WEIGHTS, reportedPenalty } from '../contract/objective.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import { forEachBrokenWishPair, missingTags } from '../model/wishes.ts';
import { ArrangementState } from './delta.ts';
import { buildModel, type SolverModel } from './model.ts';

interface Cost {
  readonly raw: number;
  readonly penalty: number;
}

const cost = (raw: number): Cost => ({ raw, penalty: reportedPenalty(raw) });

interface SeparationReason {
  /** The deepest group the booking shares with the bookings below. */
  readonly group: number;
  /** Bookings whose deepest shared group is `group`, seated away from this booking. */
  readonly apartBookings: readonly number[];
  readonly apartGuests: number;
  readonly cost: Cost;
}

interface ConflictReason {
  /** A booking this one asked to avoid, seated at the same table. */
  readonly booking: number;
  readonly cost: Cost;
}

export interface BookingExplanation {
  readonly booking: number;
  /** Its table, or -1 when unseated. */
  readonly table: number;
  /** Innermost group first. A pair's cost appears in both bookings' explanations. */
  readonly separation: readonly SeparationReason[];
  readonly conflicts: readonly ConflictReason[];
  /** Its own unseated cost (zero when seated). */
  readonly unseated: Cost;
  /** Soft wishes it makes or is named in that the arrangement breaks, one per other booking (a pair's cost appears in both). */
  readonly wishes: readonly WishReason[];
  /** Liked tags its table lacks, or null. */
  readonly likes: { readonly tags: readonly number[]; readonly cost: Cost } | null;
  readonly total: Cost;
}

interface WishReason {
  readonly kind: 'prefer' | 'prefer_apart';
  /** The other booking of the pair. */
  readonly booking: number;
  /** Whether this booking made the wish (else the other did, naming it or its group). */
  readonly made: boolean;
  readonly cost: Cost;
}

const tableOf = (problem: Problem, assignment: Assignment, b: number): number => {
  const t = assignment[b] ?? -1;
  return t >= 0 && t < problem.tables.length ? t : -1;
};

/** The groups of a booking, top-level first. */
function pathOf(problem: Problem, b: number): number[] {
  const path: number[] = [];
  for (let g = problem.bookings[b]!.group; g >= 0; g = problem.groups[g]!.parent) path.push(g);
  return path.reverse();
}

export function explainBooking(problem: Problem, assignment: Assignment, bookingIndex: number): BookingExplanation {
  const me = problem.bookings[bookingIndex];
  if (!me) throw new RangeError(`No booking at index ${String(bookingIndex)}`);
  const table = tableOf(problem, assignment, bookingIndex);
  const myPath = pathOf(problem, bookingIndex);
  const byGroup = new Map<number, { bookings: number[]; guests: number }>();
  for (let other = 0; other < problem.bookings.length; other++) {
    if (other === bookingIndex || (table >= 0 && tableOf(problem, assignment, other) === table)) continue;
    const otherPath = pathOf(problem, other);
    let depth = 0;
    while (depth < myPath.length && depth < otherPath.length && myPath[depth] === otherPath[depth]) depth++;
    if (depth === 0) continue;
    const group = myPath[depth - 1]!;
    const entry = byGroup.get(group) ?? { bookings: [], guests: 0 };
    entry.bookings.push(other);
    entry.guests += problem.bookings[other]!.size;
    byGroup.set(group, entry);
  }
  const separation = [...myPath]
    .reverse()
    .filter((g) => byGroup.has(g))
    .map((group) => {
      const { bookings, guests } = byGroup.get(group)!;
      return {
        group,
        apartBookings: bookings,
        apartGuests: guests,
        cost: cost(WEIGHTS.separation * me.size * guests * problem.groups[group]!.strength),
      };
    })
    .filter((reason) => reason.cost.raw !== 0);
  const conflicts =
    table < 0
      ? []
      : me.avoid
          .filter((other) => tableOf(problem, assignment, other) === table)
          .map((booking) => ({ booking, cost: cost(WEIGHTS.conflict) }));
  const unseated = cost(table < 0 ? WEIGHTS.unseated * me.size : 0);
  const wishes = brokenWishes(problem, assignment, bookingIndex);
  const missing = table < 0 ? [] : missingTags(problem, table, me.likes);
  const likes = missing.length > 0 ? { tags: missing, cost: cost(WEIGHTS.likes * me.size * missing.length) } : null;
  const totalRaw =
    separation.reduce((s, r) => s + r.cost.raw, 0) +
    conflicts.reduce((s, r) => s + r.cost.raw, 0) +
    unseated.raw +
    wishes.reduce((s, r) => s + r.cost.raw, 0) +
    (likes?.cost.raw ?? 0);
  return { booking: bookingIndex, table, separation, conflicts, unseated, wishes, likes, total: cost(totalRaw) };
}

/** The prefer and prefer_apart pairs of one booking that the arrangement breaks, with their cost. */
function brokenWishes(problem: Problem, assignment: Assignment, me: number): WishReason[] {
  const reasons: WishReason[] = [];
  forEachBrokenWishPair(
    problem,
    (b) => tableOf(problem, assignment, b),
    (wish, other) => {
      if (wish.from !== me && other !== me) return;
      const partner = wish.from === me ? other : wish.from;
      const raw = WEIGHTS[wish.kind] * problem.bookings[me]!.size * problem.bookings[partner]!.size;
      reasons.push({ kind: wish.kind, booking: partner, made: wish.from === me, cost: cost(raw) });
    },
  );
  return reasons;
}

interface TableShare {
  readonly table: number;
  readonly balance: Cost;
  readonly conflict: Cost;
  /** Half of the cost of every pair seated apart that involves one of the table's bookings. */
  readonly separation: Cost;
  /** Half of each broken prefer or prefer_apart pair of its bookings, and the liked tags it lacks. */
  readonly wishes: Cost;
  readonly total: Cost;
}

export interface PenaltyShares {
  readonly tables: readonly TableShare[];
  /** The unseated bookings' share: their unseated term and half of their pairs apart and broken wish pairs. Shares sum to the penalty (without seat terms). */
  readonly unseated: { readonly unseated: Cost; readonly separation: Cost; readonly total: Cost };
}

/** `model`: the problem's solver model when the caller has built it already. */
export function tableShares(problem: Problem, assignment: Assignment, model: SolverModel = buildModel(problem)): PenaltyShares {
  const state = new ArrangementState(model, assignment);
  const groupTotal = new Float64Array(model.groupCount);
  for (let b = 0; b < model.bookingCount; b++) {
    for (let k = model.scoredStart[b]!; k < model.scoredStart[b + 1]!; k++) groupTotal[model.scoredGroup[k]!]! += model.size[b]!;
  }
  const separationHalf = new Float64Array(model.tableCount + 1);
  const conflicts = new Float64Array(model.tableCount);
  let unseatedGuests = 0;
  for (let b = 0; b < model.bookingCount; b++) {
    const t = state.position[b]!;
    const z = model.size[b]!;
    // Guests of each group seated apart from b: the group's total minus those beside b (b included).
    let apart = 0;
    for (let k = model.scoredStart[b]!; k < model.scoredStart[b + 1]!; k++) {
      const g = model.scoredGroup[k]!;
      apart += model.groupIncrement[g]! * (groupTotal[g]! - (t >= 0 ? state.groupMassAt(g, t) : z));
    }
    separationHalf[t >= 0 ? t : model.tableCount]! += (WEIGHTS.separation * z * apart) / 2;
    if (t < 0) unseatedGuests += z;
    else {
      for (let k = model.avoidStart[b]!; k < model.avoidStart[b + 1]!; k++) {
        const other = model.avoidList[k]!;
        if (other > b && state.position[other] === t) conflicts[t]!++;
      }
    }
  }
  // Wishes: half of each broken pair to each booking's table (or the unseated share), liked tags to the table.
  const wishShare = new Float64Array(model.tableCount + 1);
  const shareOf = (b: number) => (state.position[b]! >= 0 ? state.position[b]! : model.tableCount);
  forEachBrokenWishPair(
    problem,
    (b) => state.position[b]!,
    (wish, other) => {
      const half = (WEIGHTS[wish.kind] * model.size[wish.from]! * model.size[other]!) / 2;
      wishShare[shareOf(wish.from)]! += half;
      wishShare[shareOf(other)]! += half;
    },
  );
  for (let b = 0; b < model.bookingCount; b++) {
    const t = state.position[b]!;
    if (t >= 0) wishShare[t]! += WEIGHTS.likes * model.size[b]! * missingTags(problem, t, problem.bookings[b]!.likes).length;
  }
  const tables = problem.tables.map((_, t) => {
    const empty = model.capacity[t]! - state.load[t]!;
    const balance = WEIGHTS.balance * empty * empty;
    const conflict = WEIGHTS.conflict * conflicts[t]!;
    return {
      table: t,
      balance: cost(balance),
      conflict: cost(conflict),
      separation: cost(separationHalf[t]!),
      wishes: cost(wishShare[t]!),
      total: cost(balance + conflict + separationHalf[t]! + wishShare[t]!),
    };
  });
  const unseatedRaw = WEIGHTS.unseated * unseatedGuests;
  const unseatedSeparation = separationHalf[model.tableCount]! + wishShare[model.tableCount]!;
  return {
    tables,
    unseated: { unseated: cost(unseatedRaw), separation: cost(unseatedSeparation), total: cost(unseatedRaw + unseatedSeparation) },
  };
}
