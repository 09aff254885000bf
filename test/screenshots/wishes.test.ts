/**
 * Screenshots of wishes and table features: the unmet wishes beside the seating, the wish list, the
 * booking editor's wishes and the table editor's shape and tags, both languages, desktop (1280×800)
 * and phone (360×780).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { shot } from '../support/screenshots.ts';
import { importInTurn, newPage, useSite } from '../e2e/planner-harness.ts';

const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

/** An event whose seating leaves a wish of each kind unmet. */
const FILES = {
  en: {
    guests: `name,size,group,prefer,prefer_apart,likes,requires
Dana,2,Bride / Friends,Avi,,,
Avi,1,Groom / Friends,,,,
Noa,1,Bride / Family,,Eli,,
Eli,1,Bride / Family,,,,
Ruth,1,Bride / Family,,,quiet,
Grandpa Moshe,2,Groom / Family,Groom / Friends,,,accessible
`,
    tables:
      'name,capacity,shape,tags\nHead table,6,head,\nTable 2,6,round,\nTable 3,6,rectangle,near exit\nTable 4,6,round,accessible\nTable 7,6,round,quiet\n',
    seating: 'table,name\nTable 3,Dana\nTable 7,Avi\nTable 2,Noa\nTable 2,Eli\nTable 2,Ruth\nTable 4,Grandpa Moshe\n',
    guest: 'Grandpa Moshe',
    table: 'Table 3',
  },
  he: {
    guests: `name,size,group,prefer,prefer_apart,likes,requires
דנה,2,כלה / חברים,אבי,,,
אבי,1,חתן / חברים,,,,
נועה,1,כלה / משפחה,,אלי,,
אלי,1,כלה / משפחה,,,,
רות,1,כלה / משפחה,,,שקט,
סבא משה,2,חתן / משפחה,חתן / חברים,,,נגיש
`,
    tables:
      'name,capacity,shape,tags\nשולחן ראשי,6,head,\nשולחן 2,6,round,\nשולחן 3,6,rectangle,ליד היציאה\nשולחן 4,6,round,נגיש\nשולחן 7,6,round,שקט\n',
    seating: 'table,name\nשולחן 3,דנה\nשולחן 7,אבי\nשולחן 2,נועה\nשולחן 2,אלי\nשולחן 2,רות\nשולחן 4,סבא משה\n',
    guest: 'סבא משה',
    table: 'שולחן 3',
  },
} as const;

describe('screenshots of wishes and table features', () => {
  const folder = mkdtempSync(join(tmpdir(), 'wish-shots-'));
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const strings = lang === 'en' ? en : he;
        const files = FILES[lang];
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        const picture = (name: string) => shot(page, `${lang}-${size}-${name}.png`);
        for (const kind of ['guests', 'tables', 'seating'] as const) writeFileSync(join(folder, `${lang}-${kind}.csv`), files[kind]);
        await page.goto(`${site.base}/${lang}/`);
        await page.locator('import-panel file-drop').first().waitFor();
        // Each file goes in after the one before (the seating names their bookings and tables).
        for (const kind of ['guests', 'tables', 'seating'] as const) await importInTurn(page, kind, join(folder, `${lang}-${kind}.csv`));
        await page.getByRole('button', { name: strings.import.goToSeating }).click();
        const unmet = page.locator('unmet-wish-list li').nth(2);
        await unmet.waitFor();
        await page.locator('unmet-wish-list').scrollIntoViewIfNeeded();
        await picture('7-unmet-wishes');

        await page.locator('nav button').nth(1).click();
        await page.locator('guest-list table').waitFor();
        await page.getByRole('button', { name: strings.wishes.button, exact: true }).click();
        await page.locator('wish-list-editor dialog[open] li').first().waitFor();
        await picture('8-wish-list');
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: `${strings.inline.editAll} ${files.guest}` }).click();
        await page.locator('guest-editor fieldset.wishes').scrollIntoViewIfNeeded();
        await picture('9-guest-wishes');
        await page.keyboard.press('Escape');

        await page.locator('table-list').scrollIntoViewIfNeeded();
        await picture('10-table-list');
        await page.getByRole('button', { name: `${strings.inline.editAll} ${files.table}` }).click();
        await page.locator('table-editor dialog[open]').waitFor();
        await picture('11-table-editor');
        await context.close();
      });
    }
  }
});
