/**
 * The guests' find-my-seat page, opened from the 150-guest example's printed link in a fresh
 * profile: a guest types part of their name and sees their table; with the network gone the link
 * still opens and finds it (the service worker precached the page on the first visit); and no
 * request the page makes carries a guest's name or the link's fragment. In English and Hebrew,
 * under the site's Content-Security-Policy, with clear messages for a damaged or empty link.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page, Request } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { findSeatTablesOf } from '../../src/print/find-seat.ts';
import { findSeatCodes } from '../../src/print/index.ts';
import { examplePlan } from '../support/print-example.ts';
import { startTestServer } from '../support/site.ts';
import { launchProfile, waitForServiceWorkerControl } from './offline-browser.ts';
import { seriousViolations } from './planner-harness.ts';
import { patience } from '../support/eventually.ts';

/** Everything a request sends: its URL, headers and body. */
async function sent(request: Request): Promise<string> {
  return [request.url(), JSON.stringify(await request.allHeaders()), request.postData() ?? ''].join('\n');
}

/** Records every request of the context (pages and service worker) and every policy complaint. */
function watch(context: BrowserContext): { requests: Request[]; complaints: string[] } {
  const requests: Request[] = [];
  const complaints: string[] = [];
  context.on('request', (request) => requests.push(request));
  context.on('console', (message) => {
    if (/Content Security Policy|Uncaught/i.test(message.text())) complaints.push(message.text());
  });
  context.on('weberror', (error) => complaints.push(error.error().message));
  return { requests, complaints };
}

/** Types into the search box and returns the results as "name → table". */
async function search(page: Page, label: string, text: string): Promise<Map<string, string>> {
  const box = page.getByLabel(label, { exact: true });
  await box.fill(text);
  await page.locator('#count:not(:empty)').waitFor();
  const items = await page
    .locator('#results li')
    .evaluateAll((lis) => lis.map((li) => [li.children[0]!.textContent, li.children[1]!.textContent] as const));
  return new Map(items);
}

const CASES = [
  { lang: 'en', t: en.findSeat.page, name: 'Emma Clarke', typed: 'clark', locale: 'en-US' },
  { lang: 'he', t: he.findSeat.page, name: '', typed: '', locale: 'he-IL' },
] as const;

/** Tests that open browser profiles and go offline: minutes on a slow machine. */
const LONG = patience(120_000);
const SHORT = patience(60_000);

describe('find my seat, from the printed link, online and offline', () => {
  for (const { lang, t, locale, ...chosen } of CASES) {
    it(`${lang}: finds a guest’s table by part of the name, offline too, and sends no name anywhere`, { timeout: LONG }, async () => {
      const plan = examplePlan(lang);
      const tables = findSeatTablesOf(plan);
      // English: a named guest of the example; Hebrew: the first person of the third table, by their last word.
      const name = chosen.name || tables[2]!.people[0]!;
      const typed = chosen.typed || name.split(' ').at(-1)!;
      const table = tables.find((tbl) => tbl.people.includes(name))!.name;
      const allNames = tables.flatMap((tbl) => tbl.people);

      const server = await startTestServer();
      const [code] = await findSeatCodes(plan, server.base, lang);
      const { context, close } = await launchProfile({ locale });
      const { requests, complaints } = watch(context);
      try {
        const page = await context.newPage();
        await page.goto(code!.url);
        assert.equal(
          await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join()),
          `${lang},${lang === 'he' ? 'rtl' : 'ltr'}`,
        );
        await page.getByRole('heading', { name: t.title }).waitFor();
        await page.getByText(plan.eventName, { exact: true }).waitFor();
        const found = await search(page, t.label, typed);
        assert.equal(found.get(name), table, `${name} sits at ${table}`);
        const count = await page.getByRole('status').textContent();
        assert.ok(count && /\S/.test(count), 'the live region says how many were found');
        assert.equal(await page.getByRole('status').getAttribute('aria-live'), 'polite');
        assert.deepEqual(await seriousViolations(page), [], 'no serious accessibility problem (WCAG 2.1 AA)');

        await waitForServiceWorkerControl(page);
        await server.close();
        await context.setOffline(true);
        await page.goto('about:blank');
        const response = await page.goto(code!.url);
        assert.ok(response?.fromServiceWorker(), 'the service worker answered the page offline');
        const again = await search(page, t.label, typed);
        assert.equal(again.get(name), table, 'found offline');

        const none = await search(page, t.label, 'qqqzz');
        assert.equal(none.size, 0);
        assert.equal(await page.getByRole('status').textContent(), t.none);

        // Nothing the browser sent (page, scripts, service worker) holds a name or the fragment.
        assert.ok(requests.length > 0);
        const fragment = new URL(code!.url).hash.slice(1);
        for (const request of requests) {
          const text = await sent(request);
          assert.ok(!text.includes(fragment.slice(0, 40)), `the fragment was sent: ${request.url()}`);
          const named = allNames.find((person) => text.includes(person) || text.includes(encodeURIComponent(person)));
          assert.equal(named, undefined, `a name was sent in ${request.url()}`);
        }
        assert.deepEqual(complaints, []);
      } finally {
        await close();
        await server.close().catch(() => undefined);
      }
    });
  }

  it('says so when the link is damaged, empty or from a newer version', { timeout: SHORT }, async () => {
    const server = await startTestServer();
    const { context, close } = await launchProfile();
    const { complaints } = watch(context);
    try {
      const page = await context.newPage();
      const [code] = await findSeatCodes(examplePlan('en'), server.base, 'en');
      const damaged = code!.url.slice(0, code!.url.length - 200);
      for (const [url, title] of [
        [damaged, en.findSeat.page.brokenTitle],
        [`${server.base}/en/find/`, en.findSeat.page.emptyTitle],
        [code!.url.replace('#v1.', '#v9.'), en.findSeat.page.newerTitle],
      ] as const) {
        await page.goto('about:blank');
        await page.goto(url);
        await page.getByRole('alert').getByRole('heading', { name: title }).waitFor();
        assert.equal(await page.getByLabel(en.findSeat.page.label).isVisible(), false, 'no search box without a list');
      }
      // The language link carries the same fragment to the other page, which reads it.
      await page.goto(code!.url);
      await page.getByRole('link', { name: en.findSeat.page.otherLanguage }).click();
      await page.waitForURL(/\/he\/find\/#v1\./);
      await page.getByLabel(he.findSeat.page.label, { exact: true }).waitFor();
      assert.deepEqual(complaints, []);
    } finally {
      await close();
      await server.close();
    }
  });
});
