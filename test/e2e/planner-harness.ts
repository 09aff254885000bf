/** Helpers for the planner's end-to-end tests: the shared site and browser, a page of one's own, and reading the screen. */
import { AxeBuilder } from '@axe-core/playwright';
import type { SerialSelector } from 'axe-core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { basename, join } from 'node:path';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { weddingExampleFiles } from '../../src/contract/index.ts';
import type { SeatingApp } from '../../src/components/app/seating-app.ts';
import { assertEventually, patience } from '../support/eventually.ts';
import type { Site } from './shared-site.ts';

export { useSite, type Site } from './shared-site.ts';

export async function newPage(
  site: Site,
  options: { width?: number; height?: number; locale?: string; touch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    // A phone: a touch screen (a coarse pointer) and a mobile browser's viewport.
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    locale: options.locale ?? 'en-US',
    acceptDownloads: true,
    // The service worker is tested on its own; here every request reaches the server.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

/** Bookings on each table card as the user sees them: card title → booking names. */
export async function seatingOnScreen(page: Page): Promise<Record<string, string[]>> {
  // The cards come, and follow a new plan, a few per task; the list says it is busy until all have.
  if ((await page.locator('table-card').count()) > 0) await page.locator('tables-view .grid[aria-busy="false"]').first().waitFor();
  return page.locator('table-card').evaluateAll((cards) =>
    Object.fromEntries(
      cards.map((card) => {
        const root = card.shadowRoot!;
        const title = root.querySelector('h3')!.textContent.trim();
        const names = Array.from(root.querySelectorAll('.chip .name')).map((n) => n.textContent.trim());
        return [title, names.sort()];
      }),
    ),
  );
}

/** The penalty under the seating view's "Details" (digits only, any locale's grouping removed). */
export async function penaltyOnScreen(page: Page): Promise<number> {
  const text = await page.locator('penalty-breakdown tfoot td').first().textContent();
  return Number(text!.replace(/[^\d]/g, ''));
}

export async function importFile(page: Page, kind: 'guests' | 'tables' | 'seating', path: string): Promise<void> {
  await page.locator(`file-drop[kind=${kind}] input[type=file]`).setInputFiles(path);
}

/**
 * Imports a file and waits until the planner holds it, for a step that needs it in (a seating file
 * names the bookings and tables of the two before it): guests and tables once the event names the
 * file as their source, a seating once someone sits where it says.
 */
export async function importInTurn(page: Page, kind: 'guests' | 'tables' | 'seating', path: string): Promise<void> {
  await importFile(page, kind, path);
  const held = () =>
    page.evaluate(
      ([kind, name]) => {
        const content = document.querySelector<SeatingApp>('seating-app')?.planner?.store.state.content;
        if (!content) return false;
        return kind === 'seating' ? Object.keys(content.seating).length > 0 : content.sources[kind] === name;
      },
      [kind, basename(path)] as const,
    );
  await assertEventually(held, `${basename(path)} imported`);
}

/** Imports the 150-guest example of `lang` and seats it with a short run, as a planner would. */
export async function seatTheExample(page: Page, site: Site, lang: 'en' | 'he'): Promise<void> {
  const files = weddingExampleFiles(lang);
  const examples = join(BUILD_PATHS.public, 'examples');
  await page.goto(`${site.base}/${lang}/`);
  await importFile(page, 'guests', join(examples, files.guests));
  await importFile(page, 'tables', join(examples, files.tables));
  await page.locator('import-panel .next .btn.primary').click();
  await page.locator('solver-panel #budget').selectOption('2');
  await page.locator('solver-panel button.primary').click();
  await page.locator('solver-panel .outcome:not(.bad)').waitFor({ timeout: patience(30_000) });
}

/**
 * What axe-core finds serious or critical (WCAG 2.1 A and AA), one line each: on the whole page, or only
 * in `scope` (a dialog just opened, a cell just edited) when the rest of the view was scanned already.
 * A whole-page scan of a 150-row guest list takes about 4 s; a scoped one, about 1 s.
 */
export async function seriousViolations(page: Page, scope?: Locator): Promise<string[]> {
  // In the page itself (the planner has no frames), detailing only violations: axe's default gathers every
  // node's partial result per frame and finishes in a blank page, which took 13–16 s over the 150 rows of a
  // guest list (the audit itself, 3 s).
  const axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (scope) axe.include(await markForAxe(scope, true));
  try {
    const results = await axe.analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
  } finally {
    if (scope) await markForAxe(scope, false);
  }
}

const AXE_SCOPE = 'data-axe-scope';

/**
 * Marks (or unmarks) the element and every shadow host above it, so one selector per shadow root leads
 * axe from the document down to it; returns that path.
 */
async function markForAxe(scope: Locator, mark: boolean): Promise<SerialSelector> {
  const depth = await scope.evaluate(
    (element, [attribute, on]) => {
      let depth = 0;
      for (let node: Element = element; ; depth++) {
        node.toggleAttribute(attribute, on);
        const root = node.getRootNode();
        if (!(root instanceof ShadowRoot)) return depth;
        node = root.host;
      }
    },
    [AXE_SCOPE, mark] as const,
  );
  const selector = `[${AXE_SCOPE}]`;
  return depth === 0 ? selector : { fromShadowDom: [selector, selector, ...Array<string>(depth - 1).fill(selector)] };
}
