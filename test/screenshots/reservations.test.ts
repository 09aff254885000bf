/**
 * Screenshots of reservations (decision 0034): the table editor's warning of a reservation naming a
 * guest not on the list, and the plan in words naming the booking its reserved table had no room for
 * and where it sits; in English and Hebrew, desktop and phone. Pictures only in `npm run screenshots`;
 * the assertions hold in every run.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { shot } from '../support/screenshots.ts';
import { importFile, newPage, useSite } from '../e2e/planner-harness.ts';

const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

/** A head table of three kept for the couple, the parents and a grandmother no longer on the list: the parents do not fit. */
const FILES = {
  en: {
    guests: 'name,size,group\nNoa & Daniel,2,Couple\nParents,2,Bride / Family\nShira,1,Bride / Friends\nAvi,1,Groom / Friends\n',
    tables: 'name,capacity,shape,reserved_for\nHead table,3,head,Noa & Daniel;Parents;Grandma Ruth\nTable 2,6,round,\nTable 3,6,round,\n',
    seating: 'table,name\nHead table,Noa & Daniel\nTable 2,Parents\nTable 2,Shira\nTable 3,Avi\n',
    table: 'Head table',
    missing: 'Grandma Ruth',
  },
  he: {
    guests: 'name,size,group\nנועה ודניאל,2,זוג\nההורים,2,כלה / משפחה\nשירה,1,כלה / חברים\nאבי,1,חתן / חברים\n',
    tables: 'name,capacity,shape,reserved_for\nשולחן ראשי,3,head,נועה ודניאל;ההורים;סבתא רות\nשולחן 2,6,round,\nשולחן 3,6,round,\n',
    seating: 'table,name\nשולחן ראשי,נועה ודניאל\nשולחן 2,ההורים\nשולחן 2,שירה\nשולחן 3,אבי\n',
    table: 'שולחן ראשי',
    missing: 'סבתא רות',
  },
} as const;

describe('screenshots of reservations', () => {
  const folder = mkdtempSync(join(tmpdir(), 'reservation-shots-'));
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
        await importFile(page, 'guests', join(folder, `${lang}-guests.csv`));
        // Each file goes in once the one before is loaded (the seating names their bookings and tables).
        await page.locator('file-drop[kind=guests] p.loaded').waitFor();
        await importFile(page, 'tables', join(folder, `${lang}-tables.csv`));
        // The tables file is taken, with a warning that names the table and the guest not on the list.
        const warning = page.getByText(files.missing, { exact: false }).first();
        await warning.waitFor();
        await picture('20-import-reservation-warning');
        await page.locator('file-drop[kind=tables] p.loaded').waitFor();
        await importFile(page, 'seating', join(folder, `${lang}-seating.csv`));
        await page.locator('file-drop[kind=seating] p.loaded').waitFor();
        await page.getByRole('button', { name: strings.import.goToSeating }).click();
        const elsewhere = page.locator('plan-summary [data-fact=reserved-elsewhere]');
        await elsewhere.waitFor();
        assert.match((await elsewhere.textContent()) ?? '', lang === 'en' ? /Parents did not fit at .*Head table/ : /ההורים/);
        await elsewhere.scrollIntoViewIfNeeded();
        await picture('21-plan-reserved-elsewhere');

        await page.locator('nav button').nth(1).click();
        await page.locator('table-list').scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: `${strings.inline.editAll} ${files.table}` }).click();
        const note = page.locator('table-editor dialog[open] .warn');
        await note.waitFor();
        assert.match((await note.textContent()) ?? '', new RegExp(files.missing));
        await note.scrollIntoViewIfNeeded();
        await picture('22-table-editor-reservation-warning');
        await context.close();
      });
    }
  }
});
