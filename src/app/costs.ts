/**
 * Where the penalty comes from: each table's share and, for one booking, the terms it takes part
 * in. Linear in bookings × group depth, from per-(group, table) guest counts; in reported points
 * (weight × term × scaling factor), so the numbers add up to what the breakdown shows.
 */
import { SCALING, WEIGHTS } from '../contract/objective.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import { UNSEATED } from '../model/problem.ts';

const points = (weight: number, amount: number) => weight * amount * SCALING.factor;

/** Groups of a booking from the innermost outwards. */
function pathOf(problem: Problem, booking: number): number[] {
  const path: number[] = [];
  for (let g = problem.bookings[booking]!.group; g >= 0; g = problem.groups[g]!.parent) path.push(g);
  return path;
}

interface Masses {
  /** Guests of each group (its sub-groups included). */
  total: Float64Array;
  /** Guests of each group at each table: key group * tables + table. */
  atTable: Map<number, number>;
}

function masses(problem: Problem, assignment: Assignment): Masses {
  const tables = problem.tables.length;
  const total = new Float64Array(problem.groups.length);
  const atTable = new Map<number, number>();
  problem.bookings.forEach((b, i) => {
    const t = assignment[i]!;
    for (const g of pathOf(problem, i)) {
      total[g]! += b.size;
      if (t !== UNSEATED) atTable.set(g * tables + t, (atTable.get(g * tables + t) ?? 0) + b.size);
    }
  });
  return { total, atTable };
}

export interface SeparationLine {
  group: number;
  /** Guests of this group (not of the booking's deeper sub-group) seated apart from the booking. */
  apart: number;
  strength: number;
}

/** For each group on the booking's path, the guests of it that sit elsewhere and cost this booking. */
function separationLines(problem: Problem, assignment: Assignment, m: Masses, booking: number): SeparationLine[] {
  const tables = problem.tables.length;
  const t = assignment[booking]!;
  const size = problem.bookings[booking]!.size;
  const apartOf = (g: number) => m.total[g]! - (t === UNSEATED ? size : (m.atTable.get(g * tables + t) ?? 0));
  const path = pathOf(problem, booking);
  return path
    .map((g, k) => ({ group: g, apart: apartOf(g) - (k > 0 ? apartOf(path[k - 1]!) : 0), strength: problem.groups[g]!.strength }))
    .filter((line) => line.apart > 0 && line.strength > 0);
}

export interface PenaltyShares {
  /** Each table's share: half of each separated pair of its guests, its conflicts and its empty seats. */
  tables: number[];
  /** The unseated bookings' share: their missing seats and half of each pair they are apart from. */
  unseated: number;
}

/** How the reported penalty splits over the tables and the unseated bookings; the parts add up to it. */
export function penaltyShares(problem: Problem, assignment: Assignment): PenaltyShares {
  const m = masses(problem, assignment);
  const shares = new Array<number>(problem.tables.length).fill(0);
  const used = new Array<number>(problem.tables.length).fill(0);
  let unseated = 0;
  problem.bookings.forEach((b, i) => {
    const t = assignment[i]!;
    let separation = 0;
    for (const line of separationLines(problem, assignment, m, i)) separation += points(WEIGHTS.separation, (b.size * line.apart * line.strength) / 2);
    if (t === UNSEATED) {
      unseated += separation + points(WEIGHTS.unseated, b.size);
      return;
    }
    used[t]! += b.size;
    shares[t]! += separation;
    for (const other of b.avoid) if (other > i && assignment[other] === t) shares[t]! += points(WEIGHTS.conflict, 1);
  });
  problem.tables.forEach((table, t) => {
    const empty = Math.max(0, table.capacity - used[t]!);
    shares[t]! += points(WEIGHTS.balance, empty * empty);
  });
  const round = (x: number) => Math.round(x * 10) / 10;
  return { tables: shares.map(round), unseated: round(unseated) };
}

export type ExplanationLine =
  | { kind: 'separation'; params: { guests: number; group: string; strength: number }; points: number }
  | { kind: 'conflict'; params: { other: string }; points: number }
  | { kind: 'unseated'; params: { size: number }; points: number };

export interface BookingExplanation {
  /** Points of every pair and term this booking takes part in. */
  cost: number;
  lines: ExplanationLine[];
}

/** Why one booking costs what it costs: the groups it sits apart from, its conflicts, its missing seat. */
export function explainBooking(problem: Problem, assignment: Assignment, booking: number): BookingExplanation {
  const b = problem.bookings[booking]!;
  const t = assignment[booking]!;
  const lines: ExplanationLine[] = separationLines(problem, assignment, masses(problem, assignment), booking).map((line) => ({
    kind: 'separation',
    params: { guests: line.apart, group: problem.groups[line.group]!.path.join(' / '), strength: line.strength },
    points: points(WEIGHTS.separation, b.size * line.apart * line.strength),
  }));
  if (t === UNSEATED) lines.push({ kind: 'unseated', params: { size: b.size }, points: points(WEIGHTS.unseated, b.size) });
  else {
    for (const other of b.avoid) {
      if (assignment[other] === t) lines.push({ kind: 'conflict', params: { other: problem.bookings[other]!.name }, points: points(WEIGHTS.conflict, 1) });
    }
  }
  lines.sort((x, y) => y.points - x.points);
  return { cost: lines.reduce((sum, line) => sum + line.points, 0), lines };
}
