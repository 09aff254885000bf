/**
 * An edit the planner made is kept when the page goes away at once: a table nudged by an arrow key,
 * a guest-list cell changed and a guest moved to another table are each followed by a reload with
 * no wait, ten times each, and found where they were left every time: the room ten times in each
 * language, the cell and the move five in English, then five in Hebrew. One page and one event for
 * the whole file, so the forty reloads stay quick.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import type { SeatingApp } from '../../src/components/app/seating-app.ts';
import type { EventContent } from '../../src/model/event-content.ts';
import { eventually } from '../support/eventually.ts';
import { newPage, useSite } from './planner-harness.ts';
import { drawnTable } from './room-harness.ts';

const site = useSite();
const ROUNDS = 10;
const LANGS = { en, he } as const;
const STEPS = ['import', 'guests', 'seating', 'room', 'print'] as const;
const TABLE = 'Table 2';

let context: BrowserContext;
let page: Page;

/** The open event as the planner loaded it from IndexedDB (after a reload: what was saved). */
async function loaded(): Promise<EventContent> {
  const read = () =>
    page.evaluate(() => document.querySelector<SeatingApp>('seating-app')?.planner?.store.state.content ?? null).catch(() => null);
  const content = await eventually(read, (found) => found !== null);
  assert.ok(content, 'the event opens after the reload');
  return content;
}

async function show(view: (typeof STEPS)[number]): Promise<void> {
  await page.locator('seating-app nav button').nth(STEPS.indexOf(view)).click();
}

/** Where the drawing puts the table's centre now, in metres. */
async function drawnCentre(): Promise<{ x: number; y: number }> {
  return drawnTable(page, TABLE)
    .locator('.top')
    .evaluate((top) => ({ x: Number(top.getAttribute('cx')), y: Number(top.getAttribute('cy')) }));
}

/** The first half of the rounds in English, the second in Hebrew; opens the event in that language when it changes. */
async function inLanguageOf(round: number): Promise<'en' | 'he'> {
  const lang = round <= ROUNDS / 2 ? 'en' : 'he';
  if (round === 1 || round === ROUNDS / 2 + 1) await page.goto(`${site.base}/${lang}/`);
  await loaded();
  return lang;
}

describe('an edit kept through a reload at once', () => {
  before(async () => {
    ({ context, page } = await newPage(site, { width: 1280, height: 900 }));
    await page.goto(`${site.base}/en/?demo=1`);
    await page.locator('table-card').first().waitFor();
  });
  after(async () => {
    await context.close();
  });

  for (const lang of ['en', 'he'] as const) {
    it(`keeps a table nudged by an arrow key (${lang})`, async () => {
      await page.goto(`${site.base}/${lang}/`);
      for (let round = 1; round <= ROUNDS; round++) {
        await loaded();
        await show('room');
        const table = drawnTable(page, TABLE);
        await table.waitFor();
        const from = await drawnCentre();
        // Right, then left, then right: each round's place is another than the one before.
        const step = round % 2 === 1 ? 0.25 : -0.25;
        await table.focus();
        await page.keyboard.press(step > 0 ? 'ArrowRight' : 'ArrowLeft');
        await page.reload();
        const stored = (await loaded()).tables.find((t) => t.name === TABLE)!;
        assert.deepEqual({ x: stored.x, y: stored.y }, { x: from.x + step, y: from.y }, `round ${round}: ${TABLE} where the key put it`);
      }
    });
  }

  it(`keeps a booking's seats changed in the guest list (en, then he)`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      await inLanguageOf(round);
      await show('guests');
      const size = round % 2 === 1 ? 2 : 1;
      // The booking's seats: a light button until it is edited, then an inline cell in the same place.
      const seats = page.locator('guest-list tbody tr', { hasText: 'Shira' }).locator('td').first();
      await seats.locator('button').click();
      await seats.locator('input').fill(String(size));
      await seats.locator('input').press('Enter');
      await page.reload();
      const shira = (await loaded()).guests.find((g) => g.name === 'Shira')!;
      assert.equal(shira.size, size, `round ${round}: Shira's seats as typed`);
    }
  });

  it(`keeps a guest moved to another table by keyboard (en, then he)`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const t = LANGS[await inLanguageOf(round)].tables;
      await show('seating');
      const to = round % 2 === 1 ? 'Table 3' : 'Table 2';
      await page.locator('table-card .chip').filter({ hasText: 'Eyal' }).focus();
      await page.keyboard.press('Enter');
      const target = page.locator('table-card').filter({ has: page.getByRole('heading', { name: to, exact: true }) });
      await target.getByRole('button', { name: t.moveHere }).focus();
      await page.keyboard.press('Enter');
      await page.reload();
      assert.equal((await loaded()).seating['Eyal'], to, `round ${round}: Eyal at ${to}`);
    }
  });
});
