/**
 * The editing views, both languages, desktop (1280×800) and phone (360×780): a full table's swap
 * offer, bookings picked for a bulk change, and the table editor. axe-core finds no serious or
 * critical violation on any of them, and nothing scrolls sideways; their screenshots go to
 * docs/screenshots/ with SCREENSHOTS=1 (to a temporary folder otherwise).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { importFile, newPage, seriousViolations, useSite } from './planner-harness.ts';

const examples = join(BUILD_PATHS.public, 'examples');
const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;
const LABELS = {
  en: { goToSeating: 'Go to seating', seat: 'Seat everyone', time: 'Time', addTable: 'Add table', swapWith: 'Swap with…' },
  he: { goToSeating: 'מעבר להושבה', seat: 'להושיב את כולם', time: 'זמן', addTable: 'הוספת שולחן', swapWith: 'החלפה עם…' },
} as const;

describe('editing views', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`are accessible in ${lang} on a ${size}`, async () => {
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US' });
        const found: string[] = [];
        const shot = async (name: string) => {
          await page.screenshot({ path: screenshotPath(`${lang}-${size}-edit-${name}.png`) });
          for (const v of await seriousViolations(page)) found.push(`${name}: ${v}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow} px`);
        };
        const l = LABELS[lang];
        await page.goto(`${site.base}/${lang}/`);
        await importFile(page, 'guests', join(examples, 'wedding-150-guests.csv'));
        await importFile(page, 'tables', join(examples, 'wedding-150-tables.csv'));
        await page.getByRole('button', { name: l.goToSeating }).click();
        await page.getByLabel(l.time, { exact: true }).selectOption('2');
        await page.getByRole('button', { name: l.seat }).click();
        await page.locator('solver-panel .outcome').waitFor({ timeout: 20_000 });

        if (size === 'desktop') {
          // A booking selected; the first full table offers a swap instead of "Move here".
          await page.locator('table-card').nth(1).locator('.chip').first().click();
          const offer = page.locator('table-card summary').first();
          await offer.waitFor();
          await offer.click();
          await offer.locator('xpath=ancestor::section').scrollIntoViewIfNeeded();
          await shot('1-swap-offer');
        } else {
          // On a phone the tables start as a list and the booking opens in a sheet: a move typed
          // there to a full table is refused beside the field, with the swap offer under it.
          await page.locator('table-card .toggle').nth(1).click();
          const own = await page
            .locator('table-card')
            .nth(1)
            .evaluate((card) => (card as HTMLElement & { table: string }).table);
          await page.locator('table-card').nth(1).locator('.chip').first().click();
          await page.locator('bottom-sheet dialog[open]').waitFor();
          // A loop, not a nested function: tsx names functions through a helper the page lacks.
          const full = await page.evaluate((own) => {
            const roots: ParentNode[] = [document];
            for (let root = roots.pop(); root; root = roots.pop()) {
              for (const el of root.querySelectorAll('*')) {
                if (el.shadowRoot) roots.push(el.shadowRoot);
                const table = (el as Element & { table?: string }).table;
                if (el.localName === 'table-card' && table && table !== own && el.shadowRoot?.querySelector('.count.full')) return table;
              }
            }
            return null;
          }, own);
          assert.ok(full, 'a full table to offer a swap at');
          await page.locator('bottom-sheet booking-inspector #move-to').fill(full);
          await page.locator('bottom-sheet booking-inspector button.primary').click();
          await page.locator('bottom-sheet booking-inspector .refusal').waitFor();
          await shot('1-swap-offer');
          await page.keyboard.press('Escape');
        }

        // Bookings picked in the guest list for a change to all of them.
        await page.locator('nav button').nth(1).click();
        await page.locator('guest-list table').waitFor();
        const boxes = page.locator('guest-list tbody input[type=checkbox]');
        for (const i of [0, 1, 3]) await boxes.nth(i).check();
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot('2-bulk-selection');

        // The table editor, opened from the tables list below the guests.
        await page.getByRole('button', { name: l.addTable }).click();
        await page.locator('table-editor dialog[open]').waitFor();
        await page.locator('table-editor #table-name').fill(lang === 'he' ? 'שולחן הגן' : 'Garden table');
        await shot('3-add-table');
        assert.deepEqual(found, []);
        await context.close();
      });
    }
  }
});
