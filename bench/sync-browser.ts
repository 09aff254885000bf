/**
 * `npm run bench -- --sync-browser`: a 2,000-booking event between two browser contexts of the
 * built app (`npm run build` first), through the real relay: the first context adds the event and
 * shares it. The first load is timed from the second context opening the link to its workspace
 * holding every booking (page load, workspace, keys, relay, Yjs, the save); an edit, from one
 * context making it to the other one's planner showing it. The contexts, the relay and the page
 * server share this machine's cores.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { EventContent } from '../src/model/event-content.ts';
import { launchChromium } from '../scripts/chromium.mjs';
import { startServer } from '../src/server/main.ts';
import { startRelay } from '../src/server/relay.ts';
import { median } from './median.ts';
import { fmt } from './numbers.ts';
import { eventOf } from './sync.ts';

export const SYNC_BROWSER_TARGET =
  "| plan together in the browser: a 2,000-booking event's first load between two browser contexts under 3 s";
export const SYNC_EDIT_TARGET =
  '| plan together in the browser: a rename, a move and a keep-apart on either side shown on the other within 2 s';
const BOOKINGS = 2000;
const GOAL_MS = 3000;
const EDIT_GOAL_MS = 2000;
/** Edits each way in a run: a rename, a move and a keep-apart, this many times each. */
const EDIT_ROUNDS = 4;

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

/** The event added and shared in a first context, with a new relay and page server; `close` ends them all. */
async function sharedEvent(browser: Browser, content: EventContent) {
  const dataDir = mkdtempSync(join(tmpdir(), 'relay-bench-'));
  const relay = await startRelay({ port: 0, host: '127.0.0.1', dataDir });
  const server = await startServer(0, '127.0.0.1', `ws://127.0.0.1:${relay.port}`);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const contexts = [
    await browser.newContext({ serviceWorkers: 'block', bypassCSP: true }),
    await browser.newContext({ serviceWorkers: 'block', bypassCSP: true }),
  ] as const;
  const first = await contexts[0].newPage();
  await first.goto(`${base}/en/`);
  await first.waitForFunction(`${PLANNER}?.store.state.phase === 'ready'`);
  await first.evaluate(`${PLANNER}.store.createEvent('Bench', ${JSON.stringify(content)}).then(() => ${PLANNER}.together.share())`);
  const link = await first.evaluate<string>(`${PLANNER}.store.state.sharing.editLink`);
  const storedBytes = await stored(dataDir);
  const close = async () => {
    for (const context of contexts) await context.close();
    await relay.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { first, joining: contexts[1], link, storedBytes, close };
}

export async function syncBrowserSection(runs: number): Promise<{ lines: string[]; target: string }> {
  const content = eventOf(BOOKINGS);
  const browser = await launchChromium();
  const times: number[] = [];
  let storedBytes = 0;
  for (let run = 0; run < runs; run++) {
    const shared = await sharedEvent(browser, content);
    storedBytes = shared.storedBytes;
    const second = await shared.joining.newPage();
    const started = performance.now();
    await second.goto(shared.link);
    await planned(second, content.guests.length);
    times.push(performance.now() - started);
    await shared.close();
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

type EditKind = 'rename' | 'move' | 'keep-apart';

/** An edit of `kind` of the `pick`-th booking not pinned to a table, and what the other planner shows once it arrives. */
function editOf(content: EventContent, kind: EditKind, pick: number, from: string): { intent: unknown; shown: string } {
  const guest = content.guests.filter((g) => !g.table)[pick]!;
  if (kind === 'rename') {
    const name = `${guest.name} (${from} ${pick})`;
    return {
      intent: { kind: 'editGuest', previousName: guest.name, guest: { ...guest, name } },
      shown: `s.content.guests.some((g) => g.name === ${JSON.stringify(name)})`,
    };
  }
  const seatedAt = (table: string) =>
    content.guests.filter((g) => content.seating[g.id ?? g.name] === table).reduce((sum, g) => sum + g.size, 0);
  if (kind === 'move') {
    // The table with the most free seats, which every generated booking fits.
    const table = [...content.tables].sort((a, b) => b.capacity - seatedAt(b.name) - (a.capacity - seatedAt(a.name)))[0]!.name;
    return {
      intent: { kind: 'move', booking: guest.name, table },
      shown: `s.content.seating[${JSON.stringify(guest.id ?? guest.name)}] === ${JSON.stringify(table)}`,
    };
  }
  const other = content.guests.find((g) => content.seating[g.id ?? g.name] !== content.seating[guest.id ?? guest.name])!;
  return {
    intent: { kind: 'addWish', from: guest.name, to: other.name, level: 'avoid' },
    shown: `s.content.guests.some((g) => g.name === ${JSON.stringify(guest.name)} && g.avoid.includes(${JSON.stringify(other.name)}))`,
  };
}

/**
 * The event before the optimiser runs: only the bookings pinned to a table sit, at it. eventOf's
 * quick seating ignores pins, and the hard rules refuse every edit of an event that breaks one.
 */
function beforeSeating(content: EventContent): EventContent {
  return { ...content, seating: Object.fromEntries(content.guests.flatMap((g) => (g.table ? [[g.id ?? g.name, g.table]] : []))) };
}

export async function syncEditsSection(runs: number): Promise<{ lines: string[]; target: string }> {
  const content = beforeSeating(eventOf(BOOKINGS));
  const browser = await launchChromium();
  const kinds: EditKind[] = ['rename', 'move', 'keep-apart'];
  const times = new Map(kinds.map((kind) => [kind, [] as number[]]));
  /** Of each time, the part until the editing side had checked, saved and shown its edit. */
  const local = new Map(kinds.map((kind) => [kind, [] as number[]]));
  for (let run = 0; run < runs; run++) {
    const shared = await sharedEvent(browser, content);
    const second = await shared.joining.newPage();
    await second.goto(shared.link);
    await planned(second, content.guests.length);
    const pages = { first: shared.first, second };
    for (let round = 0; round < EDIT_ROUNDS; round++) {
      for (const kind of kinds) {
        for (const [from, to] of [
          ['first', second],
          ['second', shared.first],
        ] as const) {
          const now = await pages[from].evaluate<EventContent>(`${PLANNER}.store.state.content`);
          // The next booking when the hard rules refuse this one the edit (someone it is kept apart from at the table).
          let started = 0;
          let shown = '';
          for (let pick = round * 40 + (from === 'first' ? 0 : 20); !shown; pick++) {
            const edit = editOf(now, kind, pick, from);
            started = performance.now();
            if ((await pages[from].evaluate(`${PLANNER}.store.edit(${JSON.stringify(edit.intent)})`)) === null) shown = edit.shown;
          }
          local.get(kind)!.push(performance.now() - started);
          await to.waitForFunction(`(() => { const s = ${PLANNER}?.store.state; return !!s?.content && ${shown}; })()`, undefined, {
            timeout: 60_000,
            polling: 'raf',
          });
          times.get(kind)!.push(performance.now() - started);
        }
      }
    }
    await shared.close();
  }
  await browser.close();
  const all = [...times.values()].flat();
  const out = [
    '',
    '## Plan together: edits in the browser',
    '',
    `The same ${fmt(BOOKINGS)}-booking event before the optimiser runs (only its pinned bookings seated), shared by one browser context and opened by a second; ${runs} runs, each with a new relay and two new contexts. Each run makes ${EDIT_ROUNDS} renames, moves and keep-aparts on each side, one at a time. From the planner's edit in one context to the other context's planner showing it: the check and save of the edit, Yjs, the sealing, the relay, and the other side's save and derivation.`,
    '',
    '| edit | edits | median (ms) | slowest (ms) | median on the editing side (ms) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...[...times].map(
      ([kind, ms]) => `| ${kind} | ${ms.length} | ${fmt(median(ms))} | ${fmt(Math.max(...ms))} | ${fmt(median(local.get(kind)!))} |`,
    ),
  ];
  const worst = Math.max(...all);
  const target = `${SYNC_EDIT_TARGET} | slowest ${fmt(worst)} ms (median ${fmt(median(all))} ms) | ${worst < EDIT_GOAL_MS ? 'met' : 'NOT met'} |`;
  return { lines: out, target };
}
