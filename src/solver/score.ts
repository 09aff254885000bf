import { TERM_IDS, WEIGHTS, reportedPenalty, type TermId } from '../contract/objective.ts';
import type { SolverModel } from './model.ts';

/** Unweighted term values, the raw penalty (Σ weight × term) and the reported (scaled, rounded) penalty. */
export interface Score {
  readonly terms: Readonly<Record<TermId, number>>;
  readonly raw: number;
  readonly penalty: number;
}

export function scoreFromTerms(terms: Record<TermId, number>): Score {
  let raw = 0;
  for (const id of TERM_IDS) raw += WEIGHTS[id] * terms[id];
  return { terms, raw, penalty: reportedPenalty(raw) };
}

/** The penalty in the search's internal units (weight × scale factor × term), exact for integer terms. */
export function scaledCost(model: SolverModel, separation: number, conflict: number, unseated: number, balance: number): number {
  const w = model.scaledWeight;
  return w.separation * separation + w.conflict * conflict + w.unseated * unseated + w.balance * balance;
}
