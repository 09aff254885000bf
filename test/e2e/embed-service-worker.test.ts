/**
 * Our site's service worker never reaches a host page: a visitor who installed the app (its
 * service worker active on our origin) then opens another site that embeds the planner finds that
 * page uncontrolled, with no service worker and no cache of ours, and the embed bundle itself
 * registers none.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext } from 'playwright-core';
import { closeAfterTests } from '../support/close-after.ts';
import { builtFile } from '../support/site.ts';
import { RECORD_EVENTS_SCRIPT, startHostSite, waitForEvent, type HostSite } from './embed-harness.ts';
import { useSite } from './shared-site.ts';

describe('the main site’s service worker and a host page', () => {
  let host: HostSite;
  let context: BrowserContext;

  // Closed before the shared site is let go: hooks run in the order they were registered.
  const closeLater = closeAfterTests();
  const site = useSite();
  before(async () => {
    host = await startHostSite({
      '/host.html': {
        body: `<!doctype html><html><head><meta charset="utf-8"><title>Host</title>${RECORD_EVENTS_SCRIPT}
<script type="module" src="${site.base}/embed/seating-planner.js"></script></head>
<body><seating-planner id="p" workspace="sw" guests-src="${site.base}/examples/demo-guests.csv" tables-src="${site.base}/examples/demo-tables.csv"></seating-planner></body></html>`,
      },
    });
    closeLater(host);
    context = closeLater(await site.browser.newContext());
  });

  it('leaves a host page uncontrolled even after the app installed its service worker', async () => {
    const app = await context.newPage();
    await app.goto(`${site.base}/en/`);
    const scope = await app.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(scope, `${site.base}/`, 'the app’s service worker is active on our origin');

    const page = await context.newPage();
    const bundleResponse = page.waitForResponse((response) => response.url().endsWith('/embed/seating-planner.js'));
    await page.goto(`${host.origin}/host.html`);
    assert.equal((await bundleResponse).fromServiceWorker(), false, 'the bundle comes from the network, not through our service worker');
    await waitForEvent(page, 'p', 'seating-change', (d) => d.bookings === 6);
    const state = await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller !== null,
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
      caches: await caches.keys(),
    }));
    assert.deepEqual(state, { controlled: false, registrations: 0, caches: [] });
  });

  it('ships a bundle that registers no service worker', () => {
    const bundle = builtFile('/embed/seating-planner.js');
    assert.ok(!bundle.includes('serviceWorker'), 'the embed bundle never touches navigator.serviceWorker');
  });
});
