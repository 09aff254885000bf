/**
 * What the embed's end-to-end tests share: a second origin (a tiny static server on another
 * loopback port) that plays the host site, and a record of the `seating-*` events each planner sends.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import type { SeatingEventDetails, SeatingEventName } from '../../src/embed/events.ts';
import { eventually, patience } from '../support/eventually.ts';
import { screenshotPath, screenshotsWanted } from '../support/screenshots.ts';

export interface HostSite {
  origin: string;
  /** Paths the host server was asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves the given files (path → body) from another origin than the planner's site. */
export async function startHostSite(files: Record<string, { body: string; type?: string }>): Promise<HostSite> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    requests.push(path);
    const file = files[path];
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': file.type ?? 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // `localhost`, where the planner's site is 127.0.0.1: a different host as well as a different port.
    origin: `http://localhost:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type RecordedEvent = { [K in SeatingEventName]: { planner: string; type: K; detail: SeatingEventDetails[K] } }[SeatingEventName];

/** A classic script for the host page: records every planner's events in `window.seatingEvents`. */
export const RECORD_EVENTS_SCRIPT = `<script>
window.seatingEvents = [];
for (const type of ['seating-change', 'seating-solved', 'seating-error']) {
  document.addEventListener(type, (event) => {
    window.seatingEvents.push({ planner: event.target.id, type, detail: JSON.parse(JSON.stringify(event.detail)) });
  });
}
</script>`;

export async function recordedEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (window as unknown as { seatingEvents: RecordedEvent[] }).seatingEvents);
}

/** Waits until a planner (by id) has sent an event that satisfies `match`, and returns its detail. */
export async function waitForEvent<K extends SeatingEventName>(
  page: Page,
  planner: string,
  type: K,
  match: (detail: SeatingEventDetails[K]) => boolean = () => true,
  timeout = patience(60_000),
): Promise<SeatingEventDetails[K]> {
  const sent = (e: RecordedEvent) => e.planner === planner && e.type === type && match(e.detail as SeatingEventDetails[K]);
  const events = await eventually(
    () => recordedEvents(page),
    (list) => list.some(sent),
    timeout,
  );
  const found = events.find(sent);
  if (found) return found.detail as SeatingEventDetails[K];
  throw new Error(
    `No ${type} from #${planner} within ${timeout} ms; events so far: ${JSON.stringify(events.map((e) => [e.planner, e.type]))}`,
  );
}

/**
 * A picture of the whole page, or of one element, with everything drawn, in `npm run screenshots`
 * only: the table cards use `content-visibility: auto`, so the window is first made as tall as the
 * page (cards outside it would be left blank), then restored.
 */
export async function screenshotAll(page: Page, name: string, selector?: string): Promise<void> {
  if (!screenshotsWanted()) return;
  const path = screenshotPath(name);
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  if (selector) await page.locator(selector).screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
  await page.setViewportSize(viewport);
}
