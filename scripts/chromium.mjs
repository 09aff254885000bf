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
 * How many times slower than this machine the tests' pages run: `npm run test:slow` sets
 * TEST_CPU_SLOWDOWN=3, and every page of every context then has its CPU throttled by that rate
 * (DevTools' Emulation.setCPUThrottlingRate), as a slower machine would run it. 1: no throttling.
 */
export const CPU_SLOWDOWN = Math.max(1, Number(process.env.TEST_CPU_SLOWDOWN) || 1);
/** Playwright's default wait for an element or a navigation, stretched as the pages are slowed. */
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Throttles `page`'s CPU by CPU_SLOWDOWN (a page closed meanwhile needs nothing).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<void>}
 */
async function throttlePage(page) {
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  } catch {
    // The page went away before it could be slowed.
  }
}

/**
 * When the run is slowed, every page `context` opens (by newPage, a popup or a link) is throttled,
 * and newPage hands a page back only once it is.
 * @param {import('playwright-core').BrowserContext} context
 * @returns {import('playwright-core').BrowserContext}
 */
export function slowContext(context) {
  if (CPU_SLOWDOWN <= 1) return context;
  context.setDefaultTimeout(DEFAULT_TIMEOUT_MS * CPU_SLOWDOWN);
  context.setDefaultNavigationTimeout(DEFAULT_TIMEOUT_MS * CPU_SLOWDOWN);
  /** @type {WeakMap<import('playwright-core').Page, Promise<void>>} */
  const throttled = new WeakMap();
  const throttle = (/** @type {import('playwright-core').Page} */ page) => {
    if (!throttled.has(page)) throttled.set(page, throttlePage(page));
    return throttled.get(page);
  };
  context.pages().forEach((page) => void throttle(page));
  context.on('page', (page) => void throttle(page));
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await throttle(page);
    return page;
  };
  return context;
}

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
export async function launchChromium(options = {}) {
  const browser = await chromium.launch({
    headless: true,
    ...options,
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
  });
  if (CPU_SLOWDOWN > 1) {
    // Browser.newPage opens its context through newContext too, so this covers both.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (contextOptions) => slowContext(await newContext(contextOptions));
  }
  return browser;
}

/**
 * A headless Chromium with a real profile in `userDataDir`, where service workers, installability
 * and IndexedDB live between pages.
 * @param {string} userDataDir
 * @param {Parameters<import('playwright-core').BrowserType['launchPersistentContext']>[1]} [options]
 * @returns {Promise<import('playwright-core').BrowserContext>}
 */
export async function launchChromiumProfile(userDataDir, options = {}) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    headless: true,
    ...options,
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
  });
  return slowContext(context);
}
