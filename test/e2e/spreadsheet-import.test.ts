/**
 * .xlsx through the built app, under the site's Content-Security-Policy: a workbook with several
 * sheets asks which one holds the guests, one with a single sheet goes straight in, and the plan
 * downloads as a workbook. In `npm run screenshots`, a picture of the sheet chooser too.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import readXlsxFile from 'read-excel-file/universal';
import { screenshotsWanted, shot } from '../support/screenshots.ts';
import { importFile, newPage, useSite } from './planner-harness.ts';

const site = useSite();
const folder = mkdtempSync(join(tmpdir(), 'xlsx-e2e-'));
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

const SHEETS = {
  en: {
    notes: 'To do',
    guests: 'Guests',
    tables: 'Tables',
    header: ['name', 'size'],
    rows: [
      ['Dana & Yossi', 2],
      ['Ruth', 1],
      ['Avi', 3],
    ],
  },
  he: {
    notes: 'משימות',
    guests: 'אורחים',
    tables: 'שולחנות',
    // Columns a tables sheet could have as well ("מספר מקומות" is a table's seats too), so the planner is asked.
    header: ['שם', 'מספר מקומות'],
    rows: [
      ['דנה ויוסי', 2],
      ['רות', 1],
      ['אבי', 3],
    ],
  },
} as const;

async function writeBook(path: string, sheets: Record<string, (string | number)[][]>): Promise<string> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  await book.xlsx.writeFile(path);
  return path;
}

describe('importing .xlsx in the app', () => {
  for (const lang of ['en', 'he'] as const) {
    it(`asks which sheet holds the guests, imports it, and downloads the plan as a workbook (${lang})`, async () => {
      const s = SHEETS[lang];
      const guests = await writeBook(join(folder, `${lang}-guests.xlsx`), {
        [s.notes]: [['call the caterer'], ['flowers']],
        [s.guests]: [[...s.header], ...s.rows.map((r) => [...r])],
      });
      const tables = await writeBook(join(folder, `${lang}-tables.xlsx`), {
        [s.tables]: [
          ['name', 'capacity'],
          ['T1', 4],
          ['T2', 4],
        ],
      });
      const { context, page } = await newPage(site, { locale: lang === 'he' ? 'he-IL' : 'en-US' });
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));
      page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
      await page.goto(`${site.base}/${lang}/`);
      await page.locator('import-panel file-drop').first().waitFor();

      await importFile(page, 'guests', guests);
      const chooser = page.locator('sheet-chooser section');
      await chooser.waitFor();
      assert.deepEqual(await page.locator('sheet-chooser .label').allTextContents(), [s.notes, s.guests]);
      await page.locator('sheet-chooser label.option', { hasText: s.guests }).click();
      await page.locator('sheet-chooser .btn.primary').click();
      await page.locator('file-drop[kind=guests] .loaded').waitFor();
      assert.match(await page.locator('file-drop[kind=guests] .loaded').innerText(), /xlsx/);

      // One sheet: no question.
      await importFile(page, 'tables', tables);
      await page.locator('file-drop[kind=tables] .loaded').waitFor();
      assert.equal(await page.locator('sheet-chooser').count(), 0);

      await page.locator('import-panel .next .btn.primary').click();
      const button = page.locator('seating-view .export .btn:not(.primary)').first();
      await button.waitFor();
      await page.waitForFunction(() => {
        const view = document.querySelector('seating-app')?.shadowRoot?.querySelector('seating-view');
        const btn = view?.shadowRoot?.querySelector<HTMLButtonElement>('.export .btn:not(.primary)');
        return btn !== null && btn !== undefined && !btn.disabled;
      });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      assert.match(download.suggestedFilename(), /\.xlsx$/);
      const saved = join(folder, `${lang}-${download.suggestedFilename()}`);
      await download.saveAs(saved);
      const [sheet] = await readXlsxFile(new Uint8Array(readFileSync(saved)).buffer);
      assert.ok(sheet);
      assert.deepEqual(sheet.data[0]?.slice(0, 3), ['table', 'name', 'size']);
      assert.deepEqual(
        sheet.data
          .slice(1)
          .map((row) => row[1])
          .sort(),
        s.rows.map((r) => r[0]).sort(),
      );
      assert.deepEqual(failures, []);
      await context.close();
    });
  }
});

describe('screenshots of the sheet chooser', { skip: !screenshotsWanted() && 'pictures only: npm run screenshots' }, () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const s = SHEETS[lang];
        const guests = await writeBook(join(folder, `${lang}-shot.xlsx`), {
          [s.notes]: [['call the caterer']],
          [s.guests]: [[...s.header], ...s.rows.map((r) => [...r])],
          [s.tables]: [
            ['name', 'capacity'],
            ['T1', 4],
          ],
        });
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        await page.goto(`${site.base}/${lang}/`);
        await page.locator('import-panel file-drop').first().waitFor();
        await importFile(page, 'guests', guests);
        await page.locator('sheet-chooser section').waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `${lang}-${size}-7-sheet-chooser.png`);
        await context.close();
      });
    }
  }
});
