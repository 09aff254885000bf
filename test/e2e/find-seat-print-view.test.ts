/**
 * Find my seat in the app's print pack: the 150-guest example's sheet holds one QR code; the
 * guests' link beside it copies to the clipboard and opens the guests' page, which finds a guest;
 * all under the site's Content-Security-Policy: English on a desktop and Hebrew on a phone in
 * `npm test`, all four with pictures in `npm run screenshots`.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { weddingExampleFiles } from '../../src/contract/index.ts';
import { runsLook, shot } from '../support/screenshots.ts';
import { importFile, newPage, useSite } from './planner-harness.ts';
import { patience } from '../support/eventually.ts';

const site = useSite();
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 360, height: 740 } } as const;
const SEARCH = { en: { typed: 'Emma Cl', name: 'Emma Clarke' }, he: { typed: 'נועה כ', name: 'נועה כהן' } } as const;

/** Tests that open browser profiles and go offline: minutes on a slow machine. */
const LONG = patience(90_000);

describe('find my seat in the print pack', () => {
  for (const lang of ['en', 'he'] as const) {
    const t = lang === 'he' ? he : en;
    for (const [size, viewport] of Object.entries(SIZES).filter(([size]) => runsLook(lang, size))) {
      it(`${lang} on a ${size}: one code, the link copied and opened finds a guest`, { timeout: LONG }, async () => {
        const { context, page } = await newPage(site, { ...viewport, touch: size === 'phone', locale: lang === 'he' ? 'he-IL' : 'en-US' });
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.base });
        const blocked: string[] = [];
        context.on('console', (message) => {
          if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
        });
        const files = weddingExampleFiles(lang);
        const examples = join(BUILD_PATHS.public, 'examples');
        await page.goto(`${site.base}/${lang}/`);
        await importFile(page, 'guests', join(examples, files.guests));
        await importFile(page, 'tables', join(examples, files.tables));
        await page.locator('table-card, guest-list, .next').first().waitFor();
        await importFile(page, 'seating', join(examples, files.seating));
        await page.locator('seating-app >> nav button').nth(4).click();
        await page.getByText(t.findSeat.print.title, { exact: true }).click();
        await page.locator('print-view >> .preview svg.qr').waitFor();
        assert.equal(await page.locator('print-view >> .preview svg.qr').count(), 1, 'the example fits one code');

        const link = (await page.locator('print-view >> .links code').textContent())!;
        assert.ok(link.startsWith(`${site.base}/${lang}/find/#v1.`), link);
        await page.getByRole('button', { name: t.findSeat.view.copy }).click();
        await page.getByText(t.findSeat.view.copied).first().waitFor({ state: 'attached' });
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
        await page.evaluate(() => document.fonts.ready);
        await shot(page, `${lang}-${size}-print-find-seat.png`);

        if (size === 'desktop') {
          // Printed from the app, the sheet is one A4 page with nothing spilling onto a second.
          const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
          assert.equal(pdf.match(/\/Type\s*\/Page[^s]/g)?.length, 1, 'one page');
          assert.match(pdf, /\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/, 'A4');
        }
        const [guests] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: t.findSeat.view.open }).click()]);
        await guests.getByLabel(t.findSeat.page.label, { exact: true }).fill(SEARCH[lang].typed);
        await guests.locator('#results li', { hasText: SEARCH[lang].name }).waitFor();
        assert.deepEqual(blocked, [], 'nothing is refused by the Content-Security-Policy');
        await context.close();
      });
    }
  }
});
