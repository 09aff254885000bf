/**
 * The plan summary of what a planner shows: the one definition (solver/plan-summary.ts) over the
 * derived problem, arrangement, penalty and bound, computed once per arrangement and shared by the
 * `<plan-summary>` element and the embed's events.
 */
import type { PlanSummaryJson } from '../contract/plan-summary.ts';
import type { Assignment } from '../model/problem.ts';
import { planSummary, planSummaryToJson } from '../solver/plan-summary.ts';
import type { Derived } from './derive.ts';

export interface ShownPlanSummary {
  readonly summary: PlanSummaryJson;
  readonly penalty: number;
  readonly lowerBound: number;
}

/** Per arrangement; the penalty (seat terms included) and the bound are part of the key. */
const cache = new WeakMap<Assignment, ShownPlanSummary>();

/** Null while there is no arrangement to summarise (guests or tables missing, or errors in them). */
export function shownPlanSummary(derived: Derived | null | undefined): ShownPlanSummary | null {
  const { problem, assignment, evaluation, lowerBound } = derived ?? {};
  if (!problem || !assignment || !evaluation || lowerBound === null || lowerBound === undefined) return null;
  const cached = cache.get(assignment);
  if (cached?.penalty === evaluation.penalty && cached.lowerBound === lowerBound) return cached;
  const shown = {
    summary: planSummaryToJson(problem, planSummary(problem, assignment, evaluation.penalty, lowerBound)),
    penalty: evaluation.penalty,
    lowerBound,
  };
  cache.set(assignment, shown);
  return shown;
}
