/**
 * The editing views, both languages, desktop (1280×800) and phone (360×780): a full table's swap
 * offer, bookings picked for a bulk change, the table editor, a booking's cell edited in place with
 * its refusal beside it, and a table's name edited in place. axe-core finds no serious or
 * critical violation on any of them (each view scanned whole, then each step where it changed), and nothing scrolls sideways.
 * `npm test` runs English on a desktop and Hebrew on a phone; `npm run screenshots` runs all four and
 * keeps the pictures.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { runsLook, shot } from '../support/screenshots.ts';
import type { Locator } from 'playwright-core';
import type { TableCard } from '../../src/components/tables/table-card.ts';
import { importFile, newPage, seriousViolations, useSite } from './planner-harness.ts';
import { patience } from '../support/eventually.ts';

const examples = join(BUILD_PATHS.public, 'examples');
const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;
const LABELS = {
  en: { goToSeating: 'Go to seating', seat: 'Seat everyone', time: 'Time', addTable: 'Add table', swapWith: 'Swap with…' },
  he: { goToSeating: 'מעבר להושבה', seat: 'להושיב את כולם', time: 'זמן', addTable: 'הוספת שולחן', swapWith: 'החלפה עם…' },
} as const;

describe('editing views', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES).filter(([size]) => runsLook(lang, size))) {
      it(`are accessible in ${lang} on a ${size}`, async () => {
        // The phone has a touch screen (a coarse pointer), as a real one does.
        const { context, page } = await newPage(site, { ...viewport, touch: size === 'phone', locale: lang === 'he' ? 'he-IL' : 'en-US' });
        const found: string[] = [];
        // Each view is scanned whole once; a step within it, only where it changed the view.
        const checkView = async (name: string, changed?: Locator) => {
          await shot(page, `${lang}-${size}-edit-${name}.png`);
          for (const v of await seriousViolations(page, changed)) found.push(`${name}: ${v}`);
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
        await page.locator('solver-panel .outcome').waitFor({ timeout: patience(20_000) });

        // A booking selected; the first full table offers a swap instead of "Move here". On a phone the
        // tables start as a list and the booking opens in a sheet, which offers the swap once a move
        // to a full table is asked for.
        if (size === 'phone') {
          await page.locator('table-card .toggle[aria-expanded="false"]').nth(1).click();
          await page.locator('table-card').nth(1).locator('.chip').first().click();
          const full = await page
            .locator('table-card')
            .evaluateAll(
              (cards) =>
                (cards as TableCard[]).slice(2).find((card) => card.bookings.reduce((sum, b) => sum + b.size, 0) >= card.capacity)?.table,
            );
          const moveTo = page.locator('bottom-sheet booking-inspector #move-to input');
          await moveTo.fill(full ?? '');
          // Enter picks the table from the list, Enter again moves there.
          await moveTo.press('Enter');
          await moveTo.press('Enter');
          await page.locator('bottom-sheet booking-inspector .swap').waitFor();
        } else {
          await page.locator('table-card').nth(1).locator('.chip').first().click();
          const offer = page.locator('table-card summary').first();
          await offer.waitFor();
          await offer.click();
          await offer.locator('xpath=ancestor::section').scrollIntoViewIfNeeded();
        }
        await checkView('1-swap-offer');
        if (size === 'phone') await page.keyboard.press('Escape');

        // Bookings picked in the guest list for a change to all of them.
        await page.locator('nav button').nth(1).click();
        await page.locator('guest-list table').waitFor();
        const boxes = page.locator('guest-list tbody input[type=checkbox]');
        for (const i of [0, 1, 3]) await boxes.nth(i).check();
        await page.evaluate(() => window.scrollTo(0, 0));
        await checkView('2-bulk-selection');

        // The table editor, opened from the tables list below the guests.
        await page.getByRole('button', { name: l.addTable }).click();
        await page.locator('table-editor dialog[open]').waitFor();
        await page.locator('table-editor #table-name').fill(lang === 'he' ? 'שולחן הגן' : 'Garden table');
        await checkView('3-add-table', page.locator('table-editor dialog'));
        await page.keyboard.press('Escape');

        // On a touch screen every cell is a 44 px target.
        if (size === 'phone') {
          const heights = await page
            .locator('guest-list tbody button.cell')
            .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().height).filter((h) => h > 0));
          assert.ok(heights.length > 0 && heights.every((h) => h >= 44), `cells of ${Math.min(...heights)} px`);
        }

        // A booking's seats edited in place, refused beside the cell: no table has 99 seats.
        // The first booking's seats: a light button until it is edited, then an inline cell in the same place.
        const seats = page.locator('guest-list tbody tr').first().locator('td').first();
        await seats.locator('button').click();
        await seats.locator('input').fill('99');
        await seats.locator('input').press('Enter');
        await seats.locator('.error').waitFor();
        await seats.scrollIntoViewIfNeeded();
        await checkView('4-inline-refused', seats);
        await seats.locator('input').press('Escape');
        assert.equal(await seats.locator('input').count(), 0);

        // A table renamed in place in the tables list.
        const tableName = page.locator('table-list li inline-cell').first();
        await tableName.locator('button').click();
        await tableName.locator('input').fill(lang === 'he' ? 'שולחן המשפחה' : 'Family table');
        await tableName.scrollIntoViewIfNeeded();
        await checkView('5-inline-table', tableName);
        assert.deepEqual(found, []);
        await context.close();
      });
    }
  }
});
