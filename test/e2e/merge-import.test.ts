/**
 * Late changes to the guest list: the 150-guest wedding with its published seating, then a new
 * guests file (one booking gone, one new, one grown, one meal changed) merged into it. The review
 * shows each change before anything changes; the planner leaves one out; applying keeps every
 * other booking at its table, and one undo brings the event back.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { screenshotsWanted, shot } from '../support/screenshots.ts';
import { importFile, newPage, seatingOnScreen, useSite } from './planner-harness.ts';
import { patience } from '../support/eventually.ts';

const examples = join(BUILD_PATHS.public, 'examples');
const site = useSite();
const folder = mkdtempSync(join(tmpdir(), 'merge-'));

/** The example's guests file with late changes: the rows are changed as a planner's spreadsheet would be. */
function lateChanges(lang: 'en' | 'he'): { path: string; removed: string; added: string; grown: string; mealChanged: string } {
  const prefix = lang === 'he' ? 'wedding-150-he' : 'wedding-150';
  const lines = readFileSync(join(examples, `${prefix}-guests.csv`), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  const rows = lines.slice(1).map((line) => line.split(','));
  // Bookings without a pin, a wish or a quoted cell, so a plain split by commas reads them, and that no other booking's wish names.
  const named = rows.flatMap((cells) => [cells[4], ...cells.slice(9)].flatMap((cell) => (cell ?? '').split(';').map((n) => n.trim())));
  const plain = rows.filter(
    (cells) => cells.length === 14 && cells[5] === '' && cells.slice(9).every((c) => c === '') && !named.includes(cells[0]!),
  );
  const [removed, grown, mealChanged] = [plain[3]!, plain[8]!, plain[12]!];
  grown[1] = String(Number(grown[1]) + 1);
  mealChanged[7] = lang === 'he' ? 'צמחוני' : 'Vegetarian';
  const added = lang === 'he' ? 'משפחת אוחנה' : 'The Ohana family';
  const kept = rows.filter((cells) => cells !== removed).map((cells) => cells.join(','));
  const path = join(folder, `${lang}-guests-v2.csv`);
  writeFileSync(path, [lines[0], ...kept, `${added},2,${grown[2]},,,,,,,,,,,`].join('\n') + '\n');
  return { path, removed: removed[0]!, added, grown: grown[0]!, mealChanged: mealChanged[0]! };
}

async function openSeatedExample(page: Page, lang: 'en' | 'he') {
  const prefix = lang === 'he' ? 'wedding-150-he' : 'wedding-150';
  await page.goto(`${site.base}/${lang}/`);
  await page.locator('import-panel file-drop').first().waitFor();
  await importFile(page, 'guests', join(examples, `${prefix}-guests.csv`));
  await page.locator('file-drop[kind=tables]').waitFor();
  await importFile(page, 'tables', join(examples, `${prefix}-tables.csv`));
  await page.locator('file-drop[kind=seating]').waitFor({ state: 'attached' });
  await importFile(page, 'seating', join(examples, `${prefix}-seating.csv`));
}

async function startMerge(page: Page, path: string) {
  await importFile(page, 'guests', path);
  await page.locator('import-target input[value=merge]').check();
  await page.locator('import-target .btn.primary').click();
  await page.locator('merge-review section').waitFor();
}

/** The review's first line as read, without the marks that isolate each number's direction. */
const summaryOf = async (page: Page) => (await page.locator('merge-review p').first().textContent())!.replace(/[\u2068\u2069]/g, '').trim();

/** The planner's steps, in the order its navigation shows them in either language. */
const STEPS = ['import', 'guests', 'seating', 'room', 'print'] as const;
const step = (page: Page, view: (typeof STEPS)[number]) => page.locator('seating-app nav button').nth(STEPS.indexOf(view)).click();

async function seatingNow(page: Page): Promise<Map<string, string>> {
  await step(page, 'seating');
  await page.locator('table-card').nth(15).waitFor();
  const byTable = await seatingOnScreen(page);
  return new Map(Object.entries(byTable).flatMap(([table, names]) => names.map((name) => [name, table] as const)));
}

describe('merging a changed guests file', () => {
  it('reviews each change, applies the accepted ones keeping everyone else at their table, seats the changes, and undoes each step', async () => {
    const { context, page } = await newPage(site);
    await openSeatedExample(page, 'en');
    const change = lateChanges('en');
    const before = await seatingNow(page);
    assert.equal(before.size, 83, 'the published seating seats every booking');
    await step(page, 'import');

    await startMerge(page, change.path);
    const review = page.locator('merge-review');
    assert.equal(await summaryOf(page), '1 added, 1 removed, 2 changed, 80 unchanged.');
    await review.getByText(change.removed, { exact: true }).waitFor();
    await review.getByText(change.added, { exact: true }).waitFor();
    await review.getByText(/Meals .* → .*Vegetarian/).waitFor();
    // The meal change is left out.
    await review.locator('label.option', { hasText: change.mealChanged }).locator('input').uncheck();
    await review.getByRole('button', { name: 'Apply 3 changes' }).click();
    await page.locator('merge-review section').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Undo\W+Merged 3 changes from en-guests-v2\.csv$/ }).waitFor();
    // The import step says what the merge applied and whom it took from their table, in view.
    const merged = page.locator('import-panel p.merged');
    await merged.waitFor();
    const mergedText = (await merged.textContent())!.replace(/[\u2066-\u2069]/g, '');

    const after = await seatingNow(page);
    const lostTable = before.get(change.grown) !== after.get(change.grown);
    assert.match(mergedText, lostTable ? /\(1 booking\) now at another table\. \d+ place cards? to reprint/ : /Nobody moved\./, mergedText);
    assert.equal(after.has(change.removed), false, 'the removed booking is gone');
    assert.equal(after.get(change.added), 'Without a seat', 'the new booking waits for a table');
    for (const [name, table] of before) {
      if (name === change.removed || name === change.grown) continue;
      assert.equal(after.get(name), table, `${name} keeps ${table}`);
    }

    // "Seat the changes" seats the new booking (and the grown one, if its table lost it) and says who else moved.
    await page.getByRole('button', { name: 'Seat the changes' }).click();
    const outcome = page.locator('solver-panel .outcome');
    await outcome.getByText(/now at another table|nobody else moved table/).waitFor({ timeout: patience(30_000) });
    const reported = Number(/\((\d+) bookings?\)/.exec((await outcome.textContent())!)?.[1] ?? 0);
    const seated = await seatingNow(page);
    assert.equal(seated.has('Without a seat') || [...seated.values()].includes('Without a seat'), false, 'everyone has a table');
    const movedOthers = [...after].filter(([name, table]) => table !== 'Without a seat' && seated.get(name) !== table);
    assert.equal(movedOthers.length, reported, `the outcome counts the bookings that moved: ${JSON.stringify(movedOthers)}`);
    assert.ok(movedOthers.length <= 2, `at most 2 of 81 bookings moved, not ${movedOthers.length}`);
    // The seats stay too: the outcome says how few place cards change (the new booking's, the grown one's, who made room).
    const cards = Number(/(\d+) place cards? to reprint\./.exec((await outcome.textContent())!)?.[1] ?? NaN);
    assert.ok(cards >= 1 && cards <= 12, `place cards to reprint: ${cards}`);

    await page.getByRole('button', { name: /^Undo\W+Seating by the optimizer/ }).click();
    await page.getByRole('button', { name: /^Undo\W+Merged 3 changes from en-guests-v2\.csv$/ }).click();
    // The undo is done when the merge is what Redo offers; reading the cards before that races the undo.
    await page.getByRole('button', { name: /^Redo\W+Merged 3 changes from en-guests-v2\.csv$/ }).waitFor();
    const undone = await seatingNow(page);
    assert.deepEqual([...undone].sort(), [...before].sort(), 'one undo each brings the event back');
    await context.close();
  });

  it('changes nothing when the review is cancelled', async () => {
    const { context, page } = await newPage(site, { locale: 'he-IL' });
    await openSeatedExample(page, 'he');
    const change = lateChanges('he');
    const before = await seatingNow(page);
    await step(page, 'import');
    await startMerge(page, change.path);
    assert.equal(await summaryOf(page), '1 נוספו, 1 הוסרו, 2 השתנו, 80 ללא שינוי.');
    await page.locator('merge-review').getByRole('button', { name: 'ביטול' }).click();
    await page.locator('merge-review section').waitFor({ state: 'detached' });
    assert.deepEqual([...(await seatingNow(page))].sort(), [...before].sort());
    await context.close();
  });
});

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

describe('screenshots of the merge review', { skip: !screenshotsWanted() && 'pictures only: npm run screenshots' }, () => {
  for (const lang of ['en', 'he'] as const)
    for (const [size, viewport] of Object.entries(SIZES))
      it(`${lang} ${size}`, async () => {
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        await openSeatedExample(page, lang);
        await startMerge(page, lateChanges(lang).path);
        await page.locator('merge-review').scrollIntoViewIfNeeded();
        await shot(page, `${lang}-${size}-merge-review.png`, { fullPage: true });
        // Applied, the plan waits for "Seat the changes"; then the outcome says what moved.
        await page.locator('merge-review .actions .btn.primary').click();
        await page.locator('merge-review section').waitFor({ state: 'detached' });
        await step(page, 'seating');
        const panel = page.locator('solver-panel');
        await panel.locator('.limited').waitFor();
        await shot(panel, `${lang}-${size}-seat-changes-1-offer.png`);
        await panel.locator('.btn.primary').click();
        await panel.locator('.outcome').waitFor({ timeout: patience(30_000) });
        await shot(panel, `${lang}-${size}-seat-changes-2-outcome.png`);
        await context.close();
      });
});
