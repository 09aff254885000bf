/**
 * A guests file saved by a spreadsheet on a Hebrew system, whose `table` and `avoid` cells end with
 * an invisible right-to-left mark, works in the app as on the command line: it imports, "Seat
 * everyone" seats all three bookings with the pinned family at its table, a manual move works, and
 * the downloaded seating file says so. In English and in Hebrew.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { readGuestsFile, readSeatingFile, readTablesFile } from '../../src/csv/index.ts';
import { assertEventually, patience } from '../support/eventually.ts';
import { importFile, newPage, seatingOnScreen, useSite } from './planner-harness.ts';

const RLM = '\u200f';
const work = mkdtempSync(join(tmpdir(), 'invisible-marks-'));
after(() => rmSync(work, { recursive: true, force: true }));
const GUESTS = join(work, 'guests.csv');
const TABLES = join(work, 'tables.csv');
writeFileSync(
  GUESTS,
  `name,size,group,strength,avoid,table\nמשפחת כהן,2,חתן/משפחה,,,שולחן 2${RLM}\nדני,1,חתן/חברים,,משפחת כהן${RLM},\nRuth,1,,,,\n`,
);
writeFileSync(TABLES, 'name,capacity\nשולחן 1,4\nשולחן 2,4\n');

const site = useSite();

for (const [lang, strings] of [
  ['en', en],
  ['he', he],
] as const) {
  describe(`a Hebrew spreadsheet's invisible marks, in /${lang}/`, () => {
    it('imports, seats everyone with the pin kept, moves by hand and exports that plan', async () => {
      const { context, page } = await newPage(site, { locale: lang === 'he' ? 'he-IL' : 'en-US' });
      await page.goto(`${site.base}/${lang}/`);
      await importFile(page, 'guests', GUESTS);
      await importFile(page, 'tables', TABLES);
      await page.getByRole('button', { name: strings.import.goToSeating }).click();

      await page.getByRole('button', { name: strings.solver.start }).click();
      await page.locator('solver-panel .outcome:not(.bad)').waitFor({ timeout: patience(20_000) });
      assert.equal(await page.locator('solver-panel .outcome.bad').count(), 0, 'the result was applied, not thrown away');
      const solved = await seatingOnScreen(page);
      const atTable2 = solved['שולחן 2'] ?? [];
      assert.ok(atTable2.includes('משפחת כהן'), 'the pinned family sits at its table');
      assert.ok(!atTable2.includes('דני'), 'Dani is kept apart from the family');
      assert.equal(solved[strings.tables.unseated], undefined, 'everyone has a seat');

      // Ruth moves by hand to the table she is not at.
      const ruthAt = solved['שולחן 1']?.includes('Ruth') ? 'שולחן 1' : 'שולחן 2';
      const other = ruthAt === 'שולחן 1' ? 'שולחן 2' : 'שולחן 1';
      await page.locator('table-card .chip', { hasText: 'Ruth' }).click();
      await page.locator('table-card', { hasText: other }).getByRole('button', { name: strings.tables.moveHere }).click();
      await assertEventually(async () => (await seatingOnScreen(page))[other]?.includes('Ruth') === true, `Ruth at ${other}`);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: strings.export.button }).click();
      const exported = readFileSync(await (await download).path());
      const guests = readGuestsFile(readFileSync(GUESTS), 'guests.csv');
      const tables = readTablesFile(readFileSync(TABLES), 'tables.csv');
      const seating = readSeatingFile(exported, 'seating.csv', guests.records, tables.records);
      assert.deepEqual(seating.issues, []);
      const tableOf = Object.fromEntries(guests.records.map((g, i) => [g.name, seating.arrangement[i]]));
      assert.equal(tableOf['משפחת כהן'], 'שולחן 2');
      assert.equal(tableOf['Ruth'], other);
      assert.ok(tableOf['דני'] !== null && tableOf['דני'] !== 'שולחן 2', 'Dani is seated, away from the family');
      await context.close();
    });
  });
}
