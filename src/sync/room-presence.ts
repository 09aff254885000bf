/**
 * Who is in a shared event's room, and where (issue 58): each device's name, step, selected table
 * and whether its solver runs, as Yjs awareness (y-protocols). Each message is sealed with the room
 * key, so the relay, which passes it on and keeps none of it, sees no name. A device that leaves is
 * removed when the relay says its connection ended; one that vanishes, by awareness's own timeout.
 */
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { openPresence, sealPresence, type RoomKeys } from './room-keys.ts';

/** What the others see of a device. */
export interface Whereabouts {
  name: string;
  /** The step it shows (the app's view name). */
  view: string;
  /** The table it has selected, by name, if any. */
  table: string | null;
  /** Its solver runs: the others wait for the result. */
  seating: boolean;
  /** It opened a view-only link. */
  viewOnly: boolean;
}

/** Another device in the room. */
export interface Person extends Whereabouts {
  id: number;
}

/** What the relay connection tells presence, and how presence goes out while connected. */
export interface PresenceChannel {
  connected(send: (sealed: string) => void): void;
  received(peer: number, sealed: string): void;
  arrived(peer: number): void;
  left(peer: number): void;
  disconnected(): void;
}

const MAX_TEXT = 80;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_TEXT) : undefined;

/** Another device's state as this one shows it, or undefined when it is not one (any device of the room can send). */
export function readWhereabouts(value: unknown): Whereabouts | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const state = value as Record<string, unknown>;
  const name = text(state.name);
  const view = text(state.view);
  if (!name || !view) return undefined;
  return { name, view, table: text(state.table) ?? null, seating: state.seating === true, viewOnly: state.viewOnly === true };
}

export class RoomPresence implements PresenceChannel {
  private readonly awareness: Awareness;
  private send: ((sealed: string) => void) | null = null;
  /** Sealing and opening are asynchronous; one chain keeps the messages in order. */
  private chain: Promise<void> = Promise.resolve();
  /** The awareness clients each connection of the relay spoke for, to remove when it leaves. */
  private readonly byPeer = new Map<number, Set<number>>();

  constructor(
    private readonly keys: RoomKeys,
    doc: Y.Doc,
    onChange: () => void,
  ) {
    this.awareness = new Awareness(doc);
    // Nobody is here until the app says where this device is.
    this.awareness.setLocalState(null);
    this.awareness.on('update', ({ added, updated, removed }: Changes, origin: unknown) => {
      if (origin === 'local') this.broadcast([...added, ...updated, ...removed]);
      else if (typeof origin === 'number') {
        const clients = this.byPeer.get(origin) ?? new Set<number>();
        for (const client of [...added, ...updated]) clients.add(client);
        this.byPeer.set(origin, clients);
      }
    });
    this.awareness.on('change', onChange);
  }

  /** Where this device is now; null: not here (its event is not open). */
  set(whereabouts: Whereabouts | null): void {
    const now = this.awareness.getLocalState();
    if (JSON.stringify(now) !== JSON.stringify(whereabouts)) this.awareness.setLocalState(whereabouts);
  }

  /** The other devices here, in the order they arrived. */
  get people(): Person[] {
    const people: Person[] = [];
    for (const [id, state] of this.awareness.getStates()) {
      const whereabouts = id === this.awareness.clientID ? undefined : readWhereabouts(state);
      if (whereabouts) people.push({ id, ...whereabouts });
    }
    return people;
  }

  connected(send: (sealed: string) => void): void {
    this.send = send;
    this.announce();
  }

  /** A device connected: it hears where this one is. */
  arrived(): void {
    this.announce();
  }

  /**
   * Sends this device's state with a newer clock: a device that removed it (this one left, or that
   * one lost its connection) keeps the old clock and would ignore the same one until the renewal.
   */
  private announce(): void {
    const state = this.awareness.getLocalState();
    if (state !== null) this.awareness.setLocalState({ ...state });
  }

  received(peer: number, sealed: string): void {
    const opening = openPresence(this.keys, sealed);
    this.chain = this.chain.then(async () => {
      try {
        applyAwarenessUpdate(this.awareness, await opening, peer);
      } catch {
        // Not this room's (RefusedUpdate), or not awareness at all: shown as nobody.
      }
    });
  }

  left(peer: number): void {
    const clients = this.byPeer.get(peer);
    this.byPeer.delete(peer);
    if (clients) removeAwarenessStates(this.awareness, [...clients], 'left');
  }

  /** Without a connection this device cannot know who is here: it shows nobody until it is back. */
  disconnected(): void {
    this.send = null;
    this.byPeer.clear();
    const others = [...this.awareness.getStates().keys()].filter((id) => id !== this.awareness.clientID);
    if (others.length > 0) removeAwarenessStates(this.awareness, others, 'disconnected');
  }

  destroy(): void {
    this.send = null;
    this.awareness.destroy();
  }

  private broadcast(clients: number[]): void {
    if (!this.send) return;
    const update = encodeAwarenessUpdate(this.awareness, clients);
    this.chain = this.chain.then(async () => {
      const sealed = await sealPresence(this.keys, update);
      this.send?.(sealed);
    });
  }
}

interface Changes {
  added: number[];
  updated: number[];
  removed: number[];
}
