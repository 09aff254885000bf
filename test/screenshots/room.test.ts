/**
 * Pictures of the floor plan: the drawing with names and a table selected, the same room as a list,
 * and the phone's tools with "More" open, in English and Hebrew, on a desktop (1280) and a phone
 * (360, touch): <lang>-<size>-room-<what>.png (pictures to look at; the editor's behaviour is
 * asserted in test/e2e/room-editor.test.ts).
 */
import { describe, it } from 'node:test';
import { shot } from '../support/screenshots.ts';
import { newPage, useSite } from '../e2e/planner-harness.ts';
import { drawnTable } from '../e2e/room-harness.ts';
import { patience } from '../support/eventually.ts';

const site = useSite();
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 360, height: 780 } } as const;
const LABELS = { en: { list: 'List', more: 'More', drawing: 'Drawing' }, he: { list: 'רשימה', more: 'עוד', drawing: 'שרטוט' } } as const;

describe('screenshots of the floor plan', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} on a ${size}`, async () => {
        const phone = size === 'phone';
        const { context, page } = await newPage(site, { ...viewport, touch: phone, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        const picture = (what: string) => shot(page, `${lang}-${size}-room-${what}.png`);
        await page.goto(`${site.base}/${lang}/?demo=1`);
        await page.locator('table-card').first().waitFor();
        // Everyone seated, so the drawing has names at its seats.
        await page.locator('solver-panel button.primary').click();
        await page.locator('solver-panel .outcome').waitFor({ timeout: patience(20_000) });
        const step = page.locator('seating-app >> nav button').nth(3);
        await (phone ? step.tap() : step.click());
        const toolbar = page.locator('room-toolbar');
        // A phone opens the list when the whole room drawn would be too small to read.
        await page.locator('room-canvas, room-list').first().waitFor();
        if (phone && (await page.locator('room-list').count()) > 0) {
          await picture('opens-as-list');
          await toolbar.getByRole('button', { name: LABELS[lang].drawing, exact: true }).tap();
        }
        const table = drawnTable(page, 'Table 2');
        await table.waitFor();
        await (phone ? table.tap() : table.click());
        await page.locator('room-view >> aside h3').waitFor();
        await page.evaluate(() => document.fonts.ready);
        await picture('editor');

        if (phone) {
          await toolbar.locator('summary', { hasText: LABELS[lang].more }).tap();
          await picture('more');
          await toolbar.locator('summary', { hasText: LABELS[lang].more }).tap();
        }
        const list = toolbar.getByRole('button', { name: LABELS[lang].list, exact: true });
        await (phone ? list.tap() : list.click());
        await page.locator('room-list >> [data-id="table:Table 2"]').waitFor();
        await picture('list');
        await context.close();
      });
    }
  }
});
