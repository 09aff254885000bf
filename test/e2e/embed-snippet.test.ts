/**
 * The issue's "done when": the three lines of /developers/embed/, pasted into a blank HTML page on
 * another origin, give a working planner. Also what a web author meets when something is wrong:
 * a missing file, a file with errors, the bundle twice on one page.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { embedSnippet } from '../../src/embed/api.ts';
import { closeAfterTests } from '../support/close-after.ts';
import { builtFile } from '../support/site.ts';
import { RECORD_EVENTS_SCRIPT, recordedEvents, startHostSite, waitForEvent, type HostSite } from './embed-harness.ts';
import { useSite } from './shared-site.ts';
import { patience } from '../support/eventually.ts';

/** The snippet as the page publishes it, with the build's origin replaced by the test server's. */
function publishedSnippet(siteBase: string): string {
  const page = builtFile('/developers/embed/index.html');
  const match = /<pre><code id="snippet">([\s\S]*?)<\/code><\/pre>/.exec(page);
  assert.ok(match, 'the embed page shows the snippet');
  const text = match[1]!
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  const builtOrigin = new URL(/src="([^"]+)"/.exec(text)![1]!).origin;
  return text.split(builtOrigin).join(siteBase);
}

const blank = (body: string, head = '') =>
  `<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n${head}<title>Blank</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

describe('the three-line snippet on a blank page of another origin', () => {
  let host: HostSite;
  let page: Page;
  const pageErrors: string[] = [];
  let snippet: string;

  // Closed before the shared site is let go: hooks run in the order they were registered.
  const closeLater = closeAfterTests();
  const site = useSite();
  before(async () => {
    snippet = publishedSnippet(site.base);
    host = await startHostSite({
      '/blank.html': { body: blank(snippet) },
      '/recorded.html': { body: blank(`${RECORD_EVENTS_SCRIPT}\n${snippet}`) },
      '/broken.csv': { body: 'name,size\nAnn,two\nBen,1\nBen,1\n', type: 'text/csv; charset=utf-8' },
      '/no-workers.html': {
        body: blank(
          `${RECORD_EVENTS_SCRIPT}\n${snippet.replace('my-event', 'no-workers')}`,
          `<meta http-equiv="Content-Security-Policy" content="worker-src 'none'">\n`,
        ),
      },
      '/problems.html': {
        body: blank(`${RECORD_EVENTS_SCRIPT}
<script type="module" src="${site.base}/embed/seating-planner.js"></script>
<script type="module" src="${site.base}/embed/seating-planner.js?second-copy"></script>
<seating-planner id="missing" workspace="missing" guests-src="${site.base}/examples/no-such-file.csv" tables-src="${site.base}/examples/demo-tables.csv"></seating-planner>
<seating-planner id="broken" workspace="broken" lang="he" guests-src="/broken.csv"></seating-planner>`),
      },
    });
    closeLater(host);
    page = closeLater(await site.browser.newPage({ viewport: { width: 1100, height: 900 } }));
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  it('is three lines that load the bundle from our site and name the demo files', () => {
    const lines = snippet.split('\n');
    assert.equal(lines.length, 3);
    assert.equal(snippet, embedSnippet(site.base));
  });

  it('gives a working planner: the demo loads, solves and is kept', async () => {
    await page.goto(`${host.origin}/blank.html`);
    const planner = page.locator('seating-planner');
    await planner.locator('table-card').first().waitFor();
    assert.equal(await planner.locator('table-card').count(), 5, 'the four demo tables and the unseated bookings');
    await planner.locator('solver-panel button.primary').click();
    // Solved: every booking has a table, on screen as in the workspace.
    await page.waitForFunction(
      () => Object.keys(document.querySelector('seating-planner')?.plannerState?.content?.seating ?? {}).length === 6,
      null,
      { timeout: patience(30_000) },
    );
    // Nobody is left unseated, so the card of unseated bookings goes and only the four tables show.
    await planner.locator('table-card').nth(4).waitFor({ state: 'detached' });
    assert.equal(await planner.locator('table-card').count(), 4);
    await page.reload();
    await page.waitForFunction(
      () => Object.keys(document.querySelector('seating-planner')?.plannerState?.content?.seating ?? {}).length === 6,
    );
    assert.deepEqual(pageErrors, []);
  });

  it('sends its events to a host that listens', async () => {
    await page.goto(`${host.origin}/recorded.html`);
    const opened = await waitForEvent(page, '', 'seating-change', (d) => d.bookings === 6);
    assert.equal(opened.workspace, 'my-event');
  });

  it('says so, and stays usable, when the host page forbids workers', async () => {
    await page.goto(`${host.origin}/no-workers.html`);
    await waitForEvent(page, '', 'seating-change', (d) => d.bookings === 6);
    const solve = page.locator('seating-planner solver-panel button.primary');
    await solve.click();
    const failed = await waitForEvent(page, '', 'seating-error', (d) => d.kind === 'solver');
    assert.ok(failed.message.length > 0);
    await page.waitForFunction(
      () =>
        !document
          .querySelector('seating-planner')
          ?.shadowRoot?.querySelector('seating-app')
          ?.shadowRoot?.querySelector('seating-view')
          ?.shadowRoot?.querySelector('solver-panel')
          ?.shadowRoot?.querySelector('button.primary')
          ?.hasAttribute('disabled'),
    );
    assert.ok(await solve.isEnabled(), 'the solver can be started again');
  });

  it('explains a missing file and a file with errors in the planner and in seating-error, and tolerates a second bundle', async () => {
    await page.goto(`${host.origin}/problems.html`);
    const missing = await waitForEvent(page, 'missing', 'seating-error', (d) => d.kind === 'load');
    assert.equal(missing.url, `${site.base}/examples/no-such-file.csv`);
    assert.match(missing.message, /404/);
    const shown = await page.locator('#missing [part="error"]').innerText();
    assert.match(shown, /no-such-file\.csv/);
    assert.match(shown, /guests-src/);
    // The tables file still loaded: one bad source does not block the other.
    await waitForEvent(page, 'missing', 'seating-change', (d) => d.tables === 4);

    const broken = await waitForEvent(page, 'broken', 'seating-error', (d) => d.kind === 'import');
    assert.equal(broken.url, `${host.origin}/broken.csv`);
    const where = (severity: string) => broken.issues.filter((i) => i.severity === severity).map((i) => [i.line, i.column]);
    assert.deepEqual(where('error'), [[2, 'size']]);
    // Two guests called Ben may be two people: said, not refused.
    assert.deepEqual(where('warning'), [[4, 'name']]);
    // In Hebrew, in the planner: the sentence names the file and the attribute, and the import step lists each line.
    assert.match(await page.locator('#broken [part="error"]').innerText(), /broken\.csv.*guests-src/s);
    assert.equal(await page.locator('#broken issue-list li').count(), 2);
    const events = await recordedEvents(page);
    assert.equal(
      events.filter((e) => e.planner === 'broken' && e.type === 'seating-change').length,
      0,
      'a file with errors changes nothing',
    );
    const bundles = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/embed/seating-planner.js')).length,
    );
    assert.equal(bundles, 2, 'both copies of the bundle ran');
    assert.deepEqual(pageErrors, [], 'the second copy of the bundle defines nothing twice and throws nothing');
  });
});
