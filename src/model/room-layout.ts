/**
 * Where tables go when the planner has not put them anywhere: the automatic layout in rows around
 * the dance floor (head tables facing it), tables without a position parked in a row behind
 * everything, and the order tables are numbered in by position.
 */
import type { TableRecord } from './records.ts';
import {
  boundsOf,
  CHAIR_OFFSET_METRES,
  clampRoomSide,
  GRID_METRES,
  placedTable,
  snapToGrid,
  TABLE_CLEARANCE_METRES,
  type Footprint,
  type PlacedTable,
  type Point,
  type Room,
  type RoomObject,
  type RoomPlan,
} from './room.ts';

/** Space between the outermost things and the walls. */
const WALL_MARGIN_METRES = 1.5;
/** Depth of the band along the back wall that holds the entrance and the bar. */
const BACK_BAND_METRES = 2.5;

type Box = ReturnType<typeof boundsOf>;
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function unionOf(boxes: readonly Box[]): Box {
  return boxes.reduce(
    (u, b) => ({
      left: Math.min(u.left, b.left),
      top: Math.min(u.top, b.top),
      right: Math.max(u.right, b.right),
      bottom: Math.max(u.bottom, b.bottom),
    }),
    { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity },
  );
}

const objectAt = (id: string, kind: RoomObject['kind'], x: number, y: number, length: number, width: number): RoomObject => ({
  id,
  kind,
  x: snapToGrid(x),
  y: snapToGrid(y),
  length,
  width,
  rotation: 0,
});

/**
 * Centres of grid cells along one axis: cells across the object's span, centred on it, then cells
 * outwards from its edges on both sides, `count` each way.
 */
function axis(centre: number, span: number, cell: number, count: number): number[] {
  const inside = Math.max(0, Math.floor((span - cell) / (2 * cell) + 0.5));
  const out = Array.from({ length: count }, (_, k) => span / 2 + 0.25 + cell / 2 + k * cell);
  const across = Array.from({ length: 2 * inside + 1 }, (_, m) => centre + (m - inside) * cell);
  return [...out.map((d) => centre - d).reverse(), ...across, ...out.map((d) => centre + d)];
}

/** The size a new object starts with (length along x, width along y), in metres. */
const NEW_OBJECT_SIZES: Record<RoomObject['kind'], readonly [number, number]> = {
  danceFloor: [6, 6],
  stage: [6, 3],
  bar: [3, 0.9],
  buffet: [4, 1],
  entrance: [2, 0.4],
  exit: [1.5, 0.4],
  dj: [1.8, 0.8],
  speakers: [0.5, 0.5],
  cake: [1, 1],
  pillar: [0.5, 0.5],
};

/** A new object of a kind, in its usual size, in the middle of the room. */
export function newObjectIn(room: Room, kind: RoomObject['kind']): Omit<RoomObject, 'id'> {
  const [length, width] = NEW_OBJECT_SIZES[kind];
  return { kind, x: snapToGrid(room.width / 2), y: snapToGrid(room.depth / 2), length, width, rotation: 0 };
}

/** A new id for a room object, unlike the ids in use. */
export function newObjectId(objects: readonly RoomObject[], kind: RoomObject['kind']): string {
  const used = new Set(objects.map((o) => o.id));
  for (let n = 1; ; n++) if (!used.has(`${kind}-${n}`)) return `${kind}-${n}`;
}

/**
 * The automatic layout: the room's dance floor (a new one in a new room) with the head tables in a
 * row above it facing it, and the other tables in list order on a grid around it, nearest first
 * and clear of every object. A new room also gets a DJ with speakers at the floor's far edge, the
 * entrance in the back wall and a bar beside it. Everything is then moved so the room starts at
 * (0, 0), and the room grows to hold it all.
 */
export function automaticRoom(
  tables: readonly TableRecord[],
  objects: readonly RoomObject[],
): { room: Room; places: (Point & { rotation: number })[] } {
  const fresh = objects.length === 0;
  const seats = tables.reduce((sum, t) => sum + t.capacity, 0);
  const floorSide = snapToGrid(Math.min(14, Math.max(4, Math.sqrt(seats) * 0.55)), 0.5);
  const floor = objects.find((o) => o.kind === 'danceFloor') ?? objectAt('danceFloor-1', 'danceFloor', 0, 0, floorSide, floorSide);
  const placed: PlacedTable[] = tables.map((t, i) => placedTable({ ...t, x: 0, y: 0, rotation: 0 }, i));
  const heads = placed.filter((t) => t.shape === 'head');
  const others = placed.filter((t) => t.shape !== 'head');

  // Head tables: one row above the floor, side by side, seats behind them facing it.
  const headRowWidth = heads.reduce((sum, t) => sum + t.length + TABLE_CLEARANCE_METRES, -TABLE_CLEARANCE_METRES);
  let headX = floor.x - headRowWidth / 2;
  for (const head of heads) {
    head.x = snapToGrid(headX + head.length / 2);
    head.y = snapToGrid(floor.y - floor.width / 2 - TABLE_CLEARANCE_METRES - head.width / 2);
    headX += head.length + TABLE_CLEARANCE_METRES;
  }

  const extras: RoomObject[] = objects.includes(floor) ? [...objects] : [floor, ...objects];
  if (fresh) {
    const farEdge = floor.y + floor.width / 2;
    extras.push(objectAt('dj-1', 'dj', floor.x, farEdge - 0.6, 1.8, 0.8));
    extras.push(objectAt('speakers-1', 'speakers', floor.x - floor.length / 2 + 0.5, farEdge - 0.5, 0.5, 0.5));
    extras.push(objectAt('speakers-2', 'speakers', floor.x + floor.length / 2 - 0.5, farEdge - 0.5, 0.5, 0.5));
  }

  // The grid: cells as large as the largest table with its chairs and an aisle, centred on the floor.
  const chairs = 2 * (CHAIR_OFFSET_METRES + 0.25);
  const cellW = snapToGrid(Math.max(2, ...others.map((t) => t.length + chairs)) + TABLE_CLEARANCE_METRES, 0.5);
  const cellH = snapToGrid(Math.max(2, ...others.map((t) => t.width + chairs)) + TABLE_CLEARANCE_METRES, 0.5);
  const blocked = [...extras.map((o) => boundsOf(o, 0.3)), ...heads.map((t) => boundsOf({ ...t, width: t.width + chairs }, 0.3))];
  const floorBox = boundsOf(floor);
  const ring = Math.ceil(Math.sqrt(others.length + 4)) + 2;
  const cells: { x: number; y: number; order: number }[] = [];
  for (const y of axis(floor.y, floor.width, cellH, ring)) {
    // With a head table the front of the room is its own: no tables behind it.
    if (heads.length > 0 && y < floorBox.top) continue;
    for (const x of axis(floor.x, floor.length, cellW, ring)) {
      const box = { left: x - cellW / 2 + 0.2, top: y - cellH / 2 + 0.2, right: x + cellW / 2 - 0.2, bottom: y + cellH / 2 - 0.2 };
      if (blocked.some((b) => overlaps(b, box))) continue;
      // Nearest the floor first; at the same distance, front rows first, then from the middle out.
      const gap = Math.max(floorBox.left - box.right, box.left - floorBox.right, floorBox.top - box.bottom, box.top - floorBox.bottom, 0);
      cells.push({ x, y, order: Math.round(gap * 2) * 1e6 + Math.round((y - floorBox.top + 1000) * 10) * 100 + Math.abs(x - floor.x) });
    }
  }
  cells.sort((a, b) => a.order - b.order);
  others.forEach((t, k) => {
    const cell = cells[k]!;
    // A table smaller than its cell stands on the cell's side towards the floor, still inside the cell.
    const slackX = Math.max(0, (cellW - (t.length + chairs)) / 2 - 0.1);
    const slackY = Math.max(0, (cellH - (t.width + chairs)) / 2 - 0.1);
    const towards = (at: number, low: number, high: number, slack: number) => (at < low ? at + slack : at > high ? at - slack : at);
    t.x = snapToGrid(towards(cell.x, floorBox.left, floorBox.right, slackX));
    t.y = snapToGrid(towards(cell.y, floorBox.top, floorBox.bottom, slackY));
  });

  // Move everything so the room starts at (0, 0) with a margin, leaving a band at the back.
  const all = unionOf([...placed.map((t) => boundsOf(t, chairs / 2)), ...extras.map((o) => boundsOf(o))]);
  const dx = snapToGrid(WALL_MARGIN_METRES - all.left);
  const dy = snapToGrid(WALL_MARGIN_METRES - all.top);
  for (const t of placed) Object.assign(t, { x: t.x + dx, y: t.y + dy });
  const moved = extras.map((o) => ({ ...o, x: o.x + dx, y: o.y + dy }));
  const width = clampRoomSide(snapToGrid(all.right + dx + WALL_MARGIN_METRES, 0.5));
  let depth = clampRoomSide(snapToGrid(all.bottom + dy + WALL_MARGIN_METRES, 0.5));
  if (fresh) {
    depth = clampRoomSide(depth + BACK_BAND_METRES);
    moved.push(objectAt('entrance-1', 'entrance', width / 2, depth - 0.2, 2, 0.4));
    moved.push(objectAt('bar-1', 'bar', Math.min(width - 2, width / 2 + 5), depth - 1, 3, 0.9));
  }
  return { room: { width, depth, objects: moved }, places: placed.map((t) => ({ x: t.x, y: t.y, rotation: t.rotation })) };
}

/**
 * Tables without a position, set in rows behind everything else; the room grows to hold them. The
 * room's own size is kept when it is larger.
 */
function parkUnplaced(room: Room, tables: PlacedTable[]): { room: Room; tables: PlacedTable[] } {
  const waiting = tables.filter((t) => !t.placed);
  const fixed = [...tables.filter((t) => t.placed).map((t) => boundsOf(t, CHAIR_OFFSET_METRES)), ...room.objects.map((o) => boundsOf(o))];
  const used = fixed.length ? unionOf(fixed) : { left: 0, top: 0, right: 0, bottom: 0 };
  let width = Math.max(room.width, used.right + WALL_MARGIN_METRES);
  if (waiting.length === 0) return { room: { ...room, width, depth: Math.max(room.depth, used.bottom + WALL_MARGIN_METRES) }, tables };
  width = Math.max(width, 10);
  let x = WALL_MARGIN_METRES;
  let y = (fixed.length ? used.bottom : 0) + WALL_MARGIN_METRES;
  let rowDepth = 0;
  const parked = tables.map((t) => {
    if (t.placed) return t;
    const box = boundsOf({ ...t, x: 0, y: 0 }, CHAIR_OFFSET_METRES + 0.25);
    const w = box.right - box.left;
    const h = box.bottom - box.top;
    if (x + w > width - WALL_MARGIN_METRES && x > WALL_MARGIN_METRES) {
      x = WALL_MARGIN_METRES;
      y += rowDepth + TABLE_CLEARANCE_METRES;
      rowDepth = 0;
    }
    const at = { ...t, x: snapToGrid(x + w / 2), y: snapToGrid(y + h / 2) };
    x += w + TABLE_CLEARANCE_METRES;
    rowDepth = Math.max(rowDepth, h);
    return at;
  });
  const depth = Math.max(room.depth, y + rowDepth + WALL_MARGIN_METRES);
  return { room: { ...room, width: clampRoomSide(snapToGrid(width, 0.5)), depth: clampRoomSide(snapToGrid(depth, 0.5)) }, tables: parked };
}

const plans = new WeakMap<readonly TableRecord[], WeakMap<object, RoomPlan>>();
const NO_ROOM = {};

/**
 * The drawing of an event: its saved room, or else the automatic one; tables where their records
 * put them and the others parked behind everything (or, when no table has a position and there is
 * no room yet, all of them in the automatic layout). Kept per tables list and room, so the
 * drawing, the room tags and the checks of one state share one plan.
 */
export function roomPlan(tables: readonly TableRecord[], room: Room | undefined): RoomPlan {
  let byRoom = plans.get(tables);
  if (!byRoom) plans.set(tables, (byRoom = new WeakMap()));
  const key = room ?? NO_ROOM;
  let plan = byRoom.get(key);
  if (!plan) byRoom.set(key, (plan = buildPlan(tables, room)));
  return plan;
}

function buildPlan(tables: readonly TableRecord[], room: Room | undefined): RoomPlan {
  const anyPlaced = tables.some((t) => t.x !== undefined && t.y !== undefined);
  if (!room && !anyPlaced) {
    const automatic = automaticRoom(tables, []);
    return { room: automatic.room, tables: tables.map((t, i) => placedTable(t, i, automatic.places[i])), automatic: true };
  }
  const parked = parkUnplaced(
    room ?? { width: 0, depth: 0, objects: [] },
    tables.map((t, i) => placedTable(t, i)),
  );
  return { room: parked.room, tables: parked.tables, automatic: !room };
}

/**
 * Table indexes in numbering order: front (the top of the drawing) to back, row by row, and along
 * each row in the reading direction. Tables whose centres are within half a table of a row's first
 * are in that row.
 */
export function positionOrder(tables: readonly Footprint[], direction: 'ltr' | 'rtl' = 'ltr'): number[] {
  const byY = tables.map((t, i) => ({ t, i })).sort((a, b) => a.t.y - b.t.y || a.t.x - b.t.x);
  const rows: { t: Footprint; i: number }[][] = [];
  for (const item of byY) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && item.t.y - first.t.y <= Math.max(GRID_METRES, Math.min(first.t.length, first.t.width) / 2)) row.push(item);
    else rows.push([item]);
  }
  const sign = direction === 'ltr' ? 1 : -1;
  return rows.flatMap((row) => row.sort((a, b) => sign * (a.t.x - b.t.x)).map((item) => item.i));
}
