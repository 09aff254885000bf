/**
 * `npm run bench -- --sync`: a 2,000-booking event's full first load between two devices through the
 * real relay (`src/server/relay.ts`) on this machine, in one Node process: the first device writes the
 * event into its doc, seals it and sends it; the second opens it, applies it and reads the content
 * back, either connected already (live) or joining afterwards (catch-up from what the relay stored).
 * Both devices share the process's two cores with the relay, as two browser contexts on this machine
 * would; it is not the browser itself (no page, no IndexedDB).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { readGuestsFile } from '../src/csv/guests.ts';
import { readTablesFile } from '../src/csv/tables.ts';
import { emptyContent, type EventContent } from '../src/model/event-content.ts';
import { startRelay } from '../src/server/relay.ts';
import { readContent, writeContent } from '../src/sync/event-doc.ts';
import { RelayConnection } from '../src/sync/relay-connection.ts';
import { createRoom, type RoomKeys } from '../src/sync/room-keys.ts';
import { instanceToCsv } from './csv-fixture.ts';
import { generateInstance } from './generate.ts';
import { median } from './median.ts';
import { fmt } from './numbers.ts';

export const SYNC_TARGET = "| plan together: a 2,000-booking event's full first load between two devices under 3 s";
const BOOKINGS = 2000;
const GOAL_MS = 3000;

/** The generated event as the planner would have it after importing its files, every booking seated first-fit. */
export function eventOf(bookings: number): EventContent {
  const files = instanceToCsv(generateInstance({ bookings, seed: 1 }));
  const guests = readGuestsFile(files.guests).records;
  const tables = readTablesFile(files.tables).records;
  const free = tables.map((t) => t.capacity);
  const seating: Record<string, string> = {};
  for (const g of guests) {
    const at = free.findIndex((seats) => seats >= g.size);
    if (at < 0) continue;
    free[at]! -= g.size;
    seating[g.id ?? g.name] = tables[at]!.name;
  }
  return { ...emptyContent('bench'), guests, tables, seating };
}

function connect(url: string, keys: RoomKeys, doc: Y.Doc) {
  const connection = new RelayConnection({
    relayUrl: url,
    keys,
    doc,
    socket: (u) => new WebSocket(u) as unknown as globalThis.WebSocket,
  });
  connection.start();
  return connection;
}

/** Resolves with the content once `doc` holds `bookings` bookings, read back as the app reads it. */
function loaded(doc: Y.Doc, bookings: number): Promise<EventContent> {
  return new Promise((resolve) => {
    const check = () => {
      if (doc.getArray('bookingOrder').length < bookings) return;
      doc.off('update', check);
      resolve(readContent(doc, 'second'));
    };
    doc.on('update', check);
  });
}

interface Run {
  liveMs: number;
  catchUpMs: number;
  storedBytes: number;
}

async function runOnce(content: EventContent): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 'relay-bench-'));
  const relay = await startRelay({ port: 0, host: '127.0.0.1', dataDir });
  const url = `ws://127.0.0.1:${relay.port}`;
  const keys = await createRoom();
  const first = new Y.Doc();
  const second = new Y.Doc();
  const connections = [connect(url, keys, first), connect(url, keys, second)];
  await new Promise<void>((resolve) => {
    const wait = () => (connections.every((c) => c.status === 'synced') ? resolve() : setImmediate(wait));
    wait();
  });
  let started = performance.now();
  const arrived = loaded(second, content.guests.length);
  writeContent(first, content);
  const received = await arrived;
  const liveMs = performance.now() - started;
  if (received.guests.length !== content.guests.length) throw new Error('the second device did not get every booking');

  started = performance.now();
  const late = new Y.Doc();
  const caughtUp = loaded(late, content.guests.length);
  connections.push(connect(url, keys, late));
  await caughtUp;
  const catchUpMs = performance.now() - started;
  const storedBytes = readdirSync(dataDir).reduce((sum, file) => sum + statSync(join(dataDir, file)).size, 0);
  for (const c of connections) c.stop();
  await relay.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { liveMs, catchUpMs, storedBytes };
}

/** The "Plan together" section of bench/results.md and its row of the targets table. */
export async function syncSection(runs: number): Promise<{ lines: string[]; target: string }> {
  const content = eventOf(BOOKINGS);
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(content));
  const live = results.map((r) => r.liveMs);
  const catchUp = results.map((r) => r.catchUpMs);
  const out = ['', '## Plan together: first load', ''];
  out.push(
    `${fmt(BOOKINGS)} bookings, ${fmt(content.tables.length)} tables, every booking seated; ${runs} runs, each in a new room on a new relay. Node, one process for the relay and both devices (between two browser contexts of the app: the next section).`,
    '',
    '| first load | median (ms) | slowest (ms) | stored by the relay (bytes) |',
    '| --- | ---: | ---: | ---: |',
    `| live: the second device connected before the first shares | ${fmt(median(live))} | ${fmt(Math.max(...live))} | ${fmt(results[0]!.storedBytes)} |`,
    `| catch-up: a device joins afterwards, from what the relay stored | ${fmt(median(catchUp))} | ${fmt(Math.max(...catchUp))} | |`,
  );
  const worst = Math.max(...live, ...catchUp);
  const target = `${SYNC_TARGET} | slowest ${fmt(worst)} ms (live median ${fmt(median(live))} ms, catch-up median ${fmt(median(catchUp))} ms; Node, not browser contexts) | ${worst < GOAL_MS ? 'met' : 'NOT met'} |`;
  return { lines: out, target };
}
