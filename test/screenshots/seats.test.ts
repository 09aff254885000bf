/**
 * Screenshots of the seat drawing of a head, a round and a rectangular table, both languages,
 * desktop (1280×800) and phone (360×780): pictures to look at, not assertions.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { shot } from '../support/screenshots.ts';
import { importFile, newPage, useSite } from '../e2e/planner-harness.ts';

const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

const FILES = {
  en: {
    guests: `name,size,table,guests
Emma & Noah,2,Head table,Emma Clarke; Noah Hughes
Susan & Robert Clarke,2,Head table,Susan Clarke; Robert Clarke
Grandma Ruth,1,Head table,
The Levi family,4,Table 1,Dana Levi; Avi Levi
Tamar & Yoni,2,Table 1,Tamar Katz; Yoni Katz
Miriam & David Cohen,2,Table 2,Miriam Cohen; David Cohen
College friends,3,Table 2,Maya Stone; Oren Blum; Lior Adler
`,
    tables: 'name,capacity,shape\nHead table,6,head\nTable 1,8,round\nTable 2,7,rectangle\n',
    tableNames: ['Head table', 'Table 1', 'Table 2'],
    goToSeating: 'Go to seating',
    seats: 'Seats',
  },
  he: {
    guests: `name,size,table,guests
נועה ודניאל,2,שולחן ראשי,נועה כהן; דניאל לוי
מרים ודוד,2,שולחן ראשי,מרים כהן; דוד כהן
סבתא רות,1,שולחן ראשי,
משפחת לוי,4,שולחן 1,דנה לוי; אבי לוי
תמר ויוני,2,שולחן 1,תמר כץ; יוני כץ
שירה ואיתי,2,שולחן 2,שירה בן דוד; איתי בן דוד
חברים מהאוניברסיטה,3,שולחן 2,מאיה אבן; אורן בלום; ליאור אדלר
`,
    tables: 'name,capacity,shape\nשולחן ראשי,6,head\nשולחן 1,8,round\nשולחן 2,7,rectangle\n',
    tableNames: ['שולחן ראשי', 'שולחן 1', 'שולחן 2'],
    goToSeating: 'מעבר להושבה',
    seats: 'מקומות',
  },
} as const;

const SHAPES = ['head', 'round', 'rectangle'] as const;

describe('screenshots of the seat drawing', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const files = FILES[lang];
        const folder = mkdtempSync(join(tmpdir(), 'seats-'));
        writeFileSync(join(folder, 'guests.csv'), files.guests);
        writeFileSync(join(folder, 'tables.csv'), files.tables);
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US', touch: size === 'phone' });
        await page.goto(`${site.base}/${lang}/`);
        await page.locator('import-panel file-drop').first().waitFor();
        await importFile(page, 'guests', join(folder, 'guests.csv'));
        await importFile(page, 'tables', join(folder, 'tables.csv'));
        await page.getByRole('button', { name: files.goToSeating }).click();
        for (const [i, table] of files.tableNames.entries()) {
          const card = page.locator('table-card').filter({ has: page.locator('h3', { hasText: table }) });
          await card.waitFor();
          if (size === 'phone' && (await card.locator('.toggle[aria-expanded="false"]').count())) await card.locator('.toggle').click();
          await card.getByRole('button', { name: new RegExp(`^${files.seats}`) }).click();
          await page.locator('dialog[open] table-seats').waitFor();
          await shot(page, `${lang}-${size}-seats-${SHAPES[i]}.png`);
          await page.keyboard.press('Escape');
        }
        await context.close();
      });
    }
  }
});
