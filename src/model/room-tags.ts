/**
 * Room tags: "near dance floor", "away from speakers" and the like, which every table has by where
 * it stands in the room. A booking's requires and likes may name them as they name a table's own
 * tags, in English or Hebrew; they are always written with their English spelling.
 */
import { ROOM_LIMITS, ROOM_OBJECT_KINDS, roomTagSpellings, type RoomTagRelation } from '../contract/index.ts';
import { nameKey } from './names.ts';
import type { TableRecord } from './records.ts';
import { gapBetween, type Room } from './room.ts';
import { roomPlan } from './room-layout.ts';

/** Every room tag's spellings, English first, then Hebrew. */
const SPELLINGS = ROOM_OBJECT_KINDS.flatMap((k) => (['near', 'away'] as const).map((relation) => roomTagSpellings(relation, k.id)));

/**
 * Every spelling's key → the tag's English spelling; made when first asked, since the keys'
 * Unicode normalisation would cost the page's first load its first use of ICU (decision 0046).
 */
let canonical: Map<string, string> | undefined;

/** The English spelling of a room tag written in any of its spellings, or undefined for other text. */
export const canonicalRoomTag = (text: string): string | undefined =>
  (canonical ??= new Map(SPELLINGS.flatMap((spellings) => spellings.map((s) => [nameKey(s), spellings[0]!] as const)))).get(nameKey(text));

/** Each tag's English spelling → its first Hebrew spelling. */
const HEBREW = new Map(SPELLINGS.map((spellings) => [spellings[0]!, spellings[2]!] as const));

/** A room tag (computed in English) in the interface language: "near dance floor", "ליד רחבת הריקודים". */
export const roomTagIn = (lang: string, tag: string): string => (lang === 'he' ? (HEBREW.get(tag) ?? tag) : tag);

/** The room tags of each table, in table order, English spellings. */
export function roomTagsOf(tables: readonly TableRecord[], room: Room | undefined): string[][] {
  const plan = roomPlan(tables, room);
  const kinds = [...new Set(plan.room.objects.map((o) => o.kind))];
  return plan.tables.map((table) =>
    kinds.flatMap((kind) => {
      const gap = Math.min(...plan.room.objects.filter((o) => o.kind === kind).map((o) => gapBetween(table, o)));
      const relation: RoomTagRelation | null = gap <= ROOM_LIMITS.nearMetres ? 'near' : gap >= ROOM_LIMITS.awayMetres ? 'away' : null;
      return relation ? [roomTagSpellings(relation, kind)[0]!] : [];
    }),
  );
}

const withTags = new WeakMap<readonly TableRecord[], WeakMap<object, TableRecord[]>>();
const NO_ROOM = {};

/**
 * The tables as the rules see them: each with its own tags and then its room tags (a tag the
 * table already has by name is not repeated). Kept per tables list and room.
 */
export function tablesWithRoomTags(tables: readonly TableRecord[], room: Room | undefined): TableRecord[] {
  let byRoom = withTags.get(tables);
  if (!byRoom) withTags.set(tables, (byRoom = new WeakMap()));
  const key = room ?? NO_ROOM;
  let result = byRoom.get(key);
  if (!result) {
    const tags = roomTagsOf(tables, room);
    result = tables.map((table, i) => {
      const own = table.tags ?? [];
      const keys = new Set(own.map(nameKey));
      const added = tags[i]!.filter((tag) => !keys.has(nameKey(tag)));
      return added.length ? { ...table, tags: [...own, ...added] } : table;
    });
    byRoom.set(key, result);
  }
  return result;
}
