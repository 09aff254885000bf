/**
 * Accessibility and direction of the built pages: axe-core finds no serious or critical violation
 * on every view (import, guests, seating with its Details, floor plan, print pack), in both languages, at desktop and phone widths; Hebrew is right to left;
 * `/` sends a visitor to the language of their browser.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { newPage, seriousViolations, useSite } from './planner-harness.ts';
import { patience } from '../support/eventually.ts';

const site = useSite();

async function visitScreens(page: Page, lang: 'en' | 'he', check: (screen: string, changed?: Locator) => Promise<void>) {
  await page.goto(`${site.base}/${lang}/`);
  await page.locator('import-panel file-drop').first().waitFor();
  await check('empty workspace');
  await page.goto(`${site.base}/${lang}/?demo=1`);
  await page.locator('table-card').first().waitFor();
  await page.locator('solver-panel button').first().click();
  await page.locator('solver-panel .outcome').waitFor({ timeout: patience(20_000) });
  // On a phone the tables start as a list: open one to reach its bookings.
  const collapsed = page.locator('table-card .toggle[aria-expanded="false"]');
  if ((await collapsed.count()) > 0) await collapsed.first().click();
  await page.locator('table-card .chip').first().click();
  await check('seating with a booking selected');
  // Closes the phone's sheet (a desktop drops the selection).
  await page.keyboard.press('Escape');
  await page.locator('nav button').nth(1).click();
  await page.locator('guest-list table').waitFor();
  await check('guest list');
  await page.locator('guest-list button').first().click();
  await page.locator('guest-editor dialog[open]').waitFor();
  // The guest list behind it was scanned just before: the dialog alone.
  await check('booking editor', page.locator('guest-editor dialog'));
  // A wish picked from its list, the list open and one booking chosen.
  await page.locator('guest-editor pick-list#wish-prefer input').fill('a');
  await page.locator('guest-editor pick-list#wish-prefer [role=option]').first().waitFor();
  await check('booking editor picking a wish', page.locator('guest-editor dialog'));
  await page.keyboard.press('Enter');
  await page.locator('guest-editor pick-list#wish-prefer .chips li').waitFor();
  await check('booking editor with a wish picked', page.locator('guest-editor dialog'));
  await page.keyboard.press('Escape');
  await page.locator('guest-editor dialog[open]').waitFor({ state: 'detached' });
  // The figures a planner may open under "Details", then the floor plan (a phone opens it as the list) and the print pack.
  await page.locator('nav button').nth(2).click();
  await page.locator('penalty-breakdown summary').click();
  await check('seating with its Details open', page.locator('penalty-breakdown'));
  await page.locator('nav button').nth(3).click();
  await page.locator('room-canvas, room-list').first().waitFor();
  await check('floor plan');
  // A phone opens the list: the drawing is the other choice of the first group of the toolbar.
  if ((await page.locator('room-list').count()) > 0) {
    await page.locator('room-toolbar .group').first().locator('button[aria-pressed="false"]').click();
    await page.locator('room-canvas svg').waitFor();
    await check('floor plan drawing');
  }
  await page.locator('nav button').nth(4).click();
  await page.locator('print-view').waitFor();
  await check('print pack');
}

describe('accessibility', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const width of [1280, 360]) {
      it(`has no serious violation in ${lang} at ${width} px`, async () => {
        const { context, page } = await newPage(site, { width, height: width > 400 ? 800 : 780 });
        const found: string[] = [];
        await visitScreens(page, lang, async (screen, changed) => {
          for (const v of await seriousViolations(page, changed)) found.push(`${screen}: ${v}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${screen} scrolls sideways by ${overflow} px`);
        });
        assert.deepEqual(found, []);
        await context.close();
      });
    }
  }

  it('scans only the part a step changed when told to, however deep in shadow roots it is', async () => {
    const { context, page } = await newPage(site);
    await page.goto(`${site.base}/en/?demo=1`);
    await page.locator('table-card').first().waitFor();
    await page.locator('nav button').nth(1).click();
    await page.locator('guest-list table').waitFor();
    await page.locator('guest-list button').first().click();
    const dialog = page.locator('guest-editor dialog[open]');
    await dialog.waitFor();
    // A button without a name inside the dialog, and one outside it on the page.
    await dialog.evaluate((element) => element.append(Object.assign(document.createElement('button'), { id: 'nameless-inside' })));
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('button'), { id: 'nameless-outside' })));
    const scoped = await seriousViolations(page, dialog);
    assert.equal(scoped.length, 1, scoped.join('\n'));
    assert.match(scoped[0]!, /^button-name: .*#nameless-inside/);
    assert.doesNotMatch(scoped[0]!, /#nameless-outside/);
    const whole = (await seriousViolations(page)).join('\n');
    assert.match(whole, /#nameless-inside/);
    assert.match(whole, /#nameless-outside/);
    await context.close();
  });

  it('mirrors the Hebrew page: the first step is at the right', async () => {
    const { context, page } = await newPage(site, { locale: 'he-IL' });
    await page.goto(`${site.base}/he/`);
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    const tabs = page.locator('nav button');
    await tabs.first().waitFor();
    const [first, second] = [await tabs.nth(0).boundingBox(), await tabs.nth(1).boundingBox()];
    assert.ok(first!.x > second!.x, 'step 1 is to the right of step 2');
    assert.equal((await tabs.nth(0).innerText()).trim().endsWith('ייבוא קבצים'), true, 'the first step is the import, named in full');
    await context.close();
  });

  it('sends / to the language of the browser', async () => {
    for (const [locale, path] of [
      ['he-IL', '/he/'],
      ['en-GB', '/en/'],
      ['fr-FR', '/en/'],
    ] as const) {
      const { context, page } = await newPage(site, { locale });
      await page.goto(`${site.base}/`);
      await page.waitForURL(`**${path}`);
      await context.close();
    }
  });
});
