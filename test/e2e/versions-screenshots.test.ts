/**
 * Screenshots of the versions panel, a comparison and the print pack's "only what changed since" a
 * version marked printed, both languages, desktop (1280×800) and phone (360×780), written to
 * docs/screenshots/. Run with SCREENSHOTS=1 (they are pictures to look at, not assertions).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { screenshotPath } from '../support/screenshots.ts';
import { importFile, newPage, useSite } from './planner-harness.ts';

const enabled = process.env.SCREENSHOTS === '1';
const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

const FILES = {
  en: {
    guests: `name,size,guests,meals
Emma & Noah,2,Emma Clarke; Noah Hughes,Fish; Meat
Grandma Ruth,1,,Meat
The Levi family,4,Dana Levi; Avi Levi; Noa Levi; Tom Levi,Meat; Meat; Kids; Kids
Tamar & Yoni,2,Tamar Katz; Yoni Katz,Vegetarian; Fish
Miriam & David Cohen,2,Miriam Cohen; David Cohen,Fish; Fish
College friends,3,Maya Stone; Oren Blum; Lior Adler,Meat; Meat; Vegetarian
`,
    tables: 'name,capacity\nHead table,4\nTable 3,8\nTable 7,8\n',
    before:
      'table,name\nHead table,Emma & Noah\nHead table,Grandma Ruth\nTable 3,The Levi family\nTable 3,Tamar & Yoni\nTable 7,Miriam & David Cohen\nTable 7,College friends\n',
    after:
      'table,name\nHead table,Emma & Noah\nHead table,Grandma Ruth\nTable 7,The Levi family\nTable 3,Tamar & Yoni\nTable 3,Miriam & David Cohen\nTable 7,College friends\n',
    version: 'sent to the venue',
  },
  he: {
    guests: `name,size,guests,meals
נועה ודניאל,2,נועה כהן; דניאל לוי,דג; בשר
סבתא רות,1,,בשר
משפחת לוי,4,דנה לוי; אבי לוי; נועה לוי; תום לוי,בשר; בשר; ילדים; ילדים
תמר ויוני,2,תמר כץ; יוני כץ,צמחוני; דג
מרים ודוד כהן,2,מרים כהן; דוד כהן,דג; דג
חברים מהאוניברסיטה,3,מאיה אבן; אורן בלום; ליאור אדלר,בשר; בשר; צמחוני
`,
    tables: 'name,capacity\nשולחן ראשי,4\nשולחן 3,8\nשולחן 7,8\n',
    before:
      'table,name\nשולחן ראשי,נועה ודניאל\nשולחן ראשי,סבתא רות\nשולחן 3,משפחת לוי\nשולחן 3,תמר ויוני\nשולחן 7,מרים ודוד כהן\nשולחן 7,חברים מהאוניברסיטה\n',
    after:
      'table,name\nשולחן ראשי,נועה ודניאל\nשולחן ראשי,סבתא רות\nשולחן 7,משפחת לוי\nשולחן 3,תמר ויוני\nשולחן 3,מרים ודוד כהן\nשולחן 7,חברים מהאוניברסיטה\n',
    version: 'נשלח לאולם',
  },
} as const;

describe('screenshots of versions', { skip: enabled ? false : 'set SCREENSHOTS=1 to write docs/screenshots/' }, () => {
  for (const lang of ['en', 'he'] as const) {
    const strings = lang === 'en' ? en : he;
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const files = FILES[lang];
        const folder = mkdtempSync(join(tmpdir(), 'versions-'));
        for (const name of ['guests', 'tables', 'before', 'after'] as const) writeFileSync(join(folder, `${name}.csv`), files[name]);
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US', touch: size === 'phone' });
        await page.goto(`${site.base}/${lang}/`);
        await page.locator('import-panel file-drop').first().waitFor();
        await importFile(page, 'guests', join(folder, 'guests.csv'));
        await importFile(page, 'tables', join(folder, 'tables.csv'));
        await page.locator('file-drop[kind=seating]').waitFor({ state: 'attached' });
        await importFile(page, 'seating', join(folder, 'before.csv'));

        // A version of the plan sent out, marked printed.
        await page.getByRole('button', { name: strings.versions.open }).click();
        await page.locator('versions-panel #version-name').fill(files.version);
        await page.locator('versions-panel #version-name').press('Enter');
        await page.locator('versions-panel li').first().waitFor();
        await page.locator('versions-panel li').getByRole('button', { name: strings.versions.markPrinted }).click();
        await page.locator('versions-panel .badge.printed').waitFor();
        await page.keyboard.press('Escape');

        // Two bookings change tables; the panel and the comparison.
        await importFile(page, 'seating', join(folder, 'after.csv'));
        await page.getByRole('button', { name: strings.versions.open }).click();
        await page.locator('versions-panel li').first().waitFor();
        await page.screenshot({ path: screenshotPath(`${lang}-${size}-versions-panel.png`) });
        await page.locator('versions-panel li').getByRole('button', { name: strings.versions.compareNow }).click();
        await page.locator('versions-panel version-compare').waitFor();
        await page.screenshot({ path: screenshotPath(`${lang}-${size}-versions-compare.png`) });
        await page.keyboard.press('Escape');

        // The print pack offers only what changed since the printed version.
        await page.locator('seating-app nav button').nth(4).click();
        await page.getByRole('radio', { name: strings.print.titles['place-cards'] }).check();
        await page.locator('print-view .reprint input').nth(1).check();
        await page.locator('print-view .reprint p').waitFor();
        await page.screenshot({ path: screenshotPath(`${lang}-${size}-print-only-changed.png`), fullPage: size === 'desktop' });
        await context.close();
      });
    }
  }
});
