/**
 * The print pack in the app, in the built site under its real Content-Security-Policy: the
 * 150-guest example and its seating in (the English files in English, their Hebrew twin in Hebrew),
 * each document shown as it will print (styled, with its fonts and page size), on a desktop and a phone. Pictures
 * in `npm run screenshots`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { weddingExampleFiles } from '../../src/contract/index.ts';
import { readGuestsFile } from '../../src/csv/index.ts';
import { peopleOf } from '../../src/model/records.ts';
import { shot } from '../support/screenshots.ts';
import { importFile, newPage, useSite } from './planner-harness.ts';

const examples = join(BUILD_PATHS.public, 'examples');
/** The example's files in the interface's language. */
const filesIn = (lang: 'en' | 'he') => {
  const files = weddingExampleFiles(lang);
  return { guests: join(examples, files.guests), tables: join(examples, files.tables), seating: join(examples, files.seating) };
};
const site = useSite();

const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 360, height: 740 } } as const;
const LABELS = {
  en: { step: 'Print pack', short: 'Print', escort: 'Escort list', place: 'Place cards', caterer: 'Caterer sheet', print: 'Print…' },
  he: {
    step: 'הדפסות',
    short: 'הדפסה',
    escort: 'רשימת אורחים ושולחנות',
    place: 'כרטיסי שם',
    caterer: 'סיכום מנות לקייטרינג',
    print: 'הדפסה…',
  },
} as const;

/** Text of the elements matching a selector inside the print view's shadow root. */
function inPreview(selector: string) {
  return `print-view >> .preview ${selector}`;
}

describe('the print pack in the app', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`shows each document styled, under the site's policy, in ${lang} on a ${size}`, async () => {
        const { context, page } = await newPage(site, { ...viewport, touch: size === 'phone', locale: lang === 'he' ? 'he-IL' : 'en-US' });
        const blocked: string[] = [];
        page.on('console', (message) => {
          if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
        });
        const files = filesIn(lang);
        await page.goto(`${site.base}/${lang}/`);
        await importFile(page, 'guests', files.guests);
        await importFile(page, 'tables', files.tables);
        await page.locator('table-card, guest-list, .next').first().waitFor();
        await importFile(page, 'seating', files.seating);
        const label = LABELS[lang];
        // The fifth step; a phone names it in one word.
        const step = page.locator('seating-app >> nav button').nth(4);
        assert.match(await step.innerText(), size === 'phone' ? new RegExp(label.short) : new RegExp(label.step));
        await step.click();
        await page.locator(inPreview('.print-body')).waitFor();

        // The escort list holds every person of the guests file once.
        const people = readGuestsFile(readFileSync(files.guests)).records.flatMap((r) => peopleOf(r));
        const entries = await page.locator(inPreview('.escort .entry')).count();
        assert.equal(entries, people.length, 'one entry per person');
        // Styled: the document's font and its own layout apply (constructed style sheets, not inline style).
        const font = await page.locator(inPreview('.print-html')).evaluate((el) => getComputedStyle(el).fontFamily);
        assert.match(font, /Rubik/);
        assert.equal(await page.locator(inPreview('.print-html')).getAttribute('dir'), lang === 'he' ? 'rtl' : 'ltr');
        await page.evaluate(() => document.fonts.ready);
        await shot(page, `${lang}-${size}-print-escort.png`);

        await page.getByText(label.place, { exact: true }).click();
        await page.locator(inPreview('.place')).first().waitFor();
        assert.equal(await page.locator(inPreview('.place')).count(), people.length, 'one place card per person');
        const colour = await page
          .locator(inPreview('.meal-symbol[class*="meal-colour-"]'))
          .first()
          .evaluate((el) => getComputedStyle(el).color);
        assert.notEqual(colour, 'rgb(27, 27, 27)', 'the meal mark has its colour');
        await shot(page, `${lang}-${size}-print-place-cards.png`);
        if (size === 'desktop') {
          // Printed from the app, the cards fill exactly their sheets: six to an A4 page, no blank page after.
          const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
          const pages = pdf.match(/\/Type\s*\/Page[^s]/g)?.length;
          assert.equal(pages, Math.ceil(people.length / 6), 'one A4 page per six place cards');
          assert.match(pdf, /\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/, 'A4 pages');
        }

        await page.getByText(label.caterer, { exact: true }).click();
        await page.locator(inPreview('table')).first().waitFor();
        await shot(page, `${lang}-${size}-print-caterer.png`);

        // Printing shows only the document: the app's header and the choices are hidden in print.
        await page.emulateMedia({ media: 'print' });
        assert.equal(await page.locator('seating-app >> header[part="header"]').isVisible(), false);
        assert.equal(await page.getByRole('button', { name: label.print }).isVisible(), false);
        await page.emulateMedia({ media: 'screen' });
        assert.deepEqual(blocked, [], 'nothing is refused by the Content-Security-Policy');
        await context.close();
      });
    }
  }
});
