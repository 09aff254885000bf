/**
 * Lets the browser handle input and draw before the work that follows: `scheduler.yield()` where
 * the browser has it (the rest of the work keeps its place ahead of other tasks), else a new task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Splits a long piece of work into tasks: after each of its parts, `next()` lets the browser in
 * when the task has run longer than `budgetMs` since it began (or since the last time it did).
 */
export class TaskSlicer {
  private started = performance.now();

  constructor(private readonly budgetMs: number) {}

  async next(): Promise<void> {
    if (performance.now() - this.started <= this.budgetMs) return;
    await yieldToMain();
    this.started = performance.now();
  }
}

/**
 * Runs `parts` in order, each in a task of its own: for code whose modules, run all at once, would
 * be one task long enough to block a phone (each part imports the modules the earlier ones did not).
 */
export async function runInParts(parts: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const part of parts) {
    await part();
    await yieldToMain();
  }
}

/** A tab opened in the background draws no frame: the wait ends after this rather than when it is shown. */
const HIDDEN_TAB_WAIT_MS = 200;

/** Resolves once the browser has drawn what is on the page now (the next frame, then a task after it). */
export function afterNextPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => void yieldToMain().then(resolve));
    setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
  });
}

/** An idle period this long means nothing else waits: no frame is due and no task is queued (the longest is 50 ms). */
const WHOLE_IDLE_PERIOD_MS = 40;

/**
 * Resolves once the page has nothing left to do (an idle period of nearly its whole length), or after
 * `timeoutMs` at the latest, and there where the browser has no idle callbacks: for work the first
 * screen does not need, which would otherwise share the processor with building it.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const latest = setTimeout(resolve, timeoutMs);
    if (typeof requestIdleCallback !== 'function') return;
    const check = (deadline: IdleDeadline) => {
      if (deadline.timeRemaining() < WHOLE_IDLE_PERIOD_MS) return void requestIdleCallback(check);
      clearTimeout(latest);
      resolve();
    };
    requestIdleCallback(check);
  });
}
