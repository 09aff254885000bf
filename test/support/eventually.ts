/**
 * Waiting in end-to-end tests for what the page's state says, not for a picture of it: the state is
 * read from here until it is as wanted, by the clock, so a busy machine waits longer rather than
 * failing. The caller asserts on the value it gets back, with its own message.
 */

/** How long a test waits for a save or a message that normally takes a fraction of a second. */
const PATIENCE_MS = 20_000;
const POLL_MS = 100;

/** `read()` until `done(value)`, or until `timeoutMs` has passed; the last value read either way. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = PATIENCE_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    value = await read();
  }
  return value;
}
