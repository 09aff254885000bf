/**
 * Screenshots of the event file's views, both languages, desktop (1280×800) and phone (360×780),
 * as Safari shows them (on a Mac, on an iPhone) when the app is not installed: the save reminder
 * with Safari's seven-day note, the events dialog with its file actions, and a refused file (one
 * from a newer app, one with problems at places in the file). Pictures to look at, not assertions.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { shot } from '../support/screenshots.ts';
import { importFile, useSite } from '../e2e/planner-harness.ts';

const site = useSite();
const examples = join(BUILD_PATHS.public, 'examples');

const SIZES = {
  desktop: {
    viewport: { width: 1280, height: 800 },
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  },
  phone: {
    viewport: { width: 360, height: 780 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  },
} as const;

const LABELS = {
  en: { prefix: 'wedding-150', events: 'Events…', save: 'Save as file…', close: 'Close' },
  he: { prefix: 'wedding-150-he', events: 'אירועים…', save: 'שמירה כקובץ…', close: 'סגירה' },
} as const;

describe('screenshots of the event file', () => {
  for (const lang of ['en', 'he'] as const) {
    for (const [size, { viewport, userAgent }] of Object.entries(SIZES)) {
      it(`${lang} ${size}`, async () => {
        const l = LABELS[lang];
        const context = await site.browser.newContext({
          viewport,
          userAgent,
          locale: lang === 'he' ? 'he-IL' : 'en-US',
          acceptDownloads: true,
          serviceWorkers: 'block',
          ...(size === 'phone' ? { hasTouch: true, isMobile: true } : {}),
        });
        const page = await context.newPage();
        const picture = (name: string) => shot(page, `${lang}-${size}-file-${name}.png`);
        await page.goto(`${site.base}/${lang}/`);
        await importFile(page, 'guests', join(examples, `${l.prefix}-guests.csv`));
        await page.locator('file-drop[kind=guests] .loaded').waitFor();
        await importFile(page, 'tables', join(examples, `${l.prefix}-tables.csv`));
        await page.locator('save-reminder .note').first().waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        await picture('1-reminder');

        await page.getByRole('button', { name: l.events }).click();
        const dialog = page.locator('event-menu dialog');
        await dialog.waitFor();
        await picture('2-menu');
        const download = page.waitForEvent('download');
        await dialog.getByRole('button', { name: l.save }).click();
        const saved = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as {
          version: number;
          event: { content: { guests: Record<string, unknown>[]; tables: Record<string, unknown>[] } };
        };
        await dialog.getByRole('button', { name: l.close }).click();

        const folder = mkdtempSync(join(tmpdir(), 'event-file-shots-'));
        const open = async (name: string, file: unknown) => {
          writeFileSync(join(folder, name), JSON.stringify(file));
          await page.getByRole('button', { name: l.events }).click();
          await page.locator('event-menu #event-file').setInputFiles(join(folder, name));
          await page.locator('file-refusal section').waitFor();
          await page.evaluate(() => window.scrollTo(0, 0));
        };
        await open('from-a-newer-app.seating', { ...saved, version: saved.version + 1 });
        await picture('3-refused-newer');
        const broken = structuredClone(saved);
        broken.event.content.guests[2]!.size = 'two';
        delete broken.event.content.tables[0]!.capacity;
        broken.event.content.tables[1]!.colour = 'gold';
        await open('hand-edited.seating', broken);
        await picture('4-refused-problems');
        await context.close();
      });
    }
  }
});
