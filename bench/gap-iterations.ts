/**
 * The avoidable gap at a fixed iteration budget instead of a time limit, for comparing two versions of
 * the search: the same seed and budget give the same plan on any machine at any load, so a change's
 * effect is not lost in timing noise (the time-limited `npm run bench -- --gap` is the published figure).
 * Usage: `npx tsx bench/gap-iterations.ts <iterations> [sizes, e.g. 50,100] [solver seeds, e.g. 1,2,3]`.
 * 8 M iterations is about 1.6–2 s of one quiet core of the benchmark machine on events of 100–300 bookings
 * (the gap section of bench/results.md gives the speed of its timed runs; docs/decisions/0015). Prints one line: runs within 1 %, the mean gap (each run capped at 200 %), the events whose least gap
 * over the seeds is within 1 % (the app's workers search with seeds seed, seed + 1, …, and the best plan
 * wins) with the worst such least gap, the mean time a run spent searching, and every run's gap per event, all
 * against the best proven bound; then, against HiGHS's bound (the issue's measure, ISSUE_GAP_MEASURE), the runs within
 * 1 % and 2 % and the worst.
 */
import { createSearch } from '../src/solver/index.ts';
import { avoidableGap, bestOf, GAP_EVENT_SEEDS, GAP_SIZES, ISSUE_GAP_MEASURE, readReferences, referenceKey } from './gap.ts';
import { generateInstance } from './generate.ts';
import { BOUND_EVENT_SHAPE } from './group-mass-mip.ts';

const iterations = Number(process.argv[2] ?? 2_500_000);
const sizes = (process.argv[3] ?? GAP_SIZES.filter((n) => n > 20).join(',')).split(',').map(Number);
const solverSeeds = (process.argv[4] ?? '1,2,3').split(',').map(Number);
const references = readReferences();
const gaps: number[] = [];
/** The same runs against HiGHS's bound. */
const issueGaps: number[] = [];
const leastGaps: number[] = [];
const events: string[] = [];
/** Time spent searching, over every run: every version of the search runs the same iterations, so this compares their speed. */
let searchMs = 0;
for (const bookings of sizes) {
  for (const seed of GAP_EVENT_SEEDS) {
    const reference = references[referenceKey(bookings, seed)];
    if (!reference) throw new Error(`No reference for ${bookings}/${seed}: run npm run bench -- --gap first.`);
    const known = bestOf(reference);
    const { best, bound } = known;
    const issueBound = ISSUE_GAP_MEASURE.boundOf(known);
    const problem = generateInstance({ bookings, seed, ...BOUND_EVENT_SHAPE });
    const rowGaps = solverSeeds.map((solverSeed) => {
      const search = createSearch(problem, { seed: solverSeed, timeLimitMs: Number.MAX_SAFE_INTEGER, iterations });
      const started = performance.now();
      while (search.step(1000) === 'running');
      searchMs += performance.now() - started;
      const penalty = search.result().score.raw;
      issueGaps.push(avoidableGap(penalty, best, issueBound));
      return avoidableGap(penalty, best, bound);
    });
    gaps.push(...rowGaps);
    leastGaps.push(Math.min(...rowGaps));
    events.push(`${bookings}/${seed}: ${rowGaps.map((gap) => (gap * 100).toFixed(1)).join(' ')}`);
  }
}
const within = gaps.filter((g) => g <= 0.01).length;
const mean = gaps.reduce((sum, g) => sum + Math.min(g, 2), 0) / gaps.length;
const eventsWithin = leastGaps.filter((g) => g <= 0.01).length;
const worstLeast = Math.max(...leastGaps);
console.log(
  `${iterations} iterations: ${within}/${gaps.length} runs within 1 %, mean ${(mean * 100).toFixed(1)} %; ` +
    `least of the seeds: ${eventsWithin}/${leastGaps.length} events within 1 %, worst ${(worstLeast * 100).toFixed(1)} %; ` +
    `${(searchMs / gaps.length / 1000).toFixed(2)} s searching per run | ${events.join(' | ')} | ` +
    `against ${ISSUE_GAP_MEASURE.bound}: ${issueGaps.filter((g) => g <= 0.01).length} within 1 %, ` +
    `${issueGaps.filter((g) => g <= 0.02).length} within 2 %, worst ${(Math.max(...issueGaps) * 100).toFixed(2)} %`,
);
