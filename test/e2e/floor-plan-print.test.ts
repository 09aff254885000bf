/**
 * The floor plan in the app's print pack, in the built site under its real Content-Security-Policy:
 * the 150-guest example in English and Hebrew, on a desktop and a phone, with names, the SVG saved as
 * a download that the browser parses as XML, and the printed page (A3 landscape) as an image.
 * Pictures in `npm run screenshots`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { weddingExampleFiles } from '../../src/contract/index.ts';
import { shot } from '../support/screenshots.ts';
import { importFile, newPage, useSite } from './planner-harness.ts';

const examples = join(BUILD_PATHS.public, 'examples');
const filesIn = (lang: 'en' | 'he') => {
  const files = weddingExampleFiles(lang);
  return { guests: join(examples, files.guests), tables: join(examples, files.tables), seating: join(examples, files.seating) };
};
const site = useSite();
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 360, height: 740 } } as const;
const LABELS = {
  en: { plan: 'Floor plan', names: "Guests' names at their seats", svg: 'Download SVG', person: 'Emma Clarke', table: 'Table 1' },
  he: { plan: 'תוכנית האולם', names: 'שמות האורחים ליד המקומות', svg: 'הורדה כ־SVG', person: 'נועה', table: 'שולחן 1' },
} as const;

describe('the floor plan in the print pack', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`draws the room with its numbered tables and the names, saves it as SVG, in ${lang} on a ${size}`, async () => {
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
        await page.locator('seating-app >> nav button').nth(-1).click();
        const label = LABELS[lang];
        await page.getByRole('radio', { name: label.plan }).check();
        const svg = page.locator('print-view >> .preview svg');
        await svg.waitFor();
        assert.ok(await svg.locator('text', { hasText: /^15$/ }).count(), 'table 15 is numbered');
        assert.equal(await svg.locator('text', { hasText: label.person }).count(), 0, 'no names until asked');
        await page.getByLabel(label.names).check();
        await svg.locator('text', { hasText: label.person }).first().waitFor();
        // The drawing fits the preview's width, and is not mirrored in Hebrew.
        const box = (await svg.boundingBox())!;
        assert.ok(box.width <= viewport.width, 'the drawing fits the screen');
        assert.equal(await svg.evaluate((el) => getComputedStyle(el).transform), 'none');
        await page.evaluate(() => document.fonts.ready);
        await shot(page, `${lang}-${size}-print-floor-plan.png`);

        if (size === 'desktop') {
          const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label.svg }).click()]);
          assert.match(download.suggestedFilename(), /-floor-plan\.svg$/);
          const text = readFileSync(await download.path(), 'utf8');
          // The browser reads the file as XML without an error, and it holds every table number.
          const parsed = await page.evaluate((source) => {
            const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
            return {
              error: doc.querySelector('parsererror')?.textContent ?? null,
              root: doc.documentElement.namespaceURI,
              texts: [...doc.querySelectorAll('text')].map((t) => t.textContent),
            };
          }, text);
          assert.equal(parsed.error, null);
          assert.equal(parsed.root, 'http://www.w3.org/2000/svg');
          for (let n = 1; n <= 15; n++) assert.ok(parsed.texts.includes(String(n)), `table ${n}`);
          assert.ok(parsed.texts.includes(label.table));

          // The printed page: A3 landscape, the drawing filling it.
          await page.emulateMedia({ media: 'print' });
          await page.setViewportSize({ width: 1587, height: 1123 });
          const printed = (await page.locator('print-view >> .floor-page').boundingBox())!;
          assert.ok(printed.width > 1450, 'the plan is as wide as the A3 page inside its margin');
          await shot(page.locator('print-view >> .floor-page'), `${lang}-print-floor-plan-a3.png`);
          await page.emulateMedia({ media: 'screen' });
        }
        assert.deepEqual(blocked, [], 'nothing is refused by the Content-Security-Policy');
        await context.close();
      });
    }
  }
});
