/**
 * What a device and the plan-together relay say to each other (`npm run relay`, `src/sync/`). The
 * relay sees room ids and opaque sealed updates only; control messages are JSON text frames, updates
 * binary frames.
 *
 * device → relay: `{"type":"join","room":…,"after":n}` first, then binary sealed updates.
 * relay → device: binary `[sequence, 4 bytes big-endian][sealed update]` for each stored update after
 * `after`, then `{"type":"synced","seq":n}`, then live updates the same way; `{"type":"stored","seq":n}`
 * answers each of this device's updates in order; `{"type":"full"}` when the room holds its limit.
 *
 * Presence (who is here, added later): device → relay `{"type":"awareness","sealed":…}` (base64url,
 * sealed by the device) is passed to the room's other devices as `{"type":"awareness","peer":n,"sealed":…}`
 * and never stored; `{"type":"arrived","peer":n}` and `{"type":"left","peer":n}` tell the others when
 * a device's connection starts and ends. A peer number is the relay's count of connections: it names nothing.
 */

/** A room id: 128 bits in base64url, derived from the room's public key (it names nothing). */
export const RELAY_ROOM_ID = /^[A-Za-z0-9_-]{22}$/;

/** Bytes of the sequence number before each update the relay sends. */
export const RELAY_SEQUENCE_BYTES = 4;

export interface RelayJoin {
  type: 'join';
  room: string;
  /** The last sequence number this device has; 0: everything. */
  after: number;
}

/** A device's presence, sealed with the room key: the relay passes it on and keeps none of it. */
export interface RelayAwareness {
  type: 'awareness';
  /** base64url */
  sealed: string;
}

export type RelayNotice =
  | { type: 'synced'; seq: number }
  | { type: 'stored'; seq: number }
  | { type: 'full' }
  | { type: 'awareness'; peer: number; sealed: string }
  | { type: 'arrived'; peer: number }
  | { type: 'left'; peer: number };

/** WebSocket close codes the relay uses (RFC 6455 §7.4.1). */
export const RELAY_CLOSE = {
  /** The device broke the protocol (bad join, text after joining, a message too large). */
  protocol: 1008,
  tooLarge: 1009,
  /** The relay holds its rooms or the room its devices: try later. */
  tryLater: 1013,
} as const;

/** The join message when `value` is one, else undefined. */
export function readJoin(value: unknown): RelayJoin | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { type, room, after } = value as Record<string, unknown>;
  if (type !== 'join' || typeof room !== 'string' || !RELAY_ROOM_ID.test(room)) return undefined;
  if (typeof after !== 'number' || !Number.isSafeInteger(after) || after < 0) return undefined;
  return { type, room, after };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The presence message when `value` is one, else undefined. */
export function readAwareness(value: unknown): RelayAwareness | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { type, sealed } = value as Record<string, unknown>;
  if (type !== 'awareness' || typeof sealed !== 'string' || !BASE64URL.test(sealed)) return undefined;
  return { type, sealed };
}
