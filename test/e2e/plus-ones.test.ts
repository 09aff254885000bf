/**
 * People's names from a "Plus one" column, and lists by family name, in the built app: a guests file
 * whose plus-ones are named, its tables and a seating; the escort list and the place cards name the
 * plus-ones, the escort list and the guest list go by family name, and the print view's first-name
 * order restores the old order. The mapping step offers people's names for a column it does not know.
 * English and Hebrew, desktop and phone; pictures in `npm run screenshots`.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runsLook, shot } from '../support/screenshots.ts';
import { importFile, newPage, useSite } from './planner-harness.ts';

const site = useSite();
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 360, height: 740 } } as const;

const FILES = {
  en: {
    guests: 'Name,Plus one,Group\nAaron Young,,Groom\nJames Wilson,Sarah Wilson,Groom\nZoe Adams,Liam Baker,Bride\nMia Brown,,Bride\n',
    tables: 'name,capacity\nTable 1,6\nTable 2,6\n',
    seating:
      'table,name,size,group\nTable 1,Aaron Young,1,Groom\nTable 1,James Wilson,2,Groom\nTable 2,Zoe Adams,2,Bride\nTable 2,Mia Brown,1,Bride\n',
    /** Entries of the escort list by family name, and by first name. */
    family: ['Zoe Adams', 'Liam Baker', 'Mia Brown', 'James Wilson', 'Sarah Wilson', 'Aaron Young'],
    first: ['Aaron Young', 'James Wilson', 'Liam Baker', 'Mia Brown', 'Sarah Wilson', 'Zoe Adams'],
    guestOf: 'Guest of',
    mapping: 'Full name;Number of guests;Date partner\nDana Levi;2;Yossi Levi\nRuth Cohen;1;\n',
  },
  he: {
    guests: 'שם,בן/בת זוג,קבוצה\nאבי לוי,,חתן\nיוסי כהן,רחל כהן,חתן\nתמר אברהם,עומר ברק,כלה\nשרה מזרחי,,כלה\n',
    tables: 'שם,מקומות\nשולחן 1,6\nשולחן 2,6\n',
    seating: 'table,name,size,group\nשולחן 1,אבי לוי,1,חתן\nשולחן 1,יוסי כהן,2,חתן\nשולחן 2,תמר אברהם,2,כלה\nשולחן 2,שרה מזרחי,1,כלה\n',
    family: ['תמר אברהם', 'עומר ברק', 'יוסי כהן', 'רחל כהן', 'אבי לוי', 'שרה מזרחי'],
    first: ['אבי לוי', 'יוסי כהן', 'עומר ברק', 'רחל כהן', 'שרה מזרחי', 'תמר אברהם'],
    guestOf: 'אורח/ת של',
    mapping: 'שם מלא;מספר מוזמנים באירוע;חבר לערב\nדנה לוי;2;יוסי לוי\nרות כהן;1;\n',
  },
} as const;

const inPreview = (selector: string) => `print-view >> .preview ${selector}`;

describe("plus-ones' names and family-name order in the app", () => {
  const folder = mkdtempSync(join(tmpdir(), 'plus-ones-'));
  for (const lang of ['en', 'he'] as const) {
    const data = FILES[lang];
    const file = (name: string, text: string) => {
      const path = join(folder, `${lang}-${name}.csv`);
      writeFileSync(path, text);
      return path;
    };
    for (const [size, viewport] of Object.entries(SIZES).filter(([size]) => runsLook(lang, size))) {
      it(`${lang} on a ${size}: the escort list and place cards name the plus-ones, by family name`, async () => {
        const { context, page } = await newPage(site, { ...viewport, touch: size === 'phone', locale: lang === 'he' ? 'he-IL' : 'en-US' });
        await page.goto(`${site.base}/${lang}/`);
        await importFile(page, 'guests', file('guests', data.guests));
        await importFile(page, 'tables', file('tables', data.tables));
        await page.locator('table-card, guest-list, .next').first().waitFor();
        await importFile(page, 'seating', file('seating', data.seating));

        // The guest list goes by family name too.
        await page.locator('seating-app >> nav button').nth(1).click();
        const firstRow = page.locator('guest-list >> tbody tr th[scope="row"]').first();
        await firstRow.waitFor();
        assert.equal((await firstRow.innerText()).trim(), lang === 'en' ? 'Zoe Adams' : 'תמר אברהם');

        await page.locator('seating-app >> nav button').nth(4).click();
        const entries = page.locator(inPreview('.escort .entry .person'));
        await entries.first().waitFor();
        assert.deepEqual(
          (await entries.allInnerTexts()).map((t) => t.trim()),
          data.family,
        );
        await page.evaluate(() => document.fonts.ready);
        await shot(page, `${lang}-${size}-print-escort-family.png`, { fullPage: size === 'phone' });

        await page.locator('print-view >> .options select').selectOption('first');
        await entries.first().filter({ hasText: data.first[0] }).waitFor();
        assert.deepEqual(
          (await entries.allInnerTexts()).map((t) => t.trim()),
          data.first,
        );
        await shot(page, `${lang}-${size}-print-escort-first.png`, { fullPage: size === 'phone' });

        const printKinds = page.locator('print-view >> .choices input[type=radio]');
        await printKinds.nth(3).check();
        const cards = page.locator(inPreview('.place .lower .person'));
        await cards.first().waitFor();
        const names = (await cards.allInnerTexts()).map((t) => t.trim());
        assert.deepEqual([...names].sort(), [...data.family].sort());
        assert.ok(!names.some((name) => name.includes(data.guestOf)), names.join(', '));
        await context.close();
      });

      it(`${lang} on a ${size}: the mapping step offers people's names for a column it does not know`, async () => {
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        await page.goto(`${site.base}/${lang}/`);
        await importFile(page, 'guests', file('mapping', data.mapping));
        const select = page.locator('import-mapping select').nth(2);
        await select.waitFor();
        const offered = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
        assert.ok(offered.includes('plus_ones'), offered.join(', '));
        await select.selectOption('plus_ones');
        await page.locator('import-mapping').scrollIntoViewIfNeeded();
        await shot(page, `${lang}-${size}-import-mapping-plus-ones.png`, { fullPage: size === 'desktop' });
        await page.locator('import-mapping select').nth(1).selectOption('size');
        await page.locator('import-mapping .btn.primary').click();
        await page.locator('import-panel .matched').first().waitFor();
        await page.locator('seating-app >> nav button').nth(1).click();
        await page.locator('guest-list >> tbody tr').first().waitFor();
        // On a phone a booking's compact row shows its people once tapped open.
        for (const more of await page.locator('guest-list >> tbody button.more').all()) if (await more.isVisible()) await more.click();
        assert.match(await page.locator('guest-list >> tbody').innerText(), /יוסי לוי|Yossi Levi/);
        await context.close();
      });
    }
  }
});
