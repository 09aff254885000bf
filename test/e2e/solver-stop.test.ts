/**
 * Stop in the middle of a long search of a generated 2,000-booking event keeps the best plan found
 * so far and says so: English on a desktop (1280×800) and Hebrew on a phone (360×780) in `npm test`,
 * all four in `npm run screenshots`, which photographs the panel while it searches and after Stop.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { instanceToCsv } from '../../bench/csv-fixture.ts';
import { generateInstance } from '../../bench/generate.ts';
import { runsLook, screenshotsWanted, shot } from '../support/screenshots.ts';
import { eventually, patience } from '../support/eventually.ts';
import { importFile, newPage, useSite } from './planner-harness.ts';

const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

describe('stopping the solver while it searches', () => {
  const folder = mkdtempSync(join(tmpdir(), 'solver-stop-'));
  const { guests, tables } = instanceToCsv(generateInstance({ bookings: 2000, seed: 1 }));
  writeFileSync(join(folder, 'guests.csv'), guests);
  writeFileSync(join(folder, 'tables.csv'), tables);

  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES).filter(([size]) => runsLook(lang, size))) {
      it(`keeps the best plan so far and says so, in ${lang} on a ${size}`, async () => {
        const strings = lang === 'en' ? en : he;
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        await page.goto(`${site.base}/${lang}/`);
        await page.locator('import-panel file-drop').first().waitFor();
        await importFile(page, 'guests', join(folder, 'guests.csv'));
        await importFile(page, 'tables', join(folder, 'tables.csv'));
        await page.getByRole('button', { name: strings.import.goToSeating }).click();
        const panel = page.locator('solver-panel');
        // A long budget, so the search is still running when Stop is pressed.
        await panel.locator('#budget').selectOption('60');
        await panel.getByRole('button', { name: strings.solver.start }).click();
        await panel
          .locator('.best .facts li')
          .first()
          .waitFor({ timeout: patience(30_000) });
        if (screenshotsWanted()) {
          // The picture shows a plan that has had time to improve (the panel's bar says 1.5 s of search), and the whole panel.
          const searched = () => panel.locator('progress').evaluate((bar: HTMLProgressElement) => bar.value);
          await eventually(searched, (ms) => ms >= 1500);
          await panel.scrollIntoViewIfNeeded();
          await shot(panel, `${lang}-${size}-9-solver-progress.png`);
        }
        await panel.getByRole('button', { name: strings.solver.stop }).click();
        const outcome = await panel.locator('.outcome').textContent({ timeout: patience(30_000) });
        assert.ok(outcome?.startsWith(strings.solverProgress.stopped.split(':')[0]!), outcome ?? '');
        await shot(panel, `${lang}-${size}-9-solver-stopped.png`);
        await context.close();
      });
    }
  }
});
