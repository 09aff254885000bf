/**
 * The page's side of the worker contract. One solve runs at a time: starting a new one cancels the
 * previous one, whose promise then resolves with its best arrangement so far (stoppedBy 'cancelled').
 *
 * A solve runs in several workers at once when the device has the cores (one left free for the page):
 * worker i searches with seed + i, the progress shows the best of them, and the result is the best
 * plan any found (the first worker's on a tie), so the same seed and worker count give the same plan.
 * A worker that proves its plan optimal stops the others. Seat orders and bounds run in the first worker.
 */
import { DEFAULT_SEED } from '../solver/options.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import type { LowerBound, SolveOptions, SolveResult } from '../solver/options.ts';
import type { SeatOrderOptions } from '../solver/seat-order.ts';
import {
  encodeProblem,
  transferablesOf,
  type BoundEvent,
  type ProgressEvent,
  type SeatsEvent,
  type SolverEvent,
  type SolverRequest,
} from '../worker/protocol.ts';

export type SolveProgress = Omit<ProgressEvent, 'type' | 'id'>;

export interface SolveHandle {
  readonly result: Promise<SolveResult>;
  /** Stops the search; `result` resolves with the best arrangement so far. */
  cancel(): void;
}

/** Why a solve or seat order ended unfinished: the client was disposed (the planner went away), not a failure. */
export class SolverClosedError extends Error {
  constructor() {
    super('The solver was closed before it finished.');
    this.name = 'SolverClosedError';
  }
}

/** Most workers one solve uses: each holds a copy of the problem. */
const MAX_SOLVER_WORKERS = 4;

/** Workers a solve may use here: the cores the browser reports, one left free for the page. */
function defaultWorkerCount(): number {
  // hardwareConcurrency is 0 or absent in some browsers and workers.
  const cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency || 1;
  return Math.max(1, Math.min(MAX_SOLVER_WORKERS, cores - 1));
}

/** What the first worker answers a seat order or a bound with. */
type Answer = SeatsEvent | BoundEvent;

interface Pending {
  readonly resolve: (result: SolveResult) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress: ((progress: SolveProgress) => void) | undefined;
}

export class SolverClient {
  private workers: Worker[] = [];
  private nextId = 1;
  /** Pending solves of each worker, by request id (one solve has one id in every worker). */
  private readonly pending = new Map<string, Pending>();
  /** Seat orders and bounds asked of the first worker, by request id. */
  private readonly pendingAnswers = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  private readonly workerCount: number;

  constructor(
    private readonly workerUrl: URL | string = new URL('./solver.worker.js', import.meta.url),
    options: { workers?: number } = {},
  ) {
    this.workerCount = Math.max(1, Math.floor(options.workers ?? defaultWorkerCount()));
  }

  solve(problem: Problem, options: SolveOptions = {}, onProgress?: (progress: SolveProgress) => void): SolveHandle {
    const id = this.nextId++;
    const count = this.workerCount;
    const latest: (SolveProgress | null)[] = Array.from({ length: count }, () => null);
    const combine = (i: number, progress: SolveProgress): void => {
      latest[i] = progress;
      const known = latest.filter((p): p is SolveProgress => p !== null);
      const bestPenalty = Math.min(...known.map((p) => p.bestPenalty));
      onProgress?.({
        bestPenalty,
        lowerBound: Math.max(...known.map((p) => p.lowerBound)),
        iterations: known.reduce((sum, p) => sum + p.iterations, 0),
        elapsedMs: Math.max(...known.map((p) => p.elapsedMs)),
        ...(progress.best && progress.bestPenalty <= bestPenalty ? { best: progress.best } : {}),
      });
    };
    const runs = Array.from({ length: count }, (_, i) => {
      const result = new Promise<SolveResult>((resolve, reject) =>
        this.pending.set(`${i}:${id}`, { resolve, reject, onProgress: onProgress ? (p) => combine(i, p) : undefined }),
      );
      const seed = (options.seed ?? DEFAULT_SEED) + i;
      this.start(i, id, problem, { ...options, seed });
      // A proven optimum cannot be beaten: the other workers stop and answer with what they have.
      void result.then((r) => (r.stoppedBy === 'optimal' ? cancel() : undefined)).catch(() => undefined);
      return result;
    });
    const cancel = (): void => {
      this.workers.forEach((worker, i) => {
        if (this.pending.has(`${i}:${id}`)) worker.postMessage({ type: 'cancel', id } satisfies SolverRequest);
      });
    };
    return { result: Promise.all(runs).then(bestOfRuns), cancel };
  }

  private start(i: number, id: number, problem: Problem, options: SolveOptions): void {
    // Copies, so the caller's arrays stay usable after they are transferred.
    const sentOptions: SolveOptions = {
      ...options,
      ...(options.initial ? { initial: options.initial.slice() } : {}),
      ...(options.fixed ? { fixed: options.fixed.slice() } : {}),
      ...(options.lockedTables ? { lockedTables: options.lockedTables.slice() } : {}),
      ...(options.reference ? { reference: options.reference.slice() } : {}),
    };
    const encoded = encodeProblem(problem);
    const request: SolverRequest = { type: 'start', id, problem: encoded, options: sentOptions };
    this.ensureWorker(i).postMessage(request, transferablesOf(encoded, sentOptions));
  }

  /** The seat order of an arrangement, computed in the worker (see orderSeats): seat numbers per booking. */
  async orderSeats(problem: Problem, assignment: Assignment, options: SeatOrderOptions = {}): Promise<number[][]> {
    const encoded = encodeProblem(problem);
    const answer = await this.ask(
      (id) => ({
        type: 'order-seats',
        id,
        problem: encoded,
        assignment: assignment.slice(),
        ...(options.tables ? { tables: [...options.tables] } : {}),
        ...(options.keep ? { keep: options.keep } : {}),
      }),
      transferablesOf(encoded),
    );
    if (answer.type !== 'seats') throw new Error('The solver answered a seat order with something else.');
    return answer.seats;
  }

  /** The problem's full proven lower bound, computed in the worker (see lowerBound). */
  async lowerBound(problem: Problem): Promise<LowerBound> {
    const encoded = encodeProblem(problem);
    const answer = await this.ask((id) => ({ type: 'bound', id, problem: encoded }), transferablesOf(encoded));
    if (answer.type !== 'bound') throw new Error('The solver answered a bound with something else.');
    return answer.lowerBound;
  }

  /** Sends the first worker a request that gets one answer. */
  private ask(request: (id: number) => SolverRequest, transfer: ArrayBuffer[]): Promise<Answer> {
    const worker = this.ensureWorker(0);
    const id = this.nextId++;
    const answer = new Promise<Answer>((resolve, reject) => this.pendingAnswers.set(id, { resolve, reject }));
    worker.postMessage(request(id), transfer);
    return answer;
  }

  /** Ends the workers; unfinished solves, seat orders and bounds are rejected. */
  dispose(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers = [];
    this.rejectAll(new SolverClosedError());
  }

  private rejectAll(error: Error): void {
    for (const p of [...this.pending.values(), ...this.pendingAnswers.values()]) p.reject(error);
    this.pending.clear();
    this.pendingAnswers.clear();
  }

  private ensureWorker(i: number): Worker {
    const existing = this.workers[i];
    if (existing) return existing;
    const worker = new Worker(this.workerUrl, { type: 'module' });
    worker.onmessage = (message: MessageEvent<SolverEvent>) => this.receive(i, message.data);
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      this.rejectAll(new Error(event.message || 'The solver stopped unexpectedly.'));
      for (const w of this.workers) w.terminate();
      this.workers = [];
    };
    this.workers[i] = worker;
    return worker;
  }

  private receive(i: number, event: SolverEvent): void {
    const asked = i === 0 ? this.pendingAnswers.get(event.id) : undefined;
    if (asked) {
      this.pendingAnswers.delete(event.id);
      if (event.type === 'error') asked.reject(new Error(event.message));
      else if (event.type === 'seats' || event.type === 'bound') asked.resolve(event);
      return;
    }
    const key = `${i}:${event.id}`;
    const pending = this.pending.get(key);
    if (!pending) return;
    if (event.type === 'progress') {
      const { type: _type, id: _id, ...progress } = event;
      pending.onProgress?.(progress);
      return;
    }
    this.pending.delete(key);
    if (event.type === 'error') pending.reject(new Error(event.message));
    else if (event.type === 'result') {
      const { type: _type, id: _id, ...result } = event;
      pending.resolve(result);
    }
  }
}

/** The best plan of several workers' results (the first on a tie), with the best bound any proved. */
function bestOfRuns(results: SolveResult[]): SolveResult {
  const best = results.reduce((a, b) => (b.score.raw < a.score.raw ? b : a));
  const lowerBound = results.reduce((a, b) => (b.lowerBound.raw > a.lowerBound.raw ? b : a)).lowerBound;
  if (results.length === 1) return best;
  return {
    ...best,
    lowerBound,
    iterations: results.reduce((sum, r) => sum + r.iterations, 0),
    stoppedBy: best.score.penalty <= lowerBound.penalty ? 'optimal' : best.stoppedBy,
  };
}
