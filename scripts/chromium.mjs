/**
 * The one place that knows where Chromium is and how it is started: the browser tests
 * (web-test-runner.config.mjs), the end-to-end tests, the benchmarks, the icons, the screenshots
 * and the Lighthouse audit all use it. A plain ES module with JSDoc types, so the test runner's
 * .mjs configuration and the TypeScript scripts share it as it is.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian's Chromium unless CHROME_PATH names another Chrome or Chromium binary. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Headless in a container, and quiet: no sandbox (root), no GPU, no background downloads or sync. */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/**
 * The Chromium binary to run.
 * @returns {string}
 * @throws {Error} when there is none, saying how to install it
 */
export function chromiumPath() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it with "sudo apt-get install -y chromium" ` +
        '(Debian/Ubuntu) or point CHROME_PATH at a Chrome or Chromium binary, then run this again.',
    );
  }
  return CHROMIUM_PATH;
}

/**
 * A headless Chromium through playwright-core, with the shared flags (plus any in `options.args`).
 * @param {import('playwright-core').LaunchOptions} [options]
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function launchChromium(options = {}) {
  return chromium.launch({
    headless: true,
    ...options,
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
  });
}

/**
 * A headless Chromium with a real profile in `userDataDir`, where service workers, installability
 * and IndexedDB live between pages.
 * @param {string} userDataDir
 * @param {Parameters<import('playwright-core').BrowserType['launchPersistentContext']>[1]} [options]
 * @returns {Promise<import('playwright-core').BrowserContext>}
 */
export function launchChromiumProfile(userDataDir, options = {}) {
  return chromium.launchPersistentContext(userDataDir, {
    headless: true,
    ...options,
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
  });
}
