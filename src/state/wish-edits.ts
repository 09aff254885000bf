/**
 * Edits of who sits with whom: adding and removing one wish (must sit together, would like to, would
 * rather not, must not). Wishes live in the bookings' own lists, so a wish from a group is written on
 * every booking of the group and its sub-groups. A booking keeps one level per booking or group it
 * names: a new wish about them replaces the old one. Pure functions, as in edits.ts.
 */
import { formatGroupPath, inGroup, parseGroupPath } from '../model/group-path.ts';
import { bookingRef, indexBookings } from '../model/booking-refs.ts';
import { cleanName, nameKey } from '../model/names.ts';
import { TAG_FIELDS, type GuestRecord, type TableRecord } from '../model/records.ts';
import type { EventContent } from '../model/event-content.ts';
import { refuse, type EditResult } from './edit-result.ts';

/** The levels of a wish, strongest together first; each is a list of the booking record. */
export const WISH_LEVELS = ['together', 'prefer', 'preferApart', 'avoid'] as const;
export type WishLevel = (typeof WISH_LEVELS)[number];

export type WishIntent =
  { kind: 'addWish'; from: string; to: string; level: WishLevel } | { kind: 'removeWish'; from: string; to: string; level: WishLevel };

/** A booking or a group as a wish names it: the bookings it means and its name as the records spell it. */
export interface Party {
  name: string;
  /** How a wish writes it: the booking's id (or name), or the group's path. */
  ref: string;
  isGroup: boolean;
  bookings: readonly GuestRecord[];
}

/** One wish as one booking's list holds it. */
export interface WishEntry {
  from: string;
  to: string;
  level: WishLevel;
}

/** The booking named `text`, or else the group whose full path it is (with its sub-groups); undefined when neither. */
export function findParty(guests: readonly GuestRecord[], text: string): Party | undefined {
  const index = indexBookings(guests).find(text);
  const booking = index === undefined ? undefined : guests[index];
  if (booking) return { name: booking.name, ref: bookingRef(booking), isGroup: false, bookings: [booking] };
  const path = parseGroupPath(text);
  const members = guests.filter((g) => inGroup(g.group, path));
  if (members.length === 0) return undefined;
  const name = formatGroupPath(members[0]!.group.slice(0, path.length));
  return { name, ref: name, isGroup: true, bookings: members };
}

/** Every wish of every booking, in booking order, each booking's levels in the order of WISH_LEVELS. */
export function wishEntries(guests: readonly GuestRecord[]): WishEntry[] {
  return guests.flatMap((g) => WISH_LEVELS.flatMap((level) => listOf(g, level).map((to) => ({ from: bookingRef(g), to, level }))));
}

const listOf = (guest: GuestRecord, level: WishLevel): readonly string[] => (level === 'avoid' ? guest.avoid : (guest[level] ?? []));

/** The guest with its list for `level` replaced; an emptied wish list is left out, as a record without it is written. */
function withList(guest: GuestRecord, level: WishLevel, list: string[]): GuestRecord {
  if (level === 'avoid') return { ...guest, avoid: list };
  const { [level]: _old, ...rest } = guest;
  return list.length > 0 ? { ...rest, [level]: list } : rest;
}

const unchanged = (before: readonly GuestRecord[], after: readonly GuestRecord[]) => after.every((g, i) => g === before[i]);

const without = (list: readonly string[], key: string) => list.filter((n) => nameKey(n) !== key);

export function applyWishEdit(content: EventContent, intent: WishIntent): EditResult {
  const from = findParty(content.guests, intent.from);
  if (!from) return refuse('wishUnknown', { name: cleanName(intent.from) });
  const to = findParty(content.guests, intent.to);
  if (!to) return refuse('wishUnknown', { name: cleanName(intent.to) });
  const key = nameKey(to.ref);
  const label = { params: { name: from.name, other: to.name, level: intent.level } };
  const wishers = new Set(from.bookings.filter((g) => to.isGroup || g !== to.bookings[0]));
  if (wishers.size === 0) return refuse('wishSelf', { name: from.name });
  if (intent.kind === 'addWish') {
    if (intent.level === 'avoid' && to.isGroup) return refuse('avoidGroup', { name: to.name });
    const guests = content.guests.map((g) => {
      if (!wishers.has(g)) return g;
      if (listOf(g, intent.level).some((n) => nameKey(n) === key)) return g;
      // One level per pair: the new wish replaces what this booking wished about them before.
      let next = g;
      for (const level of WISH_LEVELS) if (level !== intent.level) next = withList(next, level, without(listOf(next, level), key));
      return withList(next, intent.level, [...listOf(next, intent.level), to.ref]);
    });
    if (unchanged(content.guests, guests)) return refuse('wishExists', { name: from.name, other: to.name });
    return { next: { ...content, guests }, label: { kind: 'addWish', ...label } };
  }
  const guests = content.guests.map((g) => {
    if (!wishers.has(g) || !listOf(g, intent.level).some((n) => nameKey(n) === key)) return g;
    return withList(g, intent.level, without(listOf(g, intent.level), key));
  });
  if (unchanged(content.guests, guests)) return refuse('wishMissing', { name: from.name, other: to.name });
  return { next: { ...content, guests }, label: { kind: 'removeWish', ...label } };
}

/** The wish lists (avoid included) with booking `from` renamed `to`; untouched bookings stay the same objects. */
export function withWishesRenamed(guest: GuestRecord, from: string, to: string): GuestRecord {
  return withReferencesRenamed(guest, new Map([[nameKey(from), to]]));
}

/**
 * The wish lists (avoid included) with each reference in `renames` (by key) written anew, or left out
 * where it maps to null (a deleted booking); untouched bookings stay the same objects.
 */
export function withReferencesRenamed(guest: GuestRecord, renames: ReadonlyMap<string, string | null>): GuestRecord {
  let next = guest;
  for (const level of WISH_LEVELS) {
    const list = listOf(next, level);
    if (list.some((n) => renames.has(nameKey(n)))) next = withList(next, level, renamedList(list, renames));
  }
  return next;
}

/** A list of references through `renames` (by key): renamed, left out where null, the others as they were. */
export function renamedList(list: readonly string[], renames: ReadonlyMap<string, string | null>): string[] {
  return list.flatMap((n) => {
    const now = renames.get(nameKey(n));
    return now === undefined ? [n] : now === null ? [] : [now];
  });
}

/**
 * The tag a table edit renames, when it is one: the edit drops exactly one tag and adds exactly one,
 * and no other table has the dropped tag; bookings that require or like it then follow.
 */
export function renamedTag(tables: readonly TableRecord[], before: TableRecord, after: TableRecord): { from: string; to: string } | null {
  const keys = (table: TableRecord) => new Set((table.tags ?? []).map(nameKey));
  const [had, has] = [keys(before), keys(after)];
  const dropped = (before.tags ?? []).filter((tag) => !has.has(nameKey(tag)));
  const added = (after.tags ?? []).filter((tag) => !had.has(nameKey(tag)));
  if (dropped.length !== 1 || added.length !== 1) return null;
  const from = dropped[0]!;
  const elsewhere = tables.some((table) => table !== before && (table.tags ?? []).some((tag) => nameKey(tag) === nameKey(from)));
  return elsewhere ? null : { from, to: added[0]! };
}

/** A booking's required and liked tags with tag `from` renamed `to`; an untouched booking stays the same object. */
export function withTagRenamed(guest: GuestRecord, from: string, to: string): GuestRecord {
  const key = nameKey(from);
  let next = guest;
  for (const field of TAG_FIELDS) {
    const list = next[field];
    if (list?.some((tag) => nameKey(tag) === key)) next = { ...next, [field]: list.map((tag) => (nameKey(tag) === key ? to : tag)) };
  }
  return next;
}
