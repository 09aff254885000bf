/**
 * One gap event at one time limit over many solver seeds, each run a fresh process as in the gap section of
 * `npm run bench -- --gap` (three seeds there), for events where a rare seed misses: prints how many runs
 * proved their plan optimal, how many ended above the best known plan and above the goal for that time limit (with
 * their seeds) against each bound of GAP_MEASURES with the worst avoidable gap, and the longest run.
 * Usage: `npx tsx bench/gap-seeds.ts <bookings> <event seed> <time limit ms> <first solver seed>-<last>`.
 */
import { avoidableGap, bestOf, GAP_GOALS, GAP_MEASURES, readReferences, referenceKey, type GapMeasure, type GapRun } from './gap.ts';
import { measure } from './measure.ts';

const [bookings, eventSeed, timeLimitMs] = process.argv.slice(2, 5).map(Number) as [number, number, number];
const [first, last] = (process.argv[5] ?? '1-12').split('-').map(Number) as [number, number];
const reference = readReferences()[referenceKey(bookings, eventSeed)];
if (!reference) throw new Error(`No reference for ${bookings}/${eventSeed}: run npm run bench -- --gap first.`);
const known = bestOf(reference);
const { best, bound } = known;

const runs: (GapRun & { solverSeed: number })[] = [];
for (let solverSeed = first; solverSeed <= last; solverSeed++) {
  runs.push({ ...measure({ kind: 'gap', bookings, seed: eventSeed, solverSeed, timeLimitMs }), solverSeed });
}
const above = runs.filter((run) => avoidableGap(run.penaltyRaw, best, bound) > 0).map((run) => run.solverSeed);
const goal = GAP_GOALS[timeLimitMs];
/** The worst gap against one measure's bound, and the runs above the goal for this time limit. */
const against = (measure: GapMeasure) => {
  const gapOf = (run: GapRun) => avoidableGap(run.penaltyRaw, best, measure.boundOf(known));
  const missing = goal === undefined ? [] : runs.filter((run) => gapOf(run) > goal).map((run) => run.solverSeed);
  const worst = Math.max(...runs.map(gapOf));
  return (
    `worst avoidable gap ${(worst * 100).toFixed(2)} %` +
    (goal === undefined
      ? ''
      : `, ${missing.length} above the goal of ${goal * 100} %${missing.length ? ` (seeds ${missing.join(', ')})` : ''}`) +
    ` against ${measure.bound}`
  );
};
const proved = runs.filter((run) => run.stoppedBy === 'optimal').length;
const longest = Math.max(...runs.map((run) => run.elapsedMs));
console.log(
  `${bookings}/${eventSeed} at ${timeLimitMs} ms, solver seeds ${first}-${last}: ${proved} of ${runs.length} proved optimal, ` +
    `${above.length} above the best known${above.length ? ` (seeds ${above.join(', ')})` : ''}; ${GAP_MEASURES.map(against).join('; ')}` +
    `; longest run ${Math.round(longest)} ms`,
);
