/**
 * The search: construction, then simulated annealing over the neighbourhoods with the phases the schedule
 * gives the event (schedule.ts: branch and bound, the proof window, re-seating related tables, overfilling,
 * the closing sweep, the perturbation). It runs in slices (`step`) so the worker can answer messages between
 * them; `solve` (restarts.ts) runs it to the end for the CLI and the tests.
 *
 * Annealing accepts every change that does not worsen the penalty and a worsening one of δ with
 * probability exp(−δ / T), T falling geometrically from the regime's start temperature to its end one over
 * the run. The run's progress is measured in iterations when an iteration budget is given (so the same seed
 * and budget always give the same arrangement, whatever the clock), otherwise in time.
 * Why annealing: docs/decisions/0001.
 */
import type { ProofWindow } from '../contract/solver-schedule.ts';
import { checkHardConstraints } from '../model/hard-rules.ts';
import { UNSEATED, type Assignment, type Problem } from '../model/problem.ts';
import { BestArrangement } from './best-arrangement.ts';
import { construct, seatLeftovers } from './construct.ts';
import type { ArrangementState } from './delta.ts';
import { evaluateModel } from './evaluate.ts';
import { solveExactly } from './exact.ts';
import { lowerBoundOfModel } from './lower-bound.ts';
import { buildModel, movesAreBound, type SolverModel } from './model.ts';
import { countMoved, MoveBudget } from './move-budget.ts';
import { Neighbourhoods } from './neighbourhoods.ts';
import { DEFAULT_SEED, DEFAULT_TIME_LIMIT_MS, type LowerBound, type SolveOptions, type SolveResult, type StoppedBy } from './options.ts';
import { Random } from './random.ts';
import { seatChanges } from './reseat.ts';
import { planRun, WORK, type RunPlan } from './schedule.ts';
import type { Score } from './score.ts';
import { startingPoint } from './start.ts';
import { keepUnitsWhole, unitOf } from './units.ts';
import { PairSweep } from './pair-sweep.ts';
import { Perturbation } from './perturbation.ts';
import { TableNeighbourhood } from './table-lns.ts';

/** Iterations between clock readings: reading the clock costs more than a proposal. */
const CLOCK_EVERY = 256;

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
  /** The phases this run takes, and their settings. */
  private readonly plan: RunPlan;
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
  /** Re-seating of a few related tables at once, now and then; null where the plan has none. */
  private readonly tables: TableNeighbourhood | null;
  private nextReseatAt = 0;
  /** The closing sweep of pairs, then triples, of tables (pair-sweep.ts); null where the plan has none. */
  private readonly sweep: PairSweep | null;
  /**
   * The best cost the sweep has seen (Infinity before it starts). Once it runs out of pairs the annealing goes
   * on from there, and now and then finds a better arrangement, which no sweep has seen: that one is swept again.
   */
  private sweptCost = Infinity;
  /** Whether the exact search is still to try to prove the best arrangement optimal (the proof window). */
  private proofPending: boolean;
  /** Stable re-seating: the people moved from the reference and their limit; null without a reference. */
  private readonly budget: MoveBudget | null = null;
  /** The perturbation from the best plan at the end of the run; null where the plan has none, and in restart rounds. */
  private readonly perturbation: Perturbation | null;

  constructor(
    private readonly problem: Problem,
    options: SolveOptions,
    /** The problem's model when the caller has built it already (restarts.ts builds it once for every round). */
    model: SolverModel = buildModel(problem),
    /** Whether the run may end in the perturbation from the best plan (restart rounds do without it). */
    mayPerturb = true,
  ) {
    this.model = model;
    this.plan = planRun(model, { keepsPlan: Boolean(options.reference), mayPerturb });
    this.temperature = this.plan.annealing.startTemperature;
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
      seatWhereRoomCanBeMade(this.model, start.state, start.movable, start.open);
    }
    this.state = start.state;
    this.movable = start.movable;
    this.pinnedFree = start.pinnedFree;
    this.open = start.open;
    this.neighbourhoods = new Neighbourhoods(this.model, this.state, start.movable, start.open, this.budget, this.plan.capacityTrades);
    this.rng = new Random(options.seed ?? DEFAULT_SEED);
    this.timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
    this.iterationBudget = options.iterations ?? Infinity;
    this.best = new BestArrangement(this.state, this.state.cost());
    const { tableReseating, closingSweep, perturbation } = this.plan;
    // One re-seater serves both: every event small enough for re-seating related tables has the sweep.
    const reseater = tableReseating || closingSweep ? new TableNeighbourhood(this.model, this.state, start.movable, start.open) : null;
    this.tables = tableReseating ? reseater : null;
    this.sweep = closingSweep ? new PairSweep(this.model, this.state, reseater!, start.open, start.movable, this.plan) : null;
    this.perturbation = perturbation ? new Perturbation(perturbation, this.plan.annealing.endTemperature) : null;
    this.proofPending = this.plan.proofWindow !== null;
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
    const { exactSearch, overfill, proofWindow, closingSweep, perturbation, tableReseating } = this.plan;
    if (exactSearch && !this.exactTried) {
      this.exactTried = true;
      const exact = solveExactly(
        this.model,
        this.state.assignment(),
        this.movable,
        this.pinnedFree,
        this.open,
        { assignment: this.best.assignment(), cost: this.best.cost },
        Math.min(sliceStart + exactSearch.maxMs, this.startedAt + this.timeLimitMs),
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
        if (overfill) {
          if (state.overflow > 0 && this.progressShare >= overfill.until + overfill.drainWithin) this.adopt(this.best.assignment());
          current = state.cost(); // the cost of a guest over capacity follows the progress
        }
        if (this.proofPending && this.progressShare >= proofWindow!.from) {
          this.proofPending = false;
          if (this.prove(proofWindow!)) break;
          current = state.cost();
        }
      }
      if (this.sweep !== null && this.progressShare >= closingSweep!.from) {
        if (!this.sweep.busy && this.best.cost < this.sweptCost - 1e-9) {
          // From the best arrangement, which fits every table (the exact re-seating assumes so).
          this.backToBest();
          this.sweep.begin();
          this.sweptCost = this.best.cost; // an arrangement without related pairs is swept at once
          current = state.cost();
        }
        if (this.sweep.busy) {
          const { nodes, improved } = this.sweep.next(closingSweep!.nodes);
          this.iterations += nodes * WORK.nodeProposals + WORK.reseatSetupProposals;
          this.untilClock = 1; // one re-seating can take as long as hundreds of proposals
          if (improved) {
            current = state.cost();
            if (this.keptReseating(this.sweep.lastChange, current)) break;
            this.sweptCost = this.best.cost; // nothing else runs while the sweep is busy
          }
          continue;
        }
      }
      if (this.perturbation !== null && this.progressShare >= perturbation!.from && !this.sweep!.busy) {
        if (this.perturbation.kickDue) current = this.kick();
        this.temperature = this.perturbation.nextTemperature();
      }
      if (this.tables !== null && this.progressShare >= tableReseating!.from && this.iterations >= this.nextReseatAt) {
        // Re-seat a few related tables exactly. It counts as the proposals its nodes cost in time, and as
        // many proposals of annealing follow before the next one: half the time each, the same for a seed.
        const { maxTables, nodes: nodeLimit, minGap } = tableReseating!;
        const { nodes, improved } = this.tables.improve(rng, 2 + rng.int(maxTables - 1), nodeLimit);
        this.iterations += nodes * WORK.nodeProposals;
        this.nextReseatAt = this.iterations + Math.max(minGap, nodes * WORK.nodeProposals);
        if (improved) {
          current = state.cost();
          if (this.keptReseating(this.tables.lastChange, current)) break;
        }
        continue;
      }
      const kept = this.neighbourhoods.propose(this.rng, accept);
      this.iterations += Math.floor(this.neighbourhoods.takeTradeWork() / WORK.tradeMovesPerProposal);
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
    this.neighbourhoods.kick(this.rng, this.plan.perturbation!);
    const change = this.neighbourhoods.lastChange;
    this.best.recordChange(change.bookings, change.from);
    this.iterations += Math.floor(this.neighbourhoods.takeTradeWork() / WORK.tradeMovesPerProposal);
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
   * The proof window: the exact search, given the best arrangement as the one to beat, until the window's end
   * and at most the exact search's longest call (or, with an iteration budget, the nodes the iterations until
   * then buy, so the run repeats); the annealing takes the rest when it did not complete.
   * Keeps what it finds better; true when it proved the best optimal, which then is the bound too.
   */
  private prove(window: ProofWindow): boolean {
    const budgeted = Number.isFinite(this.iterationBudget);
    const best = this.best.assignment();
    const exact = solveExactly(
      this.model,
      best,
      this.movable,
      this.pinnedFree,
      this.open,
      { assignment: best, cost: this.best.cost },
      // In one go (the worker answers no message meanwhile), so never longer than the exact search's longest call.
      budgeted ? Infinity : Math.min(now() + window.maxMs, this.startedAt + this.timeLimitMs * window.until),
      budgeted ? Math.max(0, (this.iterationBudget * window.until - this.iterations) / WORK.nodeProposals) : Infinity,
    );
    this.iterations += exact.nodes * WORK.nodeProposals;
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
    const { annealing, perturbation, overfill } = this.plan;
    // Once the perturbation runs, each descent sets its own temperature.
    if (perturbation === null || this.progressShare < perturbation.from) {
      const start = annealing.startTemperature;
      this.temperature = start * Math.pow(annealing.endTemperature / start, this.progressShare);
    }
    if (overfill) {
      const early = this.progressShare < overfill.until;
      // Capacity trades end with overfilling: hardly any is kept after it (docs/decisions/0013).
      this.neighbourhoods.tradesOpen = early;
      this.state.overflowSlack = early ? overfill.slack : 0;
      this.state.overflowWeight = early
        ? overfill.costStart * Math.pow(overfill.costEnd / overfill.costStart, this.progressShare / overfill.until)
        : overfill.costDrain;
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

/**
 * A together unit or a booking requiring tags that the construction left unseated although the event has
 * seats for it (seatLeftovers seats only loose bookings) is seated by moving the fewest others, as
 * re-seating seats a change: the search would have to empty a tagged table one uphill move at a time,
 * which a wish's weight can forbid (docs/decisions/0028).
 */
function seatWhereRoomCanBeMade(model: SolverModel, state: ArrangementState, movable: Uint8Array, open: Uint8Array): void {
  if (!movesAreBound(model)) return;
  let unseated = 0;
  let bound = false;
  for (const b of state.members[model.tableCount]!) {
    if (!movable[b]) continue;
    unseated += model.size[b]!;
    if (model.requireClass[b]! >= 0 || unitOf(model, b).length > 1) bound = true;
  }
  if (!bound) return;
  let free = 0;
  for (let t = 0; t < model.tableCount; t++) if (open[t]) free += state.freeSeats(t);
  if (free < unseated) return;
  seatChanges(model, state, movable, open, new MoveBudget(model.size, state.position.slice(), Infinity, state.position));
}
