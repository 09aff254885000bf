/**
 * Lets the browser handle input and draw before the work that follows: `scheduler.yield()` where
 * the browser has it (the rest of the work keeps its place ahead of other tasks), else a new task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
