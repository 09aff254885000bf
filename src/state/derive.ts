/**
 * What the interface shows that follows from an event's content: the compiled problem, its
 * issues, the arrangement in index form, its penalty and each table's share of it.
 */
import { compileProblem, keepRuleView, type CompileSources } from '../model/compile.ts';
import type { Issue } from '../model/issues.ts';
import { indexBookings } from '../model/booking-refs.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import type { EventContent } from '../model/event-content.ts';
import { buildModel, evaluateModel, quickLowerBound, type Score, type SolverModel } from '../solver/index.ts';
import { scoreFromTerms } from '../solver/score.ts';
import { seatTerms } from '../solver/seat-terms.ts';
import { hasSeats, seatNumbersOf } from './seat-numbers.ts';
import { explainBooking, penaltyShares, type BookingExplanation, type PenaltyShares } from './costs.ts';
import { seatingToAssignment, tablesForRules } from './seating-rules.ts';
import { TaskSlicer } from './yield.ts';

type Evaluation = Score;

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

interface Compiled {
  guests: EventContent['guests'];
  tables: EventContent['tables'];
  sources: string;
  compiled: ReturnType<typeof compileProblem>;
  bound: number | null;
  /** The solver's model of the problem, built once for the score and the shares. */
  model: SolverModel | null;
  /** The figures of the last seating, kept while only the seats change (a seat order saved after a move). */
  plan: {
    seating: EventContent['seating'];
    assignment: Assignment;
    score: Score;
    shares: PenaltyShares;
    /** The score with the seat terms of the last seats, kept while they are the same (an edit of a lock, a setting). */
    seated?: { seats: EventContent['seats']; evaluation: Evaluation };
  } | null;
}

/**
 * Derives what a planner shows from its content. Each planner has its own: the compiled problem
 * and its bound depend only on guests and tables, which a seating change (a move, a solver result)
 * keeps as they are, so they are kept between calls.
 */
export class PlanDeriver {
  private last: Compiled | null = null;

  derive(content: EventContent): Derived {
    const empty: Derived = { problem: null, issues: [], assignment: null, evaluation: null, lowerBound: null, shares: null };
    if (content.guests.length === 0 || content.tables.length === 0) return empty;
    const cache = this.compiled(content);
    const { problem, issues } = cache.compiled;
    if (!problem) return { ...empty, issues };
    cache.bound ??= quickLowerBound(problem).penalty;
    if (cache.plan?.seating !== content.seating) {
      const model = (cache.model ??= buildModel(problem));
      const assignment = seatingToAssignment(problem, content.seating);
      cache.plan = {
        seating: content.seating,
        assignment,
        score: evaluateModel(model, assignment),
        shares: penaltyShares(problem, assignment, model),
      };
    }
    const plan = cache.plan;
    const { assignment, score, shares } = plan;
    if (!plan.seated || plan.seated.seats !== content.seats)
      plan.seated = { seats: content.seats, evaluation: withSeatTerms(problem, assignment, score, content) };
    return {
      problem,
      issues,
      assignment,
      evaluation: plan.seated.evaluation,
      lowerBound: cache.bound,
      shares,
    };
  }

  /**
   * The same as `derive`, in parts (compiling, scoring, each table's share), each in a task of its own
   * when the one before took longer than `budgetMs`, and a last yield then, so the drawing that
   * follows starts a task too: a solver result on a large event holds the page for no part long.
   */
  async deriveInParts(content: EventContent, budgetMs: number): Promise<Derived> {
    const slicer = new TaskSlicer(budgetMs);
    if (content.guests.length > 0 && content.tables.length > 0) {
      const cache = this.compiled(content);
      const problem = cache.compiled.problem;
      await slicer.next();
      if (problem && cache.plan?.seating !== content.seating) {
        const model = (cache.model ??= buildModel(problem));
        const assignment = seatingToAssignment(problem, content.seating);
        const score = evaluateModel(model, assignment);
        await slicer.next();
        cache.plan = { seating: content.seating, assignment, score, shares: penaltyShares(problem, assignment, model) };
        await slicer.next();
      }
    }
    const derived = this.derive(content);
    await slicer.next();
    return derived;
  }

  /**
   * A bound the solver proved for this content's problem (its bound over table contents, which the page
   * does not compute on its main thread, or the optimum of a small event it solved exactly), kept when
   * it is higher than the quick one derived here, until guests or tables change.
   */
  learnBound(content: EventContent, penalty: number): void {
    const cache = this.compiled(content);
    if (!cache.compiled.problem) return;
    cache.bound = Math.max(cache.bound ?? quickLowerBound(cache.compiled.problem).penalty, penalty);
  }

  private compiled(content: EventContent): Compiled {
    const sources = sourcesOf(content);
    const key = JSON.stringify(sources);
    const last = this.last;
    const tables = tablesForRules(content);
    if (last?.guests === content.guests && last.tables === tables && last.sources === key) return last;
    const compiled = compileProblem(content.guests, tables, sources);
    // The hard rules of every edit and solver result are checked on the same problem (see seating-rules.ts).
    if (compiled.problem) keepRuleView(content.guests, tables, compiled.problem);
    this.last = {
      guests: content.guests,
      tables,
      sources: key,
      compiled,
      bound: null,
      model: null,
      plan: null,
    };
    return this.last;
  }
}

/** The arrangement's score; with a seat order, the seat terms count too. */
function withSeatTerms(problem: Problem, assignment: Assignment, score: Score, content: EventContent): Evaluation {
  if (!hasSeats(content)) return score;
  return scoreFromTerms({ ...score.terms, ...seatTerms(problem, assignment, seatNumbersOf(problem, content.seats)) });
}

/** Why the named booking costs what it costs, or null when there is no arrangement to explain. */
export function explain(derived: Derived, bookingName: string): BookingExplanation | null {
  const { problem, assignment } = derived;
  if (!problem || !assignment) return null;
  const index = indexBookings(problem.bookings).find(bookingName) ?? -1;
  return index < 0 ? null : explainBooking(problem, assignment, index);
}
