/**
 * How embedded planners look on host pages of another origin, with a picture of each in
 * `npm run screenshots`: a themed planner (custom properties and ::part), a read-only
 * plan beside the host's text, and a Hebrew planner on a phone.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { closeAfterTests } from '../support/close-after.ts';
import { RECORD_EVENTS_SCRIPT, screenshotAll, startHostSite, waitForEvent, type HostSite } from './embed-harness.ts';
import { useSite } from './shared-site.ts';

function page(base: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host</title>
${head}
${RECORD_EVENTS_SCRIPT}
<script type="module" src="${base}/embed/seating-planner.js"></script>
</head>
<body>
${body}
</body>
</html>`;
}

describe('embedded planners as visitors see them', () => {
  let host: HostSite;

  const closeLater = closeAfterTests();
  const site = useSite();
  before(async () => {
    const files = (name: string) =>
      `guests-src="${site.base}/examples/${name}-guests.csv" tables-src="${site.base}/examples/${name}-tables.csv"`;
    host = await startHostSite({
      '/themed.html': {
        body: page(
          site.base,
          `<style>
  body { margin: 0; padding: 2rem; background: #f4efe9; font-family: Georgia, serif; }
  seating-planner {
    --seating-bg: #fbf8f4; --seating-surface: #fffdf9; --seating-border: #e3d6c6;
    --seating-accent: #8c4a2f; --seating-accent-soft: #f5e7df; --seating-focus: #8c4a2f;
    --seating-radius: 4px; --seating-font: Georgia, 'DejaVu Serif', serif;
    border: 1px solid #e3d6c6; max-width: 72rem; margin: 0 auto;
  }
  seating-planner::part(header) { background: #f5e7df; }
</style>`,
          `<seating-planner id="themed" workspace="themed" ${files('demo')}></seating-planner>`,
        ),
      },
      '/readonly.html': {
        body: page(
          site.base,
          `<style>
  body { margin: 0; padding: 2rem; font: 17px/1.6 Georgia, serif; color: #222; }
  .layout { display: grid; grid-template-columns: 18rem 1fr; gap: 2rem; align-items: start; }
</style>`,
          `<div class="layout"><article><h1>The Harbour Room</h1><p>Sixteen round tables of ten, a head table for eight, and a view of the water. Here is how last Saturday's wedding was seated.</p></article>
<seating-planner id="plan" workspace="harbour" readonly ${files('wedding-150')} seating-src="${site.base}/examples/wedding-150-seating.csv"></seating-planner></div>`,
        ),
      },
      '/column.html': {
        body: page(
          site.base,
          `<style>body { margin: 0; padding: 2rem; display: grid; grid-template-columns: 1fr 620px; gap: 2rem; font: 17px/1.6 Georgia, serif; }</style>`,
          `<article><h1>Plan your evening</h1><p>Our coordinator seats your guests with you; start here.</p></article>
<seating-planner id="column" workspace="column" ${files('demo')}></seating-planner>`,
        ),
      },
      '/phone.html': {
        body: page(
          site.base,
          `<style>body { margin: 0; }</style>`,
          `<seating-planner id="phone" lang="he" workspace="phone" ${files('demo')}></seating-planner>`,
        ),
      },
    });
    closeLater(host);
  });

  async function open(path: string, viewport: { width: number; height: number }, planner: string): Promise<Page> {
    const tab = await site.browser.newPage({ viewport });
    await tab.goto(`${host.origin}${path}`);
    await waitForEvent(tab, planner, 'seating-change', (d) => d.bookings > 0 && d.tables > 0);
    await tab.locator(`#${planner} table-card`).first().waitFor();
    return tab;
  }

  it('takes the host’s theme through custom properties and ::part', async () => {
    const tab = await open('/themed.html', { width: 1280, height: 900 }, 'themed');
    const solve = tab.locator('#themed solver-panel button.primary');
    assert.equal(await solve.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(140, 74, 47)');
    assert.equal(
      await tab.locator('#themed seating-app header[part="header"]').evaluate((el) => getComputedStyle(el).backgroundColor),
      'rgb(245, 231, 223)',
    );
    await solve.click();
    await waitForEvent(tab, 'themed', 'seating-solved');
    await screenshotAll(tab, 'embed-themed.png');
    await tab.close();
  });

  it('shows a read-only plan beside the host’s own text, with nothing to edit', async () => {
    const tab = await open('/readonly.html', { width: 1400, height: 1000 }, 'plan');
    // The published seating of the example: everyone has a table.
    const plan = await waitForEvent(tab, 'plan', 'seating-change', (d) => d.unseated.length === 0);
    assert.equal(Object.keys(plan.seating).length, plan.bookings);
    assert.equal(await tab.locator('#plan solver-panel').count(), 0);
    assert.equal(await tab.locator('#plan table-card .actions:visible').count(), 0, 'no lock or move buttons');
    assert.equal(await tab.locator('#plan [draggable="true"]').count(), 0, 'nothing to drag');
    assert.ok((await tab.locator('#plan table-card').count()) >= 16);
    await screenshotAll(tab, 'embed-readonly.png', '#plan');
    await tab.close();
  });

  it('lays itself out for the column it sits in, not for the window', async () => {
    const tab = await open('/column.html', { width: 1280, height: 900 }, 'column');
    const tables = await tab.locator('#column tables-view').boundingBox();
    const breakdown = await tab.locator('#column penalty-breakdown').boundingBox();
    assert.ok(tables && breakdown);
    assert.ok(breakdown.y >= tables.y + tables.height, 'in a 620 px column the penalty goes below the tables, as on a phone');
    await screenshotAll(tab, 'embed-narrow-column.png');
    await tab.close();
  });

  it('fits a phone in Hebrew, right to left, without sideways scrolling', async () => {
    const tab = await open('/phone.html', { width: 360, height: 780 }, 'phone');
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await screenshotAll(tab, 'embed-phone-he.png');
    assert.equal(overflow, 0, 'the page does not scroll sideways');
    assert.equal(await tab.locator('#phone .frame').getAttribute('dir'), 'rtl');
    await tab.close();
  });
});
