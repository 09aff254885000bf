/**
 * The worker's run loop: one search at a time, advanced in ~10 ms slices with a yield to the event loop
 * between slices, so a cancel (or a newer start) is handled within one slice and answered with the best
 * arrangement so far. The yield uses a MessageChannel: unlike setTimeout it is not clamped to 4 ms.
 */
import { lowerBound } from '../solver/lower-bound.ts';
import { createSearch } from '../solver/restarts.ts';
import type { Search } from '../solver/search.ts';
import { orderSeats } from '../solver/seat-order.ts';
import {
  BEST_INTERVAL_MS,
  decodeProblem,
  PROGRESS_INTERVAL_MS,
  type OrderSeatsRequest,
  type SolverEvent,
  type SolverRequest,
} from './protocol.ts';

const SLICE_MS = 10;

export type Post = (event: SolverEvent, transfer?: ArrayBuffer[]) => void;

interface Run {
  readonly id: number;
  readonly search: Search;
}

export class SolverRunLoop {
  private current: Run | null = null;
  private readonly channel = new MessageChannel();
  /** One waiter per message posted to the channel (a superseded run may still be waiting). */
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly post: Post) {
    this.channel.port1.onmessage = () => this.waiting.shift()?.();
  }

  /** Cancels any run and closes the loop's channel (a Node process can then exit). */
  dispose(): void {
    this.current?.search.cancel();
    this.channel.port1.close();
  }

  handle(request: SolverRequest): void {
    if (request.type === 'cancel') {
      if (this.current?.id === request.id) this.current.search.cancel();
      return;
    }
    if (request.type === 'order-seats') {
      this.answer(request.id, () => ({ type: 'seats', id: request.id, seats: seatsFor(request) }));
      return;
    }
    if (request.type === 'bound') {
      this.answer(request.id, () => ({ type: 'bound', id: request.id, lowerBound: lowerBound(decodeProblem(request.problem)) }));
      return;
    }
    // A newer start supersedes the running search, which ends as cancelled with its best so far.
    this.current?.search.cancel();
    let search: Search;
    try {
      search = createSearch(decodeProblem(request.problem), request.options);
    } catch (error) {
      this.fail(request.id, error);
      return;
    }
    const run = { id: request.id, search };
    this.current = run;
    void this.drive(run);
  }

  /**
   * Answers a request of one answer at once, between search slices: a seat order takes well under a
   * second on the largest events, a bound a few hundred milliseconds at most.
   */
  private answer(id: number, make: () => SolverEvent): void {
    try {
      this.post(make());
    } catch (error) {
      this.fail(id, error);
    }
  }

  private fail(id: number, error: unknown): void {
    this.post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  }

  private yieldToEvents(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.channel.port2.postMessage(null);
    });
  }

  private async drive(run: Run): Promise<void> {
    let lastProgress = -Infinity;
    let lastBest = -Infinity;
    let bestSent = Infinity;
    try {
      for (;;) {
        const status = run.search.step(SLICE_MS);
        if (status === 'done') break;
        const progress = run.search.progress();
        if (progress.elapsedMs - lastProgress >= PROGRESS_INTERVAL_MS) {
          lastProgress = progress.elapsedMs;
          const event = { type: 'progress', id: run.id, lowerBound: run.search.lowerBound.penalty, ...progress } as const;
          // The arrangement itself only when it improved since the last one sent, and not too often.
          if (progress.bestPenalty < bestSent && progress.elapsedMs - lastBest >= BEST_INTERVAL_MS) {
            lastBest = progress.elapsedMs;
            bestSent = progress.bestPenalty;
            const best = run.search.bestAssignment();
            this.post({ ...event, best }, [best.buffer as ArrayBuffer]);
          } else this.post(event);
        }
        await this.yieldToEvents();
      }
      const result = run.search.result();
      this.post({ type: 'result', id: run.id, ...result }, [result.assignment.buffer as ArrayBuffer]);
    } catch (error) {
      this.fail(run.id, error);
    } finally {
      if (this.current === run) this.current = null;
    }
  }
}

/** The seat order an order-seats request asks for (see orderSeats): the tables to order, the others keeping theirs. */
function seatsFor(request: OrderSeatsRequest): number[][] {
  const options = { ...(request.tables ? { tables: request.tables } : {}), ...(request.keep ? { keep: request.keep } : {}) };
  return orderSeats(decodeProblem(request.problem), request.assignment, options);
}
