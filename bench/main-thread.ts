/**
 * `npm run bench:ui`: how responsive the planner stays while it solves a large event. Imports a
 * generated 2,000-booking event into the built app in Chromium, presses "Seat everyone", and
 * records every main-thread task over 50 ms (PerformanceObserver 'longtask') from the click until
 * the result is on screen; then pans and zooms the event's floor plan and records the same; then
 * scrolls the guest list of a generated 10,000-booking event from top to bottom and records the
 * same. Writes bench/main-thread.md. Needs `npm run build` first.
 *
 * `npm run bench:ui -- --list-only` runs the guest-list section alone (about a minute, not eight)
 * and prints its table without writing the file: for trying a change to the list's scrolling.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium.mjs';
import { startServer } from '../src/server/main.ts';
import { instanceToCsv } from './csv-fixture.ts';
import { generateInstance } from './generate.ts';
import { BOUND_EVENT_SHAPE } from './group-mass-mip.ts';
import { median } from './median.ts';
import { createSearch } from '../src/solver/index.ts';

const LIST_ONLY = process.argv.includes('--list-only');
const START_LOAD = loadavg()[0]!.toFixed(1);

/**
 * The machine's speed as a fixed piece of work: solver moves a CPU second on the 100-booking gap event
 * (the measure of docs/decisions/0016's moves a CPU second), after one run to warm up. Reports made on
 * different days, or on a shared machine whose cores are slower some days, compare through it.
 */
function solverMovesPerCpuSecond(): number {
  const event = generateInstance({ bookings: 100, seed: 1, ...BOUND_EVENT_SHAPE });
  const moves = 1_500_000;
  let rate = 0;
  for (let run = 0; run < 2; run++) {
    const before = process.cpuUsage().user;
    const search = createSearch(event, { seed: 1, timeLimitMs: Number.MAX_SAFE_INTEGER, iterations: moves });
    while (search.step(1000) === 'running');
    rate = moves / ((process.cpuUsage().user - before) / 1e6);
  }
  return rate;
}
const MACHINE_SPEED = (solverMovesPerCpuSecond() / 1e6).toFixed(2);
const BOOKINGS = 2000;
/** The guest list is scrolled with this many bookings: issue 15's "No waiting" asks it of 10,000. */
const LIST_BOOKINGS = 10_000;
/** Pixels scrolled each frame: a quick flick of the wheel, kept up from the first row to the last. */
const SCROLL_STEP = 300;

const problem = generateInstance({ bookings: BOOKINGS, seed: 1 });
const { guests, tables } = instanceToCsv(problem);
const folder = mkdtempSync(join(tmpdir(), 'seating-ui-bench-'));
writeFileSync(join(folder, 'guests.csv'), guests);
writeFileSync(join(folder, 'tables.csv'), tables);
const listProblem = generateInstance({ bookings: LIST_BOOKINGS, seed: 2 });
const listFiles = instanceToCsv(listProblem);
writeFileSync(join(folder, 'list-guests.csv'), listFiles.guests);
writeFileSync(join(folder, 'list-tables.csv'), listFiles.tables);

const server = await startServer(0, '127.0.0.1');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();
const RUNS = 3;

/** A page in a fresh browser context that collects every long task from before its scripts run. */
async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript({
    content: `window.longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });`,
  });
  return page;
}

/** One run in a fresh browser context: long tasks from the click, and how long until the result showed. */
async function measureRun(): Promise<{ tasks: Task[]; totalMs: number; room: Awaited<ReturnType<typeof measureRoom>> }> {
  const page = await newPage();
  const context = page.context();
  await page.goto(`${base}/en/`, { waitUntil: 'networkidle' });
  await page.locator('file-drop[kind=guests] input[type=file]').setInputFiles(join(folder, 'guests.csv'));
  await page.locator('file-drop[kind=tables] input[type=file]').setInputFiles(join(folder, 'tables.csv'));
  await page.getByRole('button', { name: 'Go to seating' }).click();
  const seat = page.getByRole('button', { name: 'Seat everyone' });
  await seat.waitFor();
  await page.waitForTimeout(1000);
  // Playwright's locators search the whole page for roles and text, and on a page of 500 tables each
  // search is itself a task over 50 ms (a profile showed them as the "long tasks" 2-3 s into the solve):
  // the button and the panel are found before the click, the click is the mouse's, and the wait for
  // the result reads the panel's text alone.
  const button = (await seat.boundingBox())!;
  await page.locator('solver-panel').evaluate((panel: unknown) => {
    (globalThis as unknown as { solverPanel: unknown }).solverPanel = panel;
  });
  const clickedAt = await page.evaluate<number>('performance.now()');
  await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
  // Asked from here every 100 ms: the page's Content Security Policy refuses the string a waitForFunction evaluates.
  const done = "window.solverPanel.shadowRoot.textContent.includes('Done: penalty')";
  const giveUpAt = Date.now() + 60_000;
  while (!(await page.evaluate<boolean>(done))) {
    if (Date.now() > giveUpAt) throw new Error('The solve did not end within a minute.');
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(1000);
  const tasks = await longTasksSince(page, clickedAt);
  const totalMs = (await page.evaluate<number>('performance.now()')) - clickedAt;
  console.error('  solved; panning the floor plan…');
  const room = await measureRoom(page);
  await context.close();
  return { tasks, totalMs, room };
}

type Task = { start: number; duration: number };

/**
 * The page's tasks over 50 ms from `since` on, their starts counted from it; tasks that overlap one of
 * `skip` (windows of the benchmark's own probing, in the page's clock) are not the app's and are left out.
 */
async function longTasksSince(page: Page, since: number, skip: readonly { from: number; to: number }[] = []): Promise<Task[]> {
  const tasks = await page.evaluate<Task[]>(`window.longTasks.filter((t) => t.start >= ${since})`);
  return tasks
    .filter((t) => !skip.some((probe) => t.start + t.duration > probe.from && t.start < probe.to))
    .map((t) => ({ start: t.start - since, duration: t.duration }));
}

/**
 * The same event on the floor plan: once the drawing is shown, a drag across empty floor, ten
 * wheel zooms in at its middle, ten back out and another drag, as a planner looks around the room. Every main-thread task over 50 ms from the first zoom to half a second after the last drag.
 */
async function measureRoom(page: Page): Promise<{ tasks: Task[]; totalMs: number; openMs: number }> {
  const openedAt = await page.evaluate<number>('performance.now()');
  await page.locator('seating-app >> nav button').nth(3).click();
  const svg = page.locator('room-canvas svg');
  await svg.waitFor();
  await page.locator('room-canvas [data-id]').first().waitFor();
  const openMs = (await page.evaluate<number>('performance.now()')) - openedAt;
  // Pan and zoom alone are measured: the seat order saved after the result has landed first.
  await page.evaluate("document.querySelector('seating-app').planner.seats.idle");
  // The drawing in the window, and only the part of it on screen used.
  await svg.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  const drawn = (await svg.boundingBox())!;
  const viewport = page.viewportSize()!;
  const top = Math.max(0, drawn.y);
  const box = { x: drawn.x, y: top, width: drawn.width, height: Math.min(drawn.y + drawn.height, viewport.height) - top };
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const startedAt = await page.evaluate<number>('performance.now()');
  const zoom = async (deltaY: number) => {
    await page.mouse.move(middle.x, middle.y);
    for (let i = 0; i < 10; i++) {
      await page.mouse.wheel(0, deltaY);
      await page.waitForTimeout(60);
    }
  };
  // The benchmark's own look for empty floor runs thousands of hit tests; its tasks are not the app's.
  const probes: { from: number; to: number }[] = [];
  const pan = async () => {
    // A point of empty floor: the drawing answers a drag there by panning, not by moving a table.
    const from = await page.evaluate<number>('performance.now()');
    const empty = await page.evaluate<{ x: number; y: number } | null>(`(() => {
      const root = document.querySelector('seating-app').shadowRoot.querySelector('room-view').shadowRoot.querySelector('room-canvas').shadowRoot;
      for (let y = ${box.y + 20}; y < ${box.y + box.height - 20}; y += 15)
        for (let x = ${box.x + 20}; x < ${box.x + box.width - 20}; x += 15) {
          const hit = root.elementFromPoint(x, y);
          if (hit && hit.closest('svg') && !hit.closest('[data-id]')) return { x, y };
        }
      return null;
    })()`);
    probes.push({ from, to: await page.evaluate<number>('performance.now()') });
    if (!empty) throw new Error('no empty floor to pan from');
    await page.mouse.move(empty.x, empty.y);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) {
      await page.mouse.move(empty.x + i * 12, empty.y + i * 6);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
  };
  await pan();
  await zoom(-240);
  await zoom(240);
  await pan();
  await page.waitForTimeout(500);
  const tasks = await longTasksSince(page, startedAt, probes);
  const totalMs = (await page.evaluate<number>('performance.now()')) - startedAt;
  return { tasks, totalMs, openMs };
}

/**
 * The 10,000-booking event's guest list, scrolled from its top to its end as a person flicks the
 * wheel: the page moves SCROLL_STEP pixels a frame, each step waiting for the next frame, until the
 * list's last row is on screen (or the page ends). Every main-thread task over 50 ms from the first
 * step to half a second after the last; and which row was the last one on screen.
 */
async function measureList(): Promise<{ tasks: Task[]; totalMs: number; steps: number; lastRow: string }> {
  const page = await newPage();
  await page.goto(`${base}/en/`, { waitUntil: 'networkidle' });
  await page.locator('file-drop[kind=guests] input[type=file]').setInputFiles(join(folder, 'list-guests.csv'));
  await page.locator('file-drop[kind=tables] input[type=file]').setInputFiles(join(folder, 'list-tables.csv'));
  await page.locator('file-drop[kind=tables] .loaded').waitFor({ timeout: 60_000 });
  await page.locator('seating-app >> nav button').nth(1).click();
  await page.locator('guest-list tbody tr').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  const startedAt = await page.evaluate<number>('performance.now()');
  const steps = await page.evaluate<number>(`new Promise((done) => {
    const list = document.querySelector('seating-app').shadowRoot.querySelector('guest-list').shadowRoot.querySelector('table');
    let steps = 0;
    let lastY = -1;
    const step = () => {
      // At the end when the list's last row is in the window, or the page did not move (a fractional scroll position can stay short of the height).
      const atEnd = list.getBoundingClientRect().bottom <= innerHeight || scrollY + innerHeight >= document.documentElement.scrollHeight || scrollY === lastY;
      if (atEnd) return done(steps);
      lastY = scrollY;
      scrollBy(0, ${SCROLL_STEP});
      steps++;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  })`);
  await page.waitForTimeout(500);
  const lastRow = await page.evaluate<string>(`(() => {
    const rows = [...document.querySelector('seating-app').shadowRoot.querySelector('guest-list').shadowRoot.querySelectorAll('tbody tr')];
    const shown = rows.filter((r) => { const box = r.getBoundingClientRect(); return box.height > 0 && box.top < innerHeight && box.bottom > 0; });
    return shown.at(-1)?.querySelector('th')?.textContent.trim() ?? '';
  })()`);
  const tasks = await longTasksSince(page, startedAt);
  const totalMs = (await page.evaluate<number>('performance.now()')) - startedAt;
  await page.context().close();
  return { tasks, totalMs, steps, lastRow };
}

try {
  const rows: string[] = [];
  const listRows: string[] = [];
  const lastBooking = listProblem.bookings.at(-1)!.name;
  const roomRows: string[] = [];
  const listed = (tasks: readonly Task[]) =>
    tasks.map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.start).toLocaleString('en')} ms`).join('; ') || '–';
  for (let run = 1; run <= (LIST_ONLY ? 0 : RUNS); run++) {
    console.error(`Solving run ${run} of ${RUNS}…`);
    const { tasks, totalMs, room } = await measureRun();
    rows.push(`| ${run} | ${Math.round(totalMs).toLocaleString('en')} | ${tasks.length} | ${listed(tasks)} |`);
    roomRows.push(
      `| ${run} | ${Math.round(room.openMs).toLocaleString('en')} | ${Math.round(room.totalMs).toLocaleString('en')} | ${room.tasks.length} | ${listed(room.tasks)} |`,
    );
  }
  const listLoad = loadavg()[0]!.toFixed(1);
  for (let run = 1; run <= RUNS; run++) {
    console.error(`Scrolling the guest list, run ${run} of ${RUNS}…`);
    const list = await measureList();
    const longest = list.tasks.map((t) => t.duration);
    listRows.push(
      `| ${run} | ${list.steps.toLocaleString('en')} | ${Math.round(list.totalMs).toLocaleString('en')} | ${((list.totalMs - 500) / list.steps).toFixed(1)} | ${list.lastRow === lastBooking ? 'yes' : `no: ${list.lastRow || 'none'}`} | ${list.tasks.length} | ${longest.length ? Math.round(median(longest)) : '–'} | ${longest.length ? Math.round(Math.max(...longest)) : '–'} |`,
    );
  }
  const listTable = [
    '| run | scroll steps | scrolling + 0.5 s (ms) | per step (ms) | last booking on screen | tasks over 50 ms | median (ms) | longest (ms) |',
    '| ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
    ...listRows,
  ];
  if (LIST_ONLY) {
    console.log(
      [
        `Load average ${listLoad} when the list runs began; machine speed ${MACHINE_SPEED} M solver moves a CPU second.`,
        '',
        ...listTable,
      ].join('\n'),
    );
  } else {
    await writeReport(rows, roomRows, listTable, listLoad);
  }
} finally {
  await browser.close();
  server.close();
}

/** Writes bench/main-thread.md from the three sections' table rows, and prints it. */
async function writeReport(rows: readonly string[], roomRows: readonly string[], listTable: readonly string[], listLoad: string) {
  const lastBooking = listProblem.bookings.at(-1)!.name;
  const report = [
    '# Main thread while solving',
    '',
    `Command: \`npm run build && npm run bench:ui\`. Generated ${new Date().toISOString().slice(0, 10)}. Chromium headless, 1280×800; ${cpus().length} cores, load average ${START_LOAD} at the start. Machine speed: ${MACHINE_SPEED} M solver moves a CPU second on the 100-booking gap event (a fixed piece of work, measured before the runs: the same code on a slower day gives longer tasks here).`,
    '',
    `A generated event of ${BOOKINGS.toLocaleString('en')} bookings (${problem.bookings.reduce((s, b) => s + b.size, 0).toLocaleString('en')} guests, ${problem.tables.length} tables) is imported, then "Seat everyone" runs with the default time budget in the worker. Each run lists every main-thread task over 50 ms from the click until one second after the result is shown.`,
    '',
    '| run | click to result + 1 s (ms) | tasks over 50 ms | each (length at start after the click) |',
    '| ---: | ---: | ---: | --- |',
    ...rows,
    '',
    '## Panning and zooming the floor plan',
    '',
    `After each run above, the same event opens on the floor plan (all ${problem.tables.length} tables with their chairs and, zoomed in, the names at their seats). A drag across empty floor, ten wheel zooms in, ten out and another drag; every main-thread task over 50 ms from the first zoom until half a second after the last drag. Opening the floor plan (the first drawing of every table) is timed apart: it is one render, not part of panning.`,
    '',
    '| run | floor plan open (ms) | zooms and drags + 0.5 s (ms) | tasks over 50 ms | each (length at start) |',
    '| ---: | ---: | ---: | ---: | --- |',
    ...roomRows,
    '',
    '## Scrolling the guest list',
    '',
    `A generated event of ${LIST_BOOKINGS.toLocaleString('en')} bookings (${listProblem.bookings.reduce((s, b) => s + b.size, 0).toLocaleString('en')} guests) is imported in a fresh page and its guest list opened. The page is then scrolled ${SCROLL_STEP} px a frame, each step after the next frame, from the top until the list's last row is on screen (or the page ends); every main-thread task over 50 ms from the first step until half a second after the last. "Last booking on screen" says whether the event's last booking (${lastBooking}) was the last row seen. Load average ${listLoad} when these runs began.`,
    '',
    ...listTable,
    '',
  ].join('\n');
  // Written as Prettier would, so a fresh measurement passes `npm run lint` as it is.
  writeFileSync(new URL('./main-thread.md', import.meta.url), await format(report, { parser: 'markdown' }));
  console.log(report);
}
