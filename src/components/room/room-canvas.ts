/**
 * The floor plan as a drawing: the room (user units are metres), its grid, its fixed objects and
 * every table in its shape, size and turn, with its number, its name and its chairs, coloured by
 * group, meal or unmet wish. Tables and objects move by pointer drag (snapped to the grid) or by
 * keyboard, and guests move between tables by dragging a seat or by picking a booking up with the
 * keyboard; each move is one store edit, and every action is announced.
 *
 * Panning and zooming change one transform on the root <g> (PanZoomController) and never
 * re-render; a drag changes only the dragged groups' transforms until the drop. Each table is one
 * keyed <g> whose template is re-evaluated only when its own inputs change.
 */
import { LitElement, html, nothing, svg, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { PanZoomController, ZOOM_STEP } from '../../controllers/pan-zoom.ts';
import { nameKey, tableNumber } from '../../model/names.ts';
import { GRID_METRES, normalAngle, seatPoints, snapToGrid, turn, type PlacedTable, type Point, type RoomObject } from '../../model/room.ts';
import { roomPlan } from '../../model/room-layout.ts';
import type { Refusal } from '../../state/seating-rules.ts';
import { seatMarks, type SeatColouring, type SeatMark } from '../../state/room-seats.ts';
import type { Derived } from '../../state/derive.ts';
import type { EventContent } from '../../storage/schema.ts';
import { announce, emit, objectId, objectOfId, tableId, tableOfId } from '../ui/events.ts';
import { keyAction, nearestToward, type KeyMode } from './room-canvas-keys.ts';
import { roomCanvasStyles } from './room-canvas.styles.ts';
import type {} from '../tables/table-card.ts';

export type RoomColourBy = SeatColouring;

/** Space around the room in the viewBox, so walls and chairs at them are not cut off. */
const MARGIN_METRES = 1;
/** Screen pixels per metre from which the names at the seats are readable and shown. */
const NAMES_FROM_PIXELS_PER_METRE = 70;
const SEAT_RADIUS = 0.2;
/** Movement (px) under which a press is a tap, not a drag. */
const DRAG_SLOP = 4;
const DOUBLE_TAP_MS = 450;
const BANDS = 8;

const transformOf = (f: { x: number; y: number; rotation: number }) => `translate(${f.x} ${f.y}) rotate(${f.rotation})`;

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

@customElement('room-canvas')
export class RoomCanvas extends LitElement {
  static override styles = roomCanvasStyles;

  private readonly store = new StoreController(this, (s) => [s.content, s.derived?.problem, s.derived?.assignment]);
  private readonly l = new LocalizeController(this);
  private readonly view = new PanZoomController(this, {
    svg: () => this.svgElement,
    pans: (event) => this.readonly || !this.itemAt(event.target),
    onView: (pixelsPerMetre) => this.root?.classList.toggle('near', pixelsPerMetre >= NAMES_FROM_PIXELS_PER_METRE),
    onTap: (event) => {
      if (!this.itemAt(event.target) && this.selected.length > 0) this.select(null, false);
    },
  });

  /** Selected items: `table:<name>` or `object:<id>`. */
  @property({ attribute: false }) selected: readonly string[] = [];
  @property({ attribute: 'colour-by' }) colourBy: RoomColourBy = 'none';
  /** Names at every seat; when false they show only once zoomed in far enough to read them. */
  @property({ type: Boolean, reflect: true, attribute: 'show-names' }) showNames = false;
  /** Shows the room without moving anything (selection and seats still open). */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /** The item with the drawing's one tab stop. */
  @state() private current: string | null = null;
  /** The seat (index) the keyboard is on inside the current table, or null outside its seats. */
  @state() private seatCursor: number | null = null;
  /** A booking picked up by keyboard, with the table it sits at. */
  @state() private carrying: { booking: string; from: string } | null = null;

  @query('svg') private svgElement?: SVGSVGElement;
  @query('g.view') private root?: SVGGElement;
  @query('.surface') private surface?: HTMLDivElement;
  @query('.carried') private carriedMark?: SVGCircleElement;

  private drag: Drag | null = null;
  private lastTap: { id: string; time: number } | null = null;
  private marksCache: {
    content: EventContent;
    derived: Derived | null;
    colourBy: RoomColourBy;
    lang: string;
    marks: Map<string, SeatMark[]>;
  } | null = null;
  /** Each table's marks from the last render, kept when equal so its template is not re-evaluated. */
  private lastMarks = new Map<string, { signature: string; marks: SeatMark[] }>();

  zoomIn(): void {
    this.view.zoomBy(ZOOM_STEP);
    this.sayZoom();
  }

  zoomOut(): void {
    this.view.zoomBy(1 / ZOOM_STEP);
    this.sayZoom();
  }

  /** The whole room in view. */
  fit(): void {
    this.view.fit();
    announce(this, this.l.t('roomCanvas.fitted'));
  }

  /** Brings a table or object into the middle of the view, zoomed in enough to see it, and gives it the focus. */
  focusItem(id: string): void {
    const at = this.footprint(id);
    if (!at) return;
    this.view.centreOn(at, Math.max(this.view.scale, 2));
    this.current = id;
    void this.updateComplete.then(() => this.itemElement(id)?.focus({ preventScroll: true }));
  }

  private sayZoom() {
    announce(this, this.l.t('roomCanvas.zoom', { percent: Math.round(this.view.scale * 100) }));
  }

  // ——— reading the plan ———

  private get content(): EventContent | null {
    return this.store.state?.content ?? null;
  }

  private get plan() {
    const content = this.content;
    return content ? roomPlan(content.tables, content.room) : null;
  }

  /** Tables in number order, then the room's objects: the order N goes through. */
  private itemIds(): string[] {
    const plan = this.plan;
    if (!plan) return [];
    return [...plan.tables.map((t) => tableId(t.name)), ...plan.room.objects.map((o) => objectId(o.id))];
  }

  private tableOf(id: string | null): PlacedTable | undefined {
    const name = id === null ? null : tableOfId(id);
    if (name === null) return undefined;
    const key = nameKey(name);
    return this.plan?.tables.find((t) => nameKey(t.name) === key);
  }

  private objectOf(id: string | null): RoomObject | undefined {
    const objectKey = id === null ? null : objectOfId(id);
    return objectKey === null ? undefined : this.plan?.room.objects.find((o) => o.id === objectKey);
  }

  private footprint(id: string): { x: number; y: number; rotation: number } | undefined {
    return this.tableOf(id) ?? this.objectOf(id);
  }

  private itemLabel(id: string): string {
    const table = this.tableOf(id);
    if (table) {
      const taken =
        this.marks()
          .get(nameKey(table.name))
          ?.filter((m) => m.booking !== null).length ?? 0;
      return this.l.t('roomCanvas.table', { table: table.name, taken, capacity: table.capacity });
    }
    const object = this.objectOf(id);
    return object ? this.l.t(`room.object.${object.kind}`) : '';
  }

  private isSelected(id: string): boolean {
    return this.selected.includes(id);
  }

  /** Who sits in each chair of each table (by the table's name key), coloured as asked. */
  private marks(): Map<string, SeatMark[]> {
    const content = this.content;
    if (!content) return new Map();
    const derived = this.store.state?.derived ?? null;
    const cache = this.marksCache;
    if (cache?.content === content && cache.derived === derived && cache.colourBy === this.colourBy && cache.lang === this.l.lang)
      return cache.marks;
    const marks = this.buildMarks(content, derived);
    this.marksCache = { content, derived, colourBy: this.colourBy, lang: this.l.lang, marks };
    return marks;
  }

  private buildMarks(content: EventContent, derived: Derived | null): Map<string, SeatMark[]> {
    const { t } = this.l;
    const result = new Map<string, SeatMark[]>();
    const guestOf = (booking: string) => t('print.guest_of', { booking });
    for (const [key, marks] of seatMarks(content, derived, this.colourBy, guestOf, BANDS)) {
      // The same marks as before keep the same array, so the table's template is not evaluated again.
      const signature = JSON.stringify(marks);
      const last = this.lastMarks.get(key);
      if (last?.signature === signature) result.set(key, last.marks);
      else {
        this.lastMarks.set(key, { signature, marks });
        result.set(key, marks);
      }
    }
    return result;
  }

  // ——— rendering ———

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The tab stop follows the selection while the focus is elsewhere, and always names an item that exists.
    const ids = this.itemIds();
    const focused = this.matches(':focus-within');
    if (changed.has('selected') && !focused) this.current = this.selected.find((id) => ids.includes(id)) ?? this.current;
    if (this.current === null || !ids.includes(this.current)) this.current = this.selected.find((id) => ids.includes(id)) ?? ids[0] ?? null;
  }

  override render() {
    const { t } = this.l;
    const plan = this.plan;
    const content = this.content;
    const keys = html`<details class="keys">
      <summary>${t('roomCanvas.keys')}</summary>
      <ul id="keys">
        <li>${t('roomCanvas.keysItems.choose')}</li>
        ${this.readonly ? nothing : html`<li>${t('roomCanvas.keysItems.move')}</li>`}
        <li>${t('roomCanvas.keysItems.seats')}</li>
        <li>${t('roomCanvas.keysItems.view')}</li>
      </ul>
    </details>`;
    if (!plan || !content) return keys;
    const { room } = plan;
    const marks = this.marks();
    const locked = new Set(content.lockedTables.map(nameKey));
    const viewBox = `${-MARGIN_METRES} ${-MARGIN_METRES} ${room.width + 2 * MARGIN_METRES} ${room.depth + 2 * MARGIN_METRES}`;
    // role="application": the drawing's keys are single letters and arrows, which a screen reader's
    // browse mode would otherwise take for its own navigation; in application mode they reach the
    // drawing, each table or object is announced by its label as the focus lands on it, and the
    // live region says what every key did.
    return html`${keys}
      <div class="surface">
        <svg
          part="room"
          viewBox=${viewBox}
          role="application"
          aria-label=${t('roomCanvas.label')}
          aria-describedby="keys"
          tabindex=${this.current === null ? 0 : -1}
          @keydown=${this.onKeydown}
          @pointerdown=${this.onPointerDown}
          @pointermove=${this.onPointerMove}
          @pointerup=${this.onPointerUp}
          @pointercancel=${this.onPointerCancel}
          @focusin=${this.onFocusIn}
        >
          <g class="view">
            <rect class="floor" x="0" y="0" width=${room.width} height=${room.depth}></rect>
            <path class="grid" d=${gridPath(room.width, room.depth)}></path>
            <g class="objects">
              ${repeat(
                room.objects,
                (o) => o.id,
                (o) => this.objectTemplate(o),
              )}
            </g>
            <g class="tables">
              ${repeat(
                plan.tables,
                (table) => nameKey(table.name),
                (table) => {
                  const key = nameKey(table.name);
                  const id = tableId(table.name);
                  const seatMarks = marks.get(key) ?? [];
                  const cursor = this.current === id ? this.seatCursor : null;
                  const flags = [
                    this.isSelected(id),
                    this.current === id,
                    locked.has(key),
                    cursor,
                    this.readonly,
                    this.colourBy,
                    this.l.lang,
                  ];
                  return guard([table, seatMarks, ...flags], () => this.tableTemplate(table, seatMarks, locked.has(key), cursor));
                },
              )}
            </g>
            <circle class="carried" r=${SEAT_RADIUS * 1.3} cx="0" cy="0" visibility="hidden"></circle>
          </g>
        </svg>
      </div>`;
  }

  private tableTemplate(table: PlacedTable, marks: readonly SeatMark[], locked: boolean, cursor: number | null) {
    const id = tableId(table.name);
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
    const classes = ['item', 'table', table.shape, this.isSelected(id) ? 'selected' : '', locked ? 'locked' : ''].join(' ');
    const nameAt = inRoom({ x: 0, y: table.shape === 'round' ? (number === null ? 0 : 0.22) : number === null ? 0 : width / 2 - 0.14 });
    return svg`<g
      class=${classes}
      part="table"
      data-id=${id}
      role="button"
      aria-pressed=${this.isSelected(id) ? 'true' : 'false'}
      aria-label=${this.itemLabel(id)}
      tabindex=${this.current === id ? 0 : -1}
    >
      ${
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
          mark?.booking && this.colourBy !== 'none' && mark.band === null && !mark.unmet ? 'muted' : '',
          mark?.unmet ? 'unmet' : '',
          cursor === i ? 'cursor' : '',
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
      </g>
    </g>`;
  }

  private objectTemplate(object: RoomObject) {
    const id = objectId(object.id);
    const name = this.l.t(`room.object.${object.kind}`);
    const classes = ['item', 'object', object.kind, this.isSelected(id) ? 'selected' : ''].join(' ');
    return svg`<g
      class=${classes}
      part="object"
      data-id=${id}
      role="button"
      aria-pressed=${this.isSelected(id) ? 'true' : 'false'}
      aria-label=${name}
      tabindex=${this.current === id ? 0 : -1}
      transform=${transformOf(object)}
    >
      ${
        object.kind === 'pillar'
          ? svg`<circle class="object-shape" r=${Math.min(object.length, object.width) / 2}></circle>`
          : svg`<rect class="object-shape" x=${-object.length / 2} y=${-object.width / 2} width=${object.length} height=${object.width}></rect>`
      }
      ${object.kind === 'pillar' ? nothing : svg`<text class="object-name" transform=${`rotate(${-object.rotation})`}>${name}</text>`}
    </g>`;
  }

  protected override updated(): void {
    // The frame takes the room's proportions. Set through the CSSOM: the page's content security
    // policy refuses style attributes.
    const room = this.plan?.room;
    if (room) this.surface?.style.setProperty('--room-aspect', `${room.width + 2 * MARGIN_METRES} / ${room.depth + 2 * MARGIN_METRES}`);
    // A new room size changes how the viewBox fits; the controller's next frame puts the view and the names' class in step.
    this.view.schedule();
  }

  private itemElement(id: string): SVGGElement | null {
    return this.renderRoot.querySelector<SVGGElement>(`[data-id="${CSS.escape(id)}"]`);
  }

  private itemAt(target: EventTarget | null): SVGGElement | null {
    return target instanceof Element ? target.closest<SVGGElement>('[data-id]') : null;
  }

  // ——— selection and focus ———

  private select(id: string | null, additive: boolean) {
    emit(this, 'room-select', { id, additive });
    const { t } = this.l;
    if (id === null) announce(this, t('roomCanvas.cleared'));
    else if (additive && this.isSelected(id)) announce(this, t('roomCanvas.removed', { item: this.itemLabel(id) }));
    else announce(this, t(additive ? 'roomCanvas.added' : 'roomCanvas.selected', { item: this.itemLabel(id) }));
  }

  private async goTo(id: string) {
    this.current = id;
    this.seatCursor = null;
    await this.updateComplete;
    this.itemElement(id)?.focus({ preventScroll: true });
  }

  private onFocusIn(event: FocusEvent) {
    // The focus lands on the drawing itself when there is nothing in it to focus.
    const item = this.itemAt(event.target);
    if (item?.dataset['id']) this.current = item.dataset['id'];
  }

  // ——— keyboard ———

  private get mode(): KeyMode {
    return this.carrying ? 'carrying' : this.seatCursor !== null ? 'seats' : 'items';
  }

  private onKeydown(event: KeyboardEvent) {
    const action = keyAction(event, this.mode);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    const id = this.current;
    const { t } = this.l;
    switch (action.kind) {
      case 'zoom':
        if (action.how === 'in') this.zoomIn();
        else if (action.how === 'out') this.zoomOut();
        else this.fit();
        return;
      case 'step': {
        const ids = this.carrying ? this.itemIds().filter((i) => i.startsWith('table:')) : this.itemIds();
        if (ids.length === 0) return;
        const at = id === null ? -1 : ids.indexOf(id);
        const next = ids[(at + action.by + ids.length) % ids.length]!;
        void this.goTo(next);
        if (this.carrying) announce(this, this.itemLabel(next));
        else this.select(next, false);
        return;
      }
      case 'select':
        if (id) this.select(id, action.additive);
        return;
      case 'clear':
        this.select(null, false);
        return;
      case 'open': {
        const table = this.tableOf(id);
        if (table) emit(this, 'seats-open', { table: table.name });
        return;
      }
      case 'move':
        if (id) void this.moveByKey(id, action.dx, action.dy, action.metre ? 1 : GRID_METRES);
        return;
      case 'rotate':
        if (id) void this.rotate(id, action.degrees);
        return;
      case 'seats': {
        const table = this.tableOf(id);
        if (!table || table.capacity === 0) return;
        this.seatCursor = 0;
        announce(this, `${t('roomCanvas.seatsOf', { table: table.name })} ${this.seatText(table, 0)}`);
        return;
      }
      case 'seat': {
        const table = this.tableOf(id);
        if (!table || this.seatCursor === null) return;
        const count = table.capacity;
        const seat = action.to === 'first' ? 0 : action.to === 'last' ? count - 1 : (this.seatCursor + action.by + count) % count;
        this.seatCursor = seat;
        announce(this, this.seatText(table, seat));
        return;
      }
      case 'pick': {
        const table = this.tableOf(id);
        if (!table || this.seatCursor === null) return;
        const mark = this.marks().get(nameKey(table.name))?.[this.seatCursor];
        if (!mark?.booking) {
          announce(this, t('seats.nobody', { seat: this.seatCursor + 1 }));
          return;
        }
        if (this.readonly) return;
        this.carrying = { booking: mark.booking, from: table.name };
        this.seatCursor = null;
        announce(this, t('roomCanvas.picked', { booking: mark.booking, table: table.name }));
        return;
      }
      case 'toward': {
        const from = this.tableOf(id);
        const tables = this.plan?.tables ?? [];
        if (!from) return;
        const index = nearestToward(from, tables, action.dx, action.dy);
        if (index < 0) {
          announce(this, t('roomCanvas.noneThatWay'));
          return;
        }
        const next = tableId(tables[index]!.name);
        void this.goTo(next);
        announce(this, this.itemLabel(next));
        return;
      }
      case 'drop': {
        const table = this.tableOf(id);
        const carrying = this.carrying;
        if (!table || !carrying) return;
        this.carrying = null;
        void this.moveBooking(carrying.booking, carrying.from, table.name);
        return;
      }
      case 'back':
        if (this.carrying) announce(this, t('roomCanvas.cancelled', { booking: this.carrying.booking, table: this.carrying.from }));
        else announce(this, t('roomCanvas.backToTables'));
        this.carrying = null;
        this.seatCursor = null;
        return;
    }
  }

  private seatText(table: PlacedTable, seat: number): string {
    const mark = this.marks().get(nameKey(table.name))?.[seat];
    return mark?.booking
      ? this.l.t('seats.over', { seat: seat + 1, name: mark.named ? `${mark.name} (${mark.booking})` : mark.name })
      : this.l.t('seats.overEmpty', { seat: seat + 1 });
  }

  /** The items an action on `id` applies to: the selection when `id` is in it, else `id` alone. Objects move one at a time. */
  private movingWith(id: string): string[] {
    if (id.startsWith('object:') || !this.isSelected(id)) return [id];
    return this.selected.filter((s) => this.tableOf(s) !== undefined);
  }

  private async moveByKey(id: string, dx: number, dy: number, step: number) {
    if (this.readonly) return;
    const ids = this.movingWith(id);
    await this.place(
      ids.map((i) => {
        const at = this.footprint(i)!;
        return { id: i, x: snapToGrid(at.x + dx * step), y: snapToGrid(at.y + dy * step) };
      }),
    );
  }

  private async rotate(id: string, degrees: number) {
    if (this.readonly) return;
    const { t } = this.l;
    const table = this.tableOf(id);
    const object = this.objectOf(id);
    const store = this.store.planner?.store;
    if (!store) return;
    if (table) {
      const rotation = normalAngle(table.rotation + degrees);
      const refusal = await store.edit({ kind: 'placeTables', places: [{ table: table.name, x: table.x, y: table.y, rotation }] });
      this.report(refusal, t('history.rotateTable', { table: table.name, degrees: rotation }));
    } else if (object) {
      const refusal = await store.edit({
        kind: 'placeRoomObject',
        object: { ...object, rotation: normalAngle(object.rotation + degrees) },
      });
      this.report(refusal, t('history.placeRoomObject', { object: object.kind }));
    }
  }

  /** Puts tables (one edit for all of them) or one object at new centres, and says what happened. */
  private async place(places: { id: string; x: number; y: number }[]): Promise<Refusal | null> {
    const store = this.store.planner?.store;
    if (!store || places.length === 0) return null;
    const { t } = this.l;
    const object = this.objectOf(places[0]!.id);
    if (object) {
      const refusal = await store.edit({ kind: 'placeRoomObject', object: { ...object, x: places[0]!.x, y: places[0]!.y } });
      this.report(refusal, t('history.placeRoomObject', { object: object.kind }));
      return refusal;
    }
    const tables = places.flatMap((p) => {
      const table = this.tableOf(p.id);
      return table ? [{ table: table.name, x: p.x, y: p.y }] : [];
    });
    const refusal = await store.edit({ kind: 'placeTables', places: tables });
    const done =
      tables.length === 1 ? t('history.placeTable', { table: tables[0]!.table }) : t('history.arrangeTables', { count: tables.length });
    this.report(refusal, done);
    return refusal;
  }

  private async moveBooking(booking: string, from: string, to: string) {
    const { t } = this.l;
    if (nameKey(from) === nameKey(to)) {
      announce(this, t('roomCanvas.cancelled', { booking, table: from }));
      return;
    }
    const store = this.store.planner?.store;
    if (!store) return;
    const refusal = await store.moveBooking(booking, to);
    this.report(refusal, t('history.move', { name: booking, table: to }));
  }

  private report(refusal: Refusal | null, done: string) {
    announce(this, refusal ? this.l.t(`refusal.${refusal.reason}`, refusal.params) : done);
  }

  // ——— pointer ———

  /** A point on the screen in room metres (through the view's transform). */
  private toRoom(clientX: number, clientY: number): Point {
    const matrix = this.root?.getScreenCTM()?.inverse();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(clientX, clientY).matrixTransform(matrix);
    return { x: p.x, y: p.y };
  }

  private onPointerDown(event: PointerEvent) {
    const item = this.itemAt(event.target);
    const id = item?.dataset['id'];
    if (!item || !id || this.drag) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const startClient = { x: event.clientX, y: event.clientY };
    const seat = event.target instanceof Element ? event.target.closest<SVGCircleElement>('[data-seat]') : null;
    const table = this.tableOf(id);
    const mark = seat && table ? this.marks().get(nameKey(table.name))?.[Number(seat.dataset['seat'])] : undefined;
    if (mark?.booking && table && !this.readonly) {
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
      const ids = this.readonly ? [] : this.movingWith(id);
      const moving = ids.flatMap((i) => {
        const element = this.itemElement(i);
        const from = this.footprint(i);
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
    this.svgElement?.setPointerCapture(event.pointerId);
    this.current = id;
    item.focus({ preventScroll: true });
  }

  private onPointerMove(event: PointerEvent) {
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
        const to = { ...m.from, ...this.snapped(m.from, drag.delta) };
        // A table is drawn where it stands and is moved as a whole; an object is drawn around its own transform.
        m.element.setAttribute(
          'transform',
          tableOfId(m.id) === null ? transformOf(to) : `translate(${to.x - m.from.x} ${to.y - m.from.y})`,
        );
      }
      return;
    }
    const mark = this.carriedMark;
    mark?.setAttribute('cx', String(round(at.x)));
    mark?.setAttribute('cy', String(round(at.y)));
    mark?.setAttribute('visibility', 'visible');
    const over = this.tableNear(at);
    if (over !== drag.over) {
      if (drag.over) this.itemElement(tableId(drag.over))?.classList.remove('target');
      if (over) this.itemElement(tableId(over))?.classList.add('target');
      drag.over = over;
    }
  }

  private snapped(from: Point, delta: Point): Point {
    return { x: snapToGrid(from.x + delta.x), y: snapToGrid(from.y + delta.y) };
  }

  /** The table whose chairs reach the point, if any (the nearest one). */
  private tableNear(at: Point): string | null {
    let best: string | null = null;
    let bestDistance = Infinity;
    for (const t of this.plan?.tables ?? []) {
      const reach = Math.hypot(t.length, t.width) / 2 + 0.6;
      const distance = Math.hypot(at.x - t.x, at.y - t.y);
      if (distance <= reach && distance < bestDistance) {
        best = t.name;
        bestDistance = distance;
      }
    }
    return best;
  }

  private onPointerUp(event: PointerEvent) {
    const drag = this.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    this.drag = null;
    if (!drag.moved) {
      this.tapped(drag.id, event.shiftKey || event.ctrlKey || event.metaKey);
      return;
    }
    if (drag.kind === 'items') void this.dropItems(drag);
    else void this.dropSeat(drag);
  }

  private onPointerCancel(event: PointerEvent) {
    const drag = this.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    this.drag = null;
    if (drag.kind === 'items') this.springBack(drag.moving.map((m) => m.id));
    else this.endSeatDrag(drag.over);
  }

  private tapped(id: string, additive: boolean) {
    const now = performance.now();
    const table = this.tableOf(id);
    if (this.lastTap?.id === id && now - this.lastTap.time < DOUBLE_TAP_MS && table) {
      this.lastTap = null;
      emit(this, 'seats-open', { table: table.name });
      return;
    }
    this.lastTap = { id, time: now };
    if (!(this.isSelected(id) && !additive && this.selected.length === 1)) this.select(id, additive);
  }

  private async dropItems(drag: Extract<Drag, { kind: 'items' }>) {
    if (drag.moving.length > 0) await this.place(drag.moving.map((m) => ({ id: m.id, ...this.snapped(m.from, drag.delta) })));
    this.springBack(drag.moving.map((m) => m.id));
  }

  /** Puts dragged groups where the plan (after the edit, or without it when refused) says they stand. */
  private springBack(ids: readonly string[]) {
    void this.updateComplete.then(() => {
      for (const id of ids) {
        const element = this.itemElement(id);
        const at = this.footprint(id);
        element?.classList.remove('dragging');
        if (element && tableOfId(id) !== null) element.removeAttribute('transform');
        else if (element && at) element.setAttribute('transform', transformOf(at));
      }
    });
  }

  private async dropSeat(drag: Extract<Drag, { kind: 'seat' }>) {
    this.endSeatDrag(drag.over);
    if (drag.over) await this.moveBooking(drag.booking, drag.from, drag.over);
  }

  private endSeatDrag(over: string | null) {
    this.carriedMark?.setAttribute('visibility', 'hidden');
    if (over) this.itemElement(tableId(over))?.classList.remove('target');
  }
}

/** Grid lines every GRID_METRES × 4 across the room, as one path. */
function gridPath(width: number, depth: number): string {
  const step = GRID_METRES * 4;
  const parts: string[] = [];
  for (let x = step; x < width; x += step) parts.push(`M${round(x)} 0V${depth}`);
  for (let y = step; y < depth; y += step) parts.push(`M0 ${round(y)}H${width}`);
  return parts.join('');
}

const round = (n: number) => Math.round(n * 1000) / 1000;

declare global {
  interface HTMLElementTagNameMap {
    'room-canvas': RoomCanvas;
  }
}
