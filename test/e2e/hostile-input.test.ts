/**
 * Hostile input through the built site, under its Content-Security-Policy: a workbook bomb given to the
 * app is read by the built workbook worker and refused with the file and the limit named, the page
 * answering meanwhile; a find-my-seat bomb link says it is too large. Self-contained: its own server and
 * browser (npm run build first).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import { launchChromium } from '../../scripts/chromium.mjs';
import { findSeatBombFragment, OVER, workbookWithLyingSheet } from '../fixtures/hostile/bombs.ts';
import { startTestServer } from '../support/site.ts';

let base = '';
let closeServer: () => Promise<void>;
let browser: Browser;

before(async () => {
  ({ base, close: closeServer } = await startTestServer());
  browser = await launchChromium();
});
after(async () => {
  await browser.close();
  await closeServer();
});

/** A fresh page that records the page's errors and its policy complaints. */
async function freshPage(): Promise<{ page: Page; failures: string[] }> {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) failures.push(message.text());
  });
  return { page, failures };
}

describe('hostile input in the built site', () => {
  it('a workbook bomb is read by the workbook worker and refused, naming the file and the limit; the page answers meanwhile', async () => {
    const { page, failures } = await freshPage();
    await page.goto(`${base}/en/`);
    await page.locator('import-panel file-drop[kind=guests]').waitFor();
    const bomb = await workbookWithLyingSheet(OVER.entry);
    const worker = page.waitForEvent('worker');
    await page.locator('file-drop[kind=guests] input[type=file]').setInputFiles({
      name: 'guests.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(bomb),
    });
    assert.equal(new URL((await worker).url()).pathname, '/assets/workbook.worker.js');
    // The page's own thread still draws a frame and answers.
    assert.equal(await page.evaluate(() => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true)))), true);
    const refusal = page.getByText(/unpacks to more than 33,554,432 bytes \(max_workbook_entry_bytes\)/);
    await refusal.first().waitFor();
    assert.ok((await page.getByText(/guests\.xlsx/).count()) > 0, 'the file is named');
    assert.deepEqual(failures, []);
    await page.context().close();
  });

  it('a find-my-seat bomb link says the link is too large, not damaged', async () => {
    const { page, failures } = await freshPage();
    await page.goto(`${base}/en/find/#${findSeatBombFragment(OVER.link)}`);
    await page.locator('#problem:not([hidden])').waitFor();
    assert.equal(await page.locator('#problem-title').textContent(), en.findSeat.page.tooLargeTitle);
    assert.equal(await page.locator('#search').isHidden(), true);
    assert.deepEqual(failures, []);
    await page.context().close();
  });
});
