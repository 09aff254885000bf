/**
 * Two planners on another site's page: a host page served from a second origin embeds an English
 * and a Hebrew planner with different workspaces. Both load their CSV files from our site, solve
 * in their cross-origin workers, tell the host through events, keep their data apart (after a
 * reload too), load nothing but the bundle, the worker and the files, and leave the host page
 * without any service worker.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import he from '../../locales/he.json' with { type: 'json' };
import type { SeatingChangeDetail } from '../../src/embed/events.ts';
import { closeAfterTests } from '../support/close-after.ts';
import { screenshotsWanted } from '../support/screenshots.ts';
import { RECORD_EVENTS_SCRIPT, recordedEvents, screenshotAll, startHostSite, waitForEvent, type HostSite } from './embed-harness.ts';
import { useSite } from './shared-site.ts';

function hostPage(base: string): string {
  // Hostile host styles: none of them may reach inside the planners.
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Riverside Venue · plan your tables</title>
<style>
  body { margin: 0; font: 16px Georgia, serif; background: #faf7f2; color: #3b2f2f; }
  header { padding: 1.5rem 2rem; background: #3b2f2f; color: #faf7f2; }
  main { display: grid; gap: 2rem; padding: 2rem; }
  h2 { margin: 0 0 .5rem; font-weight: normal; }
  button { display: none !important; }
  section, div, p { border: 3px dashed hotpink; }
  #b { --seating-accent: #7a3e9d; --seating-accent-soft: #f1e6f8; }
</style>
${RECORD_EVENTS_SCRIPT}
<script type="module" src="${base}/embed/seating-planner.js"></script>
</head>
<body>
<header><h1>Riverside Venue</h1></header>
<main>
<article><h2>Garden terrace</h2>
<seating-planner id="a" lang="en" workspace="garden" guests-src="${base}/examples/demo-guests.csv" tables-src="${base}/examples/demo-tables.csv"></seating-planner>
</article>
<article><h2>Main hall</h2>
<seating-planner id="b" lang="he" workspace="hall" guests-src="${base}/examples/wedding-150-guests.csv" tables-src="${base}/examples/wedding-150-tables.csv"></seating-planner>
</article>
</main>
</body>
</html>`;
}

describe('two embedded planners on a page of another origin', () => {
  let host: HostSite;
  let context: BrowserContext;
  let page: Page;
  /** Every request the host page made, by URL, with the requests of its workers. */
  const requested: string[] = [];
  const pageErrors: string[] = [];

  // Closed before the shared site is let go: hooks run in the order they were registered.
  const closeLater = closeAfterTests();
  const site = useSite();
  before(async () => {
    host = closeLater(await startHostSite({ '/venue.html': { body: hostPage(site.base) } }));
    context = closeLater(await site.browser.newContext({ viewport: { width: 1280, height: 900 } }));
    context.on('request', (request) => requested.push(request.url()));
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${host.origin}/venue.html`);
  });

  it('loads each planner’s CSV files into its own workspace and language', async () => {
    const a = await waitForEvent(page, 'a', 'seating-change', (d) => d.bookings > 0 && d.tables > 0);
    const b = await waitForEvent(page, 'b', 'seating-change', (d) => d.bookings > 0 && d.tables > 0);
    assert.equal(a.workspace, 'garden');
    assert.equal(a.bookings, 6);
    assert.equal(a.tables, 4);
    assert.equal(b.workspace, 'hall');
    assert.ok(b.guests >= 140, `the wedding example has about 150 guests, got ${b.guests}`);
    assert.equal(b.tables, 16);
    assert.ok(!Object.keys(b.seating).concat(b.unseated).includes('Eyal'), 'the hall never shows the garden’s guests');

    assert.equal(await page.locator('#a .frame').getAttribute('dir'), 'ltr');
    assert.equal(await page.locator('#b .frame').getAttribute('dir'), 'rtl');
    assert.equal(await page.locator('#b .frame').getAttribute('lang'), 'he');
    // The Hebrew planner speaks Hebrew: its solver button carries the Hebrew label.
    await page.locator('#b solver-panel button.primary').waitFor();
    const label = (await page.locator('#b solver-panel button.primary').innerText()).trim();
    assert.ok([he.solver.start, he.solver.improve].includes(label), `a Hebrew label, got ${label}`);
  });

  it('keeps the host page’s CSS out: the planner’s buttons show and its cards keep their own borders', async () => {
    const button = page.locator('#a solver-panel button.primary');
    assert.ok(await button.isVisible(), 'host CSS hides every button of its own; the planner’s must still show');
    const border = await page.locator('#a solver-panel section').evaluate((el) => getComputedStyle(el).borderStyle);
    assert.equal(border, 'solid');
    const accent = await page.locator('#b solver-panel button.primary').evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.equal(accent, 'rgb(122, 62, 157)', 'the host themes planner b through --seating-accent');
  });

  it('solves in a worker loaded across origins and tells the host through seating-solved', async () => {
    await page.locator('#a solver-panel button.primary').click();
    await page.locator('#b solver-panel button.primary').click();
    const a = await waitForEvent(page, 'a', 'seating-solved');
    const b = await waitForEvent(page, 'b', 'seating-solved');
    for (const solved of [a, b]) {
      assert.ok(solved.penalty >= solved.lowerBound, 'the penalty is never below the proven bound');
      assert.equal(Object.keys(solved.seating).length + solved.unseated.length, solved.bookings, 'every booking appears once');
    }
    assert.equal(a.unseated.length, 0, 'the demo seats everyone');
    assert.equal(a.seating['Noa & Daniel'], 'Head table', 'a pinned booking sits at its table');
    assert.notEqual(a.seating['Tamar & Yoni'], a.seating['Eyal'], 'bookings asked to be kept apart are apart');
    assert.equal(a.optimal, a.penalty === a.lowerBound);
    // The plan in words travels with the event, in the command line's `summary` shape.
    const plan = a.plan;
    assert.ok(plan, 'the plan in words comes with the event');
    assert.equal(plan.guests_seated, plan.guests_total, 'the plan in words says everyone is seated');
    assert.equal(plan.conflicts, 0);
    assert.equal(plan.gap_percent === 0, a.optimal);

    // The plan shown is the one reported: a seating-change with the same seating followed the run.
    const events = await recordedEvents(page);
    const lastChangeA = events.filter((e) => e.planner === 'a' && e.type === 'seating-change').at(-1)!;
    assert.deepEqual((lastChangeA.detail as SeatingChangeDetail).seating, a.seating);
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(
      events.filter((e) => e.type === 'seating-error'),
      [],
    );
  });

  it('undoes with Ctrl+Z only in the planner that has the focus', async () => {
    const solvedA = await waitForEvent(page, 'a', 'seating-solved');
    const solvedB = await waitForEvent(page, 'b', 'seating-solved');
    const changesOf = async (planner: string) =>
      (await recordedEvents(page))
        .filter((e) => e.planner === planner && e.type === 'seating-change')
        .map((e) => e.detail as SeatingChangeDetail);
    const nextChangeOfA = async (count: number) => {
      await page.waitForFunction(
        (n) =>
          (window as unknown as { seatingEvents: { planner: string; type: string }[] }).seatingEvents.filter(
            (e) => e.planner === 'a' && e.type === 'seating-change',
          ).length >= n,
        count,
      );
      return (await changesOf('a')).at(-1)!;
    };
    const seenA = (await changesOf('a')).length;
    const seenB = (await changesOf('b')).length;

    await page.locator('#a table-card .chip').first().focus();
    await page.keyboard.press('Control+z');
    const undone = await nextChangeOfA(seenA + 1);
    assert.notDeepEqual(undone.seating, solvedA.seating, 'undo takes the solver run back');
    await page.keyboard.press('Control+Shift+z');
    const redone = await nextChangeOfA(seenA + 2);
    assert.deepEqual(redone.seating, solvedA.seating, 'redo brings the solved plan back');
    assert.equal((await changesOf('b')).length, seenB, 'the other planner did not move');
    assert.deepEqual((await changesOf('b')).at(-1)!.seating, solvedB.seating);
  });

  it('passes axe with no serious violation and adds no second main landmark to the host page', async () => {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
    assert.deepEqual(serious, []);
    const landmarks = results.violations
      .filter((v) => v.id.startsWith('landmark-main') || v.id === 'landmark-no-duplicate-main')
      .map((v) => v.id);
    assert.deepEqual(landmarks, []);
  });

  it('stores each workspace in its own database on the host’s origin, and nothing else', async () => {
    const names = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).sort());
    assert.deepEqual(names, ['seating-embed:garden', 'seating-embed:hall']);
  });

  it('never lets a service worker control or register for the host page', async () => {
    const serviceWorkers = await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller !== null,
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
    }));
    assert.deepEqual(serviceWorkers, { controlled: false, registrations: 0 });
  });

  it('asks our site for nothing but the bundle, the worker and the CSV files', () => {
    const ours = requested.filter((url) => url.startsWith(site.base)).map((url) => url.slice(site.base.length));
    assert.deepEqual([...new Set(ours)].sort(), [
      '/embed/seating-planner.js',
      '/embed/solver.worker.js',
      '/examples/demo-guests.csv',
      '/examples/demo-tables.csv',
      '/examples/wedding-150-guests.csv',
      '/examples/wedding-150-tables.csv',
    ]);
    const elsewhere = requested.filter((url) => !url.startsWith(site.base) && !url.startsWith(host.origin) && !url.startsWith('blob:'));
    assert.deepEqual(elsewhere, []);
  });

  it(
    'takes pictures of the host page, one per language',
    { skip: !screenshotsWanted() && 'pictures only: npm run screenshots' },
    async () => {
      await page.evaluate(() => document.fonts.ready);
      await screenshotAll(page, 'embed-host-page.png');
      await screenshotAll(page, 'embed-planner-en.png', '#a');
      await screenshotAll(page, 'embed-planner-he.png', '#b');
    },
  );

  it('shows each planner’s own plan again after a reload, without fetching the files again', async () => {
    const solvedA = await waitForEvent(page, 'a', 'seating-solved');
    const solvedB = await waitForEvent(page, 'b', 'seating-solved');
    const before = requested.length;
    await page.reload();
    const a = await waitForEvent(page, 'a', 'seating-change');
    const b = await waitForEvent(page, 'b', 'seating-change');
    assert.deepEqual(a.seating, solvedA.seating);
    assert.deepEqual(b.seating, solvedB.seating);
    assert.equal(a.workspace, 'garden');
    assert.equal(b.workspace, 'hall');
    const csvAgain = requested.slice(before).filter((url) => url.endsWith('.csv'));
    assert.deepEqual(csvAgain, [], 'the files seed an empty workspace only; the visitor’s plan is kept');
  });
});
