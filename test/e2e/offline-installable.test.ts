/** Chromium offers to install each language's app: it finds no installability error once the service worker runs. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { LANGUAGES } from '../../src/contract/service.ts';
import { startTestServer } from '../support/site.ts';
import { launchProfile, waitForServiceWorkerControl } from './offline-browser.ts';

let base = '';
let stopServer: () => Promise<void>;
let context: BrowserContext;
let closeProfile: () => Promise<void>;

before(async () => {
  ({ base, close: stopServer } = await startTestServer());
  ({ context, close: closeProfile } = await launchProfile());
});

after(async () => {
  await closeProfile();
  await stopServer();
});

describe('installation', () => {
  for (const lang of LANGUAGES) {
    it(`/${lang}/ is installable, with its own manifest in its language`, async () => {
      const page = await context.newPage();
      await page.goto(`${base}/${lang}/`);
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(
        installabilityErrors.map((e) => e.errorId),
        [],
      );
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      assert.equal(new URL(url).pathname, `/${lang}/manifest.webmanifest`);
      assert.deepEqual(errors, []);
      assert.equal((JSON.parse(data ?? '{}') as { lang?: string }).lang, lang);
      await page.close();
    });
  }
});
