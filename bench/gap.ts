/**
 * The avoidable gap: how much of the penalty that could still be avoided a short run leaves,
 * (penalty − best known) ÷ (best known − bound), on events with explicit strengths, tight slack and
 * many keep-apart pairs (BOUND_EVENT_SHAPE), at 1 s and 2 s, for every event seed and solver seed, against
 * each bound of GAP_MEASURES.
 *
 * The best known plan and the best bound of each event are slow to find (a long solver run, then HiGHS
 * on the group-mass MIP started from it), so they are kept in bench/gap-reference.json and found again
 * only with `--refresh` (or when an event is missing); a short run that beats the best known lowers it.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { checkHardConstraints } from '../src/model/hard-rules.ts';
import { createSearch, lowerBound } from '../src/solver/index.ts';
import { evaluate } from '../src/solver/evaluate.ts';
import { generateInstance } from './generate.ts';
import { BOUND_EVENT_SHAPE, groupMassBound } from './group-mass-mip.ts';

export const GAP_SIZES = [20, 50, 100, 150, 200, 300];
export const GAP_EVENT_SEEDS = [1, 2, 3];
export const GAP_SOLVER_SEEDS = [1, 2, 3];
export const GAP_BUDGETS_MS = [1000, 2000];
/** Goal per budget: the avoidable gap of every run at most this share. */
export const GAP_GOALS: Record<number, number> = { 1000: 0.02, 2000: 0.01 };
export const REFERENCE_SOLVER_MS = 20_000;
export const REFERENCE_MIP_SECONDS = 60;

/** The best plan and bound known for one event (raw units). */
export interface GapReference {
  bookings: number;
  seed: number;
  /** The solver's own proven lower bound. */
  solverBoundRaw: number;
  /** The long solver run's penalty. */
  longRunRaw: number;
  mipBoundRaw: number;
  mipBestRaw: number;
  mipOptimal: boolean;
  /** The best penalty a short benchmark run found, when it beat the long run and the MIP. */
  bestShortRaw?: number;
  /**
   * A better plan found outside these runs (how, its penalty, its table per booking), kept so the best known
   * is never overstated; `checkBestPlan` scores it again before it counts.
   */
  bestPlan?: { raw: number; found: string; assignment: number[] };
}

export interface GapRun {
  penaltyRaw: number;
  lowerBoundRaw: number;
  stoppedBy: string;
  elapsedMs: number;
  iterations: number;
}

const referenceUrl = new URL('./gap-reference.json', import.meta.url);
/** An event's key in the references: bookings and seed. */
export const referenceKey = (bookings: number, seed: number) => `${bookings}/${seed}`;

export function readReferences(): Record<string, GapReference> {
  return existsSync(referenceUrl) ? (JSON.parse(readFileSync(referenceUrl, 'utf8')) as Record<string, GapReference>) : {};
}

export function writeReferences(references: Record<string, GapReference>): void {
  const sorted = Object.fromEntries(Object.entries(references).sort(([, a], [, b]) => a.bookings - b.bookings || a.seed - b.seed));
  writeFileSync(referenceUrl, JSON.stringify(sorted, null, 2) + '\n');
}

/** HiGHS's bounds carry floating-point noise; raw penalties are multiples of 0.1. */
const TOLERANCE = 1e-3;

const eventOf = (bookings: number, seed: number) => generateInstance({ bookings, seed, ...BOUND_EVENT_SHAPE });

/**
 * One short run of the solver (its own process, see run-one.ts), given the event's proven bound before its
 * clock starts, as the app's Solve is: the planner proves the bound when guests or tables change
 * (src/state/bound-keeper.ts), so the time limit is the search's own.
 */
export function gapRun(bookings: number, eventSeed: number, solverSeed: number, timeLimitMs: number): GapRun {
  const problem = eventOf(bookings, eventSeed);
  const search = createSearch(problem, { seed: solverSeed, timeLimitMs, lowerBound: lowerBound(problem) });
  while (search.step(1000) === 'running');
  const r = search.result();
  return {
    penaltyRaw: r.score.raw,
    lowerBoundRaw: r.lowerBound.raw,
    stoppedBy: r.stoppedBy,
    elapsedMs: r.elapsedMs,
    iterations: r.iterations,
  };
}

/** Throws unless the reference's stored plan keeps every hard rule of its event and scores what it claims. */
export function checkBestPlan(reference: GapReference): void {
  const plan = reference.bestPlan;
  if (!plan) return;
  const problem = eventOf(reference.bookings, reference.seed);
  const assignment = Int32Array.from(plan.assignment);
  const [broken] = checkHardConstraints(problem, assignment);
  const raw = evaluate(problem, assignment).raw;
  if (broken || Math.abs(raw - plan.raw) > TOLERANCE)
    throw new Error(
      `The stored best plan of ${reference.bookings}/${reference.seed} ${broken ? `breaks ${broken.kind}` : `scores ${raw}, not ${plan.raw}`}.`,
    );
}

/** The long run and the MIP for one event. */
export async function gapReference(bookings: number, seed: number): Promise<GapReference> {
  const problem = eventOf(bookings, seed);
  const search = createSearch(problem, { seed: 1, timeLimitMs: REFERENCE_SOLVER_MS });
  while (search.step(1000) === 'running');
  const long = search.result();
  const mip = await groupMassBound(problem, REFERENCE_MIP_SECONDS, long.assignment);
  return {
    bookings,
    seed,
    solverBoundRaw: long.lowerBound.raw,
    longRunRaw: long.score.raw,
    mipBoundRaw: mip.boundRaw,
    mipBestRaw: mip.incumbentRaw,
    mipOptimal: mip.optimal,
  };
}

/**
 * The best plan known (raw), the best proven bound (raw: the solver's or HiGHS's, the higher) and HiGHS's
 * bound of a reference.
 */
export function bestOf(reference: GapReference): { best: number; bound: number; mipBound: number } {
  const best = Math.min(
    reference.longRunRaw,
    reference.mipBestRaw,
    reference.bestShortRaw ?? Infinity,
    reference.bestPlan?.raw ?? Infinity,
  );
  return { best, bound: Math.max(reference.solverBoundRaw, reference.mipBoundRaw), mipBound: reference.mipBoundRaw };
}

/** A bound the avoidable gap is measured against. */
export interface GapMeasure {
  /** What the bound is, as the results name it. */
  readonly bound: string;
  readonly boundOf: (known: ReturnType<typeof bestOf>) => number;
}

/**
 * The issue's measure (its goal's verdict) and the stricter one: the issue's goal and its figures (12 % at 1 s on the hardest event when it was filed)
 * are against HiGHS's bound, the solver's own being far weaker then. The solver's bound now passes HiGHS's
 * 60 s bound on every event above 20 bookings, so less of the penalty counts as avoidable against it and
 * the same plan's gap is 2 to 8 times larger: the stricter figure, measured beside it.
 */
export const ISSUE_GAP_MEASURE: GapMeasure = { bound: "HiGHS's bound", boundOf: (known) => known.mipBound };
export const STRICT_GAP_MEASURE: GapMeasure = {
  bound: "the best proven bound (the solver's or HiGHS's, the higher)",
  boundOf: (known) => known.bound,
};
export const GAP_MEASURES: readonly GapMeasure[] = [ISSUE_GAP_MEASURE, STRICT_GAP_MEASURE];

/**
 * The avoidable gap of a penalty: 0 when it is the best known; when the best known is proven optimal
 * (nothing is avoidable) any excess counts as an infinite gap.
 */
export function avoidableGap(penaltyRaw: number, best: number, bound: number): number {
  const excess = Math.max(0, penaltyRaw - best);
  if (excess < TOLERANCE) return 0;
  const avoidable = best - bound;
  return avoidable < TOLERANCE ? Infinity : excess / avoidable;
}
