/**
 * The planner's code, run a part a task: its modules are many (the workspace database, the edits,
 * the solver session), and run all at once they were one task long enough to block a phone after
 * the first paint (docs/decisions/0046-first-load-in-parts.md). The page has preloaded them all;
 * each part runs the modules it needs that the parts before it did not. Yjs is not among them: it
 * is read when an event is shared or joined (shared-events.ts).
 */
import { runInParts } from './yield.ts';

export async function loadPlannerModules(): Promise<{
  createPlanner: typeof import('./planner.ts').createPlanner;
  SolverClient: typeof import('../solver-client/solver-client.ts').SolverClient;
}> {
  await runInParts([() => import('../storage/workspace-db.ts')]);
  const [{ createPlanner }, { SolverClient }] = await Promise.all([import('./planner.ts'), import('../solver-client/solver-client.ts')]);
  return { createPlanner, SolverClient };
}
