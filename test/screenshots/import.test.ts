/**
 * Screenshots of the import questions (what each column means; where a file goes), both languages,
 * desktop (1280×800) and phone (360×780).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { shot } from '../support/screenshots.ts';
import { importFile, newPage, useSite } from '../e2e/planner-harness.ts';

const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;
/** A spreadsheet with two columns for the party size and an unknown column of small numbers. */
const FILES = {
  en: 'Full name;Guests;Pax;Side;Meal;Kids\nDana & Yossi Levi;2;2;Bride;vegan;1\nGrandma Ruth;1;1;Bride;;0\nAvi Cohen;3;3;Groom;fish;2\n',
  he: 'שם מלא;כמות;מספר מוזמנים;צד;מנה;ילדים\nדנה ויוסי לוי;2;2;כלה;טבעוני;1\nסבתא רות;1;1;כלה;;0\nאבי כהן;3;3;חתן;דג;2\n',
} as const;

describe('screenshots of the import questions', () => {
  const folder = mkdtempSync(join(tmpdir(), 'import-shots-'));
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        const file = join(folder, `${lang}-guests.csv`);
        writeFileSync(file, FILES[lang]);
        await page.goto(`${site.base}/${lang}/`);
        await page.locator('import-panel file-drop').first().waitFor();

        await importFile(page, 'guests', file);
        await page.locator('import-mapping section').waitFor();
        await page.locator('import-mapping').scrollIntoViewIfNeeded();
        await shot(page, `${lang}-${size}-5-import-mapping.png`, { fullPage: size === 'desktop' });

        // Pax is the same as Guests: not used; then the file goes in, and a second file asks where it goes.
        await page.locator('import-mapping select').nth(2).selectOption('unused');
        await page.locator('import-mapping .btn.primary').click();
        await page.locator('import-panel .matched').first().waitFor();
        await importFile(page, 'guests', file);
        await page.locator('import-target section').waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `${lang}-${size}-6-import-target.png`);
        await context.close();
      });
    }
  }
});
