/**
 * Runs end-to-end files in this one Node process, so they share one server and one Chromium
 * (shared-site.ts): `npm run test:e2e` runs every test/e2e/*.test.ts, `npm run screenshots` the
 * files that take pictures. Node 20's runner would give each file a process of its own, and so a
 * server and a browser of its own. Each file becomes a suite whose tests run in order, as alone;
 * a few files run at once, since most of a browser test is waiting on the page.
 *
 *   node --import tsx --test-reporter=spec test/e2e/run.ts [--screenshots] [files…]
 */
import { readFileSync } from 'node:fs';
import { after, before, describe } from 'node:test';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { patience } from '../support/eventually.ts';
import { testFiles } from '../support/test-files.ts';
import { holdSharedSite, releaseSharedSite } from './shared-site.ts';

/** Files at once: two keep both cores busy while pages wait on workers and timers. */
const FILES_AT_ONCE = Number(process.env.E2E_FILES_AT_ONCE) || 2;
/** Each test inherits this as its timeout too (a suite's timeout is its tests' default). */
const FILE_TIMEOUT_MS = patience(10 * 60_000);

/** The pictures: every file in test/screenshots/, and the end-to-end files that take some as they go. */
function screenshotFiles(): string[] {
  const takesPictures = (file: string) => /\b(shot|screenshotAll)\(/.test(readFileSync(file, 'utf8'));
  return [...testFiles('test/screenshots'), ...testFiles('test/e2e').filter(takesPictures)];
}

const args = process.argv.slice(2);
const screenshots = args.includes('--screenshots');
// Read by test/support/screenshots.ts when the files below are imported.
if (screenshots) process.env.SCREENSHOTS = '1';
const named = args.filter((arg) => arg !== '--screenshots').map((file) => resolve(file));
const files = named.length > 0 ? named : screenshots ? screenshotFiles() : testFiles('test/e2e');

describe(screenshots ? 'screenshots' : 'end-to-end', { concurrency: FILES_AT_ONCE }, () => {
  before(holdSharedSite);
  after(releaseSharedSite);
  for (const file of files) {
    describe(relative(BUILD_PATHS.root, file), { concurrency: 1, timeout: FILE_TIMEOUT_MS }, async () => {
      await import(pathToFileURL(file).href);
    });
  }
});
