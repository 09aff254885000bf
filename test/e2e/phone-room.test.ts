/**
 * The floor plan on a 360 px touch phone, opened as the drawing: it opens on the tables (not the
 * whole hall), and a tap on a table brings it and its guests' names close. Also the pictures of the
 * wish picker: English on a desktop and Hebrew on a phone in `npm test`, all four in `--screenshots`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { runsLook, shot } from '../support/screenshots.ts';
import { newPage, seatTheExample, useSite } from './planner-harness.ts';

const site = useSite();
const locale = (lang: 'en' | 'he') => (lang === 'he' ? 'he-IL' : 'en-US');

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * Where the drawing's frame and each table (its top and chairs) are on the screen, once the drawing says its view shows
 * what it was fitted to (its `fitted` attribute) and the transform has been painted.
 */
async function onScreen(page: Page): Promise<{ frame: Box; tables: Record<string, Box>; near: boolean }> {
  await page.locator('room-canvas[fitted]').waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate<{ frame: Box; tables: Record<string, Box>; near: boolean }>(ON_SCREEN);
}

/** Sent as source text: the test's compiler would add helpers the page does not have. */
const ON_SCREEN = `(() => {
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  };
  const find = (root) => {
    for (const el of Array.from(root.querySelectorAll('*'))) {
      if (el.localName === 'room-canvas') return el;
      const inner = el.shadowRoot && find(el.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  const root = find(document).shadowRoot;
  // A table is its top and its chairs: the names beside them (drawn, or there but transparent)
  // are as wide as the font that happens to be loaded makes them.
  const shapes = (g) => Array.from(g.querySelectorAll('.top, .seat')).map(box).reduce((a, b) => ({
    left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom),
  }));
  const tables = Object.fromEntries(Array.from(root.querySelectorAll('[data-id^="table:"]')).map((g) => [g.getAttribute('data-id'), shapes(g)]));
  return { frame: box(root.querySelector('.surface')), tables, near: root.querySelector('g.view').classList.contains('near') };
})()`;

describe('the floor plan on a phone', () => {
  for (const lang of ['en', 'he'] as const) {
    it(`opens the drawing fitted to the tables, and a tap on a table zooms to it with its guests (${lang})`, async () => {
      const { context, page } = await newPage(site, { width: 360, height: 740, touch: true, locale: locale(lang) });
      await seatTheExample(page, site, lang);
      await page.locator('seating-app >> nav button').nth(3).tap();
      await page.locator('room-canvas, room-list').first().waitFor();
      if ((await page.locator('room-list').count()) > 0)
        await page.locator('room-toolbar .group').first().locator('button[aria-pressed="false"]').tap();
      await page.locator('room-canvas svg').waitFor();
      await page.locator('room-canvas svg').scrollIntoViewIfNeeded();

      const opened = await onScreen(page);
      const all = Object.values(opened.tables);
      const union = {
        left: Math.min(...all.map((b) => b.left)),
        top: Math.min(...all.map((b) => b.top)),
        right: Math.max(...all.map((b) => b.right)),
        bottom: Math.max(...all.map((b) => b.bottom)),
      };
      const { frame } = opened;
      const slack = 2;
      assert.ok(
        union.left >= frame.left - slack &&
          union.right <= frame.right + slack &&
          union.top >= frame.top - slack &&
          union.bottom <= frame.bottom + slack,
        `every table is in view: tables ${JSON.stringify(union)}, view ${JSON.stringify(frame)}`,
      );
      const fill = Math.max(
        (union.right - union.left) / (frame.right - frame.left),
        (union.bottom - union.top) / (frame.bottom - frame.top),
      );
      // What is left at the edges is room for the names beside the outer chairs.
      assert.ok(fill >= 0.9, `the tables fill ${Math.round(fill * 100)}% of the view across or down`);
      await shot(page, `${lang}-phone-room-fitted.png`);

      // The table nearest the middle of the view, tapped where it is.
      const mid = { x: (frame.left + frame.right) / 2, y: (frame.top + frame.bottom) / 2 };
      const [id] = Object.entries(opened.tables).sort(
        ([, a], [, b]) =>
          Math.hypot((a.left + a.right) / 2 - mid.x, (a.top + a.bottom) / 2 - mid.y) -
          Math.hypot((b.left + b.right) / 2 - mid.x, (b.top + b.bottom) / 2 - mid.y),
      )[0]!;
      const before = opened.tables[id]!;
      await page.touchscreen.tap((before.left + before.right) / 2, (before.top + before.bottom) / 2);
      const zoomed = await onScreen(page);
      const table = zoomed.tables[id]!;
      const width = table.right - table.left;
      assert.ok(width >= 0.5 * (frame.right - frame.left), `the tapped table is ${Math.round(width)} px wide`);
      const centre = { x: (table.left + table.right) / 2, y: (table.top + table.bottom) / 2 };
      assert.ok(
        Math.abs(centre.x - mid.x) < 30 && Math.abs(centre.y - mid.y) < 30,
        `the tapped table is in the middle: ${JSON.stringify(centre)}`,
      );
      assert.ok(zoomed.near, "the guests' names at the seats show");
      await shot(page, `${lang}-phone-room-table.png`);
      await context.close();
    });
  }
});

describe('the wish picker', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries({ desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } }).filter(
      ([size]) => runsLook(lang, size),
    )) {
      it(`lists bookings and groups as they are typed (${lang}, ${size})`, async () => {
        const { context, page } = await newPage(site, { ...viewport, touch: size === 'phone', locale: locale(lang) });
        await page.goto(`${site.base}/${lang}/?demo=1`);
        await page.locator('table-card').first().waitFor();
        await page.locator('nav button').nth(1).click();
        await page.locator('guest-list table').waitFor();
        await page.locator('guest-list tbody button[data-action="edit-all"]').first().click();
        await page.locator('guest-editor dialog[open]').waitFor();
        const picker = page.locator('guest-editor pick-list#wish-prefer');
        // Down opens the whole list; Enter picks the first; Down opens it again.
        await picker.locator('input').focus();
        await page.keyboard.press('ArrowDown');
        await picker.locator('[role=option]').first().waitFor();
        await page.keyboard.press('Enter');
        await picker.locator('.chips li').waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await picker.locator('[role=option]').first().waitFor();
        await picker.scrollIntoViewIfNeeded();
        await shot(page, `${lang}-${size}-wish-picker.png`);
        await context.close();
      });
    }
  }
});
