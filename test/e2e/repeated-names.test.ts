/**
 * Two guests called David Cohen, in different groups, in the app: the guests file imports with a
 * warning that says what to do, "Seat everyone" seats both, each shown with its group, and the
 * downloaded seating file carries their ids and reads back, in the app and against the files. In
 * English and in Hebrew; pictures of the warning at desktop and phone sizes.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { readGuestsFile, readSeatingFile, readTablesFile } from '../../src/csv/index.ts';
import { runsLook, shot } from '../support/screenshots.ts';
import { importFile, newPage, seatingOnScreen, useSite } from './planner-harness.ts';
import { patience } from '../support/eventually.ts';

const work = mkdtempSync(join(tmpdir(), 'repeated-names-'));
after(() => rmSync(work, { recursive: true, force: true }));
const GUESTS = join(work, 'guests.csv');
const TABLES = join(work, 'tables.csv');
writeFileSync(
  GUESTS,
  'name,size,group\nDavid Cohen,2,Bride/Family\nSarah Levi,1,Bride/Friends\nDavid Cohen,1,Groom/Work\nRon Bar,2,Groom/Work\n',
);
writeFileSync(TABLES, 'name,capacity\nTable 1,4\nTable 2,4\n');
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

const site = useSite();

for (const [lang, strings] of [
  ['en', en],
  ['he', he],
] as const) {
  describe(`two guests with one name, in /${lang}/`, () => {
    it('import with a warning, are both seated and shown with their group, and export with their ids', async () => {
      const { context, page } = await newPage(site, { locale: lang === 'he' ? 'he-IL' : 'en-US' });
      await page.goto(`${site.base}/${lang}/`);
      await importFile(page, 'guests', GUESTS);
      const warning = page.locator('import-panel issue-list li.sev-warning');
      await warning.waitFor();
      // Hebrew wraps each name in direction isolates; what it says is the same.
      assert.match((await warning.innerText()).replace(/[\u2066-\u2069]/g, ''), /David Cohen.*2.*David Cohen #2/s);
      await importFile(page, 'tables', TABLES);
      await page.getByRole('button', { name: strings.import.goToSeating }).click();

      await page.getByRole('button', { name: strings.solver.start }).click();
      await page.locator('solver-panel .outcome:not(.bad)').waitFor({ timeout: patience(20_000) });
      const solved = await seatingOnScreen(page);
      const everyone = Object.values(solved).flat().sort();
      assert.deepEqual(everyone, ['David Cohen · Bride / Family', 'David Cohen · Groom / Work', 'Ron Bar', 'Sarah Levi']);
      assert.equal(solved[strings.tables.unseated], undefined, 'everyone has a seat');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: strings.export.button }).click();
      const path = await (await download).path();
      const exported = readFileSync(path);
      const text = exported.toString('utf8');
      assert.ok(text.includes('David Cohen #1') && text.includes('David Cohen #2'), 'the export carries both ids');
      const guests = readGuestsFile(readFileSync(GUESTS)).records;
      const tables = readTablesFile(readFileSync(TABLES)).records;
      const back = readSeatingFile(exported, 'seating.csv', guests, tables);
      assert.deepEqual(back.issues, []);
      assert.ok(back.arrangement.every((table) => table !== null));
      await context.close();

      // The file reads back in the app too, into a new workspace: the same seats.
      const again = await newPage(site, { locale: lang === 'he' ? 'he-IL' : 'en-US' });
      await again.page.goto(`${site.base}/${lang}/`);
      await importFile(again.page, 'guests', GUESTS);
      await importFile(again.page, 'tables', TABLES);
      const seatingFile = join(work, `${lang}-seating.csv`);
      writeFileSync(seatingFile, exported);
      await importFile(again.page, 'seating', seatingFile);
      await again.page.getByRole('button', { name: strings.import.goToSeating }).click();
      await again.page.locator('table-card').first().waitFor();
      assert.deepEqual(await seatingOnScreen(again.page), solved);
      await again.context.close();
    });

    for (const [size, viewport] of Object.entries(SIZES).filter(([size]) => runsLook(lang, size))) {
      it(`shows the warning at ${size} size`, async () => {
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        await page.goto(`${site.base}/${lang}/`);
        await importFile(page, 'guests', GUESTS);
        const warning = page.locator('import-panel issue-list li.sev-warning');
        await warning.waitFor();
        await warning.evaluate((item) => item.scrollIntoView({ block: 'center' }));
        await shot(page, `${lang}-${size}-repeated-name-warning.png`);
        await context.close();
      });
    }
  });
}
