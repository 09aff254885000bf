/**
 * `npm run bench` (full, a few minutes) or `npm run bench -- --quick`: measures the solver on generated
 * instances, each run in its own Node process so peak memory is its own, and writes bench/results.md:
 * a heading and a table per section, the targets table last; what each table measures is said here.
 * `npm run bench -- --wishes` measures only the wishes and replaces that section (and its target) in
 * the results already written (`--cross-wishes` likewise the prefer wishes across the sides); `npm run bench -- --late-changes` does the same for the late changes
 * (stable re-seating), which the full run measures too; `npm run bench -- --bound` likewise measures only
 * the lower bound against the group-mass MIP's bound on events with explicit strengths, and
 * `npm run bench -- --cli` the command line's start-up and a 10,000-booking solve (bench/cli.ts), and
 * `npm run bench -- --sync` a 2,000-booking event's first load between two plan-together devices (bench/sync.ts),
 * `npm run bench -- --sync-browser` the same between two browser contexts of the built app (bench/sync-browser.ts);
 * `npm run bench -- --sync-edits` an edit's way from one of those contexts to the other.
 *
 * Instances come from `bench/generate.ts` (seed 1): two sides, circles, families, households of 1–6, a few
 * avoid pairs and pins, tables of 8–12, 5–15 % spare seats. Penalties are reported units (10 × raw); the
 * separation of the two sides is unavoidable and dominates the totals, so the gap is given against the
 * avoidable part (penalty − bound). Memory is the peak resident set of the process that generated and
 * solved the instance, including the Node + tsx runtime (baseline in brackets). Timings are wall-clock.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { cpus, loadavg, totalmem } from 'node:os';
import type { Measurements } from './run-one.ts';
import { measure } from './measure.ts';
import { DEFAULT_TIME_LIMIT_MS } from '../src/solver/options.ts';
import { reportedPenalty } from '../src/contract/objective.ts';
import { CLI_TARGET, cliSection, measureCli } from './cli.ts';
import { keepUnmeasured } from './results-sections.ts';
import { GAP_TARGET, gapSection } from './gap-section.ts';
import { fmt, pct } from './numbers.ts';
import { CROSS_WISH_TARGET, crossWishesSection } from './cross-wishes-section.ts';
import { SYNC_TARGET, syncSection } from './sync.ts';
import { SYNC_BROWSER_TARGET, SYNC_EDIT_TARGET, syncBrowserSection, syncEditsSection } from './sync-browser.ts';

const quick = process.argv.includes('--quick');
const SIZES = quick ? [50, 300, 1000] : [50, 300, 1000, 5000, 10000];
const SOLVE_MS = 2000;
const LONG_MS = quick ? 10_000 : 60_000;
const SMALL = quick ? [8, 10, 12] : [6, 7, 8, 9, 10, 11, 12, 12];
const SEED = 1;

const WISH_SMALL = [12, 14, 16, 18, 20];
const WISH_SMALL_SEEDS = [1, 2];
const WISH_SIZES = [50, 200, 2000];
const WISH_SHORT_MS = 5000;
/** A fixed budget beside the timed small runs, a quarter of what a quiet machine makes in 2 s, so load cannot decide it. */
const WISH_SMALL_ITERATIONS = 2_000_000;
const WISH_GOAL = 0.95;
const WISH_TARGET = '| hard wishes hold; soft wishes met ≥ 95 %';

/**
 * The "Wishes" section and its row of the targets table. `bench/wish-fixture.ts`: generated events with
 * table shapes and tags (every fifth table accessible), 3 % of bookings requiring the accessible tag, 10 %
 * liking a tag, and together, prefer and prefer_apart wishes to bookings and to groups (small events: five
 * times as many wishes per booking). "Soft pairs met" (`softWishesMet`): each (wisher, target booking) pair
 * of a prefer wish seated at one table, of a prefer_apart wish not at one table, and each liked tag its
 * booking's table has; unweighted. "Hard violations" is `checkHardConstraints` (together units, required
 * tags, pins, capacity). Goal: no hard violation; the solver meets ≥ 95 % of the soft pairs the MIP optimum
 * meets (small events, summed; the MIP minimises the penalty, not the count, so more than 100 % is possible)
 * and of those a 60 s run meets (larger events).
 */
function wishesSection(): { lines: string[]; target: string } {
  const out: string[] = [];
  const share = (met: number, of: number) => (of === 0 ? 1 : met / of);
  const metCell = (m: { met: number; total: number }) => `${fmt(m.met)}/${fmt(m.total)}`;
  out.push('', '## Wishes', '');
  process.stderr.write('Wishes: small events against the MIP optimum\n');
  out.push(`### Small events against the exact MIP optimum (HiGHS), solver at its default ${DEFAULT_TIME_LIMIT_MS / 1000} s`, '');
  out.push(
    `| bookings | seed | tables | wishes | hard violations (solver / MIP) | soft pairs met: solver | MIP optimum | solver's share of the optimum's | penalty: solver | MIP optimum | MIP time (ms) | solver at ${WISH_SMALL_ITERATIONS / 1e6} M iterations: met | penalty |`,
  );
  out.push('| ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  let solverMet = 0;
  let mipMet = 0;
  let smallViolations = 0;
  for (const bookings of WISH_SMALL) {
    for (const seed of WISH_SMALL_SEEDS) {
      const r = measure({ kind: 'wishes', bookings, seed, timeLimitMs: DEFAULT_TIME_LIMIT_MS, density: 5, mip: true });
      const budget = measure({
        kind: 'wishes',
        bookings,
        seed,
        timeLimitMs: 1e9,
        density: 5,
        mip: false,
        iterations: WISH_SMALL_ITERATIONS,
      });
      const mip = r.mip!;
      solverMet += r.met.met;
      mipMet += mip.met.met;
      smallViolations += r.violations;
      const s = share(r.met.met, mip.met.met);
      out.push(
        `| ${bookings} | ${seed} | ${r.tables} | ${r.wishes} | ${r.violations} / ${mip.violations} | ${metCell(r.met)} | ${metCell(mip.met)} | ${pct(s)} | ${fmt(r.penalty)} | ${fmt(mip.penalty)} | ${fmt(mip.ms)} | ${metCell(budget.met)} | ${fmt(budget.penalty)} |`,
      );
    }
  }
  const smallShare = share(solverMet, mipMet);

  process.stderr.write(`Wishes: ${WISH_SHORT_MS} ms against ${LONG_MS} ms\n`);
  out.push('', `### ${WISH_SIZES.join(', ')} bookings: ${WISH_SHORT_MS / 1000} s against ${LONG_MS / 1000} s of the same solver`, '');
  out.push(
    "| bookings | tables | wishes | bookings in together units | run | hard violations | prefer met | prefer_apart met | liked tags met | soft pairs met | share of the long run's | penalty | prefer term | prefer_apart term | likes term |",
  );
  out.push('| ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  let largeViolations = 0;
  let worstLarge = Infinity;
  for (const bookings of WISH_SIZES) {
    const long = measure({ kind: 'wishes', bookings, seed: SEED, timeLimitMs: LONG_MS, density: 1, mip: false });
    const short = measure({ kind: 'wishes', bookings, seed: SEED, timeLimitMs: WISH_SHORT_MS, density: 1, mip: false });
    const s = share(short.met.met, long.met.met);
    worstLarge = Math.min(worstLarge, s);
    largeViolations += short.violations + long.violations;
    for (const [run, r] of [
      [`${LONG_MS / 1000} s`, long],
      [`${WISH_SHORT_MS / 1000} s`, short],
    ] as const) {
      out.push(
        `| ${fmt(bookings)} | ${fmt(r.tables)} | ${fmt(r.wishes)} | ${fmt(r.unitBookings)} | ${run} | ${r.violations} | ${metCell(r.met.prefer)} | ${metCell(r.met.preferApart)} | ${metCell(r.met.likes)} | ${metCell(r.met)} | ${r === long ? '–' : pct(s)} | ${fmt(r.penalty)} | ${fmt(r.terms.prefer)} | ${fmt(r.terms.prefer_apart)} | ${fmt(r.terms.likes)} |`,
      );
    }
  }
  const ok = smallViolations === 0 && largeViolations === 0 && smallShare >= WISH_GOAL && worstLarge >= WISH_GOAL;
  const target = `${WISH_TARGET} of the MIP optimum's (small events) and of a ${LONG_MS / 1000} s run's (${WISH_SIZES.map((n) => fmt(n)).join(', ')} bookings) | ${smallViolations + largeViolations} hard violations; ${pct(smallShare)} of the optima's; worst ${pct(worstLarge)} of the long run's | ${ok ? 'met' : 'NOT met'} |`;
  return { lines: out, target };
}

const LATE_BOOKINGS = 300;
const LATE_SEEDS = [1, 2, 3, 4, 5];
/** Iterations of every run of the late-changes scenario (the printed plan, each re-seating and the re-solve): about a second each. */
const LATE_ITERATIONS = 2_000_000;
const LATE_LIMITS = [10, 30, 100];
const LATE_GOAL = 0.02;
/** Spare seats of the events: the generator's (5–15 %), and tight events. */
const LATE_SLACK: [string, number | undefined][] = [
  ['5–15 %', undefined],
  ['1 %', 0.01],
];
const LATE_TARGET = '| late changes (300 bookings: 3 removed, 2 added, 2 resized): "Seat the changes" moves ≤ 2 %';

/**
 * The "Late changes" section and its row of the targets table. `bench/late-changes.ts`: a generated event of
 * LATE_BOOKINGS bookings is solved (the printed plan); then 3 bookings are removed, 2 new ones added (in the
 * group of a random booking, 1–4 guests), one booking grows by 2 guests at a table with fewer than 2 free
 * seats (so it no longer fits there) and one shrinks by 1. The grown booking and the new ones are unseated in
 * the reference; everyone else keeps the printed table. Every run has a budget of LATE_ITERATIONS iterations,
 * so the figures repeat exactly; the seed of the event is the seed of every run. Events with the generator's
 * 5–15 % spare seats, and tight ones with 1 %, where seating the changes sometimes needs room made.
 * "Unchanged moved": bookings neither removed, added nor resized that sit at another table than in the
 * printed plan. "People moved": guests of bookings seated in the reference now at another table (new and
 * placed-anew bookings never count). "Hard violations": `checkHardConstraints` of the result.
 */
function lateChangesSection(): { lines: string[]; target: string } {
  const out: string[] = [];
  out.push('', '## Late changes', '');
  out.push(
    '| spare seats | seed | run | unchanged moved | of unchanged | people moved | everyone seated | hard violations | penalty |',
    '| --- | ---: | --- | ---: | ---: | ---: | :---: | ---: | ---: |',
  );
  let worst = 0;
  let allSeated = true;
  let violations = 0;
  const seatLines: string[] = [];
  let worstReseatedUnchanged = 0;
  let worstPlaceCards = 0;
  let splits = 0;
  for (const [spare, slack] of LATE_SLACK)
    for (const seed of LATE_SEEDS) {
      process.stderr.write(`Late changes: ${spare} spare seats, seed ${seed}\n`);
      const runs = measure({
        kind: 'late-changes',
        bookings: LATE_BOOKINGS,
        seed,
        iterations: LATE_ITERATIONS,
        limits: LATE_LIMITS,
        ...(slack === undefined ? {} : { slack }),
      });
      for (const r of runs) {
        const share = r.unchangedMoved / r.unchangedCount;
        if (r.run === 'seat the changes') {
          worst = Math.max(worst, share);
          allSeated &&= r.unseatedPeople === 0;
          violations += r.hardViolations;
          const f = r.seats;
          if (f) {
            worstReseatedUnchanged = Math.max(worstReseatedUnchanged, f.reseatedUnchanged);
            worstPlaceCards = Math.max(worstPlaceCards, f.placeCards);
            splits += f.split;
            seatLines.push(
              `| ${spare} | ${seed} | ${f.reseatedUnchanged} | ${f.reseated} | ${fmt(f.placeCards)} | ${f.split} | ${f.freshReseatedUnchanged} | ${f.freshReseated} | ${fmt(f.freshPlaceCards)} |`,
            );
          }
        }
        out.push(
          `| ${spare} | ${seed} | ${r.run} | ${fmt(r.unchangedMoved)} / ${fmt(r.unchangedCount)} | ${pct(share)} | ${fmt(r.peopleMoved)} | ${r.unseatedPeople === 0 ? 'yes' : `no (${r.unseatedPeople} guests)`} | ${r.hardViolations} | ${fmt(r.penalty)} |`,
        );
      }
    }
  out.push(
    '',
    'Seat numbers after "Seat the changes", against the printed plan\'s: kept (keepSeats, as the app, a merge and `solve --from` keep them) and, for comparison, every table ordered anew (what `solve --from` did before). "Reseated" counts bookings at their printed table, with their printed size, in other seats; "where unchanged" only at tables no booking arrived at, left or resized in.',
    '',
    '| spare seats | seed | reseated where unchanged | reseated | place cards to reprint | split bookings | ordered anew: reseated where unchanged | ordered anew: reseated | ordered anew: place cards |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...seatLines,
  );
  const ok = worst <= LATE_GOAL && allSeated && violations === 0 && worstReseatedUnchanged === 0;
  const target = `${LATE_TARGET} of the unchanged bookings, seats everyone, keeps every hard rule, and reseats no booking at a table where nothing changed (seeds ${LATE_SEEDS.join(', ')}, 5–15 % and 1 % spare seats) | worst ${pct(worst)}; everyone seated: ${allSeated ? 'yes' : 'no'}; ${violations} hard violations; reseated where unchanged: worst ${worstReseatedUnchanged}; place cards to reprint: worst ${worstPlaceCards}; split bookings: ${splits} | ${ok ? 'met' : 'NOT met'} |`;
  return { lines: out, target };
}

const BOUND_SIZES = [20, 50, 100, 150, 200, 300];
const BOUND_MIP_SECONDS = 60;
const BOUND_GOAL = 0.99;
const BOUND_TARGET = '| lower bound ≥ 99 % of the MIP bound';

/**
 * The "Lower bound" section and its row of the targets table. `bench/generate.ts` events (seed 1) with
 * `BOUND_EVENT_SHAPE` (`bench/group-mass-mip.ts`): explicit strengths on about half the groups, every side
 * strong with a subgroup of strength 0 below it; 3 % spare seats; 0.25 avoid pairs per booking. "MIP bound"
 * is the best proven bound of the group-mass MIP (HiGHS) after at most BOUND_MIP_SECONDS, "MIP best" its best
 * arrangement (equal when HiGHS proves optimality). "Lower bound" is the solver's own proven bound, "solver"
 * its penalty after SOLVE_MS. Reported units (10 × raw); the share is of raw values. "LP relaxation" is the
 * same model with every variable continuous: the bound an LP solver in the worker would give without branching.
 * Goal: the lower bound ≥ 99 % of the MIP bound on every event.
 */
function boundSection(): { lines: string[]; target: string } {
  const out: string[] = [];
  out.push('', '## Lower bound against the MIP bound', '');
  out.push(
    '| bookings | guests | tables | groups (strength 0 under a strong parent) | avoid pairs | lower bound | MIP bound | share of the MIP bound | LP relaxation | MIP best | solver | solver stopped by | MIP proved optimal | MIP time (s) |',
  );
  out.push('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | :---: | ---: |');
  let worst = Infinity;
  for (const bookings of BOUND_SIZES) {
    process.stderr.write(`Bound: ${bookings} bookings\n`);
    const r = measure({ kind: 'bound', bookings, seed: SEED, timeLimitMs: SOLVE_MS, mipSeconds: BOUND_MIP_SECONDS });
    const share = r.mip.boundRaw <= 0 ? 1 : r.lowerBoundRaw / r.mip.boundRaw;
    worst = Math.min(worst, share);
    const best = Number.isFinite(r.mip.incumbentRaw) ? fmt(reportedPenalty(r.mip.incumbentRaw)) : '–';
    out.push(
      `| ${fmt(bookings)} | ${fmt(r.guests)} | ${fmt(r.tables)} | ${r.groups} (${r.zeroUnderStrong}) | ${r.avoidPairs} | ${fmt(reportedPenalty(r.lowerBoundRaw))} | ${fmt(Math.floor(r.mip.boundRaw * 10 + 1e-6))} | ${pct(share)} | ${fmt(Math.floor(r.lpRaw * 10 + 1e-6))} | ${best} | ${fmt(reportedPenalty(r.penaltyRaw))} | ${r.stoppedBy} | ${r.mip.optimal ? 'yes' : 'no'} | ${fmt(r.mip.ms / 1000, 1)} |`,
    );
  }
  const target = `${BOUND_TARGET} on events with explicit strengths (${BOUND_SIZES.join(', ')} bookings) | worst ${pct(worst)} | ${worst >= BOUND_GOAL ? 'met' : 'NOT met'} |`;
  return { lines: out, target };
}

/** Replaces (or adds before the targets) one section of bench/results.md and its target row. */
async function replaceSection(
  heading: string,
  targetPrefix: string,
  section: { lines: string[]; target: string; note?: string },
  flag: string,
): Promise<void> {
  const url = new URL('./results.md', import.meta.url);
  const old = readFileSync(url, 'utf8');
  const text = section.lines.join('\n').trim() + '\n\n';
  const start = old.indexOf(heading);
  const replaced =
    start >= 0
      ? old.slice(0, start) + text + old.slice(old.indexOf('\n## ', start + 1) + 1)
      : old.replace('## Targets', text + '## Targets');
  const targetLines = replaced.split('\n');
  const at = targetLines.findIndex((l) => l.startsWith(targetPrefix));
  if (at >= 0) targetLines[at] = section.target;
  else targetLines.splice(targetLines.length - [...targetLines].reverse().findIndex((l) => l.startsWith('| ')), 0, section.target);
  const note = `${heading.slice(3)} section: \`npm run bench -- ${flag}${quick ? ' --quick' : ''}\`, measured ${new Date().toISOString().slice(0, 10)} with load average ${fmt(loadavg()[0]!, 1)} at its start${section.note ? `; ${section.note}` : ''}.`;
  const withNote = targetLines.join('\n').replace(`${heading}\n`, `${heading}\n\n${note}\n`);
  writeFileSync(url, await format(withNote, { parser: 'markdown' }));
  process.stderr.write(`Wrote the ${heading.slice(3).toLowerCase()} section of bench/results.md\n`);
}

const CLI_RUNS = quick ? 5 : 11;

if (process.argv.includes('--cli')) {
  await replaceSection('## Command line', CLI_TARGET, cliSection(await measureCli(CLI_RUNS)), '--cli');
  process.exit(0);
}

if (process.argv.includes('--sync-edits')) {
  await replaceSection('## Plan together: edits in the browser', SYNC_EDIT_TARGET, await syncEditsSection(quick ? 1 : 3), '--sync-edits');
  process.exit(0);
}

if (process.argv.includes('--sync-browser')) {
  await replaceSection(
    '## Plan together: first load in the browser',
    SYNC_BROWSER_TARGET,
    await syncBrowserSection(quick ? 3 : 7),
    '--sync-browser',
  );
  process.exit(0);
}

if (process.argv.includes('--sync')) {
  await replaceSection('## Plan together: first load', SYNC_TARGET, await syncSection(quick ? 3 : 7), '--sync');
  process.exit(0);
}

if (process.argv.includes('--late-changes')) {
  await replaceSection('## Late changes', LATE_TARGET, lateChangesSection(), '--late-changes');
  process.exit(0);
}

if (process.argv.includes('--gap')) {
  await replaceSection('## Avoidable gap', GAP_TARGET, gapSection(process.argv.includes('--refresh')), '--gap');
  process.exit(0);
}

if (process.argv.includes('--bound')) {
  await replaceSection('## Lower bound against the MIP bound', BOUND_TARGET, boundSection(), '--bound');
  process.exit(0);
}

if (process.argv.includes('--cross-wishes')) {
  await replaceSection('## Wishes across the sides', CROSS_WISH_TARGET, crossWishesSection(), '--cross-wishes');
  process.exit(0);
}

if (process.argv.includes('--wishes')) {
  await replaceSection('## Wishes', WISH_TARGET, wishesSection(), '--wishes');
  process.exit(0);
}

const lines: string[] = [];
lines.push('# Solver benchmark', '');
lines.push(
  `\`npm run bench${quick ? ' -- --quick' : ''}\`, ${new Date().toISOString().slice(0, 10)}: ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores (the solver uses one), ${fmt(totalmem() / 2 ** 30, 1)} GiB RAM, Node ${process.version}, ${process.platform}; load average ${fmt(loadavg()[0]!, 1)} at the start.`,
  '',
);

process.stderr.write('Sizes at the default 2 s limit\n');
lines.push(`## Default time limit (${SOLVE_MS} ms)`, '');
lines.push(
  '| bookings | guests | tables | construction | first arrangement (ms) | penalty | lower bound | gap | iterations/s | peak RSS MB (baseline) | unseated | hard violations |',
);
lines.push('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const bySize = new Map<number, Measurements['solve']>();
for (const bookings of SIZES) {
  const r = measure({ kind: 'solve', bookings, seed: SEED, timeLimitMs: SOLVE_MS });
  bySize.set(bookings, r);
  lines.push(
    `| ${fmt(bookings)} | ${fmt(r.guests)} | ${fmt(r.tables)} | ${fmt(r.constructionPenalty)} | ${fmt(r.constructedMs)} | ${fmt(r.penalty)} | ${fmt(r.lowerBound)} | ${pct((r.penalty - r.lowerBound) / r.penalty)} | ${fmt(r.iterations / ((r.elapsedMs - r.constructedMs) / 1000))} | ${fmt(r.peakRssMb)} (${fmt(r.baselineRssMb)}) | ${r.unseated} | ${r.violations} |`,
  );
}

process.stderr.write(`300 bookings: ${SOLVE_MS} ms against ${LONG_MS} ms\n`);
const short = measure({ kind: 'solve', bookings: 300, seed: SEED, timeLimitMs: SOLVE_MS });
const long = measure({ kind: 'solve', bookings: 300, seed: SEED, timeLimitMs: LONG_MS });
lines.push('', `## 300 bookings: ${SOLVE_MS / 1000} s against ${LONG_MS / 1000} s of the same solver`, '');
lines.push("| run | penalty | lower bound | above the long run | share of the long run's avoidable penalty |");
lines.push('| --- | ---: | ---: | ---: | ---: |');
lines.push(`| ${LONG_MS / 1000} s | ${fmt(long.penalty)} | ${fmt(long.lowerBound)} | – | – |`);
lines.push(
  `| ${SOLVE_MS / 1000} s | ${fmt(short.penalty)} | ${fmt(short.lowerBound)} | ${pct((short.penalty - long.penalty) / long.penalty)} | ${pct((short.penalty - long.penalty) / Math.max(1, long.penalty - long.lowerBound))} |`,
);

// Generated with more avoid pairs (0.1 per booking) and pins (0.05 per booking) to make them awkward; seeds 1, 2, ….
process.stderr.write('Small instances against the HiGHS MIP optimum\n');
lines.push('', '## Small instances (≤ 12 bookings) against the exact MIP optimum (HiGHS)', '');
lines.push('| bookings | tables | solver penalty | MIP optimum | matched | solver time (ms) | stopped by | MIP time (ms) |');
lines.push('| ---: | ---: | ---: | ---: | :---: | ---: | --- | ---: |');
let matched = 0;
let slowestSmall = 0;
SMALL.forEach((bookings, i) => {
  const r = measure({ kind: 'small', bookings, seed: i + 1 });
  slowestSmall = Math.max(slowestSmall, r.elapsedMs);
  const mipPenalty = Math.floor(r.mipRaw * 10 + 0.5 + 1e-6);
  const ok = mipPenalty === r.penalty;
  if (ok) matched++;
  lines.push(
    `| ${bookings} | ${r.tables} | ${fmt(r.penalty)} | ${fmt(mipPenalty)} | ${ok ? 'yes' : 'NO'} | ${fmt(r.elapsedMs, 1)} | ${r.stoppedBy} | ${fmt(r.mipMs)} |`,
  );
});

process.stderr.write('Import and validation of a 10000-row guests file\n');
const imp = measure({ kind: 'import', bookings: 10_000, seed: SEED });
// `readGuestsFile` + `readTablesFile` + `compileProblem` on the CSV files of the 10000-booking instance.
lines.push('', '## Import and validation', '');
lines.push('| rows | guests | file bytes | first run (ms) | warm median of 5 (ms) |');
lines.push('| ---: | ---: | ---: | ---: | ---: |');
lines.push(`| ${fmt(imp.bookings)} | ${fmt(imp.guests)} | ${fmt(imp.bytes)} | ${fmt(imp.coldMs)} | ${fmt(imp.warmMedianMs)} |`);

process.stderr.write('Print pack of the 10000-booking instance\n');
const printed = measure({ kind: 'print', bookings: 10_000, seed: SEED });
const slowestPrint = Math.max(...printed.documents.map((d) => d.coldMs));
// Each document of the print pack built as HTML (`printHtml`, fonts linked) for the 10000-booking instance (every
// guest named, with a meal), seated as the solver's construction seats it; and the caterer sheet as CSV.
lines.push('', '## Print pack', '');
lines.push('| document | HTML characters | first build (ms) | warm median of 3 (ms) |');
lines.push('| --- | ---: | ---: | ---: |');
for (const d of printed.documents) lines.push(`| ${d.name} | ${fmt(d.chars)} | ${fmt(d.coldMs)} | ${fmt(d.warmMedianMs)} |`);

process.stderr.write('Seat order of the 10000-booking instance\n');
const seated = measure({ kind: 'seats', bookings: 10_000, seed: SEED });
// `orderSeats` over every table of the 10000-booking instance (`bench/seat-order-fixture.ts`: round tables, a third
// rectangles, a 20-seat head table in every hundred; seated first-fit in group order), then `seatTerms` of the result.
lines.push('', '## Seat order', '');
lines.push(
  '| bookings | tables | wishes | first run (ms) | warm median of 3 (ms) | seat terms (ms) | seat_split | seat_neighbours | invalid seats |',
);
lines.push('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
lines.push(
  `| ${fmt(seated.bookings)} | ${fmt(seated.tables)} | ${fmt(seated.wishes)} | ${fmt(seated.coldMs)} | ${fmt(seated.warmMedianMs)} | ${fmt(seated.termsMs)} | ${fmt(seated.seatSplit)} | ${fmt(seated.seatNeighbours)} | ${seated.invalidSeats} |`,
);

const wishes = wishesSection();
lines.push(...wishes.lines);
const crossWishes = crossWishesSection();
lines.push(...crossWishes.lines);
const late = lateChangesSection();
lines.push(...late.lines);
const bound = quick ? null : boundSection();
if (bound) lines.push(...bound.lines);
const cli = cliSection(await measureCli(CLI_RUNS));
lines.push(...cli.lines);

const largest = bySize.get(SIZES.at(-1)!)!;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
lines.push('', '## Targets', '');
lines.push('| target | measured | verdict |');
lines.push('| --- | --- | --- |');
lines.push(
  `| ≤ 12 bookings: exact optimum every time within 200 ms | ${matched}/${SMALL.length} optimal, slowest ${fmt(slowestSmall)} ms (fresh process, including start-up compilation) | ${verdict(matched === SMALL.length && slowestSmall <= 200)} |`,
);
lines.push(
  `| 300 bookings: within 1 % of the ${LONG_MS / 1000} s penalty after 2 s | ${pct((short.penalty - long.penalty) / long.penalty)} above | ${verdict(short.penalty <= long.penalty * 1.01)} |`,
);
lines.push(
  `| ${fmt(SIZES.at(-1)!)} bookings: complete feasible arrangement in under 10 s, under 300 MB | first arrangement after ${fmt(largest.constructedMs)} ms, ${largest.unseated} unseated, ${largest.violations} violations, peak RSS ${fmt(largest.peakRssMb)} MB | ${verdict(largest.constructedMs < 10_000 && largest.violations === 0 && largest.peakRssMb < 300)} |`,
);
lines.push(
  `| import + validation of 10000 rows under 500 ms | ${fmt(imp.coldMs)} ms first run, ${fmt(imp.warmMedianMs)} ms warm | ${verdict(imp.coldMs < 500)} |`,
);

lines.push(
  `| each print document for 10000 bookings in under 1 s | slowest first build ${fmt(slowestPrint)} ms | ${verdict(slowestPrint < 1000)} |`,
);

lines.push(
  `| seat order for 10000 bookings in under 1 s | ${fmt(seated.coldMs)} ms first run, ${fmt(seated.warmMedianMs)} ms warm | ${verdict(seated.coldMs < 1000 && seated.invalidSeats === 0)} |`,
);

lines.push(wishes.target);
lines.push(crossWishes.target);
lines.push(late.target);
if (bound) lines.push(bound.target);
lines.push(cli.target);

// Written as Prettier would, so a fresh measurement passes `npm run lint` as it is.
const resultsUrl = new URL('./results.md', import.meta.url);
const fresh = keepUnmeasured(lines.join('\n') + '\n', readFileSync(resultsUrl, 'utf8'));
writeFileSync(resultsUrl, await format(fresh, { parser: 'markdown' }));
process.stderr.write('Wrote bench/results.md\n');
