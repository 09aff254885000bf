/**
 * The relay's store: one append-only file per room under RELAY_DATA, each record the sealed update
 * as a device sent it, behind its length. The relay never holds a key, so this is all it can keep.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS, RELAY_ROOM_ID } from '../contract/index.ts';

const LENGTH_BYTES = 4;
const LOG_SUFFIX = '.log';

/** One room's stored updates, in order: update n has sequence number n + 1. */
export interface RoomLog {
  readonly updates: Buffer[];
  bytes: number;
}

export type AppendOutcome = { stored: number } | { full: true };

export class RelayStore {
  private readonly rooms = new Map<string, RoomLog>();
  /** Every room with a file, open or not: what the room limit counts. */
  private readonly known = new Set<string>();

  constructor(
    private readonly dir: string,
    private readonly limits: Record<'max_relay_rooms' | 'max_relay_room_bytes', number> = LIMITS,
  ) {
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir)) {
      const room = name.slice(0, -LOG_SUFFIX.length);
      if (name.endsWith(LOG_SUFFIX) && RELAY_ROOM_ID.test(room)) this.known.add(room);
    }
  }

  /** The room's log, read from its file the first time; undefined when a new room would pass the limit. */
  open(room: string): RoomLog | undefined {
    const open = this.rooms.get(room);
    if (open) return open;
    if (!this.known.has(room) && this.known.size >= this.limits.max_relay_rooms) return undefined;
    const log = this.read(room);
    this.known.add(room);
    this.rooms.set(room, log);
    return log;
  }

  /** Forgets the room's updates in memory (its file stays) once no device is in it. */
  close(room: string): void {
    this.rooms.delete(room);
  }

  append(room: string, update: Buffer): AppendOutcome {
    const log = this.open(room);
    if (!log) return { full: true };
    if (log.bytes + update.length > this.limits.max_relay_room_bytes) return { full: true };
    const length = Buffer.alloc(LENGTH_BYTES);
    length.writeUInt32BE(update.length);
    appendFileSync(this.file(room), Buffer.concat([length, update]));
    log.updates.push(update);
    log.bytes += update.length;
    return { stored: log.updates.length };
  }

  private file(room: string): string {
    return join(this.dir, room + LOG_SUFFIX);
  }

  /** A record cut short (the relay stopped mid-write) is dropped: its device still holds it and sends it again. */
  private read(room: string): RoomLog {
    const log: RoomLog = { updates: [], bytes: 0 };
    const file = this.file(room);
    if (!existsSync(file)) return log;
    const data = readFileSync(file);
    let at = 0;
    while (at + LENGTH_BYTES <= data.length) {
      const length = data.readUInt32BE(at);
      if (at + LENGTH_BYTES + length > data.length) break;
      const update = data.subarray(at + LENGTH_BYTES, at + LENGTH_BYTES + length);
      log.updates.push(update);
      log.bytes += update.length;
      at += LENGTH_BYTES + length;
    }
    if (at < data.length) truncateSync(file, at);
    return log;
  }
}
