/** Closing what a test file opened in `before`, even when `before` stopped halfway (no Chromium, a port taken). */
import { after } from 'node:test';

interface Closable {
  close(): Promise<void>;
}

/**
 * Registers an `after` hook that closes, last opened first, each resource handed to the returned
 * function. Call it where `before` is called (a file or a describe block), and wrap what `before` opens.
 */
export function closeAfterTests(): <T extends Closable>(resource: T) => T {
  const opened: Closable[] = [];
  after(async () => {
    for (const resource of opened.reverse()) await resource.close();
  });
  return (resource) => {
    opened.push(resource);
    return resource;
  };
}
