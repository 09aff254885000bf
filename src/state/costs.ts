/**
 * Where the penalty comes from, as the planner shows it: each table's share and, for one booking,
 * the terms it takes part in. The arithmetic is the solver's (src/solver/explain.ts); this module
 * only turns it into reported points (raw × scaling factor, not rounded per part, so the parts add
 * up to the total the breakdown shows) and into lines the interface can word.
 */
import { SCALING } from '../contract/objective.ts';
import { formatGroupPath } from '../model/group-path.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import { explainBooking as explainInSolver, tableShares, type SolverModel } from '../solver/index.ts';

const points = (raw: number) => raw * SCALING.factor;
const tenth = (x: number) => Math.round(x * 10) / 10;

export interface PenaltyShares {
  /** Each table's share: half of each separated pair of its guests, its conflicts and its empty seats. */
  tables: number[];
  /** The unseated bookings' share: their missing seats and half of each pair they are apart from. */
  unseated: number;
}

/** How the reported penalty splits over the tables and the unseated bookings; the parts add up to it. */
export function penaltyShares(problem: Problem, assignment: Assignment, model?: SolverModel): PenaltyShares {
  const shares = tableShares(problem, assignment, model);
  return { tables: shares.tables.map((share) => tenth(points(share.total.raw))), unseated: tenth(points(shares.unseated.total.raw)) };
}

type ExplanationLine =
  | { kind: 'separation'; params: { guests: number; group: string; strength: number }; points: number }
  | { kind: 'conflict'; params: { other: string }; points: number }
  | { kind: 'unseated'; params: { size: number }; points: number }
  | { kind: 'prefer' | 'preferMade' | 'preferApart' | 'preferApartMade'; params: { other: string }; points: number }
  | { kind: 'likes'; params: { tags: string }; points: number };

export interface BookingExplanation {
  /** Points of every pair and term this booking takes part in. */
  cost: number;
  lines: ExplanationLine[];
}

/** Why one booking costs what it costs: the groups it sits apart from, its conflicts, its missing seat. */
export function explainBooking(problem: Problem, assignment: Assignment, booking: number): BookingExplanation {
  const why = explainInSolver(problem, assignment, booking);
  const lines: ExplanationLine[] = [
    ...why.separation.map((reason) => {
      const group = problem.groups[reason.group]!;
      return {
        kind: 'separation' as const,
        params: { guests: reason.apartGuests, group: formatGroupPath(group.path), strength: group.strength },
        points: points(reason.cost.raw),
      };
    }),
    ...why.conflicts.map((conflict) => ({
      kind: 'conflict' as const,
      params: { other: problem.bookings[conflict.booking]!.name },
      points: points(conflict.cost.raw),
    })),
    ...(why.table < 0
      ? [{ kind: 'unseated' as const, params: { size: problem.bookings[booking]!.size }, points: points(why.unseated.raw) }]
      : []),
    ...why.wishes.map((wish) => ({
      kind:
        wish.kind === 'prefer'
          ? wish.made
            ? ('preferMade' as const)
            : ('prefer' as const)
          : wish.made
            ? ('preferApartMade' as const)
            : ('preferApart' as const),
      params: { other: problem.bookings[wish.booking]!.name },
      points: points(wish.cost.raw),
    })),
    ...(why.likes
      ? [
          {
            kind: 'likes' as const,
            params: { tags: why.likes.tags.map((tag) => problem.tags?.[tag] ?? '').join(', ') },
            points: points(why.likes.cost.raw),
          },
        ]
      : []),
  ];
  lines.sort((x, y) => y.points - x.points);
  return { cost: points(why.total.raw), lines };
}
