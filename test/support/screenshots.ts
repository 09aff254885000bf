/**
 * Pictures of the app for people to look at, never compared by a test: `npm run screenshots` (which
 * sets SCREENSHOTS=1) writes them to screenshots/ at the repository root, a folder git ignores. In
 * `npm test` nothing is photographed; the tests that take pictures as they go still assert the same.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { BUILD_PATHS } from '../../scripts/paths.ts';

export const SCREENSHOTS_FOLDER = join(BUILD_PATHS.root, 'screenshots');

/** Whether this run takes pictures (`npm run screenshots`). */
export function screenshotsWanted(): boolean {
  return process.env.SCREENSHOTS === '1';
}

/**
 * Whether a test that runs in each language and on each device runs this case: every case in
 * `npm run screenshots`, which photographs each; in `npm test` English on a desktop and Hebrew on a
 * phone, which between them cover both directions and both layouts.
 */
export function runsLook(lang: 'en' | 'he', device: string): boolean {
  return screenshotsWanted() || (lang === 'en') === (device === 'desktop');
}

/** Where a picture of that name goes. */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS_FOLDER, { recursive: true });
  return join(SCREENSHOTS_FOLDER, name);
}

/** A picture of the page (or of one element) named `name`, in `npm run screenshots` only. */
export async function shot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!screenshotsWanted()) return;
  const path = screenshotPath(name);
  // Only a page has a length beyond the window; an element's picture is always all of it.
  await ('frames' in target ? target.screenshot({ path, ...options }) : target.screenshot({ path }));
}
