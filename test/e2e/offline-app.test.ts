/**
 * After one visit, the planner opens and works with the network cut: both languages, query
 * strings, importing a file, the demo from the precached example files, one shared workspace.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { startTestServer } from '../support/site.ts';
import { fetchFromPage, launchProfile, waitForServiceWorkerControl } from './offline-browser.ts';

const GUESTS_FILE = 'wedding-150-guests.csv';
const loadedText = (template: string, file: string) => template.replace('{{file}}', file);

let base = '';
let context: BrowserContext;
let closeProfile: () => Promise<void>;
let page: Page;

before(async () => {
  const server = await startTestServer();
  base = server.base;
  ({ context, close: closeProfile } = await launchProfile());
  page = await context.newPage();
  await page.goto(`${base}/en/`);
  await waitForServiceWorkerControl(page);
  await server.close();
  await context.setOffline(true);
});

after(async () => {
  await closeProfile();
});

describe('the planner offline', () => {
  it('reloads /en/ and shows the empty workspace’s welcome in English', async () => {
    await page.reload();
    await page.getByRole('heading', { name: en.welcome.title }).waitFor();
    assert.equal(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join()), 'en,ltr');
  });

  it('imports a guests file', async () => {
    await page.locator('file-drop[kind=guests] input[type=file]').setInputFiles(join(BUILD_PATHS.public, 'examples', GUESTS_FILE));
    await page.getByText(loadedText(en.import.loaded, GUESTS_FILE)).waitFor();
  });

  it('serves the example files the welcome links to', async () => {
    const res = await fetchFromPage(page, `/examples/${GUESTS_FILE}`);
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'] ?? '', /^text\/csv/);
    assert.match(res.body, /^name,/);
  });

  it('opens /he/ with a query string, right to left, on the same workspace', async () => {
    await page.goto(`${base}/he/?demo=1`);
    assert.equal(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join()), 'he,rtl');
    // The demo rule keeps the open work (the import above) and offers the demo as a new event.
    await page.getByText(he.notice.demoKept).waitFor();
    await page.getByRole('button', { name: he.notice.openDemo }).click();
    // The demo's files come from the precache.
    await page.getByText(he.notice.demoLoaded).waitFor();
  });
});
