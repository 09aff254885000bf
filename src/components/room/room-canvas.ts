/**
 * The floor plan as a drawing: the room (user units are metres), its grid, its fixed objects and
 * every table in its shape, size and turn, with its number, its name and its chairs, coloured by
 * group, meal or unmet wish. Tables and objects move by pointer drag (snapped to the grid) or by
 * keyboard, and guests move between tables by dragging a seat or by picking a booking up with the
 * keyboard; each move is one store edit, and every action is announced.
 *
 * Panning and zooming change one transform on the root <g> (PanZoomController) and never
 * re-render; the element has the attribute `fitted` while the view shows the box it was fitted to; a drag changes only the dragged groups' transforms until the drop. Each table is one
 * keyed <g> whose template is re-evaluated only when its own inputs change.
 *
 * Beside it: the shapes (room-canvas-shapes.ts), the plan read for them (room-canvas-items.ts), the
 * edits (room-canvas-edits.ts), the keys (room-canvas-keys.ts, room-canvas-keyboard.ts) and the
 * pointer (room-canvas-pointer.ts).
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { PanZoomController, ZOOM_STEP } from '../../controllers/pan-zoom.ts';
import { nameKey } from '../../model/names.ts';
import type { SeatColouring } from '../../state/room-seats.ts';
import { announce, emit, objectId, tableId, tableOfId } from '../ui/events.ts';
import { MediaQueryController, PHONE_QUERY, TOUCH_QUERY } from '../../controllers/media-query-controller.ts';
import { boundsOf, type PlacedTable } from '../../model/room.ts';
import { RoomEdits } from './room-canvas-edits.ts';
import { RoomItems } from './room-canvas-items.ts';
import type { CanvasParts } from './room-canvas-parts.ts';
import { RoomCanvasKeyboard } from './room-canvas-keyboard.ts';
import { RoomCanvasPointer } from './room-canvas-pointer.ts';
import { gridPath, objectShape, SEAT_RADIUS, tableShape } from './room-canvas-shapes.ts';
import { roomCanvasStyles } from './room-canvas.styles.ts';
import type {} from '../tables/table-card.ts';

export type RoomColourBy = SeatColouring;

/** Space around the room in the viewBox, so walls and chairs at them are not cut off. */
export const ROOM_MARGIN_METRES = 1;
const MARGIN_METRES = ROOM_MARGIN_METRES;
/** Room around a table's top for its chairs and the names at them, in metres. */
const CHAIRS_METRES = 0.8;
/** Screen pixels per metre from which the names at the seats are readable and shown. */
const NAMES_FROM_PIXELS_PER_METRE = 70;

@customElement('room-canvas')
export class RoomCanvas extends LitElement {
  static override styles = roomCanvasStyles;

  private readonly store = new StoreController(this, (s) => [s.content, s.derived?.problem, s.derived?.assignment]);
  private readonly l = new LocalizeController(this);
  private readonly view = new PanZoomController(this, {
    svg: () => this.svgElement,
    pans: (event) => this.readonly || !this.itemAt(event.target),
    onView: (pixelsPerMetre, fitted) => {
      this.root?.classList.toggle('near', pixelsPerMetre >= NAMES_FROM_PIXELS_PER_METRE);
      // Says when the view shows what it was fitted to (the tables, one table) at the frame's present size.
      this.toggleAttribute('fitted', fitted);
    },
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

  private readonly phone = new MediaQueryController(this, PHONE_QUERY);
  private readonly touch = new MediaQueryController(this, TOUCH_QUERY);
  /** Whether the drawing has been framed on the tables since it opened (a phone opens that way). */
  private framed = false;

  /** The item with the drawing's one tab stop. */
  @state() private current: string | null = null;

  @query('svg') private svgElement?: SVGSVGElement;
  @query('g.view') private root?: SVGGElement;
  @query('.surface') private surface?: HTMLDivElement;
  @query('.carried') private carriedMark?: SVGCircleElement;

  private readonly items = new RoomItems(
    () => ({ content: this.store.state?.content ?? null, derived: this.store.state?.derived ?? null, colourBy: this.colourBy }),
    this.l,
  );
  private readonly edits = new RoomEdits(this, () => this.store.planner, this.l, this.items);
  private readonly parts: CanvasParts = {
    items: this.items,
    edits: this.edits,
    readonly: () => this.readonly,
    selected: () => this.selected,
    setCurrent: (id) => (this.current = id),
    select: (id, additive) => this.select(id, additive),
    item: (id) => this.itemElement(id),
  };
  private readonly keyboard = new RoomCanvasKeyboard(this, {
    ...this.parts,
    l: this.l,
    current: () => this.current,
    zoom: (how) => (how === 'in' ? this.zoomIn() : how === 'out' ? this.zoomOut() : this.fit()),
  });
  private readonly pointer = new RoomCanvasPointer(this, {
    ...this.parts,
    itemAt: (target) => this.itemAt(target),
    svg: () => this.svgElement,
    root: () => this.root,
    carriedMark: () => this.carriedMark,
    onItemTap: (id, pointerType) => {
      // On a phone a finger's tap on a table brings it close enough to read who sits there.
      if (pointerType === 'touch' && this.phone.matches && tableOfId(id) !== null) this.zoomToTable(id);
    },
  });

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

  /** Every table in view, as large as they fit (the room's empty floor around them left out). */
  fitTables(): boolean {
    const tables = this.items.plan?.tables ?? [];
    return tables.length > 0 && this.view.fitTo(boxAround(tables));
  }

  /** One table with its chairs filling the view, so its guests' names show. */
  zoomToTable(id: string): void {
    const table = this.items.tableOf(id);
    if (table && this.view.fitTo(boxAround([table]))) announce(this, this.l.t('roomCanvas.zoomedTo', { table: table.name }));
  }

  /** Brings a table or object into the middle of the view, zoomed in enough to see it, and gives it the focus. */
  focusItem(id: string): void {
    const at = this.items.footprint(id);
    if (!at) return;
    this.view.centreOn(at, Math.max(this.view.scale, 2));
    this.current = id;
    void this.updateComplete.then(() => this.itemElement(id)?.focus({ preventScroll: true }));
  }

  private sayZoom() {
    announce(this, this.l.t('roomCanvas.zoom', { percent: Math.round(this.view.scale * 100) }));
  }

  private isSelected(id: string): boolean {
    return this.selected.includes(id);
  }

  // ——— rendering ———

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The tab stop follows the selection while the focus is elsewhere, and always names an item that exists.
    const ids = this.items.ids();
    const focused = this.matches(':focus-within');
    if (changed.has('selected') && !focused) this.current = this.selected.find((id) => ids.includes(id)) ?? this.current;
    if (this.current === null || !ids.includes(this.current)) this.current = this.selected.find((id) => ids.includes(id)) ?? ids[0] ?? null;
  }

  override render() {
    const { t } = this.l;
    const plan = this.items.plan;
    const content = this.items.content;
    // Kept for the drawing's description, but not shown on a touch screen, which has no keys to press.
    const keys = html`<details class="keys" ?hidden=${this.touch.matches}>
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
    const marks = this.items.marks();
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
          @keydown=${this.keyboard.onKeydown}
          @pointerdown=${this.pointer.onPointerDown}
          @pointermove=${this.pointer.onPointerMove}
          @pointerup=${this.pointer.onPointerUp}
          @pointercancel=${this.pointer.onPointerCancel}
          @focusin=${this.onFocusIn}
        >
          <g class="view">
            <rect class="floor" x="0" y="0" width=${room.width} height=${room.depth}></rect>
            <path class="grid" d=${gridPath(room.width, room.depth)}></path>
            <g class="objects">
              ${repeat(
                room.objects,
                (o) => o.id,
                (o) => {
                  const id = objectId(o.id);
                  return objectShape(o, {
                    selected: this.isSelected(id),
                    focusable: this.current === id,
                    label: t(`room.object.${o.kind}`),
                  });
                },
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
                  const cursor = this.current === id ? this.keyboard.seatCursor : null;
                  const flags = [
                    this.isSelected(id),
                    this.current === id,
                    locked.has(key),
                    cursor,
                    this.readonly,
                    this.colourBy,
                    this.l.lang,
                  ];
                  return guard([table, seatMarks, ...flags], () =>
                    tableShape(table, seatMarks, {
                      selected: this.isSelected(id),
                      focusable: this.current === id,
                      label: this.items.label(id),
                      locked: locked.has(key),
                      cursor,
                      colourBy: this.colourBy,
                    }),
                  );
                },
              )}
            </g>
            <circle class="carried" r=${SEAT_RADIUS * 1.3} cx="0" cy="0" visibility="hidden"></circle>
          </g>
        </svg>
      </div>`;
  }

  protected override updated(): void {
    // The frame takes the room's proportions. Set through the CSSOM: the page's content security
    // policy refuses style attributes.
    const room = this.items.plan?.room;
    if (room) this.surface?.style.setProperty('--room-aspect', `${room.width + 2 * MARGIN_METRES} / ${room.depth + 2 * MARGIN_METRES}`);
    // A new room size changes how the viewBox fits; the controller's next frame puts the view and the names' class in step.
    this.view.schedule();
    // A phone opens on the tables, not the whole room: a wide hall would draw them too small to read.
    if (!this.framed && this.phone.matches && this.items.plan) {
      this.framed = true;
      void new Promise(requestAnimationFrame).then(() => this.fitTables() || this.view.fit());
    }
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
    else if (additive && this.isSelected(id)) announce(this, t('roomCanvas.removed', { item: this.items.label(id) }));
    else announce(this, t(additive ? 'roomCanvas.added' : 'roomCanvas.selected', { item: this.items.label(id) }));
  }

  private onFocusIn(event: FocusEvent) {
    // The focus lands on the drawing itself when there is nothing in it to focus.
    const item = this.itemAt(event.target);
    if (item?.dataset['id']) this.current = item.dataset['id'];
  }
}

/** The box (metres) the tables and their chairs take, as they are turned. */
function boxAround(tables: readonly PlacedTable[]) {
  const boxes = tables.map((t) => boundsOf(t, CHAIRS_METRES));
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.right));
  const bottom = Math.max(...boxes.map((b) => b.bottom));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

declare global {
  interface HTMLElementTagNameMap {
    'room-canvas': RoomCanvas;
  }
}
