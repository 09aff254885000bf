/**
 * The plan-together relay (`npm run relay`): passes sealed updates between the devices of a room and
 * keeps them so a device that was away catches up; passes each device's sealed presence and keeps
 * none of it. It holds no key; it sees room ids and ciphertext.
 * A device that breaks the protocol is disconnected; the others in its room are not touched.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { LIMITS, RELAY_CLOSE, RELAY_SEQUENCE_BYTES, readAwareness, readJoin, type RelayNotice } from '../contract/index.ts';
import { RelayStore } from './relay-store.ts';

/** The relay's limits: the published ones, or smaller in a test. */
export type RelayLimits = Record<'max_relay_rooms' | 'max_relay_room_bytes' | 'max_relay_message_bytes' | 'max_relay_room_devices', number>;

export interface RelayOptions {
  port: number;
  dataDir: string;
  host?: string;
  limits?: RelayLimits;
}

export interface Relay {
  readonly port: number;
  close(): Promise<void>;
}

const notice = (socket: WebSocket, message: RelayNotice) => socket.send(JSON.stringify(message));

function framed(seq: number, update: Buffer): Buffer {
  const head = Buffer.alloc(RELAY_SEQUENCE_BYTES);
  head.writeUInt32BE(seq);
  return Buffer.concat([head, update]);
}

const asBuffer = (data: RawData): Buffer => (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data));

export async function startRelay(options: RelayOptions): Promise<Relay> {
  const limits = options.limits ?? LIMITS;
  const store = new RelayStore(options.dataDir, limits);
  const devices = new Map<string, Set<WebSocket>>();
  /** Each connection's number, as the others hear of it with its presence. */
  const peers = new WeakMap<WebSocket, number>();
  let connections = 0;

  const tellOthers = (room: string, socket: WebSocket, message: RelayNotice) => {
    const text = JSON.stringify(message);
    for (const other of devices.get(room) ?? []) if (other !== socket) other.send(text);
  };
  // ws closes a socket whose message passes maxPayload with 1009, before the message is read.
  const server = new WebSocketServer({ port: options.port, host: options.host, maxPayload: limits.max_relay_message_bytes });

  function leave(room: string, socket: WebSocket) {
    const inRoom = devices.get(room);
    if (!inRoom?.delete(socket)) return;
    tellOthers(room, socket, { type: 'left', peer: peers.get(socket)! });
    if (inRoom.size === 0) {
      devices.delete(room);
      store.close(room);
    }
  }

  function join(socket: WebSocket, room: string, after: number) {
    const inRoom = devices.get(room) ?? new Set<WebSocket>();
    const log = inRoom.size < limits.max_relay_room_devices ? store.open(room) : undefined;
    if (!log) {
      socket.close(RELAY_CLOSE.tryLater, 'room or relay full');
      return;
    }
    peers.set(socket, ++connections);
    tellOthers(room, socket, { type: 'arrived', peer: connections });
    inRoom.add(socket);
    devices.set(room, inRoom);
    socket.on('close', () => leave(room, socket));
    log.updates.slice(after).forEach((update, i) => socket.send(framed(after + i + 1, update)));
    notice(socket, { type: 'synced', seq: log.updates.length });
  }

  function receive(socket: WebSocket, room: string, update: Buffer) {
    const outcome = store.append(room, update);
    if ('full' in outcome) {
      notice(socket, { type: 'full' });
      return;
    }
    notice(socket, { type: 'stored', seq: outcome.stored });
    const frame = framed(outcome.stored, update);
    for (const other of devices.get(room) ?? []) if (other !== socket) other.send(frame);
  }

  server.on('connection', (socket) => {
    let room: string | undefined;
    socket.on('error', () => socket.terminate());
    socket.on('message', (data, isBinary) => {
      if (room === undefined) {
        const message = isBinary ? undefined : parse(asBuffer(data).toString('utf8'));
        const joined = readJoin(message);
        if (joined) {
          room = joined.room;
          join(socket, joined.room, joined.after);
        } else socket.close(RELAY_CLOSE.protocol, 'join first');
      } else if (isBinary) receive(socket, room, asBuffer(data));
      else {
        // Text after joining is presence, passed on as it came and never stored.
        const presence = readAwareness(parse(asBuffer(data).toString('utf8')));
        if (presence && peers.has(socket))
          tellOthers(room, socket, { type: 'awareness', peer: peers.get(socket)!, sealed: presence.sealed });
        else if (!presence) socket.close(RELAY_CLOSE.protocol, 'updates are binary, presence is {"type":"awareness"}');
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of server.clients) socket.terminate();
        server.close(() => resolve());
      }),
  };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** RELAY_PORT (default 8787) and RELAY_DATA (default ./relay-data), or what to write instead. */
export function relayOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RelayOptions | string {
  const raw = env.RELAY_PORT?.trim() || '8787';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return `RELAY_PORT must be a whole number from 1 to 65535, such as RELAY_PORT=8788 npm run relay; it is "${raw}".`;
  }
  return { port, dataDir: env.RELAY_DATA?.trim() || './relay-data', host: env.HOST };
}
