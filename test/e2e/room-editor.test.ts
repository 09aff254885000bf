/**
 * The floor plan in the built app: a table moved by keyboard and by pointer and turned from the
 * toolbar is found where it was left after a reload, and Undo puts it back; on a 360 px touch
 * screen a table is selected by a tap, two fingers zoom the drawing, and the table is moved through
 * the list view, every control a 44 px target.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { SeatingApp } from '../../src/components/app/seating-app.ts';
import type { TableRecord } from '../../src/model/records.ts';
import { eventually } from '../support/eventually.ts';
import { newPage, seriousViolations, useSite } from './planner-harness.ts';
import { drawnTable } from './room-harness.ts';

const site = useSite();
const TABLE = 'Table 2';

/** The table's stored record as the planner holds it now. */
async function record(page: Page, name: string): Promise<TableRecord | null> {
  return page.evaluate((table) => {
    const app = document.querySelector<SeatingApp>('seating-app');
    return app?.planner?.store.state.content?.tables.find((t) => t.name === table) ?? null;
  }, name);
}

/** Waits until the table's record passes `test`, and returns it. */
async function recordWhen(page: Page, name: string, test: (table: TableRecord) => boolean, what: string): Promise<TableRecord> {
  const table = await eventually(
    () => record(page, name),
    (found) => found !== null && test(found),
  );
  if (table && test(table)) return table;
  assert.fail(`${name}: ${what}; it is ${JSON.stringify(table)}`);
}

/** Opens the demo on the floor plan, its tables drawn. */
async function openFloorPlan(page: Page, tap = false) {
  await page.goto(`${site.base}/en/?demo=1`);
  await page.locator('table-card').first().waitFor();
  await showFloorPlan(page, tap);
}

async function showFloorPlan(page: Page, tap = false) {
  const step = page.locator('seating-app >> nav button').nth(3);
  await (tap ? step.tap() : step.click());
  // A phone opens the list when the whole room drawn would be too small to read; the drawing is one tap away.
  await page.locator('room-canvas, room-list').first().waitFor();
  if ((await page.locator('room-list').count()) > 0) {
    const drawing = page.locator('room-toolbar').getByRole('button', { name: 'Drawing', exact: true });
    await (tap ? drawing.tap() : drawing.click());
  }
  await drawnTable(page, TABLE).waitFor();
}

/** Waits until the screen reader's live region says `text`. */
const announced = (page: Page, text: string | RegExp) =>
  page.locator('seating-app div[aria-live="polite"]', { hasText: text }).waitFor({ state: 'attached' });

/** Where the drawing puts the (round) table: the centre of its top, "x y" in metres. */
const drawnAt = (page: Page, name: string) =>
  drawnTable(page, name)
    .locator('.top')
    .evaluate((top) => `${top.getAttribute('cx') ?? ''} ${top.getAttribute('cy') ?? ''}`);

async function drawnPlace(page: Page, name: string): Promise<{ x: number; y: number }> {
  const [x, y] = (await drawnAt(page, name)).split(' ').map(Number);
  assert.ok(Number.isFinite(x) && Number.isFinite(y), `${name} is drawn at a position`);
  return { x: x!, y: y! };
}

describe('the floor plan editor', () => {
  it('moves a table by keyboard and by pointer, turns it, keeps all three after a reload, and undoes them', async () => {
    const { context, page } = await newPage(site, { width: 1280, height: 900 });
    await openFloorPlan(page);
    assert.deepEqual(await seriousViolations(page), [], 'the drawing and its tools pass axe-core');
    const table = drawnTable(page, TABLE);
    const before = await drawnAt(page, TABLE);
    const first = await drawnPlace(page, TABLE);

    // Keyboard: the table takes the focus, Space selects it, an arrow moves it one grid step (0.25 m).
    await table.focus();
    await page.keyboard.press('Space');
    await page.locator('room-view >> aside h3', { hasText: TABLE }).waitFor();
    await page.keyboard.press('ArrowRight');
    const settled = await recordWhen(page, TABLE, (t) => t.x !== undefined, 'has a position after the arrow key');
    const keyed = { x: settled.x!, y: settled.y! };
    assert.deepEqual(keyed, { x: first.x + 0.25, y: first.y }, 'one grid step to the right');
    assert.notEqual(await drawnAt(page, TABLE), before, 'the drawing moved it');

    // Pointer: dragged about two metres to the right and one down (whatever the zoom).
    const box = (await table.boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + 30, { steps: 10 });
    await page.mouse.move(from.x + 120, from.y + 60, { steps: 10 });
    await page.mouse.up();
    const dragged = await recordWhen(page, TABLE, (t) => t.x! > keyed.x && t.y! > keyed.y, 'is further right and down after the drag');

    // Turned from the toolbar: 15° clockwise, announced.
    const turnedFrom = dragged.rotation ?? 0;
    await page
      .locator('room-toolbar')
      .getByRole('button', { name: /Rotate 15°/ })
      .click();
    const turned = await recordWhen(page, TABLE, (t) => (t.rotation ?? 0) === (turnedFrom + 15) % 360, 'is turned by 15°');
    await announced(page, new RegExp(`Turned ${TABLE}`));
    const after = await drawnAt(page, TABLE);

    // After a reload the table is where it was left, on the drawing too.
    await page.reload();
    await showFloorPlan(page);
    const reloaded = await recordWhen(page, TABLE, (t) => t.x !== undefined, 'has its position after the reload');
    assert.deepEqual(
      { x: reloaded.x, y: reloaded.y, rotation: reloaded.rotation },
      { x: turned.x, y: turned.y, rotation: turned.rotation },
    );
    assert.equal(await drawnAt(page, TABLE), after);

    // Undo, three times: the turn, the drag, the arrow key; the table stands where it stood at first.
    const undo = page.locator('seating-app').getByRole('button', { name: /^Undo\b/ });
    await undo.click();
    await recordWhen(page, TABLE, (t) => (t.rotation ?? 0) === turnedFrom && t.x === dragged.x, 'is turned back');
    await undo.click();
    await recordWhen(page, TABLE, (t) => t.x === keyed.x && t.y === keyed.y, 'is back where the arrow key put it');
    await undo.click();
    await recordWhen(page, TABLE, (t) => t.x === undefined, 'is back in the automatic layout');
    await page.waitForFunction(
      ([name, centre]) => {
        const canvas = document
          .querySelector('seating-app')
          ?.shadowRoot?.querySelector('room-view')
          ?.shadowRoot?.querySelector('room-canvas');
        const top = canvas?.shadowRoot?.querySelector(`[data-id="table:${name}"] .top`);
        return `${top?.getAttribute('cx') ?? ''} ${top?.getAttribute('cy') ?? ''}` === centre;
      },
      [TABLE, before] as const,
    );
    await context.close();
  });

  it('on a 360 px touch screen: selects a table by a tap, pinch-zooms, and moves it through the list, with 44 px targets and no sideways scroll', async () => {
    const { context, page } = await newPage(site, { width: 360, height: 780, touch: true });
    await openFloorPlan(page, true);
    await drawnTable(page, 'Table 1').tap();
    await page.locator('room-view >> aside h3', { hasText: 'Table 1' }).waitFor();
    const start = await drawnPlace(page, 'Table 1');

    await page.locator('room-toolbar').getByRole('button', { name: 'List', exact: true }).tap();
    const row = page.locator('room-list >> [data-id="table:Table 1"]');
    await row.waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'the list view passes axe-core');
    // The table selected on the drawing is open in the list.
    const right = row.getByRole('button', { name: /Move 1 step right/ });
    if (!(await right.isVisible())) await row.locator('[aria-expanded]').first().tap();
    await right.tap();
    const moved = await recordWhen(page, 'Table 1', (t) => t.x !== undefined, 'moved through the list');
    assert.deepEqual({ x: moved.x, y: moved.y }, { x: start.x + 0.25, y: start.y }, 'one grid step to the right');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the floor plan scrolls sideways by ${overflow} px`);
    const small = await page.evaluate(() => {
      const view = document.querySelector('seating-app')!.shadowRoot!.querySelector('room-view')!.shadowRoot!;
      const toolbar = view.querySelector('room-toolbar')!.shadowRoot!;
      return [...toolbar.querySelectorAll('button, summary, select'), ...view.querySelectorAll('aside button')]
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
        .map(({ el, box }) => `${el.textContent.trim()}: ${Math.round(box.width)}×${Math.round(box.height)}`);
    });
    assert.deepEqual(small, [], 'every tool is a 44 px tap target');
    // Back on the drawing, two fingers spread apart on the floor zoom it in.
    await page.locator('room-toolbar').getByRole('button', { name: 'Drawing', exact: true }).tap();
    await drawnTable(page, 'Table 1').waitFor();
    const drawing = page.locator('room-canvas svg');
    const scaleOf = async () => Number(/scale\(([\d.]+)\)/.exec(await drawing.evaluate((el) => el.style.transform))?.[1] ?? 1);
    const frame = (await page.locator('room-canvas .surface').boundingBox())!;
    const at = { x: frame.x + 12, y: frame.y + frame.height / 2 };
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: at.x, y: at.y, id: 1 },
                { x: at.x + 20 + spread, y: at.y, id: 2 },
              ],
      });
    await touch('touchStart', 0);
    for (let step = 1; step <= 8; step++) await touch('touchMove', step * 15);
    await touch('touchEnd', 0);
    await page.waitForFunction(() =>
      /scale\((?!1\))/.test(
        document
          .querySelector('seating-app')
          ?.shadowRoot?.querySelector('room-view')
          ?.shadowRoot?.querySelector('room-canvas')
          ?.shadowRoot?.querySelector('svg')?.style.transform ?? '',
      ),
    );
    assert.ok((await scaleOf()) > 1.5, `a pinch zooms in: scale ${await scaleOf()}`);

    await context.close();
  });
});
