/**
 * Full evaluation of an arrangement in O(n · depth + tables + groups): per-(group, table) guest counts
 * are accumulated one table at a time, never pair by pair.
 *
 * Pairs of guests of group h in different bookings seated apart =
 *   (S_h² − Σ_t s_{h,t}² − Σ_{unseated b in h} size_b²) / 2,
 * where S_h is the guests of h and s_{h,t} those of h at table t (a booking is never split, so the
 * pairs inside one booking cancel out). An unseated booking is apart from everyone.
 */
import type { TermId } from '../contract/objective.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import { forEachBrokenWishPair, missingTags } from '../model/wishes.ts';
import { buildModel, type SolverModel } from './model.ts';
import { scoreFromTerms, type Score } from './score.ts';

/** Every term of the objective, unweighted. */
export type TermCounts = Record<TermId, number>;

/** A table index counts as a seat only when it names an existing table; anything else is unseated. */
function seatedAt(model: SolverModel, assignment: Assignment, b: number): number {
  const t = assignment[b]!;
  return t >= 0 && t < model.tableCount ? t : -1;
}

export function evaluateTerms(model: SolverModel, assignment: Assignment): TermCounts {
  const n = model.bookingCount;
  const tableCount = model.tableCount;
  const load = new Float64Array(tableCount);
  const groupTotal = new Float64Array(model.groupCount);
  const groupSquares = new Float64Array(model.groupCount);
  let unseated = 0;

  // Bucket the seated bookings by table (counting sort), so each table's group counts are built once.
  const tableStart = new Int32Array(tableCount + 1);
  for (let b = 0; b < n; b++) {
    const t = seatedAt(model, assignment, b);
    const z = model.size[b]!;
    for (let k = model.scoredStart[b]!; k < model.scoredStart[b + 1]!; k++) groupTotal[model.scoredGroup[k]!]! += z;
    if (t < 0) {
      unseated += z;
      for (let k = model.scoredStart[b]!; k < model.scoredStart[b + 1]!; k++) groupSquares[model.scoredGroup[k]!]! += z * z;
    } else {
      load[t]! += z;
      tableStart[t + 1]!++;
    }
  }
  for (let t = 0; t < tableCount; t++) tableStart[t + 1]! += tableStart[t]!;
  const fill = tableStart.slice(0, tableCount);
  const byTable = new Int32Array(tableStart[tableCount]!);
  for (let b = 0; b < n; b++) {
    const t = seatedAt(model, assignment, b);
    if (t >= 0) byTable[fill[t]!++] = b;
  }

  const mass = new Float64Array(model.groupCount);
  const touched: number[] = [];
  for (let t = 0; t < tableCount; t++) {
    for (let i = tableStart[t]!; i < tableStart[t + 1]!; i++) {
      const b = byTable[i]!;
      const z = model.size[b]!;
      for (let k = model.scoredStart[b]!; k < model.scoredStart[b + 1]!; k++) {
        const g = model.scoredGroup[k]!;
        if (mass[g] === 0) touched.push(g);
        mass[g]! += z;
      }
    }
    for (const g of touched) {
      groupSquares[g]! += mass[g]! * mass[g]!;
      mass[g] = 0;
    }
    touched.length = 0;
  }

  let separation = 0;
  for (let g = 0; g < model.groupCount; g++) {
    if (groupTotal[g] === 0) continue;
    separation += (model.groupIncrement[g]! * (groupTotal[g]! * groupTotal[g]! - groupSquares[g]!)) / 2;
  }

  let conflict = 0;
  for (let b = 0; b < n; b++) {
    const t = seatedAt(model, assignment, b);
    if (t < 0) continue;
    for (let k = model.avoidStart[b]!; k < model.avoidStart[b + 1]!; k++) {
      const a = model.avoidList[k]!;
      if (a > b && seatedAt(model, assignment, a) === t) conflict++;
    }
  }

  let balance = 0;
  for (let t = 0; t < tableCount; t++) {
    const empty = model.capacity[t]! - load[t]!;
    balance += empty * empty;
  }
  return { separation, conflict, unseated, balance, ...wishTerms(model, assignment), seat_split: 0, seat_neighbours: 0 };
}

/** The prefer, prefer_apart and likes terms, wish by wish. */
function wishTerms(model: SolverModel, assignment: Assignment): Pick<TermCounts, 'prefer' | 'prefer_apart' | 'likes'> {
  const problem = model.problem;
  let prefer = 0;
  let preferApart = 0;
  let likes = 0;
  forEachBrokenWishPair(
    problem,
    (b) => seatedAt(model, assignment, b),
    (wish, other) => {
      const pairs = model.size[wish.from]! * model.size[other]!;
      if (wish.kind === 'prefer') prefer += pairs;
      else preferApart += pairs;
    },
  );
  for (let b = 0; b < model.bookingCount; b++) {
    const liked = problem.bookings[b]!.likes;
    const t = seatedAt(model, assignment, b);
    if (liked && t >= 0) likes += model.size[b]! * missingTags(problem, t, liked).length;
  }
  return { prefer, prefer_apart: preferApart, likes };
}

export function evaluateModel(model: SolverModel, assignment: Assignment): Score {
  return scoreFromTerms({ ...evaluateTerms(model, assignment) });
}

/**
 * The penalty of an arrangement. A table index outside the problem's tables counts as unseated here;
 * checkHardConstraints reports it (and any overfull table or broken pin) as a violation.
 */
export function evaluate(problem: Problem, assignment: Assignment): Score {
  return evaluateModel(buildModel(problem), assignment);
}
