/**
 * Two tabs on one workspace, as a user opens them: an edit in either tab is never lost to the
 * other, even when a tab never heard of the other's save; and a database upgrade by another tab
 * never leaves a tab on "Loading…".
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { DB_VERSION } from '../../src/storage/schema.ts';
import { DEFAULT_DB_NAME } from '../../src/storage/workspace-db.ts';
import { eventually, patience } from '../support/eventually.ts';
import { asRead, filledIn } from '../support/messages.ts';
import { runsLook, shot } from '../support/screenshots.ts';
import { importFile, newPage, seatingOnScreen, useSite } from './planner-harness.ts';

const examples = join(BUILD_PATHS.public, 'examples');
const GUESTS = join(examples, 'demo-guests.csv');
// The wedding's tables without the head table's reservation, whose groups the demo's guests lack: the
// unaware tab checks the import against the demo's guest list it still holds.
const work = mkdtempSync(join(tmpdir(), 'seating-tabs-'));
after(() => rmSync(work, { recursive: true, force: true }));
const WEDDING_TABLES = join(work, 'wedding-tables.csv');
writeFileSync(
  WEDDING_TABLES,
  readFileSync(join(examples, 'wedding-150-tables.csv'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/,[^,]*$/, ''))
    .join('\n'),
);

const site = useSite();

/** Whether the import step shows `summary` (guests or tables the workspace holds) after a reload. */
async function showsAfterReload(page: Page, summary: string): Promise<boolean> {
  await page.reload();
  await page.getByRole('button', { name: en.app.view.import }).click();
  return page
    .getByText(summary)
    .waitFor({ timeout: patience(30_000) })
    .then(() => true)
    .catch(() => false);
}

describe('two tabs on one event', () => {
  for (const heard of [true, false]) {
    it(`keeps a guests import in one tab and a tables import in the other${heard ? '' : ', when the second tab never heard of the first'}`, async () => {
      const { context, page: first } = await newPage(site);
      await first.goto(`${site.base}/en/`);
      await importFile(first, 'guests', GUESTS);
      await first.getByText('6 bookings, 12 guests').waitFor();

      const second = await context.newPage();
      // Without BroadcastChannel a tab learns of the other's saves only when its own save is refused.
      if (!heard) await second.addInitScript(() => Reflect.deleteProperty(window, 'BroadcastChannel'));
      await second.goto(`${site.base}/en/`);
      await second.getByText('6 bookings, 12 guests').waitFor();

      // The first tab changes the event again; the second, unaware or not, imports the tables.
      await importFile(first, 'guests', join(examples, 'wedding-150-guests.csv'));
      // The event holds guests already: this file replaces them (not a new event).
      await first.getByRole('radio', { name: /^Replace the guest list/ }).check();
      await first.getByRole('button', { name: en.importSteps.target.continue }).click();
      await first.getByText('83 bookings, 150 guests').waitFor();
      await importFile(second, 'tables', WEDDING_TABLES);

      for (const page of [first, second]) {
        assert.ok(await showsAfterReload(page, '83 bookings, 150 guests'), 'the first tab’s guests are kept');
        assert.ok(await showsAfterReload(page, '16 tables, 158 seats'), 'the second tab’s tables are kept');
      }
      await context.close();
    });
  }

  it('keeps a move made in each tab', async () => {
    const { context, page: first } = await newPage(site);
    await first.goto(`${site.base}/en/?demo=1`);
    await first.locator('table-card').first().waitFor();
    const second = await context.newPage();
    await second.addInitScript(() => Reflect.deleteProperty(window, 'BroadcastChannel'));
    await second.goto(`${site.base}/en/`);
    await second.locator('table-card').first().waitFor();

    await moveTo(first, 'Eyal', 'Table 3');
    await moveTo(second, 'Shira', 'Table 3');
    for (const page of [first, second]) {
      await page.reload();
      await page.locator('table-card').first().waitFor();
      const seating = await seatingOnScreen(page);
      assert.ok(seating['Table 3']?.includes('Eyal'), 'the first tab’s move is kept');
      assert.ok(seating['Table 3']?.includes('Shira'), 'the second tab’s move is kept');
    }
    await context.close();
  });
});

describe('a database upgrade by another tab', () => {
  it('tells the open tab to reload, lets the newer one open, and never leaves a tab on Loading…', async () => {
    const { context, page: open } = await newPage(site);
    await open.goto(`${site.base}/en/`);
    await open.getByText(en.welcome.title).waitFor();

    // A newer version of the app opens the database in another tab.
    const newer = await context.newPage();
    await newer.goto(`${site.base}/en/privacy/`);
    const upgraded = await newer.evaluate(
      ([name, version]) =>
        new Promise<number>((resolve, reject) => {
          const request = indexedDB.open(name, version);
          request.onsuccess = () => resolve(request.result.version);
          request.onerror = () => reject(new Error(String(request.error)));
        }),
      [DEFAULT_DB_NAME, DB_VERSION + 1] as const,
    );
    assert.equal(upgraded, DB_VERSION + 1, 'the newer tab is not kept waiting');
    await open.getByText(en.storage.connection.outdated).waitFor();
    await open.getByRole('button', { name: en.storage.reload }).waitFor();

    // Reloaded while the stored database is newer than this build: it says so instead of loading forever.
    await open.reload();
    await open.getByText(en.storage.unavailable.outdated).waitFor();
    assert.equal(await open.locator('p.loading').count(), 0, 'no endless Loading…');
    await context.close();
  });

  it('waits for an older tab with a message, and opens as soon as that tab lets go', async () => {
    const { context, page: older } = await newPage(site);
    await older.goto(`${site.base}/en/privacy/`);
    // An older version of the app (the first database version) holds the database open and does not close it when asked.
    await older.evaluate(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.open(name, 1);
          request.onupgradeneeded = () => {
            request.result.createObjectStore('events', { keyPath: 'id' }).createIndex('by-updated', 'updated');
            request.result.createObjectStore('content', { keyPath: 'eventId' });
          };
          request.onsuccess = () => {
            (window as unknown as { held: IDBDatabase }).held = request.result;
            resolve();
          };
        }),
      DEFAULT_DB_NAME,
    );
    const current = await context.newPage();
    await current.goto(`${site.base}/en/`);
    await current.getByText(en.storage.connection.blocked).waitFor();
    assert.equal(await current.locator('p.loading').count(), 0, 'no endless Loading…');

    await older.close();
    await current.getByText(en.welcome.title).waitFor();
    assert.equal(await current.getByText(en.storage.connection.blocked).count(), 0);
    await context.close();
  });
});

const LOOKS = [
  { lang: 'en', device: 'desktop', width: 1280, height: 800 },
  { lang: 'he', device: 'desktop', width: 1280, height: 800 },
  { lang: 'en', device: 'phone', width: 360, height: 780 },
  { lang: 'he', device: 'phone', width: 360, height: 780 },
] as const;
const MESSAGES = { en, he };

describe('two tabs editing one booking', () => {
  for (const look of LOOKS.filter((l) => runsLook(l.lang, l.device))) {
    const { lang, device } = look;
    const words = MESSAGES[lang];
    const booking = 'The Levi family';
    /** Two tabs on the demo's guests. */
    async function twoTabs() {
      const { context, page: first } = await newPage(site, { width: look.width, height: look.height, touch: device === 'phone' });
      await first.goto(`${site.base}/${lang}/`);
      await importFile(first, 'guests', GUESTS);
      // The second tab opens once the first shows the imported bookings, as a planner would.
      await first.getByRole('button', { name: words.app.view.guests, exact: true }).click();
      await first.locator('guest-list tbody tr', { hasText: booking }).first().waitFor();
      const second = await context.newPage();
      await second.goto(`${site.base}/${lang}/`);
      return { context, first, second };
    }

    it(`asks with both values when the second save would overwrite a field the first tab changed, and keeps the other tab’s other changes (${lang}, ${device})`, async () => {
      const { context, first, second } = await twoTabs();
      // Both tabs open the booking editor on the same booking, as it is now.
      const editors = await Promise.all([first, second].map((page) => openBookingEditor(page, booking, lang)));
      const [mine, theirs] = [editors[1]!, editors[0]!];

      await theirs.locator('#size').fill('5');
      await theirs.locator('#notes').fill('Arrive early');
      await theirs.locator('button[type=submit]').click();
      await theirs.waitFor({ state: 'hidden' });

      await mine.locator('#size').fill('6');
      await mine.locator('button[type=submit]').click();
      const asked = mine.locator('[role=alert]');
      await asked.waitFor();
      assert.ok(
        asRead(await asked.textContent()).includes(filledIn(words.refusal.editedElsewhere, { name: booking })),
        'the question says why',
      );
      const clash = filledIn(words.refusal.clashLine, { field: words.attribute.guest.size, theirs: '5', mine: '6' });
      assert.ok(asRead(await asked.textContent()).includes(clash), `the question names both sizes: ${clash}`);
      assert.equal(await mine.isVisible(), true, 'nothing is saved before the planner chooses');
      await asked.scrollIntoViewIfNeeded();
      await shot(device === 'phone' ? second : asked, `${lang}-${device}-tabs-edit-clash.png`);

      // Saved again: this tab's size wins the clash; the other tab's note stays.
      await mine.locator('button[type=submit]').click();
      await mine.waitFor({ state: 'hidden' });
      for (const page of [first, second]) {
        await page.reload();
        const editor = await openBookingEditor(page, booking, lang);
        assert.equal(await editor.locator('#size').inputValue(), '6');
        assert.equal(await editor.locator('#notes').inputValue(), 'Arrive early', 'the other tab’s note is not lost');
      }
      await context.close();
    });

    // A phone's guest list has no cells edited in place: there the booking editor asks (above).
    if (device === 'desktop')
      it(`asks at the cell with both values when the other tab saved the size since the cell was opened (${lang}, ${device})`, async () => {
        const { context, first, second } = await twoTabs();
        const cells = await Promise.all([second, first].map((page) => openSizeCell(page, booking, lang)));
        const [mine, theirs] = [cells[0]!, cells[1]!];
        await theirs.fill('5');
        await theirs.press('Enter');
        await theirs.waitFor({ state: 'hidden' });

        await mine.fill('6');
        await mine.press('Enter');
        const cell = second.locator('inline-cell', { has: second.locator('.error') });
        const asked = cell.locator('.error');
        await asked.waitFor();
        const clash = filledIn(words.refusal.clashLine, { field: words.attribute.guest.size, theirs: '5', mine: '6' });
        assert.ok(asRead(await asked.textContent()).includes(clash), `the cell names both sizes: ${clash}`);
        await shot(second.locator('guest-list'), `${lang}-${device}-tabs-cell-clash.png`);

        await cell.getByRole('button', { name: words.inline.keepMine, exact: true }).click();
        await asked.waitFor({ state: 'detached' });
        await first.reload();
        const reopened = await openSizeCell(first, booking, lang);
        assert.equal(await reopened.inputValue(), '6', 'the size this tab kept is the one saved');
        await context.close();
      });
  }
});

/** Opens the size cell of `booking` on the guest list and gives its field. */
async function openSizeCell(page: Page, booking: string, lang: 'en' | 'he') {
  await page.getByRole('button', { name: MESSAGES[lang].app.view.guests, exact: true }).click();
  await page.locator('guest-list tbody tr', { hasText: booking }).first().locator('button[data-cell=size]').click();
  const field = page.locator('guest-list tbody tr', { hasText: booking }).first().locator('inline-cell .field');
  await field.waitFor();
  return field;
}

async function openBookingEditor(page: Page, booking: string, lang: 'en' | 'he' = 'en') {
  await page.getByRole('button', { name: MESSAGES[lang].app.view.guests, exact: true }).click();
  await page.locator('guest-list tbody tr', { hasText: booking }).first().locator('[data-action=edit-all]').click();
  const dialog = page.locator('guest-editor dialog');
  await dialog.waitFor();
  return dialog;
}

async function moveTo(page: Page, booking: string, table: string): Promise<void> {
  await page.locator('table-card .chip', { hasText: booking }).click();
  await page.locator('table-card', { hasText: table }).getByRole('button', { name: en.tables.moveHere }).click();
  await eventually(
    () => seatingOnScreen(page),
    (seating) => seating[table]?.includes(booking) === true,
  );
}
