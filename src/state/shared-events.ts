/**
 * Plan together (decision 0040): the workspace's shared events. This tab's saved edits of a shared
 * event go into its doc (shared-room.ts); what other devices changed is saved through the event
 * editor, as another tab's save is. Only a shared event makes a connection: with none, nothing here
 * touches the network. Which events are shared, with which keys, is kept in this origin's storage
 * beside the workspace, as the workspace itself is.
 */
import type { Notice } from './planner-state.ts';
import type { PlannerStore } from './planner-store.ts';
import type { WorkspaceChange } from '../storage/workspace-db.ts';
import type { SharedRoom } from './shared-room.ts';
import { createRoom, readRoomFragment, roomFragment, type RoomKeys } from '../sync/room-keys.ts';
import { keepSide, sharedClashes, withClashes, type SharedClash } from './shared-clash.ts';

/** Where this device is, as the others in the room see it: the step it shows and the table it has selected. */
export interface Place {
  view: string;
  table: string | null;
}

/** The fragment of a plan-together link: `#plan=<keys>`. */
const FRAGMENT = 'plan=';
const RELAY_PARAM = 'relay';

interface ShareRecord {
  eventId: string;
  /** The keys as the link carries them (an editor's, or a view-only link's). */
  fragment: string;
}

/** A plan-together link in a page address, or null when the address holds none. */
function planLinkOf(address: string): { fragment: string; relay: string | null } | null {
  const url = new URL(address);
  if (!url.hash.startsWith(`#${FRAGMENT}`)) return null;
  return { fragment: url.hash.slice(1 + FRAGMENT.length), relay: url.searchParams.get(RELAY_PARAM) };
}

export interface SharedEventsOptions {
  /** The relay this page may connect to (its Content-Security-Policy allows that one alone). */
  relayUrl: string;
  /** The page address links start from, without query or fragment. */
  pageAddress: string;
  /** The name of a joined event whose name has not arrived yet. */
  unnamed: string;
  /** The name the others see until the planner chooses one: the kind of device (see device-kind.ts). */
  deviceName?: string;
}

/** A room's code (Yjs, the relay's protocol) is read when an event is first shared or joined: most planners never do. */
type RoomCode = typeof import('./shared-room.ts');

/** This device's chosen name, for every workspace of this origin. */
const NAME_KEY = 'seating-together:name';

export class SharedEvents {
  private readonly rooms = new Map<string, SharedRoom>();
  private roomCode: RoomCode | null = null;
  private lastOpen: string | null = null;
  private lastName: string | null = null;
  private place: Place = { view: 'import', table: null };
  /** Questions about members both this device and another changed while apart, by event, oldest first. */
  private readonly clashes = new Map<string, SharedClash[]>();
  private seating = false;

  constructor(
    private readonly store: PlannerStore,
    private readonly options: SharedEventsOptions,
  ) {}

  private get relayUrl(): string {
    return this.options.relayUrl;
  }

  /**
   * Connects each shared event of the workspace, then joins the room of a link the page was opened
   * with; true when that link's event is open now.
   */
  async start(address?: string): Promise<boolean> {
    this.store.onOwnSave((eventId, content) => this.roomOf(eventId)?.writeLocal(content));
    this.store.onOtherTabSave((change) => void this.takeOtherTabSave(change));
    this.store.subscribe(() => this.followOpenEvent());
    addEventListener('offline', this.offline);
    addEventListener('online', this.online);
    const link = address ? planLinkOf(address) : null;
    // Read before any room opens, so each opens (and is known by its id) in one step.
    if (link || this.records().length > 0) await this.loadRoomCode();
    for (const record of this.records()) {
      const keys = await readRoomFragment(record.fragment);
      if (!keys) continue;
      // Another tab of this browser may hold the room: this one waits its turn without holding up the rest.
      void this.openRoom(keys, record.eventId).then((room) => this.adoptSoon(room));
    }
    this.showSharing();
    return link ? this.join(link.fragment, link.relay) : false;
  }

  /** Shares the open event in a new room with new keys (again: a new room, which shuts the old links out). */
  async share(): Promise<void> {
    const { event, content } = this.store.state;
    if (!event || !content) return;
    await this.stop(event.id);
    const keys = await createRoom();
    const room = await this.openRoom(keys, event.id);
    room.writeLocal(content);
    room.writeName(event.name);
    this.saveRecords([...this.records(), { eventId: event.id, fragment: roomFragment(keys, 'edit') }]);
    this.showSharing();
  }

  /** Stops sharing an event: the connection ends and the doc goes; the event stays, as it is now. */
  async stop(eventId: string): Promise<void> {
    const room = this.roomOf(eventId);
    this.saveRecords(this.records().filter((record) => record.eventId !== eventId));
    if (!room) return;
    this.rooms.delete(room.keys.roomId);
    await room.close(true);
    this.showSharing();
  }

  /**
   * Opens a link's room: the event it shares is added to the workspace with what the relay keeps of
   * it and kept in sync. A link to an event already here opens that event.
   */
  async join(fragment: string, relay: string | null): Promise<boolean> {
    if (relay !== null && relay !== this.relayUrl) return this.tell('together.otherRelay', { relay });
    const keys = await readRoomFragment(fragment);
    if (!keys) return this.tell('together.badLink', {});
    const known = this.rooms.get(keys.roomId);
    if (known?.eventId) {
      await this.store.switchEvent(known.eventId);
      return true;
    }
    const room = known ?? (await this.openRoom(keys));
    await room.firstSync();
    // Out of the relay's reach, the event starts empty and fills in once it connects.
    const { content, taken } = room.read('');
    const meta = await this.store.createEvent(room.name ?? this.options.unnamed, content);
    // The new event holds what was read, so only what the others sent since needs saving (a read of a large event is long).
    taken();
    room.eventId = meta.id;
    this.saveRecords([...this.records(), { eventId: meta.id, fragment }]);
    if (room.hasUnread) this.adoptSoon(room);
    this.showSharing();
    this.tell(keys.sign ? 'together.joined' : 'together.joinedViewOnly', { name: meta.name });
    return true;
  }

  /** The name the others see: the one chosen on this device, or its kind. */
  get deviceName(): string {
    try {
      const chosen = localStorage.getItem(NAME_KEY)?.trim();
      if (chosen) return chosen;
    } catch {
      // Storage refused: the default name stands.
    }
    return this.options.deviceName || this.options.unnamed;
  }

  /** Keeps the name this device shows the others; an empty name goes back to the device's kind. */
  setDeviceName(name: string): void {
    try {
      if (name.trim()) localStorage.setItem(NAME_KEY, name.trim());
      else localStorage.removeItem(NAME_KEY);
    } catch {
      // Storage refused: the name holds until the page closes.
    }
    this.showSharing();
  }

  /** Where this device is now (the step shown, the table selected): the others in the room see it. */
  here(place: Partial<Place>): void {
    this.place = { ...this.place, ...place };
    this.showSharing();
  }

  /** This device's solver runs (or stopped): the others wait for its result. */
  setSeating(seating: boolean): void {
    if (seating === this.seating) return;
    this.seating = seating;
    this.showSharing();
  }

  /** Answers the open event's first clash question: the booking takes this device's values and table, or the other's. */
  async answerClash(side: 'mine' | 'theirs'): Promise<void> {
    const { event, content } = this.store.state;
    const question = event ? this.clashes.get(event.id)?.shift() : undefined;
    if (!question || !content) return;
    for (const intent of keepSide(question, side, content)) await this.store.edit(intent);
    this.showSharing();
  }

  /** Each room hears where this device is: in the open event's room, elsewhere not there. */
  private showPresence(): void {
    const open = this.store.state.event?.id;
    const name = this.deviceName;
    for (const room of this.rooms.values()) {
      const here = room.eventId !== null && room.eventId === open;
      room.presence.set(here ? { name, ...this.place, seating: this.seating, viewOnly: !room.keys.sign } : null);
    }
  }

  private readonly offline = () => {
    for (const room of this.rooms.values()) room.pause();
  };

  private readonly online = () => {
    for (const room of this.rooms.values()) room.online();
  };

  /** Ends every connection (the docs stay kept offline). */
  dispose(): void {
    removeEventListener('offline', this.offline);
    removeEventListener('online', this.online);
    for (const room of this.rooms.values()) void room.close(false);
    this.rooms.clear();
  }

  /** A save another tab made of a shared event this tab holds goes into its doc as this browser's. */
  private async takeOtherTabSave(change: WorkspaceChange): Promise<void> {
    const room = change.kind === 'content' ? this.roomOf(change.eventId) : undefined;
    const db = this.store.workspace;
    if (!room?.held || !db) return;
    room.writeLocal(await db.loadContent(room.eventId!));
  }

  private async loadRoomCode(): Promise<RoomCode> {
    return (this.roomCode ??= await import('./shared-room.ts'));
  }

  private async openRoom(keys: RoomKeys, eventId: string | null = null): Promise<SharedRoom> {
    const { SharedRoom } = this.roomCode ?? (await this.loadRoomCode());
    const room: SharedRoom = new SharedRoom({
      keys,
      relayUrl: this.relayUrl,
      dbName: this.store.databaseName,
      onStatus: () => this.showSharing(),
      onRemote: () => this.adoptSoon(room),
      onClash: (clashes) => {
        if (!room.eventId) return;
        this.clashes.set(room.eventId, withClashes(this.clashes.get(room.eventId) ?? [], sharedClashes(clashes)));
        this.showSharing();
      },
    });
    room.eventId = eventId;
    this.rooms.set(keys.roomId, room);
    await room.open();
    return room;
  }

  private readonly adopting = new Set<SharedRoom>();

  /** Saves what the doc holds now, once the editor's queue reaches it; many updates arriving at once are one save. */
  private adoptSoon(room: SharedRoom): void {
    const eventId = room.eventId;
    if (!eventId || !room.held || this.adopting.has(room)) return;
    this.adopting.add(room);
    void this.store
      .takeShared(eventId, () => {
        this.adopting.delete(room);
        return room.read(eventId);
      })
      .then(async () => {
        const name = room.name;
        const meta = this.store.state.events.find((e) => e.id === eventId);
        if (name && meta && meta.name !== name) await this.store.renameEvent(eventId, name);
      })
      .catch(() => this.adopting.delete(room));
  }

  /** The open event's room in the state; a rename of a shared event goes to the others. */
  private followOpenEvent(): void {
    const { event, events, phase } = this.store.state;
    // A shared event deleted here or in another tab is no longer shared.
    for (const room of this.rooms.values()) {
      if (phase === 'ready' && room.eventId && !events.some((e) => e.id === room.eventId)) void this.stop(room.eventId);
    }
    if ((event?.id ?? null) !== this.lastOpen) {
      this.lastOpen = event?.id ?? null;
      this.lastName = event?.name ?? null;
      this.place = { ...this.place, table: null };
      this.showSharing();
    } else if (event && event.name !== this.lastName) {
      this.lastName = event.name;
      this.roomOf(event.id)?.writeName(event.name);
    }
  }

  /** The open event's room in the state (its links, the relay's state, who is here), and this device's presence in each room. */
  private showSharing(): void {
    this.showPresence();
    const event = this.store.state.event;
    const room = event ? this.roomOf(event.id) : undefined;
    const sharing =
      room && event
        ? {
            eventId: event.id,
            status: room.status,
            ...this.linksOf(room.keys),
            name: this.deviceName,
            people: room.presence.people,
            clash: this.clashes.get(event.id)?.[0] ?? null,
          }
        : null;
    const now = this.store.state.sharing;
    if (JSON.stringify(now) !== JSON.stringify(sharing)) this.store.setSharing(sharing);
  }

  private linksOf(keys: RoomKeys): { editLink: string | null; viewLink: string } {
    const base = `${this.options.pageAddress}?${RELAY_PARAM}=${encodeURIComponent(this.relayUrl)}#${FRAGMENT}`;
    return { editLink: keys.sign ? base + roomFragment(keys, 'edit') : null, viewLink: base + roomFragment(keys, 'view') };
  }

  private roomOf(eventId: string): SharedRoom | undefined {
    for (const room of this.rooms.values()) if (room.eventId === eventId) return room;
    return undefined;
  }

  private tell(kind: Notice['kind'], params: Notice['params']): false {
    this.store.showNotice({ kind, params });
    return false;
  }

  private get storageKey(): string {
    return `seating-together:${this.store.databaseName}`;
  }

  private records(): ShareRecord[] {
    try {
      const stored = JSON.parse(localStorage.getItem(this.storageKey) ?? '[]') as unknown;
      return Array.isArray(stored) ? (stored as ShareRecord[]) : [];
    } catch {
      return [];
    }
  }

  private saveRecords(records: ShareRecord[]): void {
    localStorage.setItem(this.storageKey, JSON.stringify(records));
  }
}
