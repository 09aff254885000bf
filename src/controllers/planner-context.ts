/** The store and solver session an element works on, provided by the planner shell (or the embed). */
import { createContext } from '@lit/context';
import type { PlannerStore } from '../app/planner-store.ts';
import type { SolverSession } from '../app/solver-session.ts';

export interface Planner {
  store: PlannerStore;
  solver: SolverSession;
}

export const plannerContext = createContext<Planner>(Symbol('seating-planner'));
