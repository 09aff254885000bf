/**
 * The planner's walkthrough in the built app: the couple's guest list imported; in the app a
 * keep-apart for a divorced couple, "wheelchair" added to a booking's needs, one booking's size
 * changed, one booking deleted and another added; then the couple's updated list (5 cancellations,
 * 3 additions, 2 size changes, one of them the booking the planner resized) merged into the event.
 * The review lists only the file's changes as changes, the planner's edits as kept, and the size
 * both changed as a clash with both values, unticked; after "Apply" everything the planner did is
 * still there, and a reload shows the same.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { asRead } from '../support/messages.ts';
import { screenshotsWanted, shot } from '../support/screenshots.ts';
import { importFile, newPage, useSite } from './planner-harness.ts';

const site = useSite();
const fixtures = fileURLToPath(new URL('../fixtures/merge/', import.meta.url));

/** The planner's steps, in the order its navigation shows them in either language. */
const STEPS = ['import', 'guests', 'seating', 'room', 'print'] as const;
const step = (page: Page, view: (typeof STEPS)[number]) => page.locator('seating-app nav button').nth(STEPS.indexOf(view)).click();

const ADD_BOOKING = { en: 'Add booking', he: 'הוספת הזמנה' } as const;

/** Opens a booking in the booking editor, lets `fill` change it and saves. */
async function editBooking(
  page: Page,
  name: string | null,
  fill: (dialog: ReturnType<Page['locator']>) => Promise<void>,
  lang: 'en' | 'he',
) {
  if (name === null) await page.getByRole('button', { name: ADD_BOOKING[lang] }).first().click();
  else await page.locator('guest-list tbody tr', { hasText: name }).first().locator('[data-action=edit-all]').click();
  const dialog = page.locator('guest-editor dialog');
  await dialog.waitFor();
  await fill(dialog);
  await dialog.locator('button[type=submit]').click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The couple's list and tables imported, then the planner's edits made in the guest list. */
async function importAndEdit(page: Page, lang: 'en' | 'he') {
  await page.goto(`${site.base}/${lang}/`);
  await importFile(page, 'guests', join(fixtures, 'base-guests.csv'));
  await page.locator('file-drop[kind=tables]').waitFor();
  await importFile(page, 'tables', join(fixtures, 'tables.csv'));
  await step(page, 'guests');
  await page.locator('guest-list tbody tr', { hasText: 'Katz' }).waitFor();
  await editBooking(page, 'Greg Parker', (d) => d.locator('#avoid input').fill('Linda Parker'), lang);
  await editBooking(page, 'Levi', (d) => d.locator('#needs').fill('wheelchair'), lang);
  await editBooking(page, 'Cohen', (d) => d.locator('#size').fill('3'), lang);
  // On a phone a booking's row is opened on its buttons first.
  const katz = page.locator('guest-list tbody tr', { hasText: 'Katz' });
  if (await katz.locator('button.more').isVisible()) await katz.locator('button.more').click();
  await katz.locator('[data-action=delete]').click();
  await page.locator('guest-list tbody tr', { hasText: 'Katz' }).waitFor({ state: 'detached' });
  await editBooking(
    page,
    null,
    async (d) => {
      await d.locator('#name').fill('Hadad');
      await d.locator('#size').fill('2');
    },
    lang,
  );
  await page.locator('guest-list tbody tr', { hasText: 'Hadad' }).waitFor();
}

async function startMerge(page: Page) {
  await step(page, 'import');
  await importFile(page, 'guests', join(fixtures, 'theirs-guests.csv'));
  await page.locator('import-target input[value=merge]').check();
  await page.locator('import-target .btn.primary').click();
  await page.locator('merge-review section').waitFor();
}

/** Each row of the guest list as read on screen: booking name → the row's text. */
async function bookingsOnScreen(page: Page): Promise<Map<string, string>> {
  await step(page, 'guests');
  await page.locator('guest-list tbody tr').first().waitFor();
  const rows = await page
    .locator('guest-list tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th [data-cell]')!.textContent.trim(), tr.textContent.replace(/\s+/g, ' ').trim()] as const),
    );
  return new Map(rows);
}

const lineOf = (page: Page, name: string) => page.locator('merge-review label.option', { hasText: name });

describe('merging the updated guest list into an event edited in the app', () => {
  it("keeps the planner's edits, applies the file's changes and leaves the field both changed as an unticked clash", async () => {
    const { context, page } = await newPage(site);
    await importAndEdit(page, 'en');
    await startMerge(page);
    const review = page.locator('merge-review');

    // The planner's own edits are not offered for undoing: they are listed as kept, in words.
    const kept = asRead(await review.locator('fieldset.kept').textContent());
    assert.match(kept, /Greg Parker Your edit in the app · Keep apart – → Linda Parker/);
    assert.match(kept, /Levi Your edit in the app · Needs – → wheelchair/);
    assert.match(kept, /Hadad Your edit in the app · added in the app/);
    assert.match(kept, /Katz Your edit in the app · deleted in the app/);
    for (const name of ['Greg Parker', 'Levi', 'Hadad', 'Katz'])
      assert.equal(await lineOf(page, name).count(), 0, `${name} has no check box`);

    // The clash: both values, unticked.
    const clash = review.locator('fieldset.clashes label.option', { hasText: 'Cohen' });
    assert.match(asRead(await clash.textContent()), /Changed in both · Size: in the new file 4; your edit in the app 3/);
    assert.equal(await clash.locator('input').isChecked(), false);
    assert.match(asRead(await lineOf(page, 'Mizrahi').textContent()), /In the new file · Size 4 → 5/);
    assert.equal(await lineOf(page, 'Mizrahi').locator('input').isChecked(), true);

    await review.getByRole('button', { name: 'Apply 9 changes' }).click();
    await page.locator('merge-review section').waitFor({ state: 'detached' });

    for (const reloaded of [false, true]) {
      if (reloaded) await page.reload();
      const rows = await bookingsOnScreen(page);
      const when = reloaded ? ' after reload' : '';
      assert.match(rows.get('Greg Parker') ?? '', /Linda Parker/, `the keep-apart stays${when}`);
      assert.match(rows.get('Levi') ?? '', /wheelchair/, `the need stays${when}`);
      assert.equal(rows.has('Katz'), false, `the deletion stays${when}`);
      assert.equal(rows.has('Hadad'), true, `the addition stays${when}`);
      for (const gone of ['Dahan', 'Peretz', 'Biton', 'Friedman', 'Rosen']) assert.equal(rows.has(gone), false, `${gone} cancelled${when}`);
      for (const come of ['Amsalem', 'Ben David', 'Golan']) assert.equal(rows.has(come), true, `${come} added${when}`);
      assert.match(rows.get('Mizrahi') ?? '', /^Mizrahi\b.*\b5\b/, `Mizrahi grew to 5${when}`);
      assert.match(rows.get('Cohen') ?? '', /^Cohen\b.*\b3\b/, `the clash kept the planner's 3${when}`);
      assert.doesNotMatch(rows.get('Cohen') ?? '', /\b4\b/);
    }
    await context.close();
  });
});

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

describe('screenshots of the three-way merge review', { skip: !screenshotsWanted() && 'pictures only: npm run screenshots' }, () => {
  for (const lang of ['en', 'he'] as const)
    for (const [size, viewport] of Object.entries(SIZES))
      it(`${lang} ${size}`, async () => {
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        await importAndEdit(page, lang);
        await startMerge(page);
        await page.locator('merge-review').scrollIntoViewIfNeeded();
        await shot(page, `${lang}-${size}-merge-three-way.png`, { fullPage: true });
        await shot(page.locator('merge-review fieldset.clashes'), `${lang}-${size}-merge-three-way-clash.png`);
        await context.close();
      });
});
