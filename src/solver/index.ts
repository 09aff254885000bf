/** The solver core's public API: the CLI, the worker, the UI and the tests import from here. */
export { evaluate } from './evaluate.ts';
export type { Score } from './score.ts';
export { ArrangementState } from './delta.ts';
