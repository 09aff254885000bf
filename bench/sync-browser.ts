/**
 * `npm run bench -- --sync-browser`: the same 2,000-booking event's full first load between two
 * browser contexts of the built app (`npm run build` first), through the real relay: the first
 * context adds the event and shares it; the time is from the second context opening the link to
 * its workspace holding every booking (page load, workspace, keys, relay, Yjs, the save). Both
 * contexts, the relay and the page server share this machine's cores.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium.mjs';
import { startServer } from '../src/server/main.ts';
import { startRelay } from '../src/server/relay.ts';
import { median } from './median.ts';
import { fmt } from './numbers.ts';
import { eventOf } from './sync.ts';

export const SYNC_BROWSER_TARGET =
  "| plan together in the browser: a 2,000-booking event's first load between two browser contexts under 3 s";
const BOOKINGS = 2000;
const GOAL_MS = 3000;

/** The page's planner, as the page's own script reads it (this file is type-checked without the DOM; the contexts bypass the page's CSP so a waiting predicate may be a string). */
const PLANNER = "document.querySelector('seating-app')?.planner";

const planned = (page: Page, bookings: number) =>
  page.waitForFunction(`(${PLANNER}?.store.state.content?.guests.length ?? 0) >= ${bookings}`, undefined, {
    timeout: 120_000,
    polling: 'raf',
  });

/** Waits until the relay's files stop growing: the first context's upload is stored. */
async function stored(dir: string): Promise<number> {
  const size = () => readdirSync(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
  let last = -1;
  while (size() === 0 || size() !== last) {
    last = size();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last;
}

export async function syncBrowserSection(runs: number): Promise<{ lines: string[]; target: string }> {
  const content = eventOf(BOOKINGS);
  const browser = await launchChromium();
  const times: number[] = [];
  let storedBytes = 0;
  for (let run = 0; run < runs; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'relay-bench-'));
    const relay = await startRelay({ port: 0, host: '127.0.0.1', dataDir });
    const server = await startServer(0, '127.0.0.1', `ws://127.0.0.1:${relay.port}`);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const [sharing, joining] = [
      await browser.newContext({ serviceWorkers: 'block', bypassCSP: true }),
      await browser.newContext({ serviceWorkers: 'block', bypassCSP: true }),
    ];
    const first = await sharing.newPage();
    await first.goto(`${base}/en/`);
    await first.waitForFunction(`${PLANNER}?.store.state.phase === 'ready'`);
    await first.evaluate(`${PLANNER}.store.createEvent('Bench', ${JSON.stringify(content)}).then(() => ${PLANNER}.together.share())`);
    const link = await first.evaluate<string>(`${PLANNER}.store.state.sharing.editLink`);
    storedBytes = await stored(dataDir);

    const second = await joining.newPage();
    const started = performance.now();
    await second.goto(link);
    await planned(second, content.guests.length);
    times.push(performance.now() - started);
    await sharing.close();
    await joining.close();
    await relay.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  await browser.close();
  const out = [
    '',
    '## Plan together: first load in the browser',
    '',
    `${fmt(BOOKINGS)} bookings, ${fmt(content.tables.length)} tables, every booking seated; ${runs} runs, each with a new relay and two new browser contexts of the built app (headless Chromium). From the second context opening the link to its workspace holding every booking: the page, the workspace, the keys, the relay's stored updates, Yjs and the save.`,
    '',
    '| first load | median (ms) | slowest (ms) | stored by the relay (bytes) |',
    '| --- | ---: | ---: | ---: |',
    `| the second context opens the link | ${fmt(median(times))} | ${fmt(Math.max(...times))} | ${fmt(storedBytes)} |`,
  ];
  const worst = Math.max(...times);
  const target = `${SYNC_BROWSER_TARGET} | slowest ${fmt(worst)} ms (median ${fmt(median(times))} ms) | ${worst < GOAL_MS ? 'met' : 'NOT met'} |`;
  return { lines: out, target };
}
