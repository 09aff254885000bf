/**
 * One shared event's link to the relay: this device's updates go out sealed and are kept until the
 * relay says it stored them (so a relay that stops mid-edit loses nothing: they go again on the next
 * connection); the others' updates come in, are opened and applied. Only a shared event makes one.
 */
import * as Y from 'yjs';
import { RELAY_SEQUENCE_BYTES, type RelayAwareness, type RelayJoin, type RelayNotice } from '../contract/relay-protocol.ts';
import { REMOTE } from './event-doc.ts';
import type { PresenceChannel } from './room-presence.ts';
import { open, RefusedUpdate, seal, type RoomKeys } from './room-keys.ts';

/** `offline`: no connection now (it tries again); `full`: the relay keeps no more for this room. */
export type RelayStatus = 'connecting' | 'synced' | 'offline' | 'full';

/** What a connection needs of a WebSocket: the browser's, or `ws`'s in Node. */
export type SocketFactory = (url: string) => WebSocket;

export interface RelayConnectionOptions {
  relayUrl: string;
  keys: RoomKeys;
  doc: Y.Doc;
  /** The last sequence number this device applied (0: none yet), kept with the doc. */
  after?: number;
  socket?: SocketFactory;
  onStatus?: (status: RelayStatus) => void;
  /** An update that was not applied: not signed by an editor, or not this room's. */
  onRefused?: (error: RefusedUpdate) => void;
  /** Where the next connection resumes from, to keep with the doc. */
  onSequence?: (seq: number) => void;
  /** Who is here: told of the others' presence, and sends this device's while connected. */
  presence?: PresenceChannel;
  /** Milliseconds before trying again after a connection ends; doubled each time up to 30 s. */
  retryMs?: number;
}

const MAX_RETRY_MS = 30_000;
/** WebSocket.OPEN, which Node's `ws` and the browser share. */
const OPEN = 1;

export class RelayConnection {
  private socket: WebSocket | undefined;
  private after: number;
  /** This device's updates the relay has not acknowledged yet, oldest first. */
  private pending: Uint8Array[] = [];
  /** How many of `pending` went out on this connection (the relay acknowledges in order). */
  private sent = 0;
  private synced = false;
  private stopped = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private retryMs: number;
  /** Sealing and opening are asynchronous; one chain keeps every message in order. */
  private chain: Promise<void> = Promise.resolve();
  status: RelayStatus = 'connecting';

  constructor(private readonly options: RelayConnectionOptions) {
    this.after = options.after ?? 0;
    this.retryMs = options.retryMs ?? 500;
  }

  /** Connects (again); an event stops being shared with `stop`. */
  start(): void {
    this.stopped = false;
    this.options.doc.off('update', this.onLocalUpdate);
    this.options.doc.on('update', this.onLocalUpdate);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.options.doc.off('update', this.onLocalUpdate);
    this.socket?.close();
    this.socket = undefined;
    this.options.presence?.disconnected();
    // The closed socket's own close event is ignored (it is no longer this.socket): start again from scratch.
    this.synced = false;
    this.sent = 0;
  }

  /** Updates of this device the relay has not stored yet. */
  get unsent(): number {
    return this.pending.length;
  }

  /** An update of this device's from before this connection (kept offline, never acknowledged): it goes like a new one. */
  resend(update: Uint8Array): void {
    this.onLocalUpdate(update, null);
  }

  private readonly onLocalUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === REMOTE || !this.options.keys.sign) return;
    this.pending.push(update);
    if (this.synced) this.sendPending();
  };

  private setStatus(status: RelayStatus) {
    this.status = status;
    this.options.onStatus?.(status);
  }

  private connect() {
    const { relayUrl, socket: makeSocket = (url: string) => new WebSocket(url) } = this.options;
    this.setStatus('connecting');
    const socket = makeSocket(relayUrl);
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.addEventListener('open', () => {
      const join: RelayJoin = { type: 'join', room: this.options.keys.roomId, after: this.after };
      socket.send(JSON.stringify(join));
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      if (socket !== this.socket) return;
      if (typeof event.data === 'string') this.onNotice(JSON.parse(event.data) as RelayNotice);
      else this.onUpdate(new Uint8Array(event.data as ArrayBuffer));
    });
    // A refused connection is an error, then a close: the close is where it is handled.
    socket.addEventListener('error', () => undefined);
    socket.addEventListener('close', () => {
      if (socket !== this.socket) return;
      this.socket = undefined;
      this.synced = false;
      this.sent = 0;
      this.options.presence?.disconnected();
      if (this.stopped) return;
      this.setStatus('offline');
      this.retry = setTimeout(() => this.connect(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    });
  }

  private onNotice(notice: RelayNotice) {
    const presence = this.options.presence;
    // Presence is not in the updates' chain: it never waits for a large update to apply.
    if (notice.type === 'awareness') presence?.received(notice.peer, notice.sealed);
    else if (notice.type === 'arrived') presence?.arrived(notice.peer);
    else if (notice.type === 'left') presence?.left(notice.peer);
    else this.onUpdateNotice(notice);
  }

  private onUpdateNotice(notice: Extract<RelayNotice, { type: 'synced' | 'stored' | 'full' }>) {
    this.chain = this.chain.then(() => {
      if (notice.type === 'synced') {
        this.retryMs = this.options.retryMs ?? 500;
        // The relay has less than this device saw (its store was lost): give it everything again.
        if (notice.seq < this.after && this.options.keys.sign) this.pending = [Y.encodeStateAsUpdate(this.options.doc)];
        this.after = Math.min(this.after, notice.seq);
        this.synced = true;
        this.setStatus('synced');
        this.sendPending();
        const socket = this.socket;
        this.options.presence?.connected((sealed) => {
          const message: RelayAwareness = { type: 'awareness', sealed };
          if (socket === this.socket && socket?.readyState === OPEN) socket.send(JSON.stringify(message));
        });
      } else if (notice.type === 'stored') {
        this.pending.shift();
        this.sent = 0;
        this.advance(notice.seq);
        this.sendPending();
      } else {
        // Not stored: it stays pending, and goes again on the next connection.
        this.sent = 0;
        this.setStatus('full');
      }
    });
  }

  private onUpdate(frame: Uint8Array) {
    const seq = new DataView(frame.buffer, frame.byteOffset, RELAY_SEQUENCE_BYTES).getUint32(0);
    const sealed = frame.subarray(RELAY_SEQUENCE_BYTES);
    const opening = open(this.options.keys, sealed);
    this.chain = this.chain.then(async () => {
      try {
        Y.applyUpdate(this.options.doc, await opening, REMOTE);
      } catch (error) {
        if (!(error instanceof RefusedUpdate)) throw error;
        this.options.onRefused?.(error);
      }
      this.advance(seq);
    });
  }

  private advance(seq: number) {
    if (seq <= this.after) return;
    this.after = seq;
    this.options.onSequence?.(seq);
  }

  /** Sends what is pending and not yet sent on this connection, merged into one update. */
  private sendPending() {
    const socket = this.socket;
    if (!socket || this.sent > 0 || this.pending.length === 0) return;
    if (this.pending.length > 1) this.pending = [Y.mergeUpdates(this.pending)];
    this.sent = 1;
    const sealing = seal(this.options.keys, this.pending[0]!);
    this.chain = this.chain.then(async () => {
      const sealed = await sealing;
      if (socket === this.socket) socket.send(sealed);
    });
  }
}
