/**
 * The room as a drawing: its outline, its fixed objects, and where each table stands with its size
 * and its seats. Lengths are metres, angles degrees clockwise, y grows down the drawing (as in SVG),
 * and positions are centres measured from the room's top-left corner. The editor, the printed plan,
 * the command line and the room tags all place tables through roomPlan (room-layout.ts), so they agree.
 */
import { ROOM_LIMITS, type RoomObjectKind } from '../contract/index.ts';
import type { TableShape } from '../contract/csv-columns.ts';
import { shapeOf, type TableRecord } from './records.ts';

export interface RoomObject {
  /** Stable while the object exists, so an edit can name it. */
  id: string;
  kind: RoomObjectKind;
  x: number;
  y: number;
  /** Along the drawing's x axis at rotation 0. */
  length: number;
  /** Along the drawing's y axis at rotation 0. */
  width: number;
  rotation: number;
}

export interface Room {
  /** The outline: a rectangle from (0, 0) to (width, depth). */
  width: number;
  depth: number;
  objects: RoomObject[];
}

/** A table as the drawing places it. */
export interface PlacedTable {
  name: string;
  /** Position in the tables list: the table's number is index + 1. */
  index: number;
  shape: TableShape;
  capacity: number;
  x: number;
  y: number;
  rotation: number;
  length: number;
  width: number;
  /** False while the table stands where the automatic layout put it (its record has no position). */
  placed: boolean;
}

export interface RoomPlan {
  room: Room;
  tables: PlacedTable[];
  /** True when the room itself is the automatic one (the event has none saved). */
  automatic: boolean;
}

export interface Point {
  x: number;
  y: number;
}

/** Room positions snap to this step; arrow keys move a table by one. */
export const GRID_METRES = 0.25;
/** Width of a place at a table's edge, the basis of a table's size from its capacity. */
const SEAT_SPACING_METRES = 0.6;
/** How far a chair's centre stands out from the table's edge. */
export const CHAIR_OFFSET_METRES = 0.35;
/** Room for chairs and walking around a table, on each side. */
export const TABLE_CLEARANCE_METRES = 0.8;

export const snapToGrid = (metres: number, step = GRID_METRES): number => Math.round(metres / step) * step;

/** Degrees in [0, 360). */
export const normalAngle = (degrees: number): number => ((degrees % 360) + 360) % 360;

/** A table's length and width: its record's when given, else a size that fits its capacity. */
export function tableSize(table: Pick<TableRecord, 'shape' | 'capacity' | 'length' | 'width'>): { length: number; width: number } {
  const shape = shapeOf(table);
  const round1 = (m: number) => Math.round(m * 10) / 10;
  if (shape === 'round') {
    const diameter = table.length ?? round1(Math.max(0.9, (table.capacity * SEAT_SPACING_METRES) / Math.PI));
    return { length: diameter, width: diameter };
  }
  const along = shape === 'rectangle' ? Math.ceil(table.capacity / 2) : table.capacity;
  return {
    length: table.length ?? round1(Math.max(1.2, along * SEAT_SPACING_METRES)),
    width: table.width ?? (shape === 'head' ? 0.8 : 0.9),
  };
}

/**
 * Where each seat's chair stands, relative to the table's centre before rotation, seat 1 first.
 * Round: clockwise from the top. Rectangle: seats 1 to ⌈capacity ÷ 2⌉ along the top from left to
 * right, the rest on around the table along the bottom. Head: one row behind the table, facing down.
 */
export function seatPoints(shape: TableShape, capacity: number, length: number, width: number): Point[] {
  if (shape === 'round') {
    const radius = length / 2 + CHAIR_OFFSET_METRES;
    return Array.from({ length: capacity }, (_, i) => {
      const angle = (2 * Math.PI * i) / capacity;
      return { x: radius * Math.sin(angle), y: -radius * Math.cos(angle) };
    });
  }
  const top = shape === 'rectangle' ? Math.ceil(capacity / 2) : capacity;
  const row = (count: number, y: number, reversed: boolean) =>
    Array.from({ length: count }, (_, i) => {
      const x = -length / 2 + ((reversed ? count - 1 - i : i) + 0.5) * (length / count);
      return { x, y };
    });
  const edge = width / 2 + CHAIR_OFFSET_METRES;
  return [...row(top, -edge, false), ...row(capacity - top, edge, true)];
}

/** A point turned by `degrees` clockwise around the origin, then moved to (cx, cy). */
export function turn(point: Point, degrees: number, cx = 0, cy = 0): Point {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return { x: cx + point.x * cos - point.y * sin, y: cy + point.x * sin + point.y * cos };
}

/** A table's seats in room coordinates. */
export function seatsInRoom(table: PlacedTable): Point[] {
  return seatPoints(table.shape, table.capacity, table.length, table.width).map((p) => turn(p, table.rotation, table.x, table.y));
}

/** Anything with a centre, a size and a turn: a table or a room object. */
export interface Footprint {
  x: number;
  y: number;
  length: number;
  width: number;
  rotation: number;
  /** A round table reaches its radius in every direction. */
  shape?: TableShape | undefined;
}

/** How far a footprint reaches from its centre towards the unit direction (dx, dy). */
function reach(f: Footprint, dx: number, dy: number): number {
  if (f.shape === 'round') return f.length / 2;
  const a = (f.rotation * Math.PI) / 180;
  const along = Math.abs(dx * Math.cos(a) + dy * Math.sin(a));
  const across = Math.abs(-dx * Math.sin(a) + dy * Math.cos(a));
  return (along * f.length) / 2 + (across * f.width) / 2;
}

/** The gap between two footprints' edges along the line between their centres (0 when they touch or overlap). */
export function gapBetween(a: Footprint, b: Footprint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const distance = Math.hypot(dx, dy);
  if (distance === 0) return 0;
  return Math.max(0, distance - reach(a, dx / distance, dy / distance) - reach(b, -dx / distance, -dy / distance));
}

/** The axis-aligned box around a footprint, chairs included for a table. */
export function boundsOf(f: Footprint, margin = 0): { left: number; top: number; right: number; bottom: number } {
  const rx = f.shape === 'round' ? f.length / 2 : reach(f, 1, 0);
  const ry = f.shape === 'round' ? f.length / 2 : reach(f, 0, 1);
  return { left: f.x - rx - margin, top: f.y - ry - margin, right: f.x + rx + margin, bottom: f.y + ry + margin };
}

/** A table record as drawn at a position. */
export function placedTable(table: TableRecord, index: number, at?: Point & { rotation?: number }): PlacedTable {
  const size = tableSize(table);
  const placed = table.x !== undefined && table.y !== undefined;
  return {
    name: table.name,
    index,
    shape: shapeOf(table),
    capacity: table.capacity,
    x: placed ? table.x! : (at?.x ?? 0),
    y: placed ? table.y! : (at?.y ?? 0),
    rotation: normalAngle(placed ? (table.rotation ?? 0) : (at?.rotation ?? table.rotation ?? 0)),
    ...size,
    placed,
  };
}

/** The room's size clamped to what the tables file can describe. */
export const clampRoomSide = (metres: number): number => Math.min(ROOM_LIMITS.roomMaxMetres, Math.max(1, metres));
