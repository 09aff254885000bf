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

/** A tab opened in the background draws no frame: the wait ends after this rather than when it is shown. */
const HIDDEN_TAB_WAIT_MS = 200;

/** Resolves once the browser has drawn what is on the page now (the next frame, then a task after it). */
export function afterNextPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => void yieldToMain().then(resolve));
    setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
  });
}
