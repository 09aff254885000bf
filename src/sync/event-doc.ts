/**
 * An event's content as a Y.Doc, so Yjs merges what two devices changed (decision 0040). Each
 * booking and table is a map of its record's members under an id given once, when it enters the
 * doc: a rename changes a member, never the entry, so another device's concurrent edit of that
 * booking stays. Seating and seat numbers are maps keyed as the content keys them; the rest of the
 * content is one value each in `event`.
 */
import * as Y from 'yjs';
import { DEFAULT_SOLVER_SETTINGS, type EventContent } from '../model/event-content.ts';
import type { GuestRecord, TableRecord } from '../model/records.ts';
import { same } from '../model/same-value.ts';

/** The origin of transactions that came from other devices: they are never sent back, nor undone here. */
export const REMOTE = Symbol('remote');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Members = Record<string, unknown>;

/** Content members kept as one value each; the lists of records and the maps have their own shape. */
const EVENT_MEMBERS = ['lockedBookings', 'lockedTables', 'solver', 'sources', 'columnMappings', 'meals', 'room', 'mergeBase'] as const;

const LISTS = {
  guests: { entries: 'bookings', order: 'bookingOrder' },
  tables: { entries: 'tables', order: 'tableOrder' },
} as const;

/** Sets or deletes each member of `map` so it holds `values` (undefined members are absent). */
function writeMembers(map: Y.Map<unknown>, values: Members, replaceAll: boolean) {
  for (const [member, value] of Object.entries(values)) {
    if (value === undefined) map.delete(member);
    else if (!same(map.get(member), value)) map.set(member, JSON.parse(JSON.stringify(value)) as Json);
  }
  if (replaceAll) for (const member of [...map.keys()]) if (!(member in values) || values[member] === undefined) map.delete(member);
}

function readList(doc: Y.Doc, list: keyof typeof LISTS): { ids: string[]; records: Members[] } {
  const entries = doc.getMap<Y.Map<unknown>>(LISTS[list].entries);
  const seen = new Set<string>();
  const ids = doc
    .getArray<string>(LISTS[list].order)
    .toArray()
    .filter((id) => entries.has(id) && !seen.has(id) && seen.add(id));
  // An entry whose place in the order was lost to a concurrent removal still shows, after the others.
  ids.push(...[...entries.keys()].filter((id) => !seen.has(id)).sort());
  const records = ids.map((id) => {
    const map = entries.get(id)!;
    return Object.fromEntries([...map.keys()].sort().map((member) => [member, map.get(member)]));
  });
  return { ids, records };
}

/**
 * Writes the list as `after` has it. The stretch that differs from what the doc holds is matched by
 * position, as the event editor matches an edit (`withGuestsKeyed`): record i of the stretch is the
 * doc's entry i, edited; the rest are added or removed.
 */
function writeList(doc: Y.Doc, list: keyof typeof LISTS, after: readonly object[]) {
  const entries = doc.getMap<Y.Map<unknown>>(LISTS[list].entries);
  const order = doc.getArray<string>(LISTS[list].order);
  const { ids, records } = readList(doc, list);
  let start = 0;
  while (start < records.length && start < after.length && same(records[start], after[start])) start++;
  let endBefore = records.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && same(records[endBefore - 1], after[endAfter - 1])) {
    endBefore--;
    endAfter--;
  }
  const paired = Math.min(endBefore - start, endAfter - start);
  for (let i = 0; i < paired; i++) writeMembers(entries.get(ids[start + i]!)!, after[start + i] as Members, true);
  for (const id of ids.slice(start + paired, endBefore)) entries.delete(id);
  const added = after.slice(start + paired, endAfter).map((record) => {
    const id = globalThis.crypto.randomUUID();
    const map = new Y.Map<unknown>();
    entries.set(id, map);
    writeMembers(map, record as Members, false);
    return id;
  });
  const kept = new Set(ids.slice(0, start + paired).concat(ids.slice(endBefore)));
  const orderNow = order.toArray();
  // Remove ids of removed entries from the order, back to front so indices stay right.
  for (let i = orderNow.length - 1; i >= 0; i--) if (!kept.has(orderNow[i]!)) order.delete(i, 1);
  if (added.length > 0) {
    const before = ids[start + paired - 1];
    const at = before === undefined ? 0 : order.toArray().indexOf(before) + 1;
    order.insert(at, added);
  }
}

function writeMap(map: Y.Map<unknown>, values: Record<string, unknown>) {
  writeMembers(map, values, true);
}

/**
 * Makes the doc hold `content`, changing only what differs, in one transaction with `origin`
 * (a device's own edit: sent to the others, undone by its undo).
 */
export function writeContent(doc: Y.Doc, content: EventContent, origin: unknown = null): void {
  doc.transact(() => {
    writeList(doc, 'guests', content.guests);
    writeList(doc, 'tables', content.tables);
    writeMap(doc.getMap('seating'), content.seating);
    writeMap(doc.getMap('seats'), content.seats ?? {});
    const event = doc.getMap<unknown>('event');
    writeMembers(event, Object.fromEntries(EVENT_MEMBERS.map((member) => [member, content[member]])), false);
  }, origin);
}

/** The content the doc holds, under this device's event id. */
export function readContent(doc: Y.Doc, eventId: string): EventContent {
  const event = doc.getMap<unknown>('event');
  const seats = doc.getMap<number[]>('seats').toJSON() as Record<string, number[]>;
  const content: EventContent = {
    eventId,
    guests: readList(doc, 'guests').records as unknown as GuestRecord[],
    tables: readList(doc, 'tables').records as unknown as TableRecord[],
    seating: doc.getMap<string>('seating').toJSON(),
    lockedBookings: (event.get('lockedBookings') as string[] | undefined) ?? [],
    lockedTables: (event.get('lockedTables') as string[] | undefined) ?? [],
    solver: (event.get('solver') as EventContent['solver'] | undefined) ?? { ...DEFAULT_SOLVER_SETTINGS },
    sources: (event.get('sources') as EventContent['sources'] | undefined) ?? { guests: null, tables: null },
  };
  if (Object.keys(seats).length > 0) content.seats = seats;
  for (const member of ['columnMappings', 'meals', 'room', 'mergeBase'] as const) {
    const value = event.get(member);
    if (value !== undefined) Object.assign(content, { [member]: value });
  }
  return content;
}

/** The event's name as the devices share it (the workspace keeps names beside the content). */
export const readEventName = (doc: Y.Doc): string | undefined => doc.getMap<string>('meta').get('name');

export function writeEventName(doc: Y.Doc, name: string, origin: unknown = null): void {
  doc.transact(() => {
    if (doc.getMap<string>('meta').get('name') !== name) doc.getMap<string>('meta').set('name', name);
  }, origin);
}
