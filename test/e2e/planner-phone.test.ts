/**
 * The seating view on a phone (390 × 844, touch): every control is a 44 px tap target, the tables
 * start as a compact list, the selected booking opens in a sheet at the bottom of the window, and
 * a move made there shows its result in sight without scrolling, in English and in Hebrew. In
 * `npm run screenshots` it also takes pictures of the phone view and the sheet.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { runsLook, screenshotsWanted, shot } from '../support/screenshots.ts';
import { importFile, newPage, useSite } from './planner-harness.ts';
import { patience } from '../support/eventually.ts';

const site = useSite();
const PHONE = { width: 390, height: 844, touch: true } as const;
const examples = join(BUILD_PATHS.public, 'examples');

interface Target {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible button, chip, select and text field on the page, looking inside shadow roots.
 * Table cards are drawn only near the window (content-visibility), so they are all drawn first:
 * a card below the fold is measured too.
 */
async function tapTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const found: Element[] = [];
    // A queue, not a recursive helper: the test runner's transform names inner functions with a helper the page lacks.
    const roots: ParentNode[] = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.localName === 'table-card') (el as HTMLElement).style.contentVisibility = 'visible';
        if (el.matches('button, select, input, [role=button], .chip')) found.push(el);
        if (el.shadowRoot) roots.push(el.shadowRoot);
      }
    }
    return found
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden')
      .map(({ el, box }) => ({
        what: `${el.localName}${el.className ? '.' + el.className.trim().replace(/\s+/g, '.') : ''} “${el.textContent.trim().replace(/\s+/g, ' ').slice(0, 30)}”`,
        width: Math.round(box.width),
        height: Math.round(box.height),
      }));
  });
}

function tooSmall(targets: Target[]): string[] {
  return targets.filter((t) => t.height < 44 || t.width < 44).map((t) => `${t.what}: ${t.width}×${t.height}`);
}

/** The element that has the focus, through shadow roots: its tag and text. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? `${el.localName} ${el.textContent.trim().replace(/\s+/g, ' ')}` : '';
  });
}

/** An element's box is wholly inside the window as it is scrolled now. */
async function inView(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).boundingBox();
  const { width, height } = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width;
}

async function openDemo(page: Page, lang: 'en' | 'he') {
  await page.goto(`${site.base}/${lang}/?demo=1`);
  await page.locator('table-card').nth(4).waitFor();
}

const row = (page: Page, table: string) => page.locator('table-card').filter({ has: page.locator('h3', { hasText: table }) });
const sheet = 'bottom-sheet dialog';
/** Waits until the screen reader's live region, where every result is announced, says `text`. */
const announced = (page: Page, text: string | RegExp) =>
  page.locator('seating-app div[aria-live="polite"]', { hasText: text }).waitFor({ state: 'attached' });

describe('the seating view on a phone', () => {
  it('makes every button and chip a 44 px tap target: the list, the cards and the sheet', async () => {
    const { context, page } = await newPage(site, PHONE);
    await openDemo(page, 'en');
    await page.getByRole('button', { name: 'Seat everyone' }).tap();
    await page.locator('solver-panel .outcome').waitFor({ timeout: patience(20_000) });

    const list = await tapTargets(page);
    assert.deepEqual(tooSmall(list), []);
    assert.ok(list.filter((t) => t.what.startsWith('button.toggle')).length >= 4, 'a toggle per table');

    await page.getByRole('button', { name: 'Cards', exact: true }).tap();
    await page.locator('table-card .chip').first().waitFor();
    const cards = await tapTargets(page);
    assert.deepEqual(tooSmall(cards), []);
    assert.ok(cards.filter((t) => t.what.startsWith('button.chip')).length >= 6, 'every booking is measured');
    assert.ok(cards.some((t) => t.what.includes('Lock table')));

    await page.locator('table-card .chip').first().tap();
    await page.locator(sheet).waitFor();
    const inSheet = await tapTargets(page);
    assert.deepEqual(tooSmall(inSheet), []);
    assert.ok(inSheet.some((t) => t.what.startsWith('input')) && inSheet.some((t) => t.what.includes('Close')));
    await context.close();
  });

  for (const lang of ['en', 'he'] as const) {
    it(`moves a booking from the sheet and shows the result in sight, or the refusal (${lang})`, async () => {
      const { context, page } = await newPage(site, { ...PHONE, locale: lang === 'he' ? 'he-IL' : 'en-US' });
      await openDemo(page, lang);
      const { height, width } = page.viewportSize()!;

      // The list starts collapsed on a phone: one line per table.
      assert.equal(await page.locator('table-card .toggle[aria-expanded="true"]').count(), 0);
      assert.equal(await page.locator('table-card .chip').count(), 0);
      const unseated = page.locator('table-card').last();
      await unseated.locator('.toggle').tap();
      await unseated.locator('.chip', { hasText: 'Shira' }).tap();

      // The sheet rises from the bottom edge, right to left in Hebrew, with the focus inside.
      await page.locator(sheet).waitFor();
      const box = (await page.locator(sheet).boundingBox())!;
      assert.ok(Math.abs(box.y + box.height - height) <= 1, 'the sheet sits on the bottom edge');
      assert.ok(box.y > 0, 'and leaves the top of the page in sight');
      assert.match(await focused(page), /^button /, 'the focus is in the sheet');
      const close = (await page.locator('bottom-sheet button.close').boundingBox())!;
      assert.equal(close.x + close.width / 2 < width / 2, lang === 'he', 'Close is at the end of the line: left in Hebrew');

      await page.locator('bottom-sheet booking-inspector #move-to input').fill('Table 3');
      // Picked from the list that the typing opened, as a finger does; the list then closes off the button.
      await page.locator('bottom-sheet booking-inspector #move-to [role=option]', { hasText: 'Table 3' }).first().tap();
      await page.locator('bottom-sheet booking-inspector button.primary').tap();
      const note = page.locator('seating-view .note');
      await note.waitFor();
      assert.ok(await inView(page, 'seating-view .note'), 'the result is in sight');
      assert.match((await note.textContent())!, /Shira.*Table 3/);
      await announced(page, /Shira.*Table 3/);
      assert.equal(await page.locator(sheet).isVisible(), false, 'the sheet closed after the move');
      assert.match(await focused(page), /Table 3/, 'the focus is on the table the booking went to');
      // Numbers in Hebrew text are wrapped in direction isolates.
      assert.match((await row(page, 'Table 3').locator('.count').textContent())!.replace(/[\u2066-\u2069]/g, ''), /1\/4|1 מתוך 4/);

      // A refused move: the reason shows in the sheet, in sight, and the sheet stays open.
      await unseated.locator('.chip', { hasText: 'Levi' }).tap();
      await page.locator(sheet).waitFor();
      assert.equal(await note.count(), 0, 'a new selection clears the last note');
      await page.locator('bottom-sheet booking-inspector #move-to input').fill('Head table');
      // Picked from the list that the typing opened, as a finger does; the list then closes off the button.
      await page.locator('bottom-sheet booking-inspector #move-to [role=option]', { hasText: 'Head table' }).first().tap();
      await page.locator('bottom-sheet booking-inspector button.primary').tap();
      await page.locator('bottom-sheet booking-inspector .refusal').waitFor();
      assert.ok(await inView(page, 'bottom-sheet booking-inspector .refusal'), 'the refusal is in sight');
      const refusal = (await page.locator('bottom-sheet booking-inspector .refusal').textContent())!.trim();
      await announced(page, refusal);
      assert.ok(await page.locator(sheet).isVisible());

      // Escape closes the sheet and gives the focus back to the booking that opened it.
      await page.keyboard.press('Escape');
      await page.locator(sheet).waitFor({ state: 'hidden' });
      assert.match(await focused(page), /Levi/);
      await context.close();
    });
  }

  for (const lang of (['he', 'en'] as const).filter((lang) => runsLook(lang, 'phone'))) {
    it(`moves a booking to another table by holding a finger on it and dragging it there (${lang})`, async () => {
      const { context, page } = await newPage(site, { ...PHONE, locale: lang === 'he' ? 'he-IL' : 'en-US' });
      await openDemo(page, lang);
      const unseated = page.locator('table-card').last();
      await unseated.locator('.toggle').tap();
      const chip = unseated.locator('.chip', { hasText: 'Shira' });
      await chip.scrollIntoViewIfNeeded();
      // The table just above the unseated ones, in sight with them.
      const target = page.locator('table-card').nth(-2);
      const table = (await target.locator('h3').textContent())!.trim();
      const center = async (at: typeof chip) => {
        const box = (await at.boundingBox())!;
        return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
      };
      const from = await center(chip);
      const to = await center(target.locator('h3'));
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] });

      await touch('touchStart', from);
      // Held still, the booking is picked up: its name follows the finger.
      await page.locator('tables-view .touch-ghost', { hasText: 'Shira' }).waitFor();
      await touch('touchMove', { x: from.x, y: Math.round((from.y + to.y) / 2) });
      await touch('touchMove', to);
      await target.locator('.card.over').waitFor();
      await shot(page, `${lang}-phone-touch-drag.png`);
      await touch('touchEnd');

      await announced(page, new RegExp(`Shira.*${table}`));
      await page.locator('tables-view .touch-ghost').waitFor({ state: 'detached' });
      assert.equal(await target.locator('.card.over').count(), 0, 'the table is no longer marked');
      assert.equal(await page.locator(sheet).isVisible(), false, 'lifting the finger selected nothing');
      const seatedAt = await page.evaluate(() => {
        const app = document.querySelector('seating-app') as unknown as {
          planner: { store: { state: { content: { seating: Record<string, string | null> } } } };
        };
        return Object.entries(app.planner.store.state.content.seating).find(([booking]) => booking.toLowerCase().includes('shira'))?.[1];
      });
      assert.equal(seatedAt, table);
      await context.close();
    });
  }

  it('fits a 150-guest wedding on a 360 px phone as a list, and remembers the planner’s choice of cards', async () => {
    const { context, page } = await newPage(site, { width: 360, height: 780, touch: true });
    await page.goto(`${site.base}/en/`);
    await importFile(page, 'guests', join(examples, 'wedding-150-guests.csv'));
    await importFile(page, 'tables', join(examples, 'wedding-150-tables.csv'));
    await page.getByRole('button', { name: 'Go to seating' }).tap();
    await page.locator('table-card').nth(16).waitFor();
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    const asList = await pageHeight();
    // Seventeen tables, each with its lock, edit and seats buttons: about 190 px a table. The plan in
    // words above them (its split groups folded away) and the reminder to save a file after an import
    // are not part of the list.
    const summary = await page.locator('plan-summary').evaluate((el) => el.getBoundingClientRect().height);
    assert.ok(summary < 400, `the plan in words is ${summary} px tall`);
    const reminder = await page
      .locator('save-reminder')
      .evaluateAll((els) => els.reduce((sum, el) => sum + el.getBoundingClientRect().height, 0));
    assert.ok(reminder < 250, `the reminder to save a file is ${reminder} px tall`);
    assert.ok(asList - summary - reminder < 3300, `the list is ${asList - summary - reminder} px tall`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360, 'no sideways scrolling');

    await page.getByRole('button', { name: 'Cards', exact: true }).tap();
    await page.locator('table-card .chip').first().waitFor();
    assert.ok((await pageHeight()) > asList * 2, 'as cards the same tables take far more room');
    await page.reload();
    await page.locator('table-card .chip').first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Cards', exact: true }).getAttribute('aria-pressed'), 'true');
    await context.close();
  });
});

describe('screenshots of the phone view', { skip: !screenshotsWanted() && 'pictures only: npm run screenshots' }, () => {
  for (const lang of ['en', 'he'] as const) {
    it(`${lang}: the list, an open table, the sheet and the note after a move; the layout choice on a desktop`, async () => {
      const locale = lang === 'he' ? 'he-IL' : 'en-US';
      const phone = await newPage(site, { width: 360, height: 780, touch: true, locale });
      const page = phone.page;
      const picture = (name: string) => shot(page, `${lang}-phone-${name}.png`);
      await openDemo(page, lang);
      await page.locator('solver-panel button.primary').tap();
      await page.locator('solver-panel .outcome').waitFor({ timeout: patience(20_000) });
      await page.locator('tables-view').scrollIntoViewIfNeeded();
      await picture('seating-list');
      await page.locator('table-card .toggle').nth(1).tap();
      await picture('seating-list-open');
      await page.locator('table-card .chip').first().tap();
      await page.locator(sheet).waitFor();
      await picture('booking-sheet');
      await page.locator('bottom-sheet booking-inspector #move-to input').fill('Table 2');
      // Picked from the list that the typing opened, as a finger does; the list then closes off the button.
      await page.locator('bottom-sheet booking-inspector #move-to [role=option]', { hasText: 'Table 2' }).first().tap();
      await page.locator('bottom-sheet booking-inspector button.primary').tap();
      await page.locator('seating-view .note, bottom-sheet booking-inspector .refusal').first().waitFor();
      await picture('after-move');
      await phone.context.close();

      const desktop = await newPage(site, { locale });
      await openDemo(desktop.page, lang);
      await desktop.page.locator('tables-view .layout button').nth(1).click();
      await desktop.page.locator('table-card .toggle').nth(1).click();
      await shot(desktop.page, `${lang}-desktop-seating-list.png`);
      await desktop.context.close();
    });
  }
});
