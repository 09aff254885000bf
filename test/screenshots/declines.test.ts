/**
 * Screenshots of an RSVP export's way in (issue 55): the mapping step for the corpus's address list,
 * the import summary with its choice for those without an answer, the merge review of the couple's
 * next export with its declines, and the guest list's "not in the seating"; both languages, desktop
 * (1280×800) and phone (360×780).
 */
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { shot } from '../support/screenshots.ts';
import { patience } from '../support/eventually.ts';
import { importFile, importInTurn, newPage, useSite } from '../e2e/planner-harness.ts';

const site = useSite();
const folder = fileURLToPath(new URL('../fixtures/exports/', import.meta.url));
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

describe('screenshots of declines and answers', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const phone = size === 'phone';
        const { context, page } = await newPage(site, { ...viewport, touch: phone, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        await page.goto(`${site.base}/${lang}/`);
        await importFile(page, 'guests', join(folder, 'address-list.csv'));
        const mapping = page.locator('import-mapping section');
        await mapping.waitFor();
        await page.evaluate(() => document.fonts.ready);
        await shot(mapping, `${lang}-${size}-declines-1-mapping.png`);
        await page.locator('import-mapping .btn.primary').click();
        const summary = page.locator('import-panel >> p.headcount');
        await summary.waitFor();
        await summary.scrollIntoViewIfNeeded();
        await shot(page, `${lang}-${size}-declines-2-summary.png`);

        await importInTurn(page, 'tables', join(folder, 'tables.csv'));
        await page.locator('import-panel .next .btn.primary').click();
        await page.locator('solver-panel button.primary').click();
        await page.locator('solver-panel .outcome:not(.bad)').waitFor({ timeout: patience(30_000) });
        await page.locator('seating-app nav button').first().click();
        await importFile(page, 'guests', join(folder, 'updated/address-list.csv'));
        await page.locator('import-target input[value=merge]').check();
        await page.locator('import-target .btn.primary').click();
        await page.locator('import-mapping .btn.primary').click();
        const review = page.locator('merge-review section');
        await review.waitFor();
        await review.scrollIntoViewIfNeeded();
        await shot(review, `${lang}-${size}-declines-3-merge-review.png`);

        await page.locator('merge-review .actions .btn.primary').last().click();
        await review.waitFor({ state: 'detached' });
        await page.locator('seating-app nav button').nth(1).click();
        const away = page.locator('guest-list >> section.not-seated');
        await away.waitFor();
        await away.scrollIntoViewIfNeeded();
        await shot(page, `${lang}-${size}-declines-4-guest-list.png`);
        await context.close();
      });
    }
  }
});
