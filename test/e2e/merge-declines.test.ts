/**
 * An updated guest export merged into a seated event, as a planner meets it: the corpus's address
 * list imported and seated, then the couple's next export (two invitations declined, a partner who
 * declined, two new invitations). The review says the declines and the additions in words; applied,
 * "Seat the changes" seats the new ones, and the declined are at no table and in no print.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { patience } from '../support/eventually.ts';
import { importFile, importInTurn, newPage, seatingOnScreen, useSite } from './planner-harness.ts';

const site = useSite();
const folder = fileURLToPath(new URL('../fixtures/exports/', import.meta.url));
const FIRST = join(folder, 'address-list.csv');
const UPDATED = join(folder, 'updated/address-list.csv');
const DECLINED = ['Karen Thompson', 'Nina Lopez'];

/** What the planner reads, in each language. */
const WORDS = {
  en: {
    answers: '5 declined since the last file; 2 new invitations.',
    declinedLegend: 'Declined: 2 bookings',
    partner: 'Laura Miller declined',
  },
  he: {
    answers: 'מאז הקובץ הקודם 5 הודיעו שלא יגיעו; שתי הזמנות חדשות.',
    declinedLegend: 'לא מגיעים: שתי הזמנות',
    partner: 'לא מגיעים: Laura Miller',
  },
} as const;

/** Without the marks that isolate each name's and number's direction. */
const bare = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/gu, '').trim();

/** The mapping step's proposal accepted, if it asks. */
async function acceptColumns(page: Page, done: string) {
  const mapping = page.locator('import-mapping >> button.primary');
  await mapping.or(page.locator(done)).first().waitFor();
  if (await mapping.isVisible()) await mapping.click();
}

/** The first export imported with the corpus's tables and seated by a short run. */
async function seatedFirstExport(page: Page, lang: 'en' | 'he') {
  await page.goto(`${site.base}/${lang}/`);
  await importFile(page, 'guests', FIRST);
  await acceptColumns(page, 'import-panel >> p.headcount');
  await page.locator('import-panel >> p.headcount').waitFor();
  await importInTurn(page, 'tables', join(folder, 'tables.csv'));
  await page.locator('import-panel .next .btn.primary').click();
  await page.locator('solver-panel button.primary').click();
  await page.locator('solver-panel .outcome:not(.bad)').waitFor({ timeout: patience(30_000) });
}

/** The updated export chosen in the import step and merged: its review open. */
async function reviewUpdate(page: Page) {
  await page.locator('seating-app nav button').first().click();
  await importFile(page, 'guests', UPDATED);
  await page.locator('import-target input[value=merge]').check();
  await page.locator('import-target .btn.primary').click();
  await acceptColumns(page, 'merge-review section');
  await page.locator('merge-review section').waitFor();
  return page.locator('merge-review');
}

describe('merging an updated export with declines', () => {
  it('says the declines and the new invitations, frees the declined seats, and prints nobody who declined', async () => {
    const { context, page } = await newPage(site);
    await seatedFirstExport(page, 'en');
    const review = await reviewUpdate(page);
    assert.equal(bare(await review.locator('p.answers').textContent()), WORDS.en.answers);
    const declined = review.locator('fieldset', { hasText: WORDS.en.declinedLegend });
    for (const name of DECLINED) await declined.getByText(name, { exact: true }).waitFor();
    const miller = bare(await review.locator('label.option', { hasText: 'David Miller' }).textContent());
    assert.ok(miller.includes(WORDS.en.partner), miller);

    await review.getByRole('button', { name: /^Apply \d+ changes$/ }).click();
    await page.locator('merge-review section').waitFor({ state: 'detached' });
    await page.locator('seating-app nav button').nth(2).click();
    await page.getByRole('button', { name: 'Seat the changes' }).click();
    await page.locator('solver-panel .outcome:not(.bad)').waitFor({ timeout: patience(30_000) });

    const seated = Object.entries(await seatingOnScreen(page)).flatMap(([table, names]) => names.map((name) => [name, table]));
    const names = seated.map(([name]) => name);
    for (const name of DECLINED) assert.equal(names.includes(name), false, `${name} is at no table`);
    for (const name of ['Ellen Ward', 'Rosa Diaz', 'David Miller', 'Sam Carter', 'Priya Shah'])
      assert.ok(
        seated.some(([n, table]) => n === name && table !== 'Without a seat'),
        `${name} has a table: ${JSON.stringify(seated)}`,
      );

    // The prints: the escort list and the place cards name everyone coming, and nobody who declined.
    await page.locator('seating-app nav button').nth(4).click();
    const escort = page.locator('print-view >> .preview .escort .entry');
    await escort.first().waitFor();
    const entries = (await escort.allTextContents()).map(bare).join('\n');
    for (const name of [...DECLINED, 'Laura Miller', 'Tom Baker']) assert.equal(entries.includes(name), false, `${name} is not printed`);
    for (const name of ['George Ward', 'Rosa Diaz', 'Sophie Miller']) assert.ok(entries.includes(name), `${name} is printed`);
    await page.getByText('Place cards', { exact: true }).click();
    const cards = page.locator('print-view >> .preview .place');
    await cards.first().waitFor();
    const placed = (await cards.allTextContents()).map(bare).join('\n');
    for (const name of [...DECLINED, 'Laura Miller', 'Tom Baker']) assert.equal(placed.includes(name), false, `${name} has no place card`);

    // The guest list still shows them, marked, out of the seating.
    await page.locator('seating-app nav button').nth(1).click();
    const away = page.locator('guest-list >> section.not-seated');
    await away.waitFor();
    for (const name of [...DECLINED, 'Laura Miller', 'Tom Baker'])
      assert.equal(
        bare(await away.locator('li', { hasText: name }).textContent()).includes('declined'),
        true,
        `${name} is marked declined`,
      );
    await context.close();
  });

  it('offers to seat those without an answer in one choice, and lists them until then', async () => {
    const { context, page } = await newPage(site, { width: 360, height: 740, touch: true });
    await page.goto(`${site.base}/en/`);
    await importFile(page, 'guests', FIRST);
    await acceptColumns(page, 'import-panel >> p.headcount');
    const seat = page.getByRole('button', { name: 'Seat the 2 without an answer' });
    await seat.waitFor();
    await page.locator('seating-app nav button').nth(1).click();
    const away = page.locator('guest-list >> section.not-seated');
    assert.match(bare(await away.locator('li', { hasText: 'Ellen Ward' }).textContent()), /no answer yet/);
    await page.locator('seating-app nav button').first().click();
    await seat.click();
    await seat.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Undo\W+Added 2 people without an answer$/ }).waitFor();
    await page.locator('seating-app nav button').nth(1).click();
    await page.locator('guest-list').getByText('Ellen Ward', { exact: true }).first().waitFor();
    assert.equal(await away.locator('li', { hasText: 'Ellen Ward' }).count(), 0, 'no longer listed as without an answer');
    await context.close();
  });

  it('says them in Hebrew too, isolated from the names around them', async () => {
    const { context, page } = await newPage(site, { locale: 'he-IL' });
    await seatedFirstExport(page, 'he');
    const review = await reviewUpdate(page);
    assert.equal(bare(await review.locator('p.answers').textContent()), WORDS.he.answers);
    await review.locator('fieldset', { hasText: WORDS.he.declinedLegend }).getByText('Karen Thompson', { exact: true }).waitFor();
    const miller = bare(await review.locator('label.option', { hasText: 'David Miller' }).textContent());
    assert.ok(miller.includes(WORDS.he.partner), miller);
    await context.close();
  });
});
