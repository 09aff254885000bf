/**
 * The exports corpus (test/fixtures/exports/) through the built app: each file imported as a planner
 * would, accepting the columns the mapping step proposes when it asks, gives the expected invitations
 * and people, and the import panel says so in the sentence `check` prints. The Hebrew workbook with a
 * title and a totals row also on a 360 px phone, its summary in view. Pictures in `npm run screenshots`.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createI18n } from '../../src/i18n/i18n.ts';
import { headcountText } from '../../src/i18n/headcount-text.ts';
import type { Headcount } from '../../src/model/headcount.ts';
import { runsLook, screenshotsWanted, shot } from '../support/screenshots.ts';
import { assertEventually } from '../support/eventually.ts';
import { importFile, newPage, useSite } from './planner-harness.ts';

const site = useSite();
const folder = fileURLToPath(new URL('../fixtures/exports/', import.meta.url));
const exports = readdirSync(folder).filter((name) => /\.(csv|xlsx)$/.test(name) && name !== 'tables.csv');
const expectedOf = (name: string) => JSON.parse(readFileSync(join(folder, name.replace(/\.\w+$/, '.expected.json')), 'utf8')) as Headcount;
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 360, height: 740 } } as const;

/** Imports a guests file, accepting the mapping step's proposal if it asks; the summary the panel then shows. */
async function importAccepting(page: Page, path: string): Promise<string> {
  await importFile(page, 'guests', path);
  const summary = page.locator('import-panel >> p.headcount');
  const mapping = page.locator('import-mapping >> button.primary');
  await summary.or(mapping).first().waitFor();
  if (await mapping.isVisible()) await mapping.click();
  await summary.waitFor();
  return (await summary.innerText()).trim();
}

/** The tables the event holds, and the file each kind came from. */
const tablesAndSources = (page: Page) =>
  page.evaluate(() => {
    type App = HTMLElement & {
      planner?: { store: { state: { content: { tables: unknown[]; sources: Record<string, string | undefined> } | null } } };
    };
    const content = document.querySelector<App>('seating-app')?.planner?.store.state.content;
    return {
      tables: content?.tables.length ?? 0,
      guestsFrom: content?.sources['guests'] ?? null,
      tablesFrom: content?.sources['tables'] ?? null,
    };
  });

const bookings = (page: Page) =>
  page.evaluate(() => {
    type App = HTMLElement & { planner?: { store: { state: { content: { guests: { size: number }[] } | null } } } };
    const guests = document.querySelector<App>('seating-app')?.planner?.store.state.content?.guests ?? [];
    return { invitations: guests.length, people: guests.reduce((sum, g) => sum + g.size, 0) };
  });

describe('the exports corpus, imported in the app', () => {
  const t = createI18n('en').t;
  for (const name of exports) {
    it(`${name}: the expected invitations and people, said in words`, async () => {
      const expected = expectedOf(name);
      const { context, page } = await newPage(site, SIZES.desktop);
      await page.goto(`${site.base}/en/`);
      assert.equal(await importAccepting(page, join(folder, name)), headcountText(t, expected));
      assert.deepEqual(await bookings(page), { invitations: expected.invitations, people: expected.people });
      await context.close();
    });
  }

  it('two files at once: the guests file asks about its columns, the tables file waits its turn and is read after the answer', async () => {
    const { context, page } = await newPage(site, SIZES.desktop);
    await page.goto(`${site.base}/en/`);
    const guests = join(folder, 'address-list.csv');
    const tables = join(folder, 'tables.csv');
    await page.locator('file-drop[kind=guests] input[type=file]').setInputFiles([guests, tables]);
    const mapping = page.locator('import-mapping >> button.primary');
    await mapping.waitFor();
    await page
      .locator('import-panel', { hasText: 'tables.csv is next: it is read as soon as you answer about address-list.csv.' })
      .waitFor();
    assert.equal((await tablesAndSources(page)).tables, 0, 'the tables file waits for the answer');
    await shot(page, 'en-desktop-two-files-waiting.png');
    await mapping.click();
    await page.locator('import-panel >> p.headcount').waitFor();
    await assertEventually(async () => (await tablesAndSources(page)).tablesFrom === 'tables.csv', 'the tables file read after the answer');
    const expected = expectedOf('address-list.csv');
    assert.deepEqual(await bookings(page), { invitations: expected.invitations, people: expected.people });
    assert.deepEqual(await tablesAndSources(page), { tables: 3, guestsFrom: 'address-list.csv', tablesFrom: 'tables.csv' });

    // A tables file picked in its own box while a guests file's question is open waits the same way.
    const second = await newPage(site, SIZES.desktop);
    await second.page.goto(`${site.base}/en/`);
    await importFile(second.page, 'guests', guests);
    await second.page.locator('import-mapping >> button.primary').waitFor();
    await importFile(second.page, 'tables', tables);
    await second.page.locator('import-panel', { hasText: 'tables.csv is next' }).waitFor();
    await second.page.locator('import-mapping >> button.primary').click();
    await assertEventually(
      async () => (await tablesAndSources(second.page)).tablesFrom === 'tables.csv',
      'the picked tables file read after the answer',
    );
    assert.equal((await tablesAndSources(second.page)).guestsFrom, 'address-list.csv', 'the guests file was not dropped');
    await second.context.close();
    await context.close();
  });

  it(
    'two files at once on a Hebrew phone (pictures only)',
    { skip: !screenshotsWanted() && 'pictures only: npm run screenshots' },
    async () => {
      const { context, page } = await newPage(site, { ...SIZES.phone, touch: true, locale: 'he-IL' });
      await page.goto(`${site.base}/he/`);
      await page
        .locator('file-drop[kind=guests] input[type=file]')
        .setInputFiles([join(folder, 'address-list.csv'), join(folder, 'tables.csv')]);
      await page.locator('import-panel >> p.waiting').waitFor();
      await page.locator('import-panel >> p.waiting').scrollIntoViewIfNeeded();
      await shot(page, 'he-phone-two-files-waiting.png');
      await context.close();
    },
  );

  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES).filter(([size]) => runsLook(lang, size) || lang === 'he')) {
      it(`${lang} on a ${size}: the Hebrew workbook with a title and a totals row, its summary in view`, async () => {
        const name = 'hebrew-title-totals.xlsx';
        const expected = expectedOf(name);
        const { context, page } = await newPage(site, { ...viewport, touch: size === 'phone', locale: lang === 'he' ? 'he-IL' : 'en-US' });
        await page.goto(`${site.base}/${lang}/`);
        const text = await importAccepting(page, join(folder, name));
        // The page's Hebrew sets each value apart in isolation marks; the words are the same.
        const bare = (words: string) => words.replace(/[\u2068\u2069]/gu, '');
        assert.equal(bare(text), bare(headcountText(createI18n(lang).t, expected)));
        const summary = page.locator('import-panel >> p.headcount');
        await summary.scrollIntoViewIfNeeded();
        assert.ok(await summary.isVisible());
        await page.evaluate(() => document.fonts.ready);
        await shot(page, `${lang}-${size}-import-headcount.png`, { fullPage: size === 'phone' });
        await context.close();
      });
    }
  }
});
