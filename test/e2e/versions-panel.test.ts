/**
 * The versions panel in the built app: a version marked printed, two bookings moved since, the
 * comparison in words and the print pack's count of what to reprint, with no serious accessibility
 * violation and no sideways scroll, in English on a desktop and in Hebrew on a 360 px phone.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newPage, seriousViolations, useSite } from './planner-harness.ts';
import { versionsFlow } from './versions-harness.ts';

const site = useSite();

const CASES = [
  {
    lang: 'en',
    width: 1280,
    moved: ['The Levi family: Table 3 → Table 7', 'Miriam & David Cohen: Table 7 → Table 3'],
    count: 'Reprint 6 place cards, 2 table lists, 6 escort entries.',
  },
  {
    lang: 'he',
    width: 360,
    moved: ['משפחת לוי: שולחן 3 ← שולחן 7', 'מרים ודוד כהן: שולחן 7 ← שולחן 3'],
    count: 'להדפיס מחדש: 6 כרטיסי שם, שתי רשימות שולחן, 6 שורות ברשימת האורחים והשולחנות.',
  },
] as const;

describe('versions in the app', () => {
  for (const { lang, width, moved, count } of CASES) {
    it(`compares with the printed version and counts what to reprint, in ${lang} at ${width} px`, async () => {
      const { context, page } = await newPage(site, { width, height: 800, locale: lang === 'he' ? 'he-IL' : 'en-US', touch: width < 400 });
      const found: string[] = [];
      await versionsFlow(page, site.base, lang, async (screen) => {
        for (const v of await seriousViolations(page)) found.push(`${screen}: ${v}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${screen} scrolls sideways by ${overflow} px`);
        if (screen === 'versions-compare') {
          const items = await page.locator('versions-panel version-compare li').allTextContents();
          const words = items.map((item) =>
            item
              .replace(/[\u2068\u2069]/g, '')
              .replace(/\s+/g, ' ')
              .trim(),
          );
          for (const line of moved) assert.ok(words.includes(line), `${line} in ${JSON.stringify(words)}`);
        }
        if (screen === 'print-only-changed') {
          const said = (await page.locator('print-view .reprint p').textContent())!
            .replace(/[\u2068\u2069]/g, '')
            .replace(/\s+/g, ' ')
            .trim();
          assert.equal(said, count);
          assert.equal(await page.locator('print-view .print-body .place').count(), 6);
        }
      });
      assert.deepEqual(found, []);
      await context.close();
    });
  }
});
