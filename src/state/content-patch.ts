/**
 * What one edit changed in an event's content, small enough to keep a hundred of them for a
 * 10,000-booking event: only the stretch of each list that changed and the seats that moved.
 * A patch applies both ways (undo and redo), to the content it was made from or to that content
 * with other devices' edits of other items since (see findStretch).
 */
import type { ContentPatch, ListSplice } from '../storage/history-schema.ts';
import type { EventContent } from '../model/event-content.ts';

export type { ContentPatch } from '../storage/history-schema.ts';

/** Items are compared by identity first (edits share unchanged records), then by value. */
const sameItem = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function spliceOf<T>(before: readonly T[], after: readonly T[]): ListSplice<T> | undefined {
  if (before === after) return undefined;
  let start = 0;
  while (start < before.length && start < after.length && sameItem(before[start], after[start])) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && sameItem(before[endBefore - 1], after[endAfter - 1])) {
    endBefore--;
    endAfter--;
  }
  if (endBefore === start && endAfter === start) return undefined;
  return { start, removed: before.slice(start, endBefore), inserted: after.slice(start, endAfter) };
}

function seatingChanges(before: Record<string, string>, after: Record<string, string>): ContentPatch['seating'] {
  if (before === after) return undefined;
  const changes: NonNullable<ContentPatch['seating']> = {};
  let any = false;
  for (const [booking, table] of Object.entries(before)) {
    if (after[booking] !== table) {
      changes[booking] = [table, after[booking] ?? null];
      any = true;
    }
  }
  for (const [booking, table] of Object.entries(after)) {
    if (!(booking in before)) {
      changes[booking] = [null, table];
      any = true;
    }
  }
  return any ? changes : undefined;
}

/** The patch that turns `before` into `after` (solver settings are not part of the plan). */
export function diffContent(before: EventContent, after: EventContent): ContentPatch {
  const patch: ContentPatch = {};
  const guests = spliceOf(before.guests, after.guests);
  const tables = spliceOf(before.tables, after.tables);
  const seating = seatingChanges(before.seating, after.seating);
  const lockedBookings = spliceOf(before.lockedBookings, after.lockedBookings);
  const lockedTables = spliceOf(before.lockedTables, after.lockedTables);
  if (guests) patch.guests = guests;
  if (tables) patch.tables = tables;
  if (seating) patch.seating = seating;
  if (lockedBookings) patch.lockedBookings = lockedBookings;
  if (lockedTables) patch.lockedTables = lockedTables;
  if (!sameItem(before.sources, after.sources)) patch.sources = [before.sources, after.sources];
  if (!sameItem(before.meals ?? null, after.meals ?? null)) patch.meals = [before.meals ?? null, after.meals ?? null];
  if (!sameItem(before.seats ?? null, after.seats ?? null)) patch.seats = [before.seats ?? null, after.seats ?? null];
  if (!sameItem(before.room ?? null, after.room ?? null)) patch.room = [before.room ?? null, after.room ?? null];
  // Compared by identity: an edit carries the base along untouched; only imports and merges make a new one.
  if ((before.mergeBase ?? null) !== (after.mergeBase ?? null)) patch.mergeBase = [before.mergeBase ?? null, after.mergeBase ?? null];
  return patch;
}

type Direction = 'undo' | 'redo';

/**
 * Where the stretch `expected` stands in `list`: where the edit left it, or, when another device's
 * edits added or removed items before it since, the one place it is now. -1 when it is nowhere
 * (an item of it was changed since) or in more than one place.
 */
function findStretch<T>(list: readonly T[], expected: readonly T[], start: number): number {
  const at = (i: number) => i + expected.length <= list.length && expected.every((item, k) => sameItem(list[i + k], item));
  if (at(start)) return start;
  const found: number[] = [];
  for (let i = 0; i + expected.length <= list.length && found.length < 2; i++) if (sameItem(list[i], expected[0]) && at(i)) found.push(i);
  return found.length === 1 ? found[0]! : -1;
}

function applySplice<T>(list: T[], splice: ListSplice<T> | undefined, direction: Direction): T[] | null {
  if (!splice) return list;
  const [expected, replacement] = direction === 'undo' ? [splice.inserted, splice.removed] : [splice.removed, splice.inserted];
  const start = findStretch(list, expected, Math.min(splice.start, list.length));
  if (start < 0) return null;
  // Putting back an item that is there already (another device added it again) would list it twice.
  const staying = new Set(expected.map((item) => JSON.stringify(item)));
  const back = new Set(replacement.map((item) => JSON.stringify(item)).filter((item) => !staying.has(item)));
  const rest = back.size === 0 ? [] : [...list.slice(0, start), ...list.slice(start + expected.length)];
  if (rest.some((item) => back.has(JSON.stringify(item)))) return null;
  return [...list.slice(0, start), ...replacement, ...list.slice(start + expected.length)];
}

/**
 * The content before (undo) or after (redo) the edit the patch describes, or null when `content`
 * is not what the patch was made from: such a patch would undo into a state no one saw.
 */
export function applyPatch(content: EventContent, patch: ContentPatch, direction: Direction): EventContent | null {
  const guests = applySplice(content.guests, patch.guests, direction);
  const tables = applySplice(content.tables, patch.tables, direction);
  const lockedBookings = applySplice(content.lockedBookings, patch.lockedBookings, direction);
  const lockedTables = applySplice(content.lockedTables, patch.lockedTables, direction);
  if (!guests || !tables || !lockedBookings || !lockedTables) return null;
  let seating = content.seating;
  if (patch.seating) {
    const changes = Object.entries(patch.seating).map(([booking, [before, after]]) =>
      direction === 'undo' ? ([booking, after, before] as const) : ([booking, before, after] as const),
    );
    if (changes.some(([booking, from]) => (seating[booking] ?? null) !== from)) return null;
    const changed = new Set(changes.map(([booking]) => booking));
    const kept = Object.entries(seating).filter(([booking]) => !changed.has(booking));
    const moved = changes.flatMap(([booking, , to]) => (to === null ? [] : [[booking, to] as const]));
    seating = Object.fromEntries([...kept, ...moved]);
  }
  let sources = content.sources;
  if (patch.sources) {
    const [from, to] = direction === 'undo' ? [patch.sources[1], patch.sources[0]] : patch.sources;
    if (!sameItem(sources, from)) return null;
    sources = to;
  }
  let meals = content.meals ?? null;
  if (patch.meals) {
    const [from, to] = direction === 'undo' ? [patch.meals[1], patch.meals[0]] : patch.meals;
    if (!sameItem(meals, from)) return null;
    meals = to;
  }
  let room = content.room ?? null;
  if (patch.room) {
    const [from, to] = direction === 'undo' ? [patch.room[1], patch.room[0]] : patch.room;
    if (!sameItem(room, from)) return null;
    room = to;
  }
  const next = { ...content, guests, tables, seating, lockedBookings, lockedTables, sources };
  if (meals) next.meals = meals;
  else delete next.meals;
  if (room) next.room = room;
  else delete next.room;
  // The base is not checked against the patch: it is what the event last took in, not what anyone edits.
  if (patch.mergeBase) {
    const to = direction === 'undo' ? patch.mergeBase[0] : patch.mergeBase[1];
    if (to) next.mergeBase = to;
    else delete next.mergeBase;
  }
  // Seats are not checked against the patch: the seat order is saved after edits, outside the history,
  // so a step's seats may differ from the content's. A step that moved seats puts them back as they were.
  if (patch.seats) {
    const to = direction === 'undo' ? patch.seats[0] : patch.seats[1];
    if (to) next.seats = to;
    else delete next.seats;
  }
  return next;
}
