/**
 * A new build deployed while the planner is open: the user is asked in their language, "Later"
 * keeps the running version, "Update now" switches to the new one, and the workspace survives.
 * Runs on a temporary copy of dist/, so the real build is never touched.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import en from '../../locales/en.json' with { type: 'json' };
import { CPU_SLOWDOWN } from '../../scripts/chromium.mjs';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { createApp } from '../../src/server/app.ts';
import { builtRules } from '../support/site.ts';
import { launchProfile, waitForServiceWorkerControl } from './offline-browser.ts';
import { patience } from '../support/eventually.ts';

const GUESTS_FILE = 'demo-guests.csv';
const NEW_TITLE_MARK = ' (new build)';

let distDir = '';
let server: Server;
let base = '';
let context: BrowserContext;
let closeProfile: () => Promise<void>;
let page: Page;
let otherTab: Page | undefined;
let otherTabCpu: CDPSession | undefined;

/**
 * What a deployment does to the site: the English shell changes (its title here, so the test can
 * see which version runs), and so does the shell's revision in the service worker's precache list.
 */
function deployNewBuild(): void {
  const shellFile = join(distDir, 'en', 'index.html');
  const shell = readFileSync(shellFile, 'utf8');
  writeFileSync(shellFile, shell.replace(/<title>([^<]*)<\/title>/, `<title>$1${NEW_TITLE_MARK}</title>`));
  const swFile = join(distDir, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  const updated = sw.replace(/\{"revision":"[0-9a-f]+","url":"\/en\/"\}/, '{"revision":"00000000000000000000000000000002","url":"/en/"}');
  assert.notEqual(updated, sw, 'the English shell is in the precache list');
  writeFileSync(swFile, updated);
}

const title = () => page.evaluate(() => document.title);
const updatePrompt = () => page.locator('update-prompt').getByText(en.update.message);
const workspaceText = () => page.getByText(en.import.loaded.replace('{{file}}', GUESTS_FILE));

before(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'seating-dist-'));
  cpSync(BUILD_PATHS.dist, distDir, { recursive: true });
  const app = createApp({ distDir, rules: builtRules() });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ context, close: closeProfile } = await launchProfile());
  page = await context.newPage();
  await page.goto(`${base}/en/`);
  await waitForServiceWorkerControl(page);
  await page.locator('file-drop[kind=guests] input[type=file]').setInputFiles(join(BUILD_PATHS.public, 'examples', GUESTS_FILE));
  await workspaceText().waitFor();
});

after(async () => {
  await closeProfile();
  await new Promise((resolve) => server.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

describe('a new build deployed while the planner is open', () => {
  let oldTitle = '';

  it('is noticed and offered to the user, without changing anything yet', async () => {
    oldTitle = await title();
    deployNewBuild();
    // The app checks for a new version hourly and whenever the tab becomes visible; do it now.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await updatePrompt().waitFor();
    assert.equal(await page.getByRole('status').filter({ hasText: en.update.message }).count(), 1, 'announced through a live region');
    assert.equal(await title(), oldTitle);
  });

  it('“Later” keeps the running version, and the next visit asks again', async () => {
    await page.getByRole('button', { name: en.update.later }).click();
    await updatePrompt().waitFor({ state: 'detached' });
    await page.reload();
    assert.equal(await title(), oldTitle, 'still the version the user agreed to');
    await updatePrompt().waitFor();
  });

  it('“Update now” reloads into the new version with the workspace intact', async () => {
    // A second tab on the old version, to see what happens to it below.
    otherTab = await context.newPage();
    // A slow device: the other tab's planner is still opening, and its worker not yet registered,
    // when this page's switch happens, so all it can see is that its worker changed.
    otherTabCpu = await context.newCDPSession(otherTab);
    await otherTabCpu.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await otherTab.goto(`${base}/en/`);
    assert.equal(await otherTab.title(), oldTitle);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: en.update.accept }).click()]);
    await page.waitForFunction((mark) => document.title.endsWith(mark), NEW_TITLE_MARK);
    await workspaceText().waitFor();
    assert.equal(await updatePrompt().count(), 0);
    const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    assert.equal(waiting, false, 'no other version waits');
  });

  it('another open tab keeps its page until its user accepts too, then switches', async () => {
    const tab = otherTab!;
    assert.equal(await tab.title(), oldTitle, 'never reloaded behind the user’s back');
    // The slowed tab may take a while to open its planner; then it is a normal one again.
    await tab
      .locator('update-prompt')
      .getByText(en.update.message)
      .waitFor({ timeout: patience(90_000) });
    // As fast as every other page of the run (slowed too under `npm run test:slow`).
    await otherTabCpu!.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await Promise.all([tab.waitForEvent('load'), tab.getByRole('button', { name: en.update.accept }).click()]);
    await tab.waitForFunction((mark) => document.title.endsWith(mark), NEW_TITLE_MARK);
    await tab.getByText(en.import.loaded.replace('{{file}}', GUESTS_FILE)).waitFor();
  });
});
