/**
 * Pictures of each printed document of the 150-guest example, in English from the English files and
 * in Hebrew from their Hebrew twin (Hebrew names, groups, tables and meals), rendered with print
 * media: print-<kind>-<lang>.png (pictures to look at, not assertions). Sheets of cards show their
 * first page; the others show whole.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { findSeatCodes, FONT_FILES, PRINT_KINDS, printHtml, type PrintKind } from '../../src/print/index.ts';
import { examplePlan, translator } from '../support/print-example.ts';
import { shot } from '../support/screenshots.ts';
import { useSite } from '../e2e/shared-site.ts';

const require = createRequire(import.meta.url);
const fontData = Object.fromEntries(
  FONT_FILES.map(({ file }) => [file, new Uint8Array(readFileSync(require.resolve(`@fontsource/rubik/files/${file}`)))]),
);

/** CSS pixels of a page at 96 per inch. */
const px = (mm: number): number => Math.round((mm / 25.4) * 96);
const A4 = { width: px(210), height: px(297) };
const VIEWPORTS: Record<PrintKind, { width: number; height: number; firstPageOnly: boolean; margin: boolean }> = {
  escort: { ...A4, firstPageOnly: false, margin: true },
  tables: { ...A4, firstPageOnly: false, margin: true },
  caterer: { ...A4, firstPageOnly: false, margin: true },
  'table-cards': { ...A4, firstPageOnly: true, margin: false },
  'place-cards': { ...A4, firstPageOnly: true, margin: false },
  chart: { width: px(420), height: px(297), firstPageOnly: false, margin: true },
  // The page itself at A3 landscape: the drawing fills it inside the printer's margin.
  'floor-plan': { width: px(420), height: px(297), firstPageOnly: true, margin: false },
  'find-seat': { ...A4, firstPageOnly: true, margin: true },
};

describe('screenshots of the print pack', () => {
  // Only the browser: the documents are set as the page's content.
  const site = useSite();
  for (const language of ['en', 'he'] as const) {
    const plan = examplePlan(language);
    for (const kind of PRINT_KINDS) {
      it(`${kind} ${language}`, async () => {
        const view = VIEWPORTS[kind];
        const page = await site.browser.newPage({ viewport: { width: view.width, height: view.height } });
        await page.emulateMedia({ media: 'print' });
        // Find my seat's links are made first, as the app and the command line make them.
        const findSeat = kind === 'find-seat' ? await findSeatCodes(plan, 'https://seating.example', language) : undefined;
        await page.setContent(
          printHtml(plan, { kind, language, fonts: 'embedded', fontData, names: true, findSeatCodes: findSeat }, translator(language)),
        );
        // Print media has no screen padding; the page margin a printer leaves is shown as one.
        if (view.margin) await page.addStyleTag({ content: 'body { padding: 12mm; background: #fff; }' });
        else if (kind === 'floor-plan') await page.addStyleTag({ content: 'body { padding: 8mm; background: #fff; }' });
        await page.evaluate(() => document.fonts.ready);
        await shot(page, `print-${kind}-${language}.png`, { fullPage: !view.firstPageOnly });
        await page.close();
      });
    }
  }
});
