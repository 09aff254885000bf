/**
 * Screenshots of the app's first screen: the shell as it draws before the planner has arrived
 * (the planner's code held back), then the import step once it has; both languages, desktop
 * (1280×800) and phone (360×780). See docs/decisions/0029-entry-budget.md.
 */
import { describe, it } from 'node:test';
import { shot } from '../support/screenshots.ts';
import { newPage, useSite } from '../e2e/planner-harness.ts';

const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

describe('screenshots of the first screen', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US', touch: size === 'phone' });
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/chunks\/planner-[^/]*\.js$/, async (route) => {
          await released;
          await route.continue();
        });
        await page.goto(`${site.base}/${lang}/`);
        await page.locator('seating-app nav button').first().waitFor();
        await page.locator('seating-app .loading').waitFor();
        await shot(page, `${lang}-${size}-0-shell.png`);
        release();
        await page.locator('import-panel file-drop').first().waitFor();
        await shot(page, `${lang}-${size}-0-first-screen.png`);
        await context.close();
      });
    }
  }
});
