/**
 * The pointer of `<room-canvas>`: a tap selects a table or object (Shift, Ctrl or Cmd adds it to the
 * selection) and a double tap opens a table's seats; dragging moves the selection, snapped to the
 * grid, or, from a taken seat, carries its booking to the table it is dropped on. A drag changes only
 * the dragged groups' transforms until the drop, which is one store edit; after it (or when it is
 * refused) the groups stand where the plan says.
 */
import type { ReactiveControllerHost } from 'lit';
import { nameKey } from '../../model/names.ts';
import { snapToGrid, type Point } from '../../model/room.ts';
import { emit, tableId, tableOfId } from '../ui/events.ts';
import type { CanvasParts } from './room-canvas-parts.ts';
import { round, transformOf } from './room-canvas-shapes.ts';

/** Movement (px) under which a press is a tap, not a drag. */
const DRAG_SLOP = 4;
const DOUBLE_TAP_MS = 450;

type Drag =
  | {
      kind: 'items';
      pointerId: number;
      start: Point;
      startClient: Point;
      moved: boolean;
      id: string;
      /** The groups that move, each with where it started. */
      moving: { id: string; element: SVGGElement; from: { x: number; y: number; rotation: number } }[];
      delta: Point;
    }
  | { kind: 'seat'; pointerId: number; startClient: Point; moved: boolean; id: string; booking: string; from: string; over: string | null };

export interface PointerOptions extends CanvasParts {
  itemAt: (target: EventTarget | null) => SVGGElement | null;
  svg: () => SVGSVGElement | undefined;
  /** The group the view's transform is on: screen points are read into the room through it. */
  root: () => SVGGElement | undefined;
  /** The mark that follows a booking carried from a seat. */
  carriedMark: () => SVGCircleElement | undefined;
  /** After a tap has selected an item, with how it was tapped (a finger, a pen, a mouse). */
  onItemTap: (id: string, pointerType: string) => void;
}

export class RoomCanvasPointer {
  private drag: Drag | null = null;
  private lastTap: { id: string; time: number } | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: PointerOptions,
  ) {}

  readonly onPointerDown = (event: PointerEvent) => {
    const { items, readonly } = this.options;
    const item = this.options.itemAt(event.target);
    const id = item?.dataset['id'];
    if (!item || !id || this.drag) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const startClient = { x: event.clientX, y: event.clientY };
    const seat = event.target instanceof Element ? event.target.closest<SVGCircleElement>('[data-seat]') : null;
    const table = items.tableOf(id);
    const mark = seat && table ? items.marks().get(nameKey(table.name))?.[Number(seat.dataset['seat'])] : undefined;
    if (mark?.booking && table && !readonly()) {
      this.drag = {
        kind: 'seat',
        pointerId: event.pointerId,
        startClient,
        moved: false,
        id,
        booking: mark.booking,
        from: table.name,
        over: null,
      };
    } else {
      const ids = readonly() ? [] : items.movingWith(id, this.options.selected());
      const moving = ids.flatMap((i) => {
        const element = this.options.item(i);
        const from = items.footprint(i);
        return element && from ? [{ id: i, element, from: { x: from.x, y: from.y, rotation: from.rotation } }] : [];
      });
      this.drag = {
        kind: 'items',
        pointerId: event.pointerId,
        start: this.toRoom(event.clientX, event.clientY),
        startClient,
        moved: false,
        id,
        moving,
        delta: { x: 0, y: 0 },
      };
    }
    this.options.svg()?.setPointerCapture(event.pointerId);
    this.options.setCurrent(id);
    item.focus({ preventScroll: true });
  };

  readonly onPointerMove = (event: PointerEvent) => {
    const drag = this.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    if (!drag.moved && Math.hypot(event.clientX - drag.startClient.x, event.clientY - drag.startClient.y) < DRAG_SLOP) return;
    drag.moved = true;
    const at = this.toRoom(event.clientX, event.clientY);
    if (drag.kind === 'items') {
      if (drag.moving.length === 0) return;
      drag.delta = { x: at.x - drag.start.x, y: at.y - drag.start.y };
      for (const m of drag.moving) {
        m.element.classList.add('dragging');
        const to = { ...m.from, ...snapped(m.from, drag.delta) };
        // A table is drawn where it stands and is moved as a whole; an object is drawn around its own transform.
        m.element.setAttribute(
          'transform',
          tableOfId(m.id) === null ? transformOf(to) : `translate(${to.x - m.from.x} ${to.y - m.from.y})`,
        );
      }
      return;
    }
    const mark = this.options.carriedMark();
    mark?.setAttribute('cx', String(round(at.x)));
    mark?.setAttribute('cy', String(round(at.y)));
    mark?.setAttribute('visibility', 'visible');
    const over = this.options.items.tableNear(at);
    if (over !== drag.over) {
      if (drag.over) this.options.item(tableId(drag.over))?.classList.remove('target');
      if (over) this.options.item(tableId(over))?.classList.add('target');
      drag.over = over;
    }
  };

  readonly onPointerUp = (event: PointerEvent) => {
    const drag = this.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    this.drag = null;
    if (!drag.moved) {
      this.tapped(drag.id, event.shiftKey || event.ctrlKey || event.metaKey);
      this.options.onItemTap(drag.id, event.pointerType);
      return;
    }
    if (drag.kind === 'items') void this.dropItems(drag);
    else void this.dropSeat(drag);
  };

  readonly onPointerCancel = (event: PointerEvent) => {
    const drag = this.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    this.drag = null;
    if (drag.kind === 'items') this.springBack(drag.moving.map((m) => m.id));
    else this.endSeatDrag(drag.over);
  };

  /** A point on the screen in room metres (through the view's transform). */
  private toRoom(clientX: number, clientY: number): Point {
    const matrix = this.options.root()?.getScreenCTM()?.inverse();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(clientX, clientY).matrixTransform(matrix);
    return { x: p.x, y: p.y };
  }

  private tapped(id: string, additive: boolean) {
    const now = performance.now();
    const table = this.options.items.tableOf(id);
    if (this.lastTap?.id === id && now - this.lastTap.time < DOUBLE_TAP_MS && table) {
      this.lastTap = null;
      emit(this.host, 'seats-open', { table: table.name });
      return;
    }
    this.lastTap = { id, time: now };
    const selected = this.options.selected();
    if (!(selected.includes(id) && !additive && selected.length === 1)) this.options.select(id, additive);
  }

  private async dropItems(drag: Extract<Drag, { kind: 'items' }>) {
    if (drag.moving.length > 0) await this.options.edits.place(drag.moving.map((m) => ({ id: m.id, ...snapped(m.from, drag.delta) })));
    this.springBack(drag.moving.map((m) => m.id));
  }

  /** Puts dragged groups where the plan (after the edit, or without it when refused) says they stand. */
  private springBack(ids: readonly string[]) {
    void this.host.updateComplete.then(() => {
      for (const id of ids) {
        const element = this.options.item(id);
        const at = this.options.items.footprint(id);
        element?.classList.remove('dragging');
        if (element && tableOfId(id) !== null) element.removeAttribute('transform');
        else if (element && at) element.setAttribute('transform', transformOf(at));
      }
    });
  }

  private async dropSeat(drag: Extract<Drag, { kind: 'seat' }>) {
    this.endSeatDrag(drag.over);
    if (drag.over) await this.options.edits.moveBooking(drag.booking, drag.from, drag.over);
  }

  private endSeatDrag(over: string | null) {
    this.options.carriedMark()?.setAttribute('visibility', 'hidden');
    if (over) this.options.item(tableId(over))?.classList.remove('target');
  }
}

function snapped(from: Point, delta: Point): Point {
  return { x: snapToGrid(from.x + delta.x), y: snapToGrid(from.y + delta.y) };
}
