/** The versions flow of the built app, shared by its test and its screenshots: a plan, a version marked printed, two moves. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { importFile } from './planner-harness.ts';

export type VersionsScreen = 'versions-panel' | 'versions-compare' | 'print-only-changed';

export const FILES = {
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

/**
 * Imports a plan, saves the version "sent to the venue" and marks it printed, moves two bookings
 * (a seating file read back), then shows the panel, the comparison with now and the print pack's
 * place cards of only what changed, calling `at` on each.
 */
export async function versionsFlow(
  page: Page,
  base: string,
  lang: 'en' | 'he',
  at: (screen: VersionsScreen) => Promise<void>,
): Promise<void> {
  const strings = lang === 'en' ? en : he;
  const files = FILES[lang];
  const folder = mkdtempSync(join(tmpdir(), 'versions-'));
  for (const name of ['guests', 'tables', 'before', 'after'] as const) writeFileSync(join(folder, `${name}.csv`), files[name]);
  await page.goto(`${base}/${lang}/`);
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
  await at('versions-panel');
  await page.locator('versions-panel li').getByRole('button', { name: strings.versions.compareNow }).click();
  await page.locator('versions-panel version-compare').waitFor();
  await at('versions-compare');
  await page.keyboard.press('Escape');

  // The print pack offers only what changed since the printed version.
  await page.locator('seating-app nav button').nth(4).click();
  await page.getByRole('radio', { name: strings.print.titles['place-cards'] }).check();
  await page.locator('print-view .reprint input').nth(1).check();
  await page.locator('print-view .reprint p').waitFor();
  await at('print-only-changed');
}
