/**
 * Edits of the room: moving and turning tables, the room's size, its fixed objects, the automatic
 * layout and numbering tables by position. Pure functions, as in edits.ts (which checks each
 * result against the rules: a table that moves away from the exit a booking requires is refused).
 *
 * The first edit of a room that is still automatic settles it: the room and every table's
 * automatic position are written down with the edit, so nothing else moves when one table does.
 */
import { ROOM_LIMITS } from '../contract/index.ts';
import { nameKey, renumberedTableName, tableNumber } from '../model/names.ts';
import type { TableRecord } from '../model/records.ts';
import { clampRoomSide, normalAngle, type Room, type RoomObject } from '../model/room.ts';
import { automaticRoom, newObjectId, positionOrder, roomPlan } from '../model/room-layout.ts';
import type { EventContent } from '../model/event-content.ts';
import type { EditLabel } from './history.ts';
import { refuse, type EditResult } from './edit-result.ts';

/** Where one table goes: its centre in metres from the room's top-left corner, and its turn. */
interface TablePlace {
  table: string;
  x: number;
  y: number;
  rotation?: number;
}

export type RoomIntent =
  | { kind: 'placeTables'; places: readonly TablePlace[] }
  | { kind: 'resizeRoom'; width: number; depth: number }
  | { kind: 'addRoomObject'; object: Omit<RoomObject, 'id'> }
  | { kind: 'placeRoomObject'; object: RoomObject }
  | { kind: 'removeRoomObject'; id: string }
  | { kind: 'arrangeTables' }
  | { kind: 'numberTables'; direction: 'ltr' | 'rtl' };

/** Centimetres are as exact as a floor plan needs, and keep the tables file tidy. */
const cm = (metres: number) => Math.round(metres * 100) / 100;
const within = (value: number, max: number) => cm(Math.min(max, Math.max(0, value)));

/** The content with its room and every table's position written down (see the file's comment). */
function settled(content: EventContent): EventContent {
  const plan = roomPlan(content.tables, content.room);
  const unplaced = content.tables.some((t) => t.x === undefined || t.y === undefined);
  if (content.room && !unplaced) return content;
  const tables = content.tables.map((t, i): TableRecord => {
    if (t.x !== undefined && t.y !== undefined) return t;
    const at = plan.tables[i]!;
    return { ...t, x: cm(at.x), y: cm(at.y), ...(at.rotation ? { rotation: at.rotation } : {}) };
  });
  return { ...content, tables, room: content.room ?? plan.room };
}

export function applyRoomEdit(content: EventContent, intent: RoomIntent): EditResult {
  const base = settled(content);
  const room = base.room!;
  switch (intent.kind) {
    case 'placeTables':
      return placeTables(base, room, intent.places);
    case 'resizeRoom': {
      const width = cm(clampRoomSide(intent.width));
      const depth = cm(clampRoomSide(intent.depth));
      return { next: { ...base, room: { ...room, width, depth } }, label: { kind: 'resizeRoom', params: { width, depth } } };
    }
    case 'addRoomObject': {
      const object = { ...fitted(intent.object, room), id: newObjectId(room.objects, intent.object.kind) };
      return {
        next: { ...base, room: { ...room, objects: [...room.objects, object] } },
        label: { kind: 'addRoomObject', params: { object: object.kind } },
      };
    }
    case 'placeRoomObject': {
      if (!room.objects.some((o) => o.id === intent.object.id)) return refuse('unknownRoomObject', { object: intent.object.id });
      const objects = room.objects.map((o) => (o.id === intent.object.id ? { ...fitted(intent.object, room), id: o.id, kind: o.kind } : o));
      return { next: { ...base, room: { ...room, objects } }, label: { kind: 'placeRoomObject', params: { object: intent.object.kind } } };
    }
    case 'removeRoomObject': {
      const gone = room.objects.find((o) => o.id === intent.id);
      if (!gone) return refuse('unknownRoomObject', { object: intent.id });
      const objects = room.objects.filter((o) => o !== gone);
      return { next: { ...base, room: { ...room, objects } }, label: { kind: 'removeRoomObject', params: { object: gone.kind } } };
    }
    case 'arrangeTables': {
      const layout = automaticRoom(content.tables, content.room?.objects ?? []);
      const tables = content.tables.map((t, i) => {
        const at = layout.places[i]!;
        const { rotation: _rotation, ...rest } = t;
        return { ...rest, x: cm(at.x), y: cm(at.y), ...(at.rotation ? { rotation: at.rotation } : {}) };
      });
      return { next: { ...content, tables, room: layout.room }, label: { kind: 'arrangeTables', params: { count: tables.length } } };
    }
    case 'numberTables':
      return numberTables(base, intent.direction);
  }
}

function fitted(object: Omit<RoomObject, 'id'>, room: Room): Omit<RoomObject, 'id'> {
  const size = (m: number) => cm(Math.min(ROOM_LIMITS.tableMaxMetres, Math.max(0.2, m)));
  return {
    ...object,
    x: within(object.x, room.width),
    y: within(object.y, room.depth),
    length: size(object.length),
    width: size(object.width),
    rotation: normalAngle(object.rotation),
  };
}

function placeTables(content: EventContent, room: Room, places: readonly TablePlace[]): EditResult {
  const byKey = new Map(places.map((p) => [nameKey(p.table), p]));
  const known = new Set(content.tables.map((t) => nameKey(t.name)));
  const unknown = places.find((p) => !known.has(nameKey(p.table)));
  if (unknown) return refuse('unknownTable', { table: unknown.table });
  const tables = content.tables.map((t) => {
    const place = byKey.get(nameKey(t.name));
    if (!place) return t;
    const x = within(place.x, room.width);
    const y = within(place.y, room.depth);
    const rotation = normalAngle(place.rotation ?? t.rotation ?? 0);
    const { rotation: _old, ...rest } = t;
    return { ...rest, x, y, ...(rotation ? { rotation: cm(rotation) } : {}) };
  });
  const turnedOnly = tables.every((t, i) => t.x === content.tables[i]!.x && t.y === content.tables[i]!.y);
  const first = content.tables.find((t) => byKey.has(nameKey(t.name)));
  const label: EditLabel =
    places.length !== 1 || !first
      ? { kind: 'arrangeTables', params: { count: places.length } }
      : turnedOnly
        ? { kind: 'rotateTable', params: { table: first.name, degrees: normalAngle(places[0]!.rotation ?? 0) } }
        : { kind: 'placeTable', params: { table: first.name } };
  return { next: { ...content, tables }, label };
}

/**
 * Puts the tables list in position order and renumbers the numbered tables 1, 2, 3… in that order;
 * named tables ("Head table") keep their names.
 */
function numberTables(content: EventContent, direction: 'ltr' | 'rtl'): EditResult {
  const plan = roomPlan(content.tables, content.room);
  const order = positionOrder(plan.tables, direction);
  const ordered = order.map((i) => content.tables[i]!);
  const renames = new Map<string, string>();
  let next = 1;
  for (const t of ordered) if (tableNumber(t.name) !== null) renames.set(nameKey(t.name), renumberedTableName(t.name, next++));
  const newName = (name: string) => renames.get(nameKey(name)) ?? name;
  const finalKeys = ordered.map((t) => nameKey(newName(t.name)));
  if (new Set(finalKeys).size !== finalKeys.length) {
    const clash = ordered.find((_table, i) => finalKeys.indexOf(finalKeys[i]!) !== i)!;
    return refuse('nameTaken', { name: newName(clash.name) });
  }
  const tables = ordered.map((t) => (renames.has(nameKey(t.name)) ? { ...t, name: newName(t.name) } : t));
  const guests = content.guests.map((g) => (g.table !== null && renames.has(nameKey(g.table)) ? { ...g, table: newName(g.table) } : g));
  const seating = Object.fromEntries(Object.entries(content.seating).map(([b, t]) => [b, newName(t)]));
  const lockedTables = content.lockedTables.map(newName);
  return { next: { ...content, tables, guests, seating, lockedTables }, label: { kind: 'numberTables', params: { count: tables.length } } };
}
