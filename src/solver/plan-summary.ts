/**
 * The plan in words, in index form: who is seated, which groups are whole, which are split and
 * whether they had to be, the conflicts left, the unmet wishes and how far at most the plan is
 * from the best possible one. The one definition the app, the embed and the command line show;
 * the meaning of each figure is published in contract/plan-summary.ts.
 */
import type { PlanSummaryJson } from '../contract/plan-summary.ts';
import { formatGroupPath } from '../model/group-path.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import { unmetWishes } from '../model/unmet-wishes.ts';
import { groupMembers, togetherUnits } from '../model/wishes.ts';
import { reservationHolds, tableAllowed } from '../model/reservations.ts';

interface SplitGroup {
  readonly group: number;
  /** Tables its bookings sit at, in table order. */
  readonly tables: readonly number[];
  /** Whether any of its bookings has no table. */
  readonly unseated: boolean;
  /** Whether it cannot fit one table (contract CANNOT_FIT_ONE_TABLE), so no plan keeps it whole. */
  readonly unavoidable: boolean;
}

interface ConflictPair {
  /** The two bookings, the first before the second in the guests file. */
  readonly bookings: readonly [number, number];
  readonly table: number;
}

/** A booking a reservation named that its tables had no room for (reservations.ts), and where it sits (−1: no table). */
interface ReservedElsewhere {
  readonly booking: number;
  readonly table: number;
}

export interface PlanSummary {
  readonly guestsTotal: number;
  readonly guestsSeated: number;
  readonly groupsTotal: number;
  readonly groupsWhole: number;
  readonly groupsSplitUnavoidable: number;
  readonly groupsSplit: number;
  /** Every group that is not whole, in group order (the order groups first appear in the guests file). */
  readonly splitGroups: readonly SplitGroup[];
  readonly conflicts: readonly ConflictPair[];
  readonly reservedElsewhere: readonly ReservedElsewhere[];
  readonly unmetWishes: number;
  readonly penalty: number;
  readonly lowerBound: number;
  /** At most this many per cent of the penalty can any seating save; 0 when proven optimal. */
  readonly gapPercent: number;
}

/**
 * (penalty − bound) ÷ penalty × 100, rounded up to one decimal so "at most" stays true. No seating
 * has a penalty below the bound, so none is more than this share of the penalty better.
 */
export function gapPercent(penalty: number, lowerBound: number): number {
  if (penalty <= 0 || lowerBound >= penalty) return 0;
  const tenths = ((penalty - Math.max(0, lowerBound)) / penalty) * 1000;
  // The epsilon keeps float noise (4.000000001 tenths) from rounding a whole tenth up.
  return Math.ceil(tenths - 1e-9) / 10;
}

/**
 * Whether some table may take every booking of `bookings` (pins and required tags) and has seats
 * for all of them: the test of "can fit one table".
 */
function fitsOneTable(problem: Problem, bookings: readonly number[]): boolean {
  const guests = bookings.reduce((sum, b) => sum + problem.bookings[b]!.size, 0);
  return problem.tables.some(
    (table, t) =>
      table.capacity >= guests &&
      bookings.every((b) => {
        const pin = problem.bookings[b]!.pin;
        return (pin < 0 || pin === t) && tableAllowed(problem, b, t);
      }),
  );
}

export function planSummary(problem: Problem, assignment: Assignment, penalty: number, lowerBound: number): PlanSummary {
  const tableOf = (b: number): number => {
    const t = assignment[b] ?? -1;
    return t >= 0 && t < problem.tables.length ? t : -1;
  };
  let guestsTotal = 0;
  let guestsSeated = 0;
  problem.bookings.forEach((booking, b) => {
    guestsTotal += booking.size;
    if (tableOf(b) >= 0) guestsSeated += booking.size;
  });

  const members = groupMembers(problem);
  const { unitOf, units } = togetherUnits(problem, members);
  const splitGroups: SplitGroup[] = [];
  let groupsTotal = 0;
  members.forEach((bookings, group) => {
    if (bookings.length === 0) return;
    groupsTotal++;
    const tables = [...new Set(bookings.map(tableOf).filter((t) => t >= 0))].sort((a, b) => a - b);
    const unseated = bookings.some((b) => tableOf(b) < 0);
    if (tables.length === 1 && !unseated) return;
    // A together wish seats the group's bookings with their unit mates, so the mates need the seats too.
    const withMates = [...new Set(bookings.flatMap((b) => units[unitOf[b]!]!))];
    splitGroups.push({ group, tables, unseated, unavoidable: !fitsOneTable(problem, withMates) });
  });
  const groupsSplitUnavoidable = splitGroups.filter((s) => s.unavoidable).length;

  const conflicts: ConflictPair[] = [];
  problem.bookings.forEach((booking, a) => {
    const table = tableOf(a);
    if (table < 0) return;
    for (const b of booking.avoid) if (b > a && tableOf(b) === table) conflicts.push({ bookings: [a, b], table });
  });

  return {
    guestsTotal,
    guestsSeated,
    groupsTotal,
    groupsWhole: groupsTotal - splitGroups.length,
    groupsSplitUnavoidable,
    groupsSplit: splitGroups.length - groupsSplitUnavoidable,
    splitGroups,
    conflicts,
    reservedElsewhere: reservationHolds(problem)
      .unfit.map((booking) => ({ booking, table: tableOf(booking) }))
      .filter(({ booking, table }) => !problem.tables[table]?.reservedFor?.includes(booking)),
    unmetWishes: unmetWishes(problem, assignment).length,
    penalty,
    lowerBound,
    gapPercent: gapPercent(penalty, lowerBound),
  };
}

/** The summary with names in place of indices: the `summary` object the command line prints and the words are made from. */
export function planSummaryToJson(problem: Problem, summary: PlanSummary): PlanSummaryJson {
  const tableName = (t: number) => problem.tables[t]!.name;
  const bookingName = (b: number) => problem.bookings[b]!.name;
  return {
    guests_total: summary.guestsTotal,
    guests_seated: summary.guestsSeated,
    groups_total: summary.groupsTotal,
    groups_whole: summary.groupsWhole,
    groups_split_unavoidable: summary.groupsSplitUnavoidable,
    groups_split: summary.groupsSplit,
    conflicts: summary.conflicts.length,
    gap_percent: summary.gapPercent,
    unmet_wishes: summary.unmetWishes,
    split_groups: summary.splitGroups.map((split) => ({
      group: formatGroupPath(problem.groups[split.group]!.path),
      tables: split.tables.map(tableName),
      unseated: split.unseated,
      unavoidable: split.unavoidable,
    })),
    conflict_pairs: summary.conflicts.map((pair) => ({
      bookings: [bookingName(pair.bookings[0]), bookingName(pair.bookings[1])],
      table: tableName(pair.table),
    })),
    reserved_elsewhere: summary.reservedElsewhere.map(({ booking, table }) => ({
      booking: bookingName(booking),
      reserved: problem.tables.filter((t) => t.reservedFor?.includes(booking)).map((t) => t.name),
      table: table < 0 ? null : tableName(table),
    })),
  };
}
