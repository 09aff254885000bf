/**
 * Screenshots of the guests' find-my-seat page opened from the 150-guest example's link, with a
 * search typed, in English and Hebrew, desktop (1280×800) and phone (360×740), and of the app's
 * print view of the find-my-seat sheet with its link to copy or open. Pictures to look at, not
 * assertions.
 */
import { describe, it } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { findSeatCodes } from '../../src/print/index.ts';
import { examplePlan } from '../support/print-example.ts';
import { shot } from '../support/screenshots.ts';
import { newPage, useSite } from '../e2e/planner-harness.ts';

const site = useSite();

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } } as const;
const TYPED = { en: 'cla', he: 'כהן' } as const;

describe('screenshots of find my seat', () => {
  for (const lang of ['en', 'he'] as const) {
    const t = (lang === 'he' ? he : en).findSeat.page;
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const [code] = await findSeatCodes(examplePlan(lang), site.base, lang);
        const { context, page } = await newPage(site, { ...viewport, locale: lang === 'he' ? 'he-IL' : 'en-US', touch: size === 'phone' });
        await page.goto(code!.url);
        await page.getByLabel(t.label, { exact: true }).fill(TYPED[lang]);
        await page.locator('#results li').first().waitFor();
        await shot(page, `find-seat-${lang}-${size}.png`);
        await context.close();
      });
    }
  }
});
