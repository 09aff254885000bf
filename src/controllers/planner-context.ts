/** The planner an element works on, provided by the planner shell (or the embed). */
import { createContext } from '@lit/context';
import type { Planner } from '../state/planner.ts';

export type { Planner };

export const plannerContext = createContext<Planner>(Symbol('seating-planner'));
