/**
 * Screenshots of the plan in words above the seating of the 150-guest example (its English and its
 * Hebrew files), both languages, desktop (1280×800) and phone (360×780): the summary as it opens, and
 * with the split groups and the reason behind "at most X %" unfolded.
 */
import { describe, it } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { shot } from '../support/screenshots.ts';
import { importInTurn, newPage, useSite } from '../e2e/planner-harness.ts';

const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;
const EXAMPLE = { en: 'public/examples/wedding-150', he: 'public/examples/wedding-150-he' } as const;

describe('screenshots of the plan in words', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const strings = lang === 'en' ? en : he;
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        const picture = (name: string) => shot(page, `${lang}-${size}-${name}.png`);
        await page.goto(`${site.base}/${lang}/`);
        await page.locator('import-panel file-drop').first().waitFor();
        // Each file goes in after the one before (the seating names their bookings and tables).
        for (const kind of ['guests', 'tables', 'seating'] as const) await importInTurn(page, kind, `${EXAMPLE[lang]}-${kind}.csv`);
        await page.getByRole('button', { name: strings.import.goToSeating }).click();
        const summary = page.locator('plan-summary');
        await summary.locator('[data-fact="seated"]').waitFor();
        await summary.scrollIntoViewIfNeeded();
        await picture('8-plan-summary');
        for (const details of await summary.locator('[data-fact] details, details.expert').all()) await details.locator('summary').click();
        await summary.scrollIntoViewIfNeeded();
        await shot(summary, `${lang}-${size}-8-plan-summary-open.png`);
        await context.close();
      });
    }
  }
});
