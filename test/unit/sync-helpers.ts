/** Devices and a relay for the plan-together tests: real WebSockets on a free port, a fresh data folder. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readTablesFile } from '../../src/csv/tables.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { startRelay, type Relay, type RelayLimits } from '../../src/server/relay.ts';
import { readContent } from '../../src/sync/event-doc.ts';
import { RelayConnection, type RelayStatus, type SocketFactory } from '../../src/sync/relay-connection.ts';
import type { RefusedUpdate, RoomKeys } from '../../src/sync/room-keys.ts';
import { RoomPresence } from '../../src/sync/room-presence.ts';
import { BUILD_PATHS } from '../../scripts/paths.ts';
import { utf8 } from './csv-helpers.ts';

const example = (name: string) => utf8(readFileSync(join(BUILD_PATHS.root, 'public/examples', name), 'utf8'));

/** The demo event's guests and tables, each booking at its table as the demo seats them. */
export function demoContent(eventId = 'demo'): EventContent {
  const guests = readGuestsFile(example('demo-guests.csv')).records;
  const tables = readTablesFile(example('demo-tables.csv')).records;
  const seating = Object.fromEntries(guests.flatMap((g) => (g.table ? [[g.name, g.table]] : [])));
  return { ...emptyContent(eventId), guests, tables, seating };
}

export async function testRelay(limits?: RelayLimits, dataDir = mkdtempSync(join(tmpdir(), 'relay-')), port = 0) {
  const relay: Relay = await startRelay({ port, dataDir, host: '127.0.0.1', ...(limits ? { limits } : {}) });
  return { relay, dataDir, url: `ws://127.0.0.1:${relay.port}` };
}

export const nodeSocket: SocketFactory = (url) => new WebSocket(url) as unknown as globalThis.WebSocket;

/**
 * A device: its own doc, connected to the relay with `keys` (an editor's or a view-only link's); with
 * `withPresence`, its presence too, which keeps a timer until `presence.destroy()`.
 */
export function device(url: string, keys: RoomKeys, after = 0, withPresence = false) {
  const doc = new Y.Doc();
  const statuses: RelayStatus[] = [];
  const refused: RefusedUpdate[] = [];
  const presence = withPresence ? new RoomPresence(keys, doc, () => undefined) : undefined;
  const connection = new RelayConnection({
    relayUrl: url,
    keys,
    doc,
    after,
    socket: nodeSocket,
    retryMs: 50,
    onStatus: (status) => statuses.push(status),
    onRefused: (error) => refused.push(error),
    ...(presence ? { presence } : {}),
  });
  connection.start();
  return { doc, connection, presence, statuses, refused, content: () => readContent(doc, 'here') };
}

/** A raw socket that records what the relay sends it, and how it was closed. */
export function rawSocket(url: string) {
  const socket = new WebSocket(url);
  const received: Buffer[] = [];
  const notices: unknown[] = [];
  const closed: { code?: number } = {};
  socket.on('message', (data: Buffer, isBinary) => (isBinary ? received.push(data) : notices.push(JSON.parse(data.toString()))));
  socket.on('close', (code) => (closed.code = code));
  socket.on('error', () => undefined);
  const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
  return { socket, received, notices, closed, opened };
}
