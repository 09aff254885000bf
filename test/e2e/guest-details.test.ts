/**
 * Guests as people in the built app: a guests file with people, meals, needs, notes and two
 * columns the planner does not know goes in; a booking is renamed and a person's meal changed in
 * the booking editor; the guest list filters by meal and counts what it shows; the seating CSV comes
 * out with both unknown columns, every value intact. Then the booking editor, the guest list with its
 * details and the meal list editor, in both languages on a desktop and a phone: no serious axe
 * violation, nothing scrolls sideways (English on a desktop and Hebrew on a phone in `npm test`, all
 * four with pictures in `npm run screenshots`).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Papa from 'papaparse';
import type { Locator, Page } from 'playwright-core';
import { runsLook, shot } from '../support/screenshots.ts';
import { importFile, newPage, seriousViolations, useSite } from './planner-harness.ts';

const site = useSite();
const folder = mkdtempSync(join(tmpdir(), 'guest-details-'));

const GUESTS = {
  en: `name,size,group,guests,meals,needs,notes,Shuttle,Phone
Cohen family,3,Bride / Family,Dana Cohen; ; Noa Cohen,Meat; Kids menu; Fish,high chair,Arrives late,yes,050-1234567
Levi & Sarah,2,Groom / Friends,Levi Adler; Sarah Adler,Fish; Vegetarian,,,"yes, both",052-7654321
Grandma Ruth,1,Bride / Family,Ruth Clarke,Vegetarian,wheelchair,Near the door,yes,03-5551234
Tom Baker,1,Groom / Work,,Meat,,,maybe,054-1112222
The Morgans,4,Groom / Family,Ann Morgan; Ben Morgan; Lily Morgan,Meat; Meat; Kids menu; Kids menu,high chair; nut allergy,,yes,050-3334444
Priya Shah,1,Bride / Friends,Priya Shah,Vegetarian,nut allergy,"Speaks at 9, after ""the toast""",no,
David & Mia,2,Bride / Friends,,,,,yes,058-9990000
`,
  he: `name,size,group,guests,meals,needs,notes,Shuttle,Phone
משפחת כהן,3,כלה / משפחה,דנה כהן; ; נועה כהן,בשר; מנת ילדים; דג,כיסא תינוק,מגיעים מאוחר,כן,050-1234567
לוי ושרה,2,חתן / חברים,לוי אדלר; שרה אדלר,דג; צמחוני,,,כן,052-7654321
סבתא רות,1,כלה / משפחה,רות קלרק,צמחוני,כיסא גלגלים,ליד הדלת,כן,03-5551234
תום בייקר,1,חתן / עבודה,,בשר,,,אולי,054-1112222
משפחת מורגן,4,חתן / משפחה,אן מורגן; בן מורגן; לילי מורגן,בשר; בשר; מנת ילדים; מנת ילדים,כיסא תינוק; אלרגיה לאגוזים,,כן,050-3334444
פריה שאה,1,כלה / חברים,פריה שאה,צמחוני,אלרגיה לאגוזים,נואמת בתשע,לא,
דוד ומיה,2,כלה / חברים,,,,,כן,058-9990000
`,
} as const;
const TABLES = 'name,capacity\nTable 1,8\nTable 2,8\n';

const LABELS = {
  en: { editAll: 'Edit all fields', save: 'Save', meal: 'Meal', meals: 'Meals', fish: 'Fish', close: 'Close', remove: 'Remove' },
  he: { editAll: 'עריכת כל השדות', save: 'שמירה', meal: 'מנה', meals: 'מנות', fish: 'דג', close: 'סגירה', remove: 'הסרה' },
} as const;

function writeFiles(lang: 'en' | 'he') {
  const guests = join(folder, `${lang}-guests.csv`);
  const tables = join(folder, 'tables.csv');
  writeFileSync(guests, GUESTS[lang]);
  writeFileSync(tables, TABLES);
  return { guests, tables };
}

/** Imports both files and opens the guest list. */
async function openGuestList(page: Page, lang: 'en' | 'he') {
  const files = writeFiles(lang);
  await page.goto(`${site.base}/${lang}/`);
  await importFile(page, 'guests', files.guests);
  await page.locator('import-panel .matched').first().waitFor();
  await importFile(page, 'tables', files.tables);
  await page.locator('nav button').nth(1).click();
  await page.locator('guest-list table').waitFor();
  await page.locator('table-list').getByText('Table 2').first().waitFor();
}

/** Row cells of the guest list under a header, by booking name. */
async function columnOnScreen(page: Page, header: string): Promise<Record<string, string>> {
  return page.locator('guest-list').evaluate((list, header) => {
    const root = list.shadowRoot!;
    const headers = Array.from(root.querySelectorAll('thead th')).map((th) => th.textContent.trim());
    const index = headers.indexOf(header);
    return Object.fromEntries(
      Array.from(root.querySelectorAll('tbody tr')).map((tr) => {
        const name = tr.querySelector('th [data-cell]')!.textContent.trim();
        return [name, tr.children[index]!.textContent.replace(/\s+/g, ' ').trim()];
      }),
    );
  }, header);
}

describe('guest details', () => {
  it('keep two unknown columns through import, an edit in the booking editor and the seating export', async () => {
    const { context, page } = await newPage(site);
    await openGuestList(page, 'en');

    // The unknown columns are in the list under their own headers.
    assert.deepEqual(await columnOnScreen(page, 'Shuttle'), {
      'Cohen family': 'yes',
      'Levi & Sarah': 'yes, both',
      'Grandma Ruth': 'yes',
      'Tom Baker': 'maybe',
      'The Morgans': 'yes',
      'Priya Shah': 'no',
      'David & Mia': 'yes',
    });

    // Rename the Cohens and give their unnamed guest (seat 2) fish instead of the kids menu.
    await page.getByRole('button', { name: 'Edit all fields Cohen family' }).click();
    const editor = page.locator('guest-editor dialog');
    await editor.getByLabel('Name', { exact: true }).fill('The Cohens');
    assert.equal(await editor.getByLabel('Name of guest 2').getAttribute('placeholder'), 'Guest of Cohen family');
    await editor.getByLabel('Meal of guest 2').selectOption('Fish');
    await editor.getByLabel('Name of guest 2').fill('Yael Cohen');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'hidden' });
    assert.equal((await columnOnScreen(page, 'People'))['The Cohens'], 'Dana Cohen, Yael Cohen, Noa Cohen');

    // Filtering by fish shows the bookings with a fish eater, and the counts follow the filter.
    await page.getByLabel('Meal', { exact: true }).selectOption('Fish');
    assert.deepEqual(Object.keys(await columnOnScreen(page, 'Meals')).sort(), ['Levi & Sarah', 'The Cohens']);
    const summary = page.locator('guest-list .summary');
    assert.match((await summary.textContent())!.replace(/\s+/g, ' '), /Meat 1 .*Fish 3 .*Vegetarian 1/);
    await page.getByLabel('Meal', { exact: true }).selectOption('');
    assert.match((await summary.textContent())!.replace(/\s+/g, ' '), /no meal 2/, 'David & Mia have no meals');

    // Export: both unknown columns, every value as it was; the renamed booking keeps its own.
    await page.locator('nav button').nth(2).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download seating CSV' }).click();
    const exported = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
    const { data } = Papa.parse<Record<string, string>>(exported, { header: true, skipEmptyLines: true });
    const original = Papa.parse<Record<string, string>>(GUESTS.en, { header: true, skipEmptyLines: true }).data;
    const byName = (rows: Record<string, string>[], name: string) => rows.find((row) => row['name'] === name)!;
    assert.equal(data.length, original.length);
    for (const row of original) {
      const out = byName(data, row['name'] === 'Cohen family' ? 'The Cohens' : row['name']!);
      assert.equal(out['Shuttle'], row['Shuttle'], `Shuttle of ${row['name']!}`);
      assert.equal(out['Phone'], row['Phone'], `Phone of ${row['name']!}`);
    }
    assert.equal(byName(data, 'The Cohens')['meals'], 'Meat; Fish; Fish');
    assert.equal(byName(data, 'The Cohens')['guests'], 'Dana Cohen; Yael Cohen; Noa Cohen');
    await context.close();
  });

  const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES).filter(([size]) => runsLook(lang, size))) {
      it(`are shown and edited accessibly in ${lang} on a ${size}`, async () => {
        const { context, page } = await newPage(site, { ...viewport, touch: size === 'phone', locale: lang === 'he' ? 'he-IL' : 'en-US' });
        const found: string[] = [];
        // The guest list is scanned whole once; a dialog opened on it, alone.
        const checkView = async (name: string, changed?: Locator) => {
          await shot(page, `${lang}-${size}-details-${name}.png`);
          for (const v of await seriousViolations(page, changed)) found.push(`${name}: ${v}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow} px`);
        };
        const l = LABELS[lang];
        await openGuestList(page, lang);

        await page.getByLabel(l.meal, { exact: true }).selectOption(l.fish);
        await page.evaluate(() => window.scrollTo(0, 0));
        await checkView('1-guest-list');
        if (size === 'phone') {
          // A booking's compact row opened on its details, as labelled lines.
          await page.locator('guest-list tbody tr').first().scrollIntoViewIfNeeded();
          await page.locator('guest-list tbody tr').first().locator('button.more').click();
          await checkView('1-guest-card', page.locator('guest-list tbody tr').first());
        }
        await page.getByLabel(l.meal, { exact: true }).selectOption('');

        await page
          .locator('guest-list tbody tr')
          .first()
          .getByRole('button', { name: new RegExp(`^${l.editAll}`) })
          .click();
        const editor = page.locator('guest-editor dialog');
        await editor.waitFor();
        await editor.locator('fieldset.people').scrollIntoViewIfNeeded();
        await checkView('2-booking-editor', editor);
        await page.keyboard.press('Escape');
        await editor.waitFor({ state: 'hidden' });

        await page.getByRole('button', { name: l.meals, exact: true }).click();
        const meals = page.locator('meal-list-editor dialog');
        await meals.waitFor();
        await meals.locator('li .buttons button').filter({ hasText: l.remove }).first().click();
        await meals.locator('.confirm').waitFor();
        await checkView('3-meal-list', meals);
        await meals.getByRole('button', { name: l.close, exact: true }).click();
        assert.deepEqual(found, []);
        await context.close();
      });
    }
  }
});
