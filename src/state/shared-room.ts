/**
 * One shared event on this device (decision 0040): its Y.Doc, kept offline in IndexedDB by
 * y-indexeddb, and its link to the relay. A second doc, the shadow, holds what this device's saved
 * content holds: a local edit is written there and its update merged into the doc, so an edit made
 * before another device's change was taken adds to that change instead of undoing it.
 */
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import type { EventContent } from '../model/event-content.ts';
import { readContent, readEventName, REMOTE, writeContent, writeEventName } from '../sync/event-doc.ts';
import { RelayConnection, type RelayStatus } from '../sync/relay-connection.ts';
import { RoomPresence } from '../sync/room-presence.ts';
import { MemberClashes } from '../sync/member-clashes.ts';
import type { MemberClash } from '../sync/member-clash.ts';
import type { RoomKeys } from '../sync/room-keys.ts';
import { afterNextPaint } from './yield.ts';

/** The origin of this device's own transactions: sent to the others. */
const LOCAL = Symbol('this device');
/** An update of `Y.encodeStateAsUpdate` that holds nothing is these two bytes. */
const EMPTY_UPDATE_BYTES = 2;

export interface RoomOptions {
  keys: RoomKeys;
  relayUrl: string;
  /** The workspace's database name: each workspace keeps its own docs. */
  dbName: string;
  /** A change of the relay's state or of who is here, or other devices' changes arrived in the doc. */
  onStatus: () => void;
  onRemote: () => void;
  /** Another device changed members of a booking this device changed too while apart. */
  onClash: (clashes: MemberClash[]) => void;
  /** What a browser without WebSocket in this realm (a test) uses instead. */
  socket?: (url: string) => WebSocket;
}

export class SharedRoom {
  readonly doc = new Y.Doc();
  /** Who else is here, and where this device is. */
  readonly presence: RoomPresence;
  private readonly clashes: MemberClashes;
  private readonly shadow = new Y.Doc();
  private readonly persistence: IndexeddbPersistence;
  private connection: RelayConnection | undefined;
  status: RelayStatus = 'connecting';
  private waiting: (() => void)[] = [];
  private opened = false;
  /** The doc's state vector when the relay had stored everything this device wrote. */
  private acked: Uint8Array | undefined;
  private closed = false;
  /** What the shadow lacks of the content saved last (see read): taken in once the page has drawn, or before the shadow is next used. */
  private catchUp: Uint8Array | null = null;
  /** Whether the doc took the others' updates since it was last read (see read). */
  private unread = true;
  /** Lets the next tab of this browser that waits for the room hold it. */
  private release: () => void = () => undefined;
  /** The workspace's event this room keeps in sync (null while a device joining has not added it yet). */
  eventId: string | null = null;

  constructor(private readonly options: RoomOptions) {
    this.persistence = new IndexeddbPersistence(`seating-together:${options.dbName}:${options.keys.roomId}`, this.doc);
    this.presence = new RoomPresence(options.keys, this.doc, () => options.onStatus());
    this.clashes = new MemberClashes(this.doc, LOCAL, REMOTE, options.onClash);
  }

  get keys(): RoomKeys {
    return this.options.keys;
  }

  /**
   * Waits until no other tab of this browser holds the room (one tab per browser writes the
   * workspace's saves into the doc and talks to the relay; the others' saves reach it through the
   * workspace), then reads the doc kept offline and connects; this device's updates the relay never
   * acknowledged go again.
   */
  async open(): Promise<void> {
    await new Promise<void>((held) => {
      void navigator.locks.request(`seating-together:${this.options.dbName}:${this.options.keys.roomId}`, () => {
        held();
        return new Promise<void>((release) => (this.release = release));
      });
    });
    if (this.closed) {
      this.release();
      return;
    }
    await this.persistence.whenSynced;
    Y.applyUpdate(this.shadow, Y.encodeStateAsUpdate(this.doc), REMOTE);
    this.shadow.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === LOCAL) Y.applyUpdate(this.doc, update, LOCAL);
    });
    this.doc.on('update', (_update: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE) return;
      this.unread = true;
      this.options.onRemote();
    });
    const after = Number(await this.persistence.get('seq')) || 0;
    const acked = (await this.persistence.get('acked')) as ArrayBuffer | undefined;
    if (acked) this.acked = new Uint8Array(acked);
    const connection = new RelayConnection({
      relayUrl: this.options.relayUrl,
      keys: this.options.keys,
      doc: this.doc,
      after,
      presence: this.presence,
      ...(this.options.socket ? { socket: this.options.socket } : {}),
      onStatus: (status) => {
        this.status = status;
        if (status !== 'connecting') for (const resolve of this.waiting.splice(0)) resolve();
        this.options.onStatus();
      },
      onSequence: (seq) => {
        void this.persistence.set('seq', seq);
        // Everything this device wrote is stored by the relay up to here: a reload resends only what follows.
        if (connection.unsent === 0) {
          this.clashes.synced();
          this.acked = Y.encodeStateVector(this.doc);
          void this.persistence.set('acked', this.acked.slice().buffer);
        }
      },
    });
    this.connection = connection;
    connection.start();
    if (acked) this.resendUnacknowledged();
    this.opened = true;
  }

  /** The browser says it is offline: no connection is tried until it is back (`online`). */
  pause(): void {
    if (!this.connection || this.closed) return;
    this.connection.stop();
    this.status = 'offline';
    this.options.onStatus();
  }

  online(): void {
    if (!this.connection || this.closed) return;
    this.connection.start();
    // While paused the connection heard of no edit: what the relay has not acknowledged goes now.
    this.resendUnacknowledged();
  }

  private resendUnacknowledged(): void {
    const unacknowledged = Y.encodeStateAsUpdate(this.doc, this.acked);
    if (unacknowledged.length > EMPTY_UPDATE_BYTES) this.connection?.resend(unacknowledged);
  }

  /** Whether this tab holds the room (another tab of this browser may). */
  get held(): boolean {
    return this.opened;
  }

  /** Resolves once the relay has sent what it keeps, or is out of reach (a device joining then adds what it has). */
  firstSync(): Promise<void> {
    if (this.status !== 'connecting') return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** This device saved `content`: what differs from the content saved before goes to the others. */
  writeLocal(content: EventContent): void {
    if (!this.opened) return;
    this.takeCatchUp();
    writeContent(this.shadow, content, LOCAL);
  }

  writeName(name: string): void {
    if (!this.opened) return;
    this.takeCatchUp();
    writeEventName(this.shadow, name, LOCAL);
  }

  get name(): string | undefined {
    return readEventName(this.doc);
  }

  /** Whether the others changed the doc since it was last read: the workspace may not hold all of it yet. */
  get hasUnread(): boolean {
    return this.unread;
  }

  /** The doc's content now, and what to call once it is saved: the shadow then holds it too. */
  read(eventId: string): { content: EventContent; taken: () => void } {
    this.unread = false;
    this.takeCatchUp();
    const content = readContent(this.doc, eventId);
    const catchUp = Y.encodeStateAsUpdate(this.doc, Y.encodeStateVector(this.shadow));
    const taken = () => {
      // Merging a large event into the shadow is long: the saved content is drawn first.
      this.catchUp = catchUp;
      void afterNextPaint().then(() => this.takeCatchUp());
    };
    return { content, taken };
  }

  private takeCatchUp(): void {
    if (!this.catchUp || this.closed) return;
    Y.applyUpdate(this.shadow, this.catchUp, REMOTE);
    this.catchUp = null;
  }

  /** Ends the connection; `forget` also deletes the doc kept offline (this device keeps the event). */
  async close(forget: boolean): Promise<void> {
    this.closed = true;
    this.opened = false;
    this.connection?.stop();
    this.presence.destroy();
    this.release();
    if (forget) await this.persistence.clearData();
    else await this.persistence.destroy();
    this.doc.destroy();
    this.shadow.destroy();
  }
}
