/**
 * How the tests run the command line as its source is now.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCli } from '../../scripts/build-cli.ts';

/** Node's arguments that run the TypeScript source through tsx, as the bin does without its bundle. */
export const CLI_THROUGH_TSX = ['--import', 'tsx', 'src/cli/bin.ts'] as const;

let bundled: readonly string[] | null = null;

/**
 * Node's arguments that run src/cli/ bundled afresh for this test process, by the build's own step, so a
 * test never runs a bundle made before an edit. A run then starts in about 0.1 s instead of 1.2 s through
 * tsx; test/e2e/cli-bin.test.ts checks that the bundle answers as the source through tsx does. The file
 * lies inside the repository, so what the commands load at run time resolves from node_modules.
 */
export function cliFromSource(): readonly string[] {
  if (bundled) return bundled;
  const folder = fileURLToPath(new URL('../../node_modules/.cache/seating-optimizer-tests/', import.meta.url));
  const file = `${folder}cli-${process.pid}.mjs`;
  mkdirSync(folder, { recursive: true });
  buildCli(file);
  process.on('exit', () => rmSync(file, { force: true }));
  bundled = [file];
  return bundled;
}
