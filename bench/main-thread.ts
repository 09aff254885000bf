/**
 * `npm run bench:ui`: how responsive the planner stays while it solves a large event. Imports a
 * generated 2,000-booking event into the built app in Chromium, presses "Seat everyone", and
 * records every main-thread task over 50 ms (PerformanceObserver 'longtask') from the click until
 * the result is on screen. Writes bench/main-thread.md. Needs `npm run build` first.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { launchChromium } from '../scripts/chromium.mjs';
import { startServer } from '../src/server/main.ts';
import { instanceToCsv } from './csv-fixture.ts';
import { generateInstance } from './generate.ts';

const BOOKINGS = 2000;

const problem = generateInstance({ bookings: BOOKINGS, seed: 1 });
const { guests, tables } = instanceToCsv(problem);
const folder = mkdtempSync(join(tmpdir(), 'seating-ui-bench-'));
writeFileSync(join(folder, 'guests.csv'), guests);
writeFileSync(join(folder, 'tables.csv'), tables);

const server = await startServer(0, '127.0.0.1');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();
const RUNS = 3;

/** One run in a fresh browser context: long tasks from the click, and how long until the result showed. */
async function measureRun(): Promise<{ tasks: { start: number; duration: number }[]; totalMs: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Runs in the page, before its scripts: collects every long task.
  await page.addInitScript({
    content: `window.longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });`,
  });
  await page.goto(`${base}/en/`, { waitUntil: 'networkidle' });
  await page.locator('file-drop[kind=guests] input[type=file]').setInputFiles(join(folder, 'guests.csv'));
  await page.locator('file-drop[kind=tables] input[type=file]').setInputFiles(join(folder, 'tables.csv'));
  await page.getByRole('button', { name: 'Go to seating' }).click();
  const seat = page.getByRole('button', { name: 'Seat everyone' });
  await seat.waitFor();
  await page.waitForTimeout(1000);
  const clickedAt = await page.evaluate<number>('performance.now()');
  await seat.click();
  await page.locator('solver-panel').getByText('Done: penalty').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  const tasks = await page.evaluate<{ start: number; duration: number }[]>(
    `window.longTasks.filter((t) => t.start >= ${clickedAt}).map((t) => ({ start: t.start - ${clickedAt}, duration: t.duration }))`,
  );
  const totalMs = (await page.evaluate<number>('performance.now()')) - clickedAt;
  await context.close();
  return { tasks, totalMs };
}

try {
  const rows: string[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const { tasks, totalMs } = await measureRun();
    const listed = tasks.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.start).toLocaleString('en')} ms`).join('; ');
    rows.push(`| ${run} | ${Math.round(totalMs).toLocaleString('en')} | ${tasks.length} | ${listed || '–'} |`);
  }
  const report = [
    '# Main thread while solving',
    '',
    `Command: \`npm run build && npm run bench:ui\`. Generated ${new Date().toISOString().slice(0, 10)}. Chromium headless, 1280×800; ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the start.`,
    '',
    `A generated event of ${BOOKINGS.toLocaleString('en')} bookings (${problem.bookings.reduce((s, b) => s + b.size, 0).toLocaleString('en')} guests, ${problem.tables.length} tables) is imported, then "Seat everyone" runs with the default time budget in the worker. Each run lists every main-thread task over 50 ms from the click until one second after the result is shown.`,
    '',
    '| run | click to result + 1 s (ms) | tasks over 50 ms | each (length at start after the click) |',
    '| ---: | ---: | ---: | --- |',
    ...rows,
    '',
  ].join('\n');
  // Written as Prettier would, so a fresh measurement passes `npm run lint` as it is.
  writeFileSync(new URL('./main-thread.md', import.meta.url), await format(report, { parser: 'markdown' }));
  console.log(report);
} finally {
  await browser.close();
  server.close();
}
