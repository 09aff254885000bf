/**
 * A shared event's keys and the sealing of its updates (decision 0040). The AES-GCM key reads and
 * writes the content; the ECDSA private key, which only an editor's link carries, signs each update.
 * Every device refuses an update whose signature does not verify, so a view-only link can read but
 * not write. Keys travel in a link's fragment, which no server receives. Presence (who is here) is
 * sealed with the same AES-GCM key but not signed, so a view-only device is shown too.
 */
import { fromBase64Url, toBase64Url } from '../model/base64url.ts';

const subtle = () => globalThis.crypto.subtle;
/** WebCrypto's key, named through `crypto` so the Node-only type check (the benchmark) sees it too. */
type CryptoKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;

const FRAGMENT_VERSION = '1';
const SEAL_VERSION = 1;
const PRESENCE_VERSION = 2;
const IV_BYTES = 12;
const SIGNATURE_BYTES = 64;
const ROOM_ID_BYTES = 16;
const SIGNING = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNATURE = { name: 'ECDSA', hash: 'SHA-256' } as const;

export interface RoomKeys {
  /** What the relay calls the room: a hash of the public key, so it names nothing. */
  readonly roomId: string;
  readonly content: CryptoKey;
  readonly verify: CryptoKey;
  /** Absent on a view-only link. */
  readonly sign?: CryptoKey;
  /** The key material as the link carries it, base64url. */
  readonly raw: { content: string; publicKey: string; privateKey?: string };
}

/** Why an update was not applied: it was not signed by an editor, or it does not decrypt. */
export class RefusedUpdate extends Error {}

/** A key of the link as bytes; a link whose key is not base64url is refused as a whole. */
function keyBytes(text: string): Uint8Array<ArrayBuffer> {
  const bytes = fromBase64Url(text);
  if (!bytes) throw new RefusedUpdate('The link’s key is not readable.');
  return bytes;
}

async function roomIdOf(publicKey: Uint8Array<ArrayBuffer>): Promise<string> {
  const hash = new Uint8Array(await subtle().digest('SHA-256', publicKey));
  return toBase64Url(hash.slice(0, ROOM_ID_BYTES));
}

/** New keys for a new room: shared once, and again (new keys) to shut earlier links out. */
export async function createRoom(): Promise<RoomKeys> {
  const content = await subtle().generateKey({ name: 'AES-GCM', length: 128 }, true, ['encrypt', 'decrypt']);
  const pair = await subtle().generateKey(SIGNING, true, ['sign', 'verify']);
  const rawContent = new Uint8Array(await subtle().exportKey('raw', content));
  const rawPublic = new Uint8Array(await subtle().exportKey('raw', pair.publicKey));
  const jwk = await subtle().exportKey('jwk', pair.privateKey);
  return importRoom({ content: toBase64Url(rawContent), publicKey: toBase64Url(rawPublic), privateKey: jwk.d! });
}

async function importRoom(raw: RoomKeys['raw']): Promise<RoomKeys> {
  const publicBytes = keyBytes(raw.publicKey);
  const content = await subtle().importKey('raw', keyBytes(raw.content), 'AES-GCM', false, ['encrypt', 'decrypt']);
  const verify = await subtle().importKey('raw', publicBytes, SIGNING, true, ['verify']);
  let sign: CryptoKey | undefined;
  if (raw.privateKey) {
    // An uncompressed P-256 point is 0x04, then x and y of 32 bytes each.
    const x = toBase64Url(publicBytes.slice(1, 33));
    const y = toBase64Url(publicBytes.slice(33, 65));
    sign = await subtle().importKey('jwk', { kty: 'EC', crv: 'P-256', x, y, d: raw.privateKey }, SIGNING, false, ['sign']);
  }
  return { roomId: await roomIdOf(publicBytes), content, verify, ...(sign ? { sign } : {}), raw };
}

/** The fragment of an editor's link, or of a view-only link (no private key). */
export function roomFragment(keys: RoomKeys, access: 'edit' | 'view'): string {
  const parts = [FRAGMENT_VERSION, keys.raw.content, keys.raw.publicKey];
  if (access === 'edit' && keys.raw.privateKey) parts.push(keys.raw.privateKey);
  return parts.join('.');
}

/** The keys a fragment made by `roomFragment` carries; undefined for anything else. */
export async function readRoomFragment(fragment: string): Promise<RoomKeys | undefined> {
  const [version, content, publicKey, privateKey, ...rest] = fragment.split('.');
  if (version !== FRAGMENT_VERSION || !content || !publicKey || rest.length > 0) return undefined;
  try {
    return await importRoom({ content, publicKey, ...(privateKey ? { privateKey } : {}) });
  } catch {
    return undefined;
  }
}

/** `version · iv · signature · ciphertext`; the room id is bound in as additional data. */
export async function seal(keys: RoomKeys, update: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  if (!keys.sign) throw new RefusedUpdate('a view-only link cannot write');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const additionalData = new TextEncoder().encode(keys.roomId);
  const cipher = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv, additionalData }, keys.content, new Uint8Array(update)));
  const signed = concat(iv, cipher);
  const signature = new Uint8Array(await subtle().sign(SIGNATURE, keys.sign, signed));
  return concat(Uint8Array.of(SEAL_VERSION), iv, signature, cipher);
}

/** The update inside a sealed message, or RefusedUpdate when it is not an editor's or not this room's. */
export async function open(keys: RoomKeys, sealed: Uint8Array): Promise<Uint8Array> {
  const head = 1 + IV_BYTES + SIGNATURE_BYTES;
  if (sealed.length <= head || sealed[0] !== SEAL_VERSION) throw new RefusedUpdate('not a sealed update');
  const iv = sealed.slice(1, 1 + IV_BYTES);
  const signature = sealed.slice(1 + IV_BYTES, head);
  const cipher = sealed.slice(head);
  if (!(await subtle().verify(SIGNATURE, keys.verify, signature, concat(iv, cipher)))) throw new RefusedUpdate('not signed by an editor');
  const additionalData = new TextEncoder().encode(keys.roomId);
  try {
    return new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv, additionalData }, keys.content, cipher));
  } catch {
    throw new RefusedUpdate('does not decrypt with this room key');
  }
}

/** Presence bound to its room as additional data of its own, so it can never pass for an update. */
const presenceData = (keys: RoomKeys) => new TextEncoder().encode(`${keys.roomId}/presence`);

/** `version · iv · AES-GCM(presence)` as base64url, as the relay passes it on; any device of the room may send one. */
export async function sealPresence(keys: RoomKeys, presence: Uint8Array): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const params = { name: 'AES-GCM', iv, additionalData: presenceData(keys) };
  const cipher = new Uint8Array(await subtle().encrypt(params, keys.content, new Uint8Array(presence)));
  return toBase64Url(concat(Uint8Array.of(PRESENCE_VERSION), iv, cipher));
}

/** The presence inside what `sealPresence` made, or RefusedUpdate when it is not this room's. */
export async function openPresence(keys: RoomKeys, sealed: string): Promise<Uint8Array> {
  const bytes = fromBase64Url(sealed);
  if (!bytes || bytes.length <= 1 + IV_BYTES || bytes[0] !== PRESENCE_VERSION) throw new RefusedUpdate('not sealed presence');
  const params = { name: 'AES-GCM', iv: bytes.slice(1, 1 + IV_BYTES), additionalData: presenceData(keys) };
  try {
    return new Uint8Array(await subtle().decrypt(params, keys.content, bytes.slice(1 + IV_BYTES)));
  } catch {
    throw new RefusedUpdate('does not decrypt with this room key');
  }
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
