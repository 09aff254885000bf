/**
 * The shapes of `<room-canvas>`: a table with its chairs, number, name and the names at its seats,
 * an object of the room, and the grid. Each table or object is one `<g data-id>` the drawing finds
 * again by its selection id. SVG templates drawn inside `<room-canvas>`, whose styles they use.
 */
import { nothing, svg } from 'lit';
import { tableNumber } from '../../model/names.ts';
import { GRID_METRES, seatPoints, turn, type PlacedTable, type Point, type RoomObject } from '../../model/room.ts';
import type { SeatColouring, SeatMark } from '../../state/room-seats.ts';
import { objectId, tableId } from '../ui/events.ts';

export const SEAT_RADIUS = 0.2;

export const round = (n: number) => Math.round(n * 1000) / 1000;

export const transformOf = (f: { x: number; y: number; rotation: number }) => `translate(${f.x} ${f.y}) rotate(${f.rotation})`;

/** How an item is drawn besides its own shape: whether it is selected, and whether it holds the drawing's one tab stop. */
export interface ItemLook {
  selected: boolean;
  focusable: boolean;
  /** Its name for screen readers. */
  label: string;
}

export interface TableLook extends ItemLook {
  locked: boolean;
  /** The seat the keyboard is on, or null. */
  cursor: number | null;
  colourBy: SeatColouring;
}

export function tableShape(table: PlacedTable, marks: readonly SeatMark[], look: TableLook) {
  const { x, y, length, width, rotation } = table;
  // Everything is drawn at its place in the room, so a table carries no transform: each transform is
  // a node the browser keeps up to date on every frame of a pan or a zoom, and a large room has
  // thousands of tables, chairs and names. Only a turned rectangle's top keeps one.
  const inRoom = (p: Point) => {
    const q = turn(p, rotation, x, y);
    return { x: round(q.x), y: round(q.y) };
  };
  const chairs = seatPoints(table.shape, table.capacity, length, width);
  // A numbered table shows its number large, its name below unless the name is the number itself.
  const number = tableNumber(table.name);
  const showName = number === null || table.name.trim() !== String(number);
  const classes = ['item', 'table', table.shape, look.selected ? 'selected' : '', look.locked ? 'locked' : ''].join(' ');
  const nameAt = inRoom({ x: 0, y: table.shape === 'round' ? (number === null ? 0 : 0.22) : number === null ? 0 : width / 2 - 0.14 });
  return itemGroup(
    { part: 'table', id: tableId(table.name), classes },
    look,
    svg`${
      table.shape === 'round'
        ? svg`<circle class="top" cx=${x} cy=${y} r=${length / 2}></circle>`
        : svg`<rect
              class="top"
              x=${round(x - length / 2)}
              y=${round(y - width / 2)}
              width=${length}
              height=${width}
              rx="0.05"
              transform=${rotation === 0 ? nothing : `rotate(${rotation} ${x} ${y})`}
            ></rect>`
    }
      ${chairs.map((p, i) => {
        const mark = marks[i];
        const seatClass = [
          'seat',
          mark?.booking ? 'taken' : '',
          mark?.band != null ? `band-${String(mark.band)}` : '',
          mark?.booking && look.colourBy !== 'none' && mark.band === null && !mark.unmet ? 'muted' : '',
          mark?.unmet ? 'unmet' : '',
          look.cursor === i ? 'cursor' : '',
        ].join(' ');
        const at = inRoom(p);
        return svg`<circle class=${seatClass} cx=${at.x} cy=${at.y} r=${SEAT_RADIUS} data-seat=${i}></circle>`;
      })}
      <text class="number" x=${x} y=${round(y + (table.shape === 'round' ? -0.08 : 0))}>${number ?? ''}</text>
      ${showName ? svg`<text class="table-name" x=${nameAt.x} y=${nameAt.y}>${table.name}</text>` : nothing}
      <g class="seat-names">
        ${chairs.map((p, i) => {
          const name = marks[i]?.booking ? marks[i].name : '';
          if (!name) return nothing;
          const out = 1 + 0.42 / Math.max(0.1, Math.hypot(p.x, p.y));
          const at = inRoom({ x: p.x * out, y: p.y * out });
          return svg`<text class="seat-name" x=${at.x} y=${at.y}>${name}</text>`;
        })}
      </g>`,
  );
}

/** An object of the room, drawn around its own transform; `look.label` is its kind's name. */
export function objectShape(object: RoomObject, look: ItemLook) {
  const classes = ['item', 'object', object.kind, look.selected ? 'selected' : ''].join(' ');
  return itemGroup(
    { part: 'object', id: objectId(object.id), classes, transform: transformOf(object) },
    look,
    svg`${
      object.kind === 'pillar'
        ? svg`<circle class="object-shape" r=${Math.min(object.length, object.width) / 2}></circle>`
        : svg`<rect class="object-shape" x=${-object.length / 2} y=${-object.width / 2} width=${object.length} height=${object.width}></rect>`
    }
      ${object.kind === 'pillar' ? nothing : svg`<text class="object-name" transform=${`rotate(${-object.rotation})`}>${look.label}</text>`}`,
  );
}

/** The group of one table or object: a button for screen readers, which holds the drawing's one tab stop or not. */
function itemGroup(group: { part: 'table' | 'object'; id: string; classes: string; transform?: string }, look: ItemLook, shape: unknown) {
  return svg`<g
      class=${group.classes}
      part=${group.part}
      data-id=${group.id}
      role="button"
      aria-pressed=${look.selected ? 'true' : 'false'}
      aria-label=${look.label}
      tabindex=${look.focusable ? 0 : -1}
      transform=${group.transform ?? nothing}
    >${shape}</g>`;
}

/** Grid lines every GRID_METRES × 4 across the room, as one path. */
export function gridPath(width: number, depth: number): string {
  const step = GRID_METRES * 4;
  const parts: string[] = [];
  for (let x = step; x < width; x += step) parts.push(`M${round(x)} 0V${depth}`);
  for (let y = step; y < depth; y += step) parts.push(`M0 ${round(y)}H${width}`);
  return parts.join('');
}
