/**
 * The search: construction, then simulated annealing over the neighbourhoods, or, for problems of
 * at most EXACT_BOOKING_LIMIT bookings, an exact branch and bound seeded with the construction. It runs in
 * slices (`step`) so the worker can answer messages between them; `solve` runs it to the end for the CLI
 * and the tests.
 *
 * Annealing accepts every change that does not worsen the penalty and a worsening one of δ with
 * probability exp(−δ / T), T falling geometrically from START_TEMPERATURE (LARGER_EVENT_START_TEMPERATURE
 * on larger events) to END_TEMPERATURE over the run. The run's progress is measured in iterations when an
 * iteration budget is given (so the same seed and budget always give the same arrangement, whatever the
 * clock), otherwise in time.
 * Chosen by measurement over late-acceptance hill climbing: bench/metaheuristic-choice.md.
 */
import {
  EXACT_PROOF_FROM,
  EXACT_PROOF_UNTIL,
  LNS_MAX_BOOKINGS,
  OVERFILL_MAX_TABLES,
  OVERFILL_SHARE,
  PAIR_SWEEP_FROM,
  PERTURBATION_FROM,
} from '../contract/search.ts';
import { checkHardConstraints } from '../model/hard-rules.ts';
import { UNSEATED, type Assignment, type Problem } from '../model/problem.ts';
import { BestArrangement } from './best-arrangement.ts';
import { construct, seatLeftovers } from './construct.ts';
import type { ArrangementState } from './delta.ts';
import { evaluateModel } from './evaluate.ts';
import { EXACT_BOOKING_LIMIT, EXACT_PROOF_MAX_BOOKINGS, solveExactly } from './exact.ts';
import { lowerBoundOfModel } from './lower-bound.ts';
import { buildModel, hasWishes, type SolverModel } from './model.ts';
import { countMoved, MoveBudget } from './move-budget.ts';
import { Neighbourhoods } from './neighbourhoods.ts';
import { DEFAULT_SEED, DEFAULT_TIME_LIMIT_MS, type LowerBound, type SolveOptions, type SolveResult, type StoppedBy } from './options.ts';
import { Random } from './random.ts';
import { seatChanges } from './reseat.ts';
import type { Score } from './score.ts';
import { startingPoint } from './start.ts';
import { keepUnitsWhole } from './units.ts';
import { PairSweep } from './pair-sweep.ts';
import { Perturbation } from './perturbation.ts';
import { TableNeighbourhood } from './table-lns.ts';

/**
 * Temperatures in reported units (10 × raw): at the start a change costing 30 raw (thirty pairs of
 * guests of a top-level group split up) is accepted one time in e; at the end hardly any change worse
 * than the smallest possible step (one empty seat of balance) is. Tuned in bench/metaheuristic-choice.md.
 */
export const START_TEMPERATURE = 300;
/**
 * Events of more than LNS_MAX_BOOKINGS bookings start cooler. Measured at a fixed budget (bench/results.md,
 * 2026-11-28): the hotter start undoes the construction's share of table sizes between the sides, and
 * 100/3 then ended 7–25 % above its best known plan on 11 of 48 runs of 4 M iterations, against 1 of 48
 * from here; over 432 runs of 50–300 bookings, 223 ended within 1 % of the best known against 196.
 * Smaller events keep the hotter start: with this one, 20/2 missed its optimum on a seed.
 */
export const LARGER_EVENT_START_TEMPERATURE = 150;
export const END_TEMPERATURE = 0.5;
/**
 * Re-seating a few related tables exactly (table-lns.ts) starts once this share of the run is done, when
 * the annealing has settled the broad layout, and then takes about half of the remaining time.
 */
const RESEAT_FROM = 0.3;
/** Tables re-seated at once: two to this many. */
const RESEAT_MAX_TABLES = 4;
/** Nodes each exact re-seating may visit. */
const RESEAT_NODES = 3000;
/** Proposals one node costs about as much time as (measured: 5–16 µs a node, 0.4–0.9 µs a proposal). */
const NODE_PROPOSALS = 16;
/** At least this many proposals between two re-seatings. */
const RESEAT_GAP_MIN = 1000;
/**
 * Proposals one exact re-seating costs in setting up, whatever its nodes (measured: 30–60 µs on events
 * of 100–300 bookings, where a proposal takes 0.25–0.45 µs).
 */
const RESEAT_SETUP_PROPOSALS = 150;
/**
 * Moves a capacity trade makes or scores for each proposal it counts as: measured at 9–19 µs a trade of
 * 32–85 such moves, the time of 13–27 proposals, so a budgeted run keeps about the pace of a timed one.
 */
const TRADE_WORK_PER_PROPOSAL = 2;
/** Iterations between clock readings: reading the clock costs more than a proposal. */
const CLOCK_EVERY = 256;
/**
 * Longest the exact search may run (in one slice, within the time limit); past it the small-problem
 * path goes on with annealing from the best arrangement found. Small problems take milliseconds.
 */
const EXACT_MAX_MS = 2000;
/**
 * Strategic oscillation: until OVERFILL_SHARE of the run a proposal may leave OVERFILL_SLACK guests more at a
 * table than it holds, at a cost per guest over rising geometrically from OVERFILL_COST_START to
 * OVERFILL_COST_END (scaled units). With 3 % spare seats most proposals are otherwise refused for lack of
 * room, and the capacities each side holds can change only through plans that do not fit. After it no
 * proposal overfills a table, and a guest still over costs OVERFILL_COST_DRAIN, so the annealing seats
 * them first. Only plans that fit are kept as the best. Measured in bench/results.md against other
 * shares, costs and slacks.
 */
const OVERFILL_SLACK = 1;
const OVERFILL_COST_START = 50;
const OVERFILL_COST_END = 5000;
const OVERFILL_COST_DRAIN = 1e7;
/**
 * A guest still over capacity this share of the run after OVERFILL_SHARE means no change can seat them
 * properly (the free seats do not suit the bookings' sizes): the search goes back to its best arrangement,
 * which fits, and goes on from there.
 */
const DRAIN_SHARE = 0.1;

export interface SearchSnapshot {
  readonly assignment: Assignment;
  readonly score: Score;
  readonly iterations: number;
  readonly elapsedMs: number;
}

export interface SearchProgress {
  readonly bestPenalty: number;
  readonly iterations: number;
  readonly elapsedMs: number;
}

export interface Search {
  /** Runs for about maxMillis (never past the time limit); 'done' once a stop condition holds. */
  step(maxMillis: number): 'running' | 'done';
  /** The best arrangement so far (copies and scores it: call it for results, not in a tight loop). */
  snapshot(): SearchSnapshot;
  /** A copy of the best arrangement so far, not scored: cheap enough to send now and then while searching. */
  bestAssignment(): Assignment;
  /** Cheap progress figures: reported penalty of the best so far, iterations, elapsed time. */
  progress(): SearchProgress;
  /** Stops the search; the next step returns 'done' and stoppedBy is 'cancelled'. */
  cancel(): void;
  readonly stoppedBy: StoppedBy | null;
  readonly lowerBound: LowerBound;
  result(): SolveResult;
}

const now = (): number => performance.now();

export class AnnealingSearch implements Search {
  /** Proven lower bound: the combinatorial one, or the optimum once the exact search has proved it. */
  lowerBound: LowerBound;
  stoppedBy: StoppedBy | null = null;
  private readonly model: SolverModel;
  private readonly state: ArrangementState;
  private readonly neighbourhoods: Neighbourhoods;
  private readonly movable: Uint8Array;
  private readonly pinnedFree: Uint8Array;
  private readonly open: Uint8Array;
  private readonly rng: Random;
  /** Where the cooling starts: START_TEMPERATURE, or LARGER_EVENT_START_TEMPERATURE on larger events. */
  private readonly startTemperature: number;
  private temperature: number;
  private readonly startedAt = now();
  private readonly timeLimitMs: number;
  private readonly iterationBudget: number;
  private iterations = 0;
  private readonly best: BestArrangement;
  private exactTried = false;
  /** Proposals until the next clock reading (kept across slices, so slicing never changes the run). */
  private untilClock = 1;
  /** Share of the run done, as of the last clock reading. */
  private progressShare = 0;
  /** Share of the cooling schedule the run starts at (SolveOptions.scheduleFrom). */
  private readonly scheduleFrom: number;
  /** Re-seating of a few related tables at once, now and then; null when the model is too large or moves are budgeted. */
  private readonly tables: TableNeighbourhood | null;
  private nextReseatAt = 0;
  /** The closing sweep of pairs, then triples, of tables (pair-sweep.ts); null when the model is too large or moves are budgeted. */
  private readonly sweep: PairSweep | null;
  /**
   * The best cost the sweep has seen (Infinity before it starts). Once it runs out of pairs the annealing goes
   * on from there, and now and then finds a better arrangement, which no sweep has seen: that one is swept again.
   */
  private sweptCost = Infinity;
  /** Whether the exact search is still to try to prove the best arrangement optimal (small problems). */
  private proofPending: boolean;
  /** Stable re-seating: the people moved from the reference and their limit; null without a reference. */
  private readonly budget: MoveBudget | null = null;
  /** Whether proposals may overfill tables early in the run (OVERFILL_SHARE). */
  private readonly overfills: boolean;
  /** The perturbation from the best plan at the end of the run (PERTURBATION_FROM); null where restarts never run, and in their rounds. */
  private readonly perturbation: Perturbation | null;

  constructor(
    private readonly problem: Problem,
    options: SolveOptions,
    /** The problem's model when the caller has built it already (restarts.ts builds it once for every round). */
    model: SolverModel = buildModel(problem),
    /**
     * Whether the run may end in the perturbation from the best plan; restart rounds do without it: two rounds
     * and the polishing leave those traps already, and with it 2 s runs ended no nearer (bench/results.md).
     */
    mayPerturb = true,
  ) {
    this.model = model;
    this.startTemperature = model.bookingCount > LNS_MAX_BOOKINGS ? LARGER_EVENT_START_TEMPERATURE : START_TEMPERATURE;
    this.temperature = this.startTemperature;
    this.scheduleFrom = options.scheduleFrom ?? 0;
    this.progressShare = this.scheduleFrom;
    this.lowerBound = options.lowerBound ?? lowerBoundOfModel(this.model);
    const reference = options.reference ? referenceOf(options.reference, problem) : null;
    const start = startingPoint(this.model, reference ? { ...options, initial: reference } : options);
    if (reference) {
      // Stable re-seating: keep the reference, seat the changes moving as few people as possible (or at
      // most maxMoves), then search with the moved people held at that count (or within maxMoves).
      this.budget = new MoveBudget(this.model.size, reference, options.maxMoves ?? Infinity, start.state.position);
      seatChanges(this.model, start.state, start.movable, start.open, this.budget);
      if (options.maxMoves === undefined) this.budget.limit = this.budget.moved;
    } else {
      construct(this.model, start.state, start.open, start.toPlace);
      keepUnitsWhole(this.model, start.state, start.open, start.movable);
      seatLeftovers(this.model, start.state, start.open, start.movable);
    }
    this.state = start.state;
    this.movable = start.movable;
    this.pinnedFree = start.pinnedFree;
    this.open = start.open;
    this.neighbourhoods = new Neighbourhoods(this.model, this.state, start.movable, start.open, this.budget);
    this.rng = new Random(options.seed ?? DEFAULT_SEED);
    this.timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
    this.iterationBudget = options.iterations ?? Infinity;
    this.best = new BestArrangement(this.state, this.state.cost());
    // One re-seater serves both: every event small enough for re-seating related tables fits the sweep.
    const reseater =
      this.budget === null && PairSweep.fits(this.model) ? new TableNeighbourhood(this.model, this.state, start.movable, start.open) : null;
    this.tables = reseater !== null && TableNeighbourhood.fits(this.model) ? reseater : null;
    this.sweep = reseater !== null ? new PairSweep(this.model, this.state, reseater, start.open, start.movable) : null;
    this.perturbation = mayPerturb && this.sweep !== null && this.tables === null ? new Perturbation(END_TEMPERATURE) : null;
    // Not where the re-seating of related tables runs all along (it assumes every table fits; the closing
    // sweep starts long after overfilling ends, from the best arrangement), nor where the guests could not all
    // fit: no change unseats a booking, so a guest seated over capacity there could never leave.
    this.overfills =
      this.budget === null &&
      this.tables === null &&
      this.model.tableCount <= OVERFILL_MAX_TABLES &&
      this.model.totalSize <= this.model.totalCapacity &&
      this.model.size.every((z) => z <= this.model.maxCapacity);
    this.proofPending =
      this.budget === null &&
      this.model.bookingCount > EXACT_BOOKING_LIMIT &&
      this.model.bookingCount <= EXACT_PROOF_MAX_BOOKINGS &&
      !hasWishes(this.model);
    if (this.reachedBound() || (!this.neighbourhoods.canMove && !this.pinnedFree.includes(1))) {
      // The bound is reached, or nothing can move: the starting arrangement is the only one allowed.
      this.stoppedBy = 'optimal';
    }
  }

  private reachedBound(): boolean {
    return Math.round(this.best.cost) <= this.lowerBound.penalty;
  }

  cancel(): void {
    if (this.stoppedBy === null) this.stoppedBy = 'cancelled';
  }

  step(maxMillis: number): 'running' | 'done' {
    if (this.stoppedBy !== null) return 'done';
    const sliceStart = now();
    // The exact search knows groups, avoid pairs and pins; wishes and tags are left to the annealing.
    // It knows nothing of moved people, so a stable re-seating (a reference) skips it.
    if (!this.exactTried && this.budget === null && this.model.bookingCount <= EXACT_BOOKING_LIMIT && !hasWishes(this.model)) {
      this.exactTried = true;
      const exact = solveExactly(
        this.model,
        this.state.assignment(),
        this.movable,
        this.pinnedFree,
        this.open,
        { assignment: this.best.assignment(), cost: this.best.cost },
        Math.min(sliceStart + EXACT_MAX_MS, this.startedAt + this.timeLimitMs),
      );
      if (exact.cost < this.best.cost) this.adopt(exact.assignment);
      if (exact.complete) {
        this.stoppedBy = 'optimal';
        return 'done';
      }
    }
    if (!this.neighbourhoods.canMove) {
      // Only pinned bookings could change (by leaving their table), which the local search never tries.
      this.stoppedBy = 'iterations';
      return 'done';
    }
    const sliceEnd = Math.min(sliceStart + maxMillis, this.startedAt + this.timeLimitMs);
    const state = this.state;
    const rng = this.rng;
    let current = state.cost();
    let candidate = current;
    const accept = (delta: number): boolean => {
      candidate = current + delta;
      return delta <= 0 || rng.float() < Math.exp(-delta / this.temperature);
    };
    for (;;) {
      if (this.iterations >= this.iterationBudget) {
        this.stoppedBy = 'iterations';
        break;
      }
      if (--this.untilClock <= 0) {
        this.untilClock = CLOCK_EVERY;
        const t = now();
        if (t >= this.startedAt + this.timeLimitMs) {
          this.stoppedBy = 'time';
          break;
        }
        if (t >= sliceEnd) {
          // The next slice reads the clock first, so the temperature is set where it would have been.
          this.untilClock = 1;
          break;
        }
        this.cool(t);
        if (this.overfills) {
          if (state.overflow > 0 && this.progressShare >= OVERFILL_SHARE + DRAIN_SHARE) this.adopt(this.best.assignment());
          current = state.cost(); // the cost of a guest over capacity follows the progress
        }
        if (this.proofPending && this.progressShare >= EXACT_PROOF_FROM) {
          this.proofPending = false;
          if (this.prove()) break;
          current = state.cost();
        }
      }
      if (this.sweep !== null && this.progressShare >= PAIR_SWEEP_FROM) {
        if (!this.sweep.busy && this.best.cost < this.sweptCost - 1e-9) {
          // From the best arrangement, which fits every table (the exact re-seating assumes so).
          this.backToBest();
          this.sweep.begin();
          this.sweptCost = this.best.cost; // an arrangement without related pairs is swept at once
          current = state.cost();
        }
        if (this.sweep.busy) {
          const { nodes, improved } = this.sweep.next(RESEAT_NODES);
          this.iterations += nodes * NODE_PROPOSALS + RESEAT_SETUP_PROPOSALS;
          this.untilClock = 1; // one re-seating can take as long as hundreds of proposals
          if (improved) {
            current = state.cost();
            if (this.keptReseating(this.sweep.lastChange, current)) break;
            this.sweptCost = this.best.cost; // nothing else runs while the sweep is busy
          }
          continue;
        }
      }
      if (this.perturbation !== null && this.progressShare >= PERTURBATION_FROM && !this.sweep!.busy) {
        if (this.perturbation.kickDue) current = this.kick();
        this.temperature = this.perturbation.nextTemperature();
      }
      if (this.tables !== null && this.progressShare >= RESEAT_FROM && this.iterations >= this.nextReseatAt) {
        // Re-seat a few related tables exactly. It counts as the proposals its nodes cost in time, and as
        // many proposals of annealing follow before the next one: half the time each, the same for a seed.
        const { nodes, improved } = this.tables.improve(rng, 2 + rng.int(RESEAT_MAX_TABLES - 1), RESEAT_NODES);
        this.iterations += nodes * NODE_PROPOSALS;
        this.nextReseatAt = this.iterations + Math.max(RESEAT_GAP_MIN, nodes * NODE_PROPOSALS);
        if (improved) {
          current = state.cost();
          if (this.keptReseating(this.tables.lastChange, current)) break;
        }
        continue;
      }
      const kept = this.neighbourhoods.propose(this.rng, accept);
      this.iterations += Math.floor(this.neighbourhoods.takeTradeWork() / TRADE_WORK_PER_PROPOSAL);
      if (kept) {
        const change = this.neighbourhoods.lastChange;
        this.best.recordChange(change.bookings, change.from);
        current = candidate;
        if (current < this.best.cost && state.overflow === 0) {
          this.best.currentIsBest(current);
          if (this.reachedBound()) {
            this.iterations++;
            this.stoppedBy = 'optimal';
            break;
          }
        }
      }
      this.iterations++;
    }
    return this.stoppedBy === null ? 'running' : 'done';
  }

  /** Goes back to the best arrangement, kicks it and starts a descent (perturbation.ts); returns the new cost. */
  private kick(): number {
    this.backToBest();
    this.neighbourhoods.kick(this.rng);
    const change = this.neighbourhoods.lastChange;
    this.best.recordChange(change.bookings, change.from);
    this.iterations += Math.floor(this.neighbourhoods.takeTradeWork() / TRADE_WORK_PER_PROPOSAL);
    this.perturbation!.startDescent();
    const cost = this.state.cost();
    // A kick seldom lowers the penalty, but when it does that plan is the best, not the one it left.
    if (cost < this.best.cost && this.state.overflow === 0) this.best.currentIsBest(cost);
    return cost;
  }

  /** Records an exact re-seating that lowered the penalty to `cost`; true once that reaches the bound. */
  private keptReseating(change: TableNeighbourhood['lastChange'], cost: number): boolean {
    this.best.recordChange(change.bookings, change.from);
    if (cost >= this.best.cost || this.state.overflow > 0) return false;
    this.best.currentIsBest(cost);
    if (!this.reachedBound()) return false;
    this.stoppedBy = 'optimal';
    return true;
  }

  /** Goes back to the best arrangement unless the current one is it (it fits every table, as the best does). */
  private backToBest(): void {
    if (this.state.cost() > this.best.cost || this.state.overflow > 0) this.adopt(this.best.assignment());
  }

  /** Continues from an arrangement that respects capacity, pins and locks: the exact search's, or the best. */
  private adopt(assignment: Assignment): void {
    for (let b = 0; b < assignment.length; b++) this.state.move(b, assignment[b]!);
    this.best.currentIsBest(this.state.cost());
  }

  /**
   * Small problems: the exact search, given the best arrangement as the one to beat, until EXACT_PROOF_UNTIL
   * of the run and at most EXACT_MAX_MS (or, with an iteration budget, the nodes the iterations until then
   * buy, so the run repeats); the annealing takes the rest when it did not complete.
   * Keeps what it finds better; true when it proved the best optimal, which then is the bound too.
   */
  private prove(): boolean {
    const budgeted = Number.isFinite(this.iterationBudget);
    const best = this.best.assignment();
    const exact = solveExactly(
      this.model,
      best,
      this.movable,
      this.pinnedFree,
      this.open,
      { assignment: best, cost: this.best.cost },
      // In one go (the worker answers no message meanwhile), so never longer than EXACT_MAX_MS.
      budgeted ? Infinity : Math.min(now() + EXACT_MAX_MS, this.startedAt + this.timeLimitMs * EXACT_PROOF_UNTIL),
      budgeted ? Math.max(0, (this.iterationBudget * EXACT_PROOF_UNTIL - this.iterations) / NODE_PROPOSALS) : Infinity,
    );
    this.iterations += exact.nodes * NODE_PROPOSALS;
    if (exact.cost < this.best.cost) this.adopt(exact.assignment);
    if (!exact.complete) return false;
    const optimum = evaluateModel(this.model, this.best.assignment());
    this.lowerBound = { raw: optimum.raw, penalty: optimum.penalty };
    this.stoppedBy = 'optimal';
    return true;
  }

  /** Sets the temperature from the run's progress: iterations when budgeted (deterministic), else time. */
  private cool(now: number): void {
    const progress = Number.isFinite(this.iterationBudget)
      ? this.iterations / this.iterationBudget
      : (now - this.startedAt) / this.timeLimitMs;
    this.progressShare = Math.min(1, this.scheduleFrom + (1 - this.scheduleFrom) * progress);
    // Once the perturbation runs, each descent sets its own temperature.
    if (this.perturbation === null || this.progressShare < PERTURBATION_FROM)
      this.temperature = this.startTemperature * Math.pow(END_TEMPERATURE / this.startTemperature, this.progressShare);
    if (this.overfills) {
      const early = this.progressShare < OVERFILL_SHARE;
      // Capacity trades end with overfilling: over runs of 50–300 bookings, 26 of 73,000 tried from 40 to
      // 50 % of a run were kept and none later, and they take about a tenth of its time (bench/results.md).
      this.neighbourhoods.tradesOpen = early;
      this.state.overflowSlack = early ? OVERFILL_SLACK : 0;
      this.state.overflowWeight = early
        ? OVERFILL_COST_START * Math.pow(OVERFILL_COST_END / OVERFILL_COST_START, this.progressShare / OVERFILL_SHARE)
        : OVERFILL_COST_DRAIN;
    }
  }

  progress(): SearchProgress {
    return { bestPenalty: Math.round(this.best.cost), iterations: this.iterations, elapsedMs: now() - this.startedAt };
  }

  bestAssignment(): Assignment {
    return this.best.assignment();
  }

  snapshot(): SearchSnapshot {
    const assignment = this.best.assignment();
    return { assignment, score: evaluateModel(this.model, assignment), iterations: this.iterations, elapsedMs: now() - this.startedAt };
  }

  /** The best arrangement, which the rulebook must accept: a result that breaks a hard constraint is a bug, said loudly. */
  result(): SolveResult {
    const snap = this.snapshot();
    const [broken] = checkHardConstraints(this.problem, snap.assignment);
    if (broken) throw new Error(`The search ended on an arrangement that breaks a hard constraint (${broken.kind})`);
    const result = { ...snap, lowerBound: this.lowerBound, stoppedBy: this.stoppedBy ?? 'cancelled' };
    return this.budget ? { ...result, moved: countMoved(this.model.size, this.budget.reference, snap.assignment) } : result;
  }
}

/** The reference as long as the problem's bookings, tables it does not have read as unseated. */
function referenceOf(reference: Assignment, problem: Problem): Assignment {
  return Int32Array.from(problem.bookings, (_, b) => {
    const t = reference[b] ?? UNSEATED;
    return t >= 0 && t < problem.tables.length ? t : UNSEATED;
  });
}
