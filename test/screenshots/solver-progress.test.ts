/**
 * Screenshots of the solver panel while it searches a generated 2,000-booking event: the best plan so
 * far in words and the time left, both languages, desktop (1280×800) and phone (360×780); then Stop,
 * which keeps the best plan and says so (solver-stop.test.ts asserts that in `npm test`).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { instanceToCsv } from '../../bench/csv-fixture.ts';
import { generateInstance } from '../../bench/generate.ts';
import { shot } from '../support/screenshots.ts';
import { importFile, newPage, useSite } from '../e2e/planner-harness.ts';

const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

describe('screenshots of the solver while it searches', () => {
  const folder = mkdtempSync(join(tmpdir(), 'solver-progress-'));
  const { guests, tables } = instanceToCsv(generateInstance({ bookings: 2000, seed: 1 }));
  writeFileSync(join(folder, 'guests.csv'), guests);
  writeFileSync(join(folder, 'tables.csv'), tables);

  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const strings = lang === 'en' ? en : he;
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        await page.goto(`${site.base}/${lang}/`);
        await page.locator('import-panel file-drop').first().waitFor();
        await importFile(page, 'guests', join(folder, 'guests.csv'));
        await importFile(page, 'tables', join(folder, 'tables.csv'));
        await page.getByRole('button', { name: strings.import.goToSeating }).click();
        const panel = page.locator('solver-panel');
        // A long budget, so the search is still running when the picture is taken.
        await panel.locator('#budget').selectOption('60');
        await panel.getByRole('button', { name: strings.solver.start }).click();
        await panel.locator('.best .facts li').first().waitFor({ timeout: 30_000 });
        await page.waitForTimeout(1500);
        await panel.scrollIntoViewIfNeeded();
        await shot(panel, `${lang}-${size}-9-solver-progress.png`);
        await panel.getByRole('button', { name: strings.solver.stop }).click();
        const outcome = await panel.locator('.outcome').textContent({ timeout: 30_000 });
        assert.ok(outcome?.startsWith(strings.solverProgress.stopped.split(':')[0]!), outcome ?? '');
        await shot(panel, `${lang}-${size}-9-solver-stopped.png`);
        await context.close();
      });
    }
  }
});
