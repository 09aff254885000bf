/**
 * A guest's first visit to a find-my-seat link stays the page's own size: everything the browser
 * downloads (the page, its script and style, its service worker and what that worker precaches)
 * is under 150 KB, and the worker precaches none of the planner, yet a second language's page
 * opens offline too. Sizes, not times (docs/decisions/0029-entry-budget.md).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Request } from 'playwright-core';
import { findSeatCodes } from '../../src/print/index.ts';
import { eventually } from '../support/eventually.ts';
import { examplePlan } from '../support/print-example.ts';
import { startTestServer } from '../support/site.ts';
import { launchProfile, waitForServiceWorkerControl } from './offline-browser.ts';
import { patience } from '../support/eventually.ts';

/** What a first visit may download and precache at most: a phone on a slow link barely notices it. */
const FIRST_VISIT_BYTES = 150 * 1024;

/** Tests that open browser profiles and go offline: minutes on a slow machine. */
const LONG = patience(120_000);

describe("find my seat: a guest's first visit", () => {
  it('downloads and precaches under 150 KB, none of the planner, and opens offline in both languages', { timeout: LONG }, async () => {
    const server = await startTestServer();
    const [code] = await findSeatCodes(examplePlan('en'), server.base, 'en');
    const { context, close } = await launchProfile();
    const finished: Request[] = [];
    context.on('requestfinished', (request) => finished.push(request));
    try {
      const page = await context.newPage();
      await page.goto(code!.url);
      await waitForServiceWorkerControl(page);
      // Both languages' pages are controlled (each has a registration), so the other-language link works offline.
      // Asked from here: waitForFunction takes a promise for a true answer, and so would not wait.
      const activeScopes = () =>
        page.evaluate(async () => {
          const registrations = await navigator.serviceWorker.getRegistrations();
          return registrations
            .filter((r) => r.active?.state === 'activated')
            .map((r) => new URL(r.scope).pathname)
            .sort();
        });
      const scopes = await eventually(activeScopes, (found) => found.length === 2, patience(40_000));
      assert.deepEqual(scopes, ['/en/find/', '/he/find/']);
      const cached = await page.evaluate(async () => {
        const entries: { url: string; bytes: number }[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            const response = await cache.match(request);
            entries.push({ url: new URL(request.url).pathname, bytes: (await response!.arrayBuffer()).byteLength });
          }
        }
        return entries;
      });
      const urls = new Set(cached.map((entry) => entry.url));
      assert.deepEqual([...urls].sort(), ['/assets/find.js', '/en/find/', '/find-seat.css', '/he/find/']);
      const precached = cached.reduce((sum, entry) => sum + entry.bytes, 0);
      assert.ok(precached < FIRST_VISIT_BYTES, `the find page's workers precache ${precached} bytes`);

      let transferred = 0;
      for (const request of finished) {
        const sizes = await request.sizes();
        transferred += sizes.responseBodySize + sizes.responseHeadersSize;
      }
      assert.ok(
        finished.every((request) => !/\/assets\/(app|chunks\/)/.test(new URL(request.url()).pathname)),
        'nothing of the planner was downloaded',
      );
      assert.ok(transferred < FIRST_VISIT_BYTES, `a first visit transferred ${transferred} bytes`);
      console.log(`find my seat, first visit: ${transferred} bytes transferred, ${precached} bytes precached`);

      await server.close();
      await context.setOffline(true);
      const response = await page.goto(code!.url.replace('/en/find/', '/he/find/'));
      assert.ok(response?.fromServiceWorker(), "the other language's page opens offline");
    } finally {
      await close();
      await server.close().catch(() => undefined);
    }
  });
});
