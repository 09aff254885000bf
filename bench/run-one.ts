/**
 * One benchmark measurement in its own process, so its peak memory is its own: prints one JSON line.
 * Usage: tsx bench/run-one.ts '<json task>'
 */
import { reportedPenalty } from '../src/contract/objective.ts';
import { readGuestsFile, readTablesFile } from '../src/csv/index.ts';
import { compileProblem } from '../src/model/compile.ts';
import { checkHardConstraints, createSearch, orderSeats, seatTerms } from '../src/solver/index.ts';
import { checkSeatNumbers } from '../src/model/hard-rules.ts';
import { createI18n } from '../src/i18n/i18n.ts';
import type { Translate } from '../src/i18n/format-issue.ts';
import { catererCsv, PRINT_KINDS, printHtml } from '../src/print/index.ts';
import { instanceToCsv } from './csv-fixture.ts';
import { printPlanOfInstance } from './print-fixture.ts';
import { generateInstance } from './generate.ts';
import { lateChangesRuns, type LateRun } from './late-changes.ts';
import { seatOrderInstance } from './seat-order-fixture.ts';
import { mipOptimum } from './mip.ts';
import { BOUND_EVENT_SHAPE, groupMassBound, groupMassRelaxation, type GroupMassSolution } from './group-mass-mip.ts';
import { crossSideWishInstance, softWishesMet, unitBookingCount, wishInstance, type SoftWishesMet } from './wish-fixture.ts';
import type { Problem } from '../src/model/problem.ts';
import { gapReference, gapRun, type GapReference, type GapRun } from './gap.ts';
import type { Score } from '../src/solver/index.ts';

export type Task =
  | { kind: 'solve'; bookings: number; seed: number; timeLimitMs: number }
  | { kind: 'small'; bookings: number; seed: number }
  | { kind: 'import'; bookings: number; seed: number }
  | { kind: 'print'; bookings: number; seed: number }
  | { kind: 'seats'; bookings: number; seed: number }
  | { kind: 'wishes'; bookings: number; seed: number; timeLimitMs: number; density: number; mip: boolean; iterations?: number }
  | {
      kind: 'cross-wishes';
      bookings: number;
      seed: number;
      timeLimitMs: number;
      slack: number;
      iterations?: number;
      rate?: number;
      maxSize?: number;
    }
  | { kind: 'late-changes'; bookings: number; seed: number; iterations: number; limits: number[]; slack?: number }
  | { kind: 'bound'; bookings: number; seed: number; timeLimitMs: number; mipSeconds: number }
  | { kind: 'gap'; bookings: number; seed: number; solverSeed: number; timeLimitMs: number }
  | { kind: 'gap-reference'; bookings: number; seed: number };

export interface ImportMeasurement {
  bookings: number;
  guests: number;
  bytes: number;
  coldMs: number;
  warmMedianMs: number;
  errors: number;
}

export interface SolveMeasurement {
  bookings: number;
  guests: number;
  tables: number;
  penalty: number;
  raw: number;
  lowerBound: number;
  lowerBoundRaw: number;
  constructionPenalty: number;
  constructedMs: number;
  elapsedMs: number;
  iterations: number;
  stoppedBy: string;
  unseated: number;
  violations: number;
  peakRssMb: number;
  baselineRssMb: number;
  heapUsedMb: number;
}

export interface SmallMeasurement extends SolveMeasurement {
  mipRaw: number;
  mipMs: number;
}

export interface PrintMeasurement {
  bookings: number;
  guests: number;
  /** Per document: HTML characters, first build and the warm median of 3 builds (ms). */
  documents: { name: string; chars: number; coldMs: number; warmMedianMs: number }[];
}

export interface SeatsMeasurement {
  bookings: number;
  tables: number;
  wishes: number;
  coldMs: number;
  warmMedianMs: number;
  termsMs: number;
  seatSplit: number;
  seatNeighbours: number;
  invalidSeats: number;
}

/** One wish event solved (and, when asked, its MIP optimum): hard rules broken, soft wish pairs met, penalties. */
export interface WishesMeasurement {
  bookings: number;
  tables: number;
  wishes: number;
  unitBookings: number;
  violations: number;
  met: SoftWishesMet;
  penalty: number;
  terms: Score['terms'];
  elapsedMs: number;
  iterations: number;
  mip?: { penalty: number; met: SoftWishesMet; violations: number; ms: number };
}

/** The JSON line printed for each kind of task. */
export interface Measurements {
  solve: SolveMeasurement;
  small: SmallMeasurement;
  import: ImportMeasurement;
  print: PrintMeasurement;
  seats: SeatsMeasurement;
  wishes: WishesMeasurement;
  'cross-wishes': WishesMeasurement;
  'late-changes': LateRun[];
  bound: BoundMeasurement;
  gap: GapRun;
  'gap-reference': GapReference;
}

/** An event with explicit strengths: the solver's lower bound and penalty, and the group-mass MIP's bounds (raw units). */
export interface BoundMeasurement {
  bookings: number;
  guests: number;
  tables: number;
  groups: number;
  /** Groups of strength 0 under a parent of positive strength. */
  zeroUnderStrong: number;
  avoidPairs: number;
  lowerBoundRaw: number;
  penaltyRaw: number;
  stoppedBy: string;
  mip: GroupMassSolution;
  /** The LP relaxation of the same model: what shipping an LP solver would give without branching. */
  lpRaw: number;
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

async function main(): Promise<void> {
  const task = JSON.parse(process.argv[2]!) as Task;
  if (task.kind === 'late-changes') {
    console.log(JSON.stringify(lateChangesRuns(task.bookings, task.seed, task.iterations, task.limits, task.slack)));
    return;
  }
  if (task.kind === 'seats') {
    console.log(JSON.stringify(measureSeats(task.bookings, task.seed)));
    return;
  }
  if (task.kind === 'wishes') {
    console.log(JSON.stringify(await measureWishes(wishInstance(task), task)));
    return;
  }
  if (task.kind === 'cross-wishes') {
    console.log(JSON.stringify(await measureWishes(crossSideWishInstance(task), { ...task, mip: false })));
    return;
  }
  if (task.kind === 'bound') {
    console.log(JSON.stringify(await measureBound(task)));
    return;
  }
  if (task.kind === 'gap') {
    console.log(JSON.stringify(gapRun(task.bookings, task.seed, task.solverSeed, task.timeLimitMs)));
    return;
  }
  if (task.kind === 'gap-reference') {
    console.log(JSON.stringify(await gapReference(task.bookings, task.seed)));
    return;
  }
  const baselineRssMb = mb(process.memoryUsage().rss);
  const problem = generateInstance({
    bookings: task.bookings,
    seed: task.seed,
    ...(task.kind === 'small' ? { avoidRate: 0.1, pinRate: 0.05 } : {}),
  });
  const guests = problem.bookings.reduce((s, b) => s + b.size, 0);

  if (task.kind === 'import') {
    const files = instanceToCsv(problem);
    const times: number[] = [];
    let issues = 0;
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      const g = readGuestsFile(files.guests, 'guests.csv');
      const t = readTablesFile(files.tables, 'tables.csv');
      const compiled = compileProblem(g.records, t.records, {
        guestLines: g.lines,
        tableLines: t.lines,
        guestHeaders: g.headers,
        tableHeaders: t.headers,
      });
      times.push(performance.now() - started);
      issues = g.issues.length + t.issues.length + compiled.issues.filter((x) => x.severity === 'error').length;
      if (!compiled.problem) throw new Error('the generated files did not compile');
    }
    const warm = times.slice(1).sort((a, b) => a - b);
    const measurement: ImportMeasurement = {
      bookings: task.bookings,
      guests,
      bytes: files.guests.length,
      coldMs: times[0]!,
      warmMedianMs: warm[Math.floor(warm.length / 2)]!,
      errors: issues,
    };
    console.log(JSON.stringify(measurement));
    return;
  }

  if (task.kind === 'print') {
    const search = createSearch(problem, { seed: task.seed });
    const plan = printPlanOfInstance(problem, search.result().assignment);
    const i18n = createI18n('en');
    const t: Translate = (key, params) => i18n.t(key, params);
    const builds: [string, () => string][] = [
      ...PRINT_KINDS.map((kind): [string, () => string] => [kind, () => printHtml(plan, { kind, language: 'en', fonts: 'linked' }, t)]),
      ['caterer CSV', () => catererCsv(plan, t)],
    ];
    const documents = builds.map(([name, build]) => {
      const times: number[] = [];
      let chars = 0;
      for (let i = 0; i < 4; i++) {
        const started = performance.now();
        chars = build().length;
        times.push(performance.now() - started);
      }
      const warm = times.slice(1).sort((a, b) => a - b);
      return { name, chars, coldMs: times[0]!, warmMedianMs: warm[1]! };
    });
    const measurement: PrintMeasurement = { bookings: task.bookings, guests, documents };
    console.log(JSON.stringify(measurement));
    return;
  }

  const started = performance.now();
  const search = createSearch(problem, task.kind === 'solve' ? { seed: task.seed, timeLimitMs: task.timeLimitMs } : {});
  const constructedMs = performance.now() - started;
  const firstPenalty = search.progress().bestPenalty;
  while (search.step(1000) === 'running');
  const result = search.result();
  const elapsedMs = performance.now() - started;
  const violations = checkHardConstraints(problem, result.assignment).length;
  const base: SolveMeasurement = {
    bookings: task.bookings,
    guests,
    tables: problem.tables.length,
    penalty: result.score.penalty,
    raw: result.score.raw,
    lowerBound: result.lowerBound.penalty,
    lowerBoundRaw: result.lowerBound.raw,
    constructionPenalty: firstPenalty,
    constructedMs,
    elapsedMs,
    iterations: result.iterations,
    stoppedBy: result.stoppedBy,
    unseated: result.score.terms.unseated,
    violations,
    peakRssMb: mb(process.resourceUsage().maxRSS * 1024),
    baselineRssMb,
    heapUsedMb: mb(process.memoryUsage().heapUsed),
  };
  if (task.kind === 'small') {
    const mip = await mipOptimum(problem);
    const measurement: SmallMeasurement = { ...base, mipRaw: mip.raw, mipMs: mip.ms };
    console.log(JSON.stringify(measurement));
    return;
  }
  console.log(JSON.stringify(base));
}

/** orderSeats over every table of a seated instance (first run and warm median of 3), then its seat terms. */
function measureSeats(bookings: number, seed: number): SeatsMeasurement {
  const { problem, assignment } = seatOrderInstance(bookings, seed);
  const times: number[] = [];
  let seats: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const started = performance.now();
    seats = orderSeats(problem, assignment);
    times.push(performance.now() - started);
  }
  const started = performance.now();
  const terms = seatTerms(problem, assignment, seats);
  const termsMs = performance.now() - started;
  const warm = times.slice(1).sort((a, b) => a - b);
  return {
    bookings,
    tables: problem.tables.length,
    wishes: problem.wishes?.length ?? 0,
    coldMs: times[0]!,
    warmMedianMs: warm[1]!,
    termsMs,
    seatSplit: terms.seat_split,
    seatNeighbours: terms.seat_neighbours,
    invalidSeats: checkSeatNumbers(problem, assignment, seats).length,
  };
}

/** The solver on a wish event for its time limit, then (small events) the MIP optimum of the same event. */
async function measureWishes(
  problem: Problem,
  task: { bookings: number; seed: number; timeLimitMs: number; mip: boolean; iterations?: number },
): Promise<WishesMeasurement> {
  const started = performance.now();
  const search = createSearch(problem, { seed: task.seed, timeLimitMs: task.timeLimitMs, iterations: task.iterations });
  while (search.step(1000) === 'running');
  const result = search.result();
  const elapsedMs = performance.now() - started;
  const measurement: WishesMeasurement = {
    bookings: task.bookings,
    tables: problem.tables.length,
    wishes: problem.wishes?.length ?? 0,
    unitBookings: unitBookingCount(problem),
    violations: checkHardConstraints(problem, result.assignment).length,
    met: softWishesMet(problem, result.assignment),
    penalty: result.score.penalty,
    terms: result.score.terms,
    elapsedMs,
    iterations: result.iterations,
  };
  if (!task.mip) return measurement;
  const mip = await mipOptimum(problem);
  return {
    ...measurement,
    mip: {
      penalty: reportedPenalty(mip.raw),
      met: softWishesMet(problem, mip.assignment),
      violations: checkHardConstraints(problem, mip.assignment).length,
      ms: mip.ms,
    },
  };
}

/** The solver for its time limit on an event with explicit strengths, then the group-mass MIP within its limit. */
async function measureBound(task: { bookings: number; seed: number; timeLimitMs: number; mipSeconds: number }): Promise<BoundMeasurement> {
  const problem = generateInstance({ bookings: task.bookings, seed: task.seed, ...BOUND_EVENT_SHAPE });
  const search = createSearch(problem, { seed: task.seed, timeLimitMs: task.timeLimitMs });
  while (search.step(1000) === 'running');
  const result = search.result();
  const strength = (g: number) => problem.groups[g]!.strength;
  return {
    bookings: task.bookings,
    guests: problem.bookings.reduce((sum, b) => sum + b.size, 0),
    tables: problem.tables.length,
    groups: problem.groups.length,
    zeroUnderStrong: problem.groups.filter((g) => g.strength === 0 && g.parent >= 0 && strength(g.parent) > 0).length,
    avoidPairs: problem.bookings.reduce((sum, b) => sum + b.avoid.length, 0) / 2,
    lowerBoundRaw: result.lowerBound.raw,
    penaltyRaw: result.score.raw,
    stoppedBy: result.stoppedBy,
    mip: await groupMassBound(problem, task.mipSeconds, result.assignment),
    lpRaw: (await groupMassRelaxation(problem)).boundRaw,
  };
}

await main();
