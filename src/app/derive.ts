/**
 * What the interface shows that follows from an event's content: the compiled problem, its
 * issues, the arrangement in index form, its penalty and each table's share of it. Pure and fast;
 * the compiled problem and the lower bound depend only on guests and tables, so they are kept while
 * only the seating changes.
 */
import { compileProblem, type CompileSources } from '../model/compile.ts';
import type { Issue } from '../model/issues.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import type { EventContent } from '../storage/schema.ts';
import { evaluate, lowerBound } from '../solver/index.ts';
import { explainBooking, penaltyShares, type BookingExplanation, type PenaltyShares } from './costs.ts';
import { seatingToAssignment } from './seating-rules.ts';

export type Evaluation = ReturnType<typeof evaluate>;

export interface Derived {
  problem: Problem | null;
  issues: Issue[];
  assignment: Assignment | null;
  evaluation: Evaluation | null;
  /** The proven lower bound on the reported penalty. */
  lowerBound: number | null;
  /** How the reported penalty splits over the tables (by index) and the unseated bookings. */
  shares: PenaltyShares | null;
}

export function sourcesOf(content: EventContent): CompileSources {
  const sources: CompileSources = {};
  if (content.sources.guests) sources.guestsFileName = content.sources.guests;
  if (content.sources.tables) sources.tablesFileName = content.sources.tables;
  return sources;
}

/** The compiled problem and its bound depend only on guests and tables, which a seating change (a move, a solver result) keeps as they are. */
let compiledCache: {
  guests: unknown;
  tables: unknown;
  sources: string;
  compiled: ReturnType<typeof compileProblem>;
  bound: number | null;
} | null = null;

function compiled(content: EventContent) {
  const sources = sourcesOf(content);
  const key = JSON.stringify(sources);
  if (
    !compiledCache ||
    compiledCache.guests !== content.guests ||
    compiledCache.tables !== content.tables ||
    compiledCache.sources !== key
  ) {
    compiledCache = {
      guests: content.guests,
      tables: content.tables,
      sources: key,
      compiled: compileProblem(content.guests, content.tables, sources),
      bound: null,
    };
  }
  return compiledCache;
}

export function derive(content: EventContent): Derived {
  const empty: Derived = { problem: null, issues: [], assignment: null, evaluation: null, lowerBound: null, shares: null };
  if (content.guests.length === 0 || content.tables.length === 0) return empty;
  const cache = compiled(content);
  const { problem, issues } = cache.compiled;
  if (!problem) return { ...empty, issues };
  const assignment = seatingToAssignment(problem, content.seating);
  cache.bound ??= lowerBound(problem).penalty;
  return {
    problem,
    issues,
    assignment,
    evaluation: evaluate(problem, assignment),
    lowerBound: cache.bound,
    shares: penaltyShares(problem, assignment),
  };
}

/** Why the named booking costs what it costs, or null when there is no arrangement to explain. */
export function explain(derived: Derived, bookingName: string): BookingExplanation | null {
  const { problem, assignment } = derived;
  if (!problem || !assignment) return null;
  const key = bookingName.toLocaleLowerCase();
  const index = problem.bookings.findIndex((b) => b.name.toLocaleLowerCase() === key);
  return index < 0 ? null : explainBooking(problem, assignment, index);
}
