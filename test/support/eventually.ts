/**
 * The one way tests wait: for what the page's state says, not for a picture of it or a fixed time.
 * The state is read until it is as wanted, by the clock, so a busy machine waits longer rather
 * than failing. Node tests (end-to-end, unit) and the component tests in Chromium share it, so it
 * imports nothing of either runtime.
 */

/**
 * How many times slower the run is meant to be (`npm run test:slow` sets TEST_CPU_SLOWDOWN, and
 * throttles Chromium by it, see scripts/chromium.mjs): every deadline here is that much longer.
 * Read through globalThis: in the browser there is no `process`.
 */
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
export const SLOWDOWN = Math.max(1, Number(env?.['TEST_CPU_SLOWDOWN']) || 1);

/** A deadline (a wait's or a test's) set for this machine, stretched as much as the run is slowed. */
export const patience = (ms: number): number => ms * SLOWDOWN;

/** How long a test waits for a save or a message that normally takes a fraction of a second. */
export const PATIENCE_MS = patience(20_000);
/**
 * The component tests' wait: under mocha's 20 s per test (web-test-runner.config.mjs), so a wait
 * that never ends fails naming what it waited for.
 */
const UNTIL_PATIENCE_MS = patience(10_000);
/** A read from Node goes to the page and back; a check in the page is a function call. */
const POLL_MS = 100;
const UNTIL_POLL_MS = 25;

const pause = (ms: number) =>
  new Promise((resolve) => {
    // eslint-disable-next-line no-restricted-syntax -- the poll's interval, inside the clock-bounded wait itself
    setTimeout(resolve, ms);
  });

/** `read()` until `done(value)`, or until `timeoutMs` has passed; the last value read either way. */
export async function eventually<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs = PATIENCE_MS,
  pollMs = POLL_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await pause(pollMs);
    value = await read();
  }
  return value;
}

/**
 * Waits until `check` gives a value (rendering and IndexedDB writes are asynchronous) and returns
 * it; fails naming `what` when it never does. A check that throws (what it reads is not there yet)
 * counts as no value.
 */
export async function until<T>(check: () => T | undefined | null | false, what = 'condition', timeoutMs = UNTIL_PATIENCE_MS): Promise<T> {
  const attempt = () => {
    try {
      return check();
    } catch {
      return undefined;
    }
  };
  const value = await eventually(attempt, Boolean, timeoutMs, UNTIL_POLL_MS);
  if (value) return value;
  throw new Error(`Timed out waiting for ${what}`);
}

/** Waits until `check()` is true; fails naming `what` when it never is. */
export async function assertEventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = PATIENCE_MS): Promise<void> {
  if (!(await eventually(check, Boolean, timeoutMs))) throw new Error(`Timed out waiting for ${what}`);
}
