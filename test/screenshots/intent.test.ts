/**
 * Screenshots of the planner's intent kept (issue 56): an unmet wish with why and its fixes, "Re-seat
 * everyone?" with the bookings it would move, the outcome that says who changed table, and the wish
 * met after its fix; both languages, desktop (1280×800) and phone (360×780).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import type { Locator, Page } from 'playwright-core';
import { shot } from '../support/screenshots.ts';
import { importInTurn, newPage, useSite } from '../e2e/planner-harness.ts';

const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

/** Dana's family (strength 7) keeps her from Noa; Eli sits away from his friends, so a re-seat would move him. */
const FILES = {
  en: {
    guests:
      'name,size,group,strength,prefer\nDana,1,Bride / Family,7,Noa\nMira,2,Bride / Family,7,\nYael,2,Bride / Family,7,\nNoa,1,Groom / Friends,8,\nEli,2,Groom / Friends,8,\nRon,2,Groom / Friends,8,\n',
    tables: 'name,capacity\nTable 1,6\nTable 2,6\nTable 3,6\n',
    seating: 'table,name\nTable 1,Dana\nTable 1,Mira\nTable 1,Yael\nTable 2,Noa\nTable 3,Eli\nTable 2,Ron\n',
  },
  he: {
    guests:
      'name,size,group,strength,prefer\nדנה,1,כלה / משפחה,7,נועם\nמירה,2,כלה / משפחה,7,\nיעל,2,כלה / משפחה,7,\nנועם,1,חתן / חברים,8,\nאלי,2,חתן / חברים,8,\nרון,2,חתן / חברים,8,\n',
    tables: 'name,capacity\nשולחן 1,6\nשולחן 2,6\nשולחן 3,6\n',
    seating: 'table,name\nשולחן 1,דנה\nשולחן 1,מירה\nשולחן 1,יעל\nשולחן 2,נועם\nשולחן 3,אלי\nשולחן 2,רון\n',
  },
} as const;

describe('screenshots of unmet wishes explained and re-seating that asks first', () => {
  const folder = mkdtempSync(join(tmpdir(), 'intent-shots-'));
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const strings = lang === 'en' ? en : he;
        const files = FILES[lang];
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        const picture = (name: string, target: Page | Locator = page) => shot(target, `${lang}-${size}-${name}.png`);
        for (const kind of ['guests', 'tables', 'seating'] as const) writeFileSync(join(folder, `${lang}-${kind}.csv`), files[kind]);
        await page.goto(`${site.base}/${lang}/`);
        await page.locator('import-panel file-drop').first().waitFor();
        for (const kind of ['guests', 'tables', 'seating'] as const) {
          // Each file goes in after the one before (the seating names their bookings and tables).
          await importInTurn(page, kind, join(folder, `${lang}-${kind}.csv`));
        }
        await page.getByRole('button', { name: strings.import.goToSeating }).click();
        const reason = page.locator('unmet-wish-list li .reason').first();
        await reason.waitFor();
        await page.locator('unmet-wish-list').scrollIntoViewIfNeeded();
        await picture('i1-unmet-reason', page.locator('unmet-wish-list'));

        await page.locator('solver-panel').scrollIntoViewIfNeeded();
        await page.locator('solver-panel button.primary').first().click();
        await page.locator('solver-panel .outcome.ask').waitFor({ timeout: 30_000 });
        await picture('i2-reseat-confirm', page.locator('solver-panel'));
        await page.locator('solver-panel [data-answer="reseat"]').click();
        await page.locator('solver-panel .outcome.ok').waitFor({ timeout: 30_000 });
        await picture('i3-reseat-outcome', page.locator('solver-panel'));

        await page.locator('unmet-wish-list').scrollIntoViewIfNeeded();
        const fix = page.locator('unmet-wish-list [data-fix="strength"]').first();
        // After the re-seat the family holds the wish back: the reason names it, with both fixes.
        await picture('i3b-group-reason', page.locator('unmet-wish-list'));
        if (await fix.count()) {
          await fix.click();
          await page.locator('unmet-wish-list .said').waitFor();
          await picture('i4-wish-fixed', page.locator('unmet-wish-list'));
        }
        await picture('i5-page', page);
        await context.close();
      });
    }
  }
});
