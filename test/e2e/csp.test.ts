/**
 * The Content-Security-Policy in a real Chromium: the planner in both languages, the demo, every
 * content page, the embed page's live example, the embed on another site's page under the strict
 * policy the embed page recommends, and the planner offline all work with no violation reported,
 * neither as a `securitypolicyviolation` event nor in the console.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { EMBED_DOCS_PATH, embedSnippet } from '../../src/embed/api.ts';
import { embedHostPolicy } from '../../src/site/embed-page.ts';
import { startTestServer } from '../support/site.ts';
import { startHostSite } from './embed-harness.ts';
import { fetchFromPage, launchProfile, waitForServiceWorkerControl } from './offline-browser.ts';
import { importFile, newPage, seatingOnScreen, useSite } from './planner-harness.ts';
import { patience } from '../support/eventually.ts';

const examples = join(BUILD_PATHS.public, 'examples');
const site = useSite();

/** Records every CSP violation of the context's pages, across navigations, as one line each. */
async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await context.exposeFunction('reportPolicyViolation', (line: string) => violations.push(line));
  await context.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation: (line: string) => void }).reportPolicyViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        report(
          `${event.violatedDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) on ${location.href}`,
        );
      },
      true,
    );
  });
  return violations;
}

/** Presses the solver's main button and waits until the plan is applied (any language). */
async function seatEveryone(scope: Page | Locator): Promise<void> {
  await scope.locator('solver-panel button.primary').click();
  await scope.locator('solver-panel p.outcome:not(.bad)').waitFor({ timeout: patience(30_000) });
}

/** The fill bars' widths: styles set through the CSSOM must survive the policy (no style attribute). */
async function fillBarWidths(page: Page): Promise<number[]> {
  return page.locator('table-card .bar span').evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().width));
}

describe('the planner under its Content-Security-Policy', () => {
  for (const [lang, t] of [
    ['en', en],
    ['he', he],
  ] as const) {
    it(`/${lang}/ imports, seats everyone and exports with no violation`, async () => {
      const { context, page } = await newPage(site, { locale: lang === 'he' ? 'he-IL' : 'en-US' });
      const violations = await watchPolicy(context);
      const response = await page.goto(`${site.base}/${lang}/`);
      assert.match(response!.headers()['content-security-policy'] ?? '', /script-src 'self'/);
      for (const [kind, file] of [
        ['guests', 'demo-guests.csv'],
        ['tables', 'demo-tables.csv'],
      ] as const) {
        await importFile(page, kind, join(examples, file));
        await page.locator('file-drop p.loaded', { hasText: file }).waitFor();
      }
      await page.getByRole('button', { name: t.import.goToSeating }).click();
      await seatEveryone(page);
      assert.ok(
        (await fillBarWidths(page)).some((width) => width > 0),
        'the tables’ fill bars show how full they are',
      );
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t.export.button }).click();
      assert.match((await download).suggestedFilename(), /\.csv$/);
      assert.deepEqual(violations, []);
      await context.close();
    });
  }

  it('the demo at /en/?demo=1 loads and solves with no violation', async () => {
    const { context, page } = await newPage(site);
    const violations = await watchPolicy(context);
    await page.goto(`${site.base}/en/?demo=1`);
    await page.getByText(en.notice.demoLoaded).waitFor();
    await seatEveryone(page);
    const seated = Object.entries(await seatingOnScreen(page)).filter(([table]) => table !== 'Without a seat');
    assert.equal(seated.flatMap(([, names]) => names).length, 6, 'the demo seats all six bookings');
    assert.deepEqual(violations, []);
    await context.close();
  });

  it('`/` as a host without redirects serves it sends the visitor on with its script file, with no violation', async () => {
    const { context, page } = await newPage(site);
    const violations = await watchPolicy(context);
    await page.goto(`${site.base}/index.html`);
    await page.waitForURL(`${site.base}/en/`);
    assert.deepEqual(violations, []);
    await context.close();
  });

  it('every content page shows with no violation', async () => {
    const { context, page } = await newPage(site);
    const violations = await watchPolicy(context);
    for (const path of ['/developers/', '/guide/', '/privacy/', '/terms/', '/deprecation-policy/', '/no-such-page']) {
      await page.goto(site.base + path);
      await page.locator('main h1').waitFor();
    }
    assert.deepEqual(violations, []);
    await context.close();
  });

  it('the live example on /developers/embed/ solves, and the copy button works, with no violation', async () => {
    const { context, page } = await newPage(site);
    const violations = await watchPolicy(context);
    await page.goto(site.base + EMBED_DOCS_PATH);
    await seatEveryone(page.locator('#example seating-planner'));
    const copy = page.locator('#copy-snippet');
    const label = await copy.textContent();
    await copy.click();
    await page.waitForFunction((before) => document.querySelector('#copy-snippet')?.textContent !== before, label);
    assert.deepEqual(violations, []);
    await context.close();
  });
});

describe('the embed on another site’s page under the strict policy the embed page recommends', () => {
  it('loads, solves in its cross-origin worker and reports no violation', async () => {
    const policy = embedHostPolicy(site.base);
    const host = await startHostSite({
      '/venue.html': {
        body: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<title>Riverside Venue</title>
</head>
<body>
<h1>Riverside Venue</h1>
${embedSnippet(site.base)}
</body>
</html>`,
      },
    });
    const { context, page } = await newPage(site);
    try {
      const violations = await watchPolicy(context);
      await page.goto(`${host.origin}/venue.html`);
      await seatEveryone(page.locator('seating-planner'));
      assert.equal(Object.values(await seatingOnScreen(page)).flat().length, 6, 'the demo files from our site are seated');
      assert.deepEqual(violations, []);
    } finally {
      await context.close();
      await host.close();
    }
  });
});

describe('the planner offline under its Content-Security-Policy', () => {
  let close: (() => Promise<void>) | undefined;
  let context: BrowserContext;
  let page: Page;
  let violations: string[];
  let base = '';

  before(
    async () => {
      const server = await startTestServer();
      base = server.base;
      ({ context, close } = await launchProfile());
      violations = await watchPolicy(context);
      page = await context.newPage();
      await page.goto(`${base}/en/`);
      await waitForServiceWorkerControl(page);
      await server.close();
      await context.setOffline(true);
    },
    { timeout: patience(60_000) },
  );

  after(() => close?.());

  it('answers the app page with the policy and runs the demo with no violation', async () => {
    const response = (await page.goto(`${base}/en/?demo=1`))!;
    assert.ok(response.fromServiceWorker(), 'the service worker answered');
    assert.match(response.headers()['content-security-policy'] ?? '', /script-src 'self'/);
    await page.getByText(en.notice.demoLoaded).waitFor();
    await seatEveryone(page);
    assert.deepEqual(violations, []);
  });

  it('answers a POST to a document as the server does: 405, Allow and the problem, with the policy', async () => {
    const res = await fetchFromPage(page, '/api/v1/index.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(res.status, 405);
    assert.equal(res.headers.allow, 'GET, HEAD');
    assert.equal(res.headers['content-type'], 'application/json');
    assert.match(res.headers['content-security-policy'] ?? '', /script-src 'self'/);
    assert.equal((JSON.parse(res.body) as { code: string }).code, 'method_not_allowed');
  });
});
