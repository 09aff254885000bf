/**
 * Screenshots of the versions panel, a comparison and the print pack's "only what changed since" a
 * version marked printed, both languages, desktop (1280×800) and phone (360×780): pictures to
 * look at, not assertions.
 */
import { describe, it } from 'node:test';
import { shot } from '../support/screenshots.ts';
import { newPage, useSite } from '../e2e/planner-harness.ts';
import { versionsFlow } from '../e2e/versions-harness.ts';

const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

describe('screenshots of versions', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US', touch: size === 'phone' });
        await versionsFlow(page, site.base, lang, async (screen) => {
          const fullPage = screen === 'print-only-changed' && size === 'desktop';
          await shot(page, `${lang}-${size}-${screen}.png`, { fullPage });
        });
        await context.close();
      });
    }
  }
});
