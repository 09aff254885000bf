/**
 * Runs the unit and contract test files in this one Node process: Node 20's runner would start a
 * process for each of them, and each would load tsx and its imports and bundle the command line
 * again (cli-source.ts), which was half of their time. Each file becomes a suite named after it.
 *
 *   node --import tsx --test-reporter=spec test/unit/run.ts [files…]
 */
import { describe } from 'node:test';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { testFiles } from '../support/test-files.ts';

const named = process.argv.slice(2).map((file) => resolve(file));
const files = named.length > 0 ? named : [...testFiles('test/unit'), ...testFiles('test/contract')];

for (const file of files) {
  await describe(relative(BUILD_PATHS.root, file), async () => {
    await import(pathToFileURL(file).href);
  });
}
