/**
 * Screenshots of the main screens, both languages, desktop (1280×800) and phone (360×780): pictures
 * to look at, not assertions.
 */
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { shot } from '../support/screenshots.ts';
import { importFile, newPage, useSite } from '../e2e/planner-harness.ts';
import { patience } from '../support/eventually.ts';

const examples = join(BUILD_PATHS.public, 'examples');
const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;
const LABELS = {
  en: { goToSeating: 'Go to seating', seat: 'Seat everyone', time: 'Time', guests: 'Guests' },
  he: { goToSeating: 'מעבר להושבה', seat: 'להושיב את כולם', time: 'זמן', guests: 'אורחים' },
} as const;

describe('screenshots of the planner', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        const picture = (name: string) => shot(page, `${lang}-${size}-${name}.png`);
        const l = LABELS[lang];
        await page.goto(`${site.base}/${lang}/`);
        await page.locator('import-panel file-drop').first().waitFor();
        await picture('1-welcome');

        await importFile(page, 'guests', join(examples, 'wedding-150-guests.csv'));
        await importFile(page, 'tables', join(examples, 'wedding-150-tables.csv'));
        await page.getByRole('button', { name: l.goToSeating }).click();
        await page.getByLabel(l.time, { exact: true }).selectOption('2');
        await page.getByRole('button', { name: l.seat }).click();
        await page.locator('solver-panel .outcome').waitFor({ timeout: patience(20_000) });
        await page.evaluate(() => window.scrollTo(0, 0));
        await picture('2-seating');

        // A phone shows the tables as a list, and the selected booking in a sheet at the bottom.
        if (size === 'phone') await page.locator('table-card').nth(2).locator('.toggle').click();
        await page.locator('table-card').nth(2).locator('.chip').first().click();
        await picture('3-moving');
        await page.keyboard.press('Escape');

        await page.locator('nav button').nth(1).click();
        await page.locator('guest-list table').waitFor();
        await picture('4-guests');
        await context.close();
      });
    }
  }
});
