/**
 * Tells the other tabs (and other planners on this page) with the same workspace what changed.
 * One BroadcastChannel per database name, so two embeds with different workspaces never hear each
 * other. A message is a hint to read again: the revision check in the write transaction is what
 * keeps a stale tab from overwriting, so where BroadcastChannel is missing only the hints are lost.
 */

/** A committed change another tab should take into account. */
export type WorkspaceChange =
  /** The event's content and list entry were saved at `revision`. */
  | { kind: 'content'; eventId: string; revision: number }
  /** Events were created, renamed, duplicated or deleted: the list is out of date. */
  | { kind: 'events' };

export type WorkspaceChangeListener = (change: WorkspaceChange) => void;

/** Messages come from other tabs, possibly running another version of the app: check their shape. */
function asChange(data: unknown): WorkspaceChange | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message['kind'] === 'events') return { kind: 'events' };
  const { eventId, revision } = message;
  if (message['kind'] === 'content' && typeof eventId === 'string' && typeof revision === 'number') {
    return { kind: 'content', eventId, revision };
  }
  return null;
}

export class WorkspaceChannel {
  private readonly channel: BroadcastChannel | null;
  private readonly listeners = new Set<WorkspaceChangeListener>();

  constructor(dbName: string) {
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`workspace:${dbName}`) : null;
    // A BroadcastChannel never receives its own messages, so listeners hear only other instances.
    this.channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      const change = asChange(event.data);
      if (change) for (const listener of this.listeners) listener(change);
    });
  }

  post(change: WorkspaceChange): void {
    this.channel?.postMessage(change);
  }

  subscribe(listener: WorkspaceChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.listeners.clear();
    this.channel?.close();
  }
}
