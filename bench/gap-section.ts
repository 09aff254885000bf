/**
 * The "Avoidable gap" section of bench/results.md and its target row (`npm run bench -- --gap`): every short
 * run of every event against the event's best known plan, one table against HiGHS's bound (ISSUE_GAP_MEASURE,
 * the goal's verdict) and one against the best proven bound (STRICT_GAP_MEASURE, reported beside it).
 */
import { reportedPenalty } from '../src/contract/objective.ts';
import {
  avoidableGap,
  bestOf,
  checkBestPlan,
  GAP_BUDGETS_MS,
  GAP_EVENT_SEEDS,
  GAP_GOALS,
  GAP_SIZES,
  GAP_SOLVER_SEEDS,
  ISSUE_GAP_MEASURE,
  readReferences,
  REFERENCE_MIP_SECONDS,
  REFERENCE_SOLVER_MS,
  referenceKey,
  STRICT_GAP_MEASURE,
  writeReferences,
  type GapMeasure,
  type GapReference,
  type GapRun,
} from './gap.ts';
import { measure } from './measure.ts';
import { median } from './median.ts';
import { fmt, pct } from './numbers.ts';

export const GAP_TARGET = '| avoidable gap';

/** One event's short runs: per budget, one per solver seed. */
interface EventRuns {
  readonly reference: GapReference;
  readonly runs: readonly (readonly GapRun[])[];
}

const gapText = (g: number) => (Number.isFinite(g) ? pct(g) : '∞');
const WORKERS = GAP_SOLVER_SEEDS.length;
const GOALS_TEXT = GAP_BUDGETS_MS.map((ms) => `≤ ${GAP_GOALS[ms]! * 100} % at ${ms / 1000} s`).join(' and ');

/** Runs every event (finding its reference first when missing, or all of them again with `refresh`). */
function measureEvents(refresh: boolean): EventRuns[] {
  const references = readReferences();
  for (const bookings of GAP_SIZES) {
    for (const seed of GAP_EVENT_SEEDS) {
      const key = referenceKey(bookings, seed);
      if (!refresh && references[key]) continue;
      process.stderr.write(`Gap reference: ${bookings} bookings, seed ${seed}\n`);
      // A better plan found outside the benchmark stays: finding the references again must not overstate the best known.
      const bestPlan = references[key]?.bestPlan;
      references[key] = { ...measure({ kind: 'gap-reference', bookings, seed }), ...(bestPlan && { bestPlan }) };
      writeReferences(references);
    }
  }
  const events: EventRuns[] = [];
  for (const bookings of GAP_SIZES) {
    for (const seed of GAP_EVENT_SEEDS) {
      const reference = references[referenceKey(bookings, seed)]!;
      checkBestPlan(reference);
      const runs = GAP_BUDGETS_MS.map((timeLimitMs) =>
        GAP_SOLVER_SEEDS.map((solverSeed) => measure({ kind: 'gap', bookings, seed, solverSeed, timeLimitMs })),
      );
      const shortest = Math.min(...runs.flat().map((r) => r.penaltyRaw));
      if (shortest < bestOf(reference).best) reference.bestShortRaw = shortest;
      // Every run proves its own bound: a stronger bound than the reference's (after a change to the
      // solver's bound) replaces it, so the gap is measured against what the solver proves today.
      reference.solverBoundRaw = Math.max(reference.solverBoundRaw, ...runs.flat().map((r) => r.lowerBoundRaw));
      events.push({ reference, runs });
    }
  }
  writeReferences(references);
  return events;
}

/** One measure's table, the events and budgets missing the goal (one worker, and the best of the workers), and the worst gaps. */
function measureTable(events: readonly EventRuns[], gapMeasure: GapMeasure) {
  const header = GAP_BUDGETS_MS.map((ms) => `${ms / 1000} s, one worker (per solver seed) | ${ms / 1000} s, ${WORKERS} workers`).join(
    ' | ',
  );
  const lines = [
    `| bookings | event seed | bound | best known | optimal | ${header} |`,
    `| ---: | ---: | ---: | ---: | :---: | ${GAP_BUDGETS_MS.map(() => '---: | ---:').join(' | ')} |`,
  ];
  const worst = new Map<number, number>(GAP_BUDGETS_MS.map((ms) => [ms, 0]));
  const worstPool = new Map<number, number>(GAP_BUDGETS_MS.map((ms) => [ms, 0]));
  const missed: string[] = [];
  const poolMissed: string[] = [];
  for (const { reference, runs } of events) {
    const known = bestOf(reference);
    const bound = gapMeasure.boundOf(known);
    const cells = runs.map((budgetRuns, i) => {
      const ms = GAP_BUDGETS_MS[i]!;
      const where = `${reference.bookings} bookings seed ${reference.seed} at ${ms / 1000} s`;
      const gaps = budgetRuns.map((r) => avoidableGap(r.penaltyRaw, known.best, bound));
      worst.set(ms, Math.max(worst.get(ms)!, ...gaps));
      if (gaps.some((g) => g > GAP_GOALS[ms]!)) missed.push(where);
      // Workers with seeds 1, 2, 3 on cores of their own give the best of these runs (solver-client.ts).
      const pool = Math.min(...gaps);
      worstPool.set(ms, Math.max(worstPool.get(ms)!, pool));
      if (pool > GAP_GOALS[ms]!) poolMissed.push(where);
      return `${gaps.map(gapText).join(', ')} | ${gapText(pool)}`;
    });
    const optimal = reference.mipOptimal || known.best - known.bound < 1e-3;
    lines.push(
      `| ${fmt(reference.bookings)} | ${reference.seed} | ${fmt(reportedPenalty(bound))} | ${fmt(reportedPenalty(known.best))} | ${optimal ? 'yes' : 'no'} | ${cells.join(' | ')} |`,
    );
  }
  const worstText = GAP_BUDGETS_MS.map(
    (ms) => `${ms / 1000} s: worst ${gapText(worst.get(ms)!)} (${WORKERS} workers: ${gapText(worstPool.get(ms)!)})`,
  ).join('; ');
  const verdict = [
    `Goal: ${GOALS_TEXT} on every event and seed. One worker: ${missed.length === 0 ? 'every run meets it.' : `missing it: ${missed.join('; ')}.`}`,
    '',
    `${WORKERS} workers (the app's solve on a device with ${WORKERS + 1} or more cores: each worker searches with its own seed on a core of its own and the best plan wins, so the gap is the least of the one-worker runs above): ${poolMissed.length === 0 ? 'every event meets the goal.' : `missing it: ${poolMissed.join('; ')}.`}`,
  ];
  return { lines, verdict, met: missed.length === 0, worstText };
}

export function gapSection(refresh: boolean): { lines: string[]; target: string } {
  const events = measureEvents(refresh);
  const speeds = events.flatMap(({ runs }) =>
    runs.flat().flatMap((r) => (r.stoppedBy === 'time' ? [r.iterations / (r.elapsedMs / 1000)] : [])),
  );
  const issue = measureTable(events, ISSUE_GAP_MEASURE);
  const strict = measureTable(events, STRICT_GAP_MEASURE);
  const out: string[] = ['', '## Avoidable gap', ''];
  out.push(
    `\`bench/gap.ts\`: events of \`bench/generate.ts\` with \`BOUND_EVENT_SHAPE\` (explicit strengths on about half the groups, 3 % spare seats, 0.25 keep-apart pairs per booking), event seeds ${GAP_EVENT_SEEDS.join(', ')}, each solved with solver seeds ${GAP_SOLVER_SEEDS.join(', ')} at ${GAP_BUDGETS_MS.map((ms) => `${ms / 1000} s`).join(' and ')}, one process per run. Each run is given the event's proven bound before its clock starts, as the app's Solve is (the planner proves it when guests or tables change), so the time is the search's; the command line's \`solve\` proves it within its time limit.`,
    `"Best known" is the lowest penalty of a ${REFERENCE_SOLVER_MS / 1000} s solver run, HiGHS on the group-mass MIP started from it (${REFERENCE_MIP_SECONDS} s) and every short run below, or a better plan found outside these runs (kept with its tables and scored again before it counts). Both are kept in \`bench/gap-reference.json\` (\`npm run bench -- --gap --refresh\` finds them again). Avoidable gap = (penalty − best known) ÷ (best known − bound); when the best known is the proven optimum, a run above it shows ∞. Reported units (10 × raw).`,
    '',
    `Search speed: a median of ${(median(speeds) / 1e6).toFixed(2)} million iterations per second over the ${speeds.length} runs that used their whole time (iterations as \`bench/gap-iterations.ts\` counts them, where a fixed budget gives the same plan on any machine).`,
    '',
    `### Against ${ISSUE_GAP_MEASURE.bound}, as the issue measures it`,
    '',
    `The issue's figures when it was filed (12 % of the avoidable penalty at 1 s on its hardest event) and its goal are against HiGHS's bound on the group-mass MIP: the solver's own bound then reached 1–22 % of it on five of its six events, so no other bound gives such figures.`,
    '',
    ...issue.lines,
    '',
    ...issue.verdict,
    '',
    `### Against ${STRICT_GAP_MEASURE.bound}`,
    '',
    `The solver's bound now passes HiGHS's ${REFERENCE_MIP_SECONDS} s bound on every event above 20 bookings (see "Lower bound against the MIP bound"), so less of the penalty counts as avoidable and the same runs' gaps are 2 to 8 times those above: the stricter figure.`,
    '',
    ...strict.lines,
    '',
    ...strict.verdict,
  );
  const target = `${GAP_TARGET} ${GOALS_TEXT}, every event and seed (${GAP_SIZES.join(', ')} bookings) | against HiGHS's bound (the issue's measure): ${issue.worstText}. Against the best proven bound: ${strict.worstText} (${strict.met ? 'met' : 'not met'}) | ${issue.met ? 'met' : 'NOT met'} |`;
  return { lines: out, target };
}
