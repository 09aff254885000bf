/**
 * `npx tsx scripts/make-screenshots.ts` (after `npm run build`): photographs the running planner,
 * seated with the 150-guest example wedding, in each language at the wide and narrow sizes the web
 * app manifests announce. The results are committed under public/screenshots/; install dialogs show them.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import en from '../locales/en.json' with { type: 'json' };
import he from '../locales/he.json' with { type: 'json' };
import { LANGUAGES } from '../src/contract/service.ts';
import { startServer } from '../src/server/main.ts';
import { SCREENSHOT_SIZES, screenshotPath, type FormFactor } from '../src/site/web-manifest.ts';
import { launchChromium } from './chromium.mjs';
import { BUILD_PATHS } from './paths.ts';

const STRINGS = { en, he };
const EXAMPLE = { guests: 'wedding-150-guests.csv', tables: 'wedding-150-tables.csv' };

/** The fixed part of a message before its first parameter, to recognise it on screen. */
const prefixOf = (template: string) => template.split('{{')[0]!.trim();

async function main(): Promise<void> {
  const server = await startServer(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  mkdirSync(join(BUILD_PATHS.public, 'screenshots'), { recursive: true });
  try {
    for (const lang of LANGUAGES) {
      const t = STRINGS[lang];
      const context = await browser.newContext({ viewport: SCREENSHOT_SIZES.wide, locale: lang, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${base}/${lang}/`);
      const input = (kind: 'guests' | 'tables') => page.locator(`file-drop[kind=${kind}] input[type=file]`);
      await input('guests').setInputFiles(join(BUILD_PATHS.public, 'examples', EXAMPLE.guests));
      await page.getByText(t.import.loaded.replace('{{file}}', EXAMPLE.guests)).waitFor();
      await input('tables').setInputFiles(join(BUILD_PATHS.public, 'examples', EXAMPLE.tables));
      // With both files in, the planner offers the seating view (or opens it by itself on a later load).
      const goToSeating = page.getByRole('button', { name: t.import.goToSeating });
      const solve = page
        .getByRole('button', { name: t.solver.start, exact: true })
        .or(page.getByRole('button', { name: t.solver.improve, exact: true }));
      await goToSeating.or(solve).first().waitFor();
      if (await goToSeating.isVisible()) await goToSeating.click();
      await solve.click();
      await page
        .getByText(prefixOf(t.solver.outcome.applied))
        .or(page.getByText(prefixOf(t.solver.outcome.optimal)))
        .first()
        .waitFor({ timeout: 60_000 });
      for (const formFactor of Object.keys(SCREENSHOT_SIZES) as FormFactor[]) {
        await page.setViewportSize(SCREENSHOT_SIZES[formFactor]);
        await page.evaluate('window.scrollTo(0, 0)'); // a string: scripts are type-checked without DOM types
        const file = join(BUILD_PATHS.public, screenshotPath(lang, formFactor));
        await page.screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
