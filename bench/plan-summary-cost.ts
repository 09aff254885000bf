/**
 * What the solver panel pays on the main thread for the best plan's summary while searching: the
 * summary of a 2,000-booking plan (the figures and their names), timed over a few plans the search
 * passes through. Run: `npx tsx bench/plan-summary-cost.ts`.
 */
import { createSearch } from '../src/solver/restarts.ts';
import { planSummary, planSummaryToJson } from '../src/solver/plan-summary.ts';
import { generateInstance } from './generate.ts';

const problem = generateInstance({ bookings: 2000, seed: 1 });
const search = createSearch(problem, { timeLimitMs: 60_000 });
const times: number[] = [];
for (let round = 0; round < 8; round++) {
  search.step(round === 0 ? 50 : 300);
  const best = search.bestAssignment();
  const { bestPenalty } = search.progress();
  const started = performance.now();
  planSummaryToJson(problem, planSummary(problem, best, bestPenalty, search.lowerBound.penalty));
  times.push(performance.now() - started);
}
search.cancel();
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `plan summary of ${problem.bookings.length} bookings, ${problem.tables.length} tables: ${times.map((t) => t.toFixed(1)).join(', ')} ms (median ${sorted[4]!.toFixed(1)} ms)`,
);
