/**
 * The page's side of the worker contract. One solve runs at a time: starting a new one cancels the
 * previous one, whose promise then resolves with its best arrangement so far (stoppedBy 'cancelled').
 */
import type { Assignment, Problem } from '../model/problem.ts';
import type { SolveOptions, SolveResult } from '../solver/options.ts';
import type { SeatOrderOptions } from '../solver/seat-order.ts';
import { encodeProblem, transferablesOf, type ProgressEvent, type SolverEvent, type SolverRequest } from '../worker/protocol.ts';

export type SolveProgress = Omit<ProgressEvent, 'type' | 'id'>;

export interface SolveHandle {
  readonly result: Promise<SolveResult>;
  /** Stops the search; `result` resolves with the best arrangement so far. */
  cancel(): void;
}

interface Pending {
  readonly resolve: (result: SolveResult) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress: ((progress: SolveProgress) => void) | undefined;
}

export class SolverClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly pendingSeats = new Map<number, { resolve: (seats: number[][]) => void; reject: (error: Error) => void }>();

  constructor(private readonly workerUrl: URL | string = new URL('./solver.worker.js', import.meta.url)) {}

  solve(problem: Problem, options: SolveOptions = {}, onProgress?: (progress: SolveProgress) => void): SolveHandle {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const result = new Promise<SolveResult>((resolve, reject) => this.pending.set(id, { resolve, reject, onProgress }));
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
    worker.postMessage(request, transferablesOf(encoded, sentOptions));
    return {
      result,
      cancel: () => {
        if (this.pending.has(id)) this.worker?.postMessage({ type: 'cancel', id } satisfies SolverRequest);
      },
    };
  }

  /** The seat order of an arrangement, computed in the worker (see orderSeats): seat numbers per booking. */
  orderSeats(problem: Problem, assignment: Assignment, options: SeatOrderOptions = {}): Promise<number[][]> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const seats = new Promise<number[][]>((resolve, reject) => this.pendingSeats.set(id, { resolve, reject }));
    const encoded = encodeProblem(problem);
    const request: SolverRequest = {
      type: 'order-seats',
      id,
      problem: encoded,
      assignment: assignment.slice(),
      ...(options.tables ? { tables: [...options.tables] } : {}),
      ...(options.keep ? { keep: options.keep } : {}),
    };
    worker.postMessage(request, transferablesOf(encoded));
    return seats;
  }

  /** Ends the worker; unfinished solves and seat orders are rejected. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.rejectAll(new Error('The solver was closed before it finished.'));
  }

  private rejectAll(error: Error): void {
    for (const p of [...this.pending.values(), ...this.pendingSeats.values()]) p.reject(error);
    this.pending.clear();
    this.pendingSeats.clear();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerUrl, { type: 'module' });
    worker.onmessage = (message: MessageEvent<SolverEvent>) => this.receive(message.data);
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      this.rejectAll(new Error(event.message || 'The solver stopped unexpectedly.'));
      this.worker?.terminate();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }

  private receive(event: SolverEvent): void {
    const seatOrder = this.pendingSeats.get(event.id);
    if (seatOrder) {
      this.pendingSeats.delete(event.id);
      if (event.type === 'seats') seatOrder.resolve(event.seats);
      else if (event.type === 'error') seatOrder.reject(new Error(event.message));
      return;
    }
    const pending = this.pending.get(event.id);
    if (!pending) return;
    if (event.type === 'progress') {
      const { type: _type, id: _id, ...progress } = event;
      pending.onProgress?.(progress);
      return;
    }
    this.pending.delete(event.id);
    if (event.type === 'error') pending.reject(new Error(event.message));
    else if (event.type === 'result') {
      const { type: _type, id: _id, ...result } = event;
      pending.resolve(result);
    }
  }
}
