/**
 * A Hebrew planner on a 360 × 740 touch screen with the 150-guest Hebrew example seated (issue 57):
 * on every step no keyboard hint ("Ctrl", "Escape") and no Latin "m" unit is in view; every check
 * box's target (its label) is at least 44 px; the guest list shows at least 5 bookings a screen; and
 * each print preview's page is no wider than the screen (scaled, not a wider page).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { eventually } from '../support/eventually.ts';
import { screenshotsWanted, shot } from '../support/screenshots.ts';
import { newPage, seatTheExample, useSite } from './planner-harness.ts';

const site = useSite();
const PHONE = { width: 360, height: 740, touch: true, locale: 'he-IL' } as const;

/** The text of every element drawn on the page (shadow roots included), with the names of its controls. */
async function textOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    // A queue, not a recursive helper: the test runner's transform names inner functions with a helper the page lacks.
    const roots: ParentNode[] = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) roots.push(el.shadowRoot);
        const box = el.getBoundingClientRect();
        if (box.width < 1 || box.height < 1 || getComputedStyle(el).visibility === 'hidden') continue;
        for (const node of Array.from(el.childNodes))
          if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) texts.push(node.textContent.trim());
        for (const name of ['placeholder', 'title', 'aria-label', 'value']) {
          const value = el.getAttribute(name);
          if (value && !(name === 'value' && el.localName === 'option')) texts.push(value);
        }
      }
    }
    return texts;
  });
}

/** What a planner on a touch screen should not read: keyboard hints, and lengths in Latin metres. */
function leaks(texts: readonly string[]): string[] {
  // A link's address is no unit, whatever its letters spell: a find-my-seat link carries base64url data ("…6m-…").
  return texts.filter((text) => !/^https?:\/\//.test(text) && /\bCtrl\b|\bEscape\b|\d\s*m\b|\(m\)/.test(text));
}

/** Every check box drawn, measured by what a finger can hit: its label when it has one, else the box. */
async function checkboxTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const roots: ParentNode[] = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) roots.push(el.shadowRoot);
        if (!el.matches('input[type=checkbox], input[type=radio]')) continue;
        const input = el as HTMLInputElement;
        if (input.getBoundingClientRect().width < 1) continue;
        const target = input.closest('label') ?? input.labels?.[0] ?? input;
        const box = target.getBoundingClientRect();
        if (box.width < 44 || box.height < 44)
          small.push(
            `${input.getAttribute('aria-label') ?? target.textContent.trim().slice(0, 30)}: ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
      }
    }
    return small;
  });
}

const nav = (page: Page, index: number) => page.locator('seating-app nav button').nth(index);

describe('a Hebrew planner on a 360 px phone', () => {
  it('reads no keyboard hint or Latin unit, taps 44 px targets, sees 5 bookings a screen and whole print pages', async () => {
    const { context, page } = await newPage(site, PHONE);
    await seatTheExample(page, site, 'he');
    // What each step showed that it should not, all told at the end.
    const seen: Record<string, string[]> = {};
    const small: Record<string, string[]> = {};
    const look = async (step: string) => {
      await shot(page, `he-phone-360-${step}.png`);
      const found = leaks(await textOnScreen(page));
      if (found.length) seen[step] = found;
      const boxes = await checkboxTargets(page);
      if (boxes.length) small[step] = boxes;
    };
    await look('seating');

    // The views in the order of the steps: import, guests, seating, room, print.
    await nav(page, 0).tap();
    await page.locator('import-panel').waitFor();
    await look('import');

    await nav(page, 1).tap();
    const rows = page.locator('guest-list tbody tr[aria-rowindex]');
    await rows.nth(10).waitFor();
    await look('guests');
    await rows.nth(2).evaluate((row) => row.scrollIntoView({ block: 'start' }));
    const bookingsOnScreen = await rows.evaluateAll(
      (all) =>
        all.filter((row) => {
          const box = row.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }).length,
    );
    await look('guests-scrolled');

    await nav(page, 3).tap();
    await page.locator('room-view').waitFor();
    await look('room');

    await nav(page, 4).tap();
    const choices = page.locator('print-view .choice');
    await choices.first().waitFor();
    const width = page.viewportSize()!.width;
    const wide: string[] = [];
    for (let i = 0; i < (await choices.count()); i++) {
      await choices.nth(i).tap();
      const name = (await choices.nth(i).textContent())!.trim();
      // The page is drawn a moment after the choice; read until it fits or the wait is over, then say how wide it was.
      const box = await eventually(
        () =>
          page.locator('print-view .preview').evaluate((preview) => {
            const boxes = [preview, ...Array.from(preview.querySelectorAll('.print-body *'))].map((el) => el.getBoundingClientRect());
            return {
              left: Math.min(...boxes.map((b) => b.left)),
              right: Math.max(...boxes.map((b) => b.right)),
              page: document.documentElement.scrollWidth,
            };
          }),
        (b) => b.left >= 0 && b.right <= width && b.page <= width,
      );
      if (!(box.left >= 0 && box.right <= width && box.page <= width))
        wide.push(`${name}: ${Math.round(box.left)}…${Math.round(box.right)} px, the page ${box.page} px`);
      await page.locator('print-view .preview').scrollIntoViewIfNeeded();
      await look(`print-${i}`);
    }

    // The guests' link under the find-my-seat poster opens their page in a tab of its own.
    await choices.last().tap();
    const open = page.locator('print-view .links a.btn').first();
    const [guests] = await Promise.all([context.waitForEvent('page'), open.tap()]);
    await guests.waitForLoadState();
    assert.match(guests.url(), /find/);
    await guests.close();

    // No connection: the header says so, and stops saying it when the connection is back.
    const offline = page.locator('offline-note p');
    await context.setOffline(true);
    await offline.waitFor();
    assert.ok(await offline.isVisible());
    await look('offline');
    await context.setOffline(false);
    await offline.waitFor({ state: 'detached' });
    assert.deepEqual(wide, [], `print previews wider than the ${width} px screen`);
    assert.ok(bookingsOnScreen >= 5, `${bookingsOnScreen} bookings wholly on a 740 px screen`);
    assert.deepEqual(small, {}, 'check boxes whose target is under 44 px');
    assert.deepEqual(seen, {}, 'keyboard hints or Latin units in view');
    await context.close();
  });
});

describe('screenshots of the views issue 57 changed', { skip: !screenshotsWanted() && 'pictures only: npm run screenshots' }, () => {
  for (const lang of ['en', 'he'] as const)
    for (const [size, viewport] of Object.entries({ desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } }))
      it(`${lang} ${size}: the guest list, a print preview, the room and the offline sign`, async () => {
        const { context, page } = await newPage(site, { ...viewport, touch: size === 'phone', locale: lang === 'he' ? 'he-IL' : 'en-US' });
        const picture = (name: string) => shot(page, `${lang}-${size}-issue57-${name}.png`);
        await seatTheExample(page, site, lang);
        await nav(page, 1).click();
        const rows = page.locator('guest-list tbody tr[aria-rowindex]');
        await rows.nth(5).waitFor();
        if (size === 'phone') await rows.nth(1).locator('button.more').click();
        await rows.first().evaluate((row) => row.scrollIntoView({ block: 'start' }));
        await picture('guests');
        await nav(page, 3).click();
        await page.locator('room-view').waitFor();
        await picture('room');
        await nav(page, 4).click();
        await page.locator('print-view .choice').nth(2).click();
        await page.locator('print-view .preview').scrollIntoViewIfNeeded();
        await picture('print-table-cards');
        await page.locator('print-view .choice').last().click();
        await page.locator('print-view .links').waitFor();
        await page.locator('print-view .preview').scrollIntoViewIfNeeded();
        await picture('print-find-seat');
        await context.setOffline(true);
        await page.locator('offline-note p').waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await picture('offline');
        await context.close();
      });
});
