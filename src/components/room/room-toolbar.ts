/**
 * The floor plan's tools: drawing or list, zoom, turning and lining up the selected tables, adding
 * objects, the automatic layout, numbering by position, the room's size, what the drawing shows and
 * the length unit. Edits go to the store here, each as one undoable step; the result is announced,
 * and a refusal shows below the tools as well. What the view shows (zoom, drawing or list, colours,
 * names) is asked of the room view by events.
 *
 * On a phone the tools used least (objects, colours, lining up, the layout, numbering, size, units)
 * wait under "More".
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ROOM_OBJECT_KINDS, type RoomObjectKind } from '../../contract/index.ts';
import { LengthUnitController } from '../../controllers/length-unit-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { MediaQueryController, PHONE_QUERY, TOUCH_QUERY } from '../../controllers/media-query-controller.ts';
import { StoreController } from '../../controllers/store-controller.ts';
import { formatLength, LENGTH_UNITS, parseLength, toUnit, unitSymbol, type LengthUnit } from '../../i18n/units.ts';
import {
  align,
  ALIGN_EDGES,
  distribute,
  DISTRIBUTE_AXES,
  rotateBy,
  type AlignEdge,
  type Arranged,
  type DistributeAxis,
} from '../../model/room-arrange.ts';
import type { PlacedTable, RoomObject } from '../../model/room.ts';
import { newObjectId, newObjectIn, roomPlan } from '../../model/room-layout.ts';
import type { EditIntent } from '../../state/edits.ts';
import { announce, emit, objectId, objectOfId, tableOfId } from '../ui/events.ts';
import type { RoomColourBy } from './room-canvas.ts';
import { roomToolbarStyles } from './room-toolbar.styles.ts';

export type RoomMode = 'drawing' | 'list';
export const ROOM_MODES: readonly RoomMode[] = ['drawing', 'list'];
const COLOUR_BY: readonly RoomColourBy[] = ['none', 'group', 'meal', 'wish'];

/** What the room view shows; the toolbar asks for a change of any part. */
export interface RoomDisplay {
  mode: RoomMode;
  colourBy: RoomColourBy;
  showNames: boolean;
}

export interface RoomZoomDetail {
  how: 'in' | 'out' | 'fit';
}

/** The degrees one press of Rotate turns the selection by. */
const ROTATE_STEP = 15;

/** A new object's size (length along x, width along y, metres): what such a thing usually measures. */

@customElement('room-toolbar')
export class RoomToolbar extends LitElement {
  static override styles = roomToolbarStyles;

  private readonly store = new StoreController(this, (s) => [s.content?.tables, s.content?.room]);
  private readonly l = new LocalizeController(this);
  private readonly units = new LengthUnitController(this);
  private readonly phone = new MediaQueryController(this, PHONE_QUERY);
  /** A touch screen has no Shift or Ctrl to add a table to the selection: its hint says what it can do. */
  private readonly touch = new MediaQueryController(this, TOUCH_QUERY);

  /** The selection: `table:<name>` and `object:<id>`. */
  @property({ attribute: false }) selected: readonly string[] = [];
  @property({ attribute: false }) display: RoomDisplay = { mode: 'drawing', colourBy: 'none', showNames: false };
  /** Why the last action was refused (shown below the tools), or null. */
  @state() private message: string | null = null;
  /** Asking before the automatic layout moves tables the planner placed. */
  @state() private confirmingArrange = false;

  override render() {
    const { t } = this.l;
    const phone = this.phone.matches;
    const drawing = this.display.mode === 'drawing';
    const tables = this.selectedTables();
    return html`
      <div
        class="bar ${phone ? 'phone' : ''}"
        role="group"
        aria-label=${t('roomView.tools')}
        @toggle=${this.onToggle}
        @keydown=${this.onKeyDown}
      >
        <div class="group" role="group" aria-label=${t('roomView.mode.label')}>
          ${ROOM_MODES.map(
            (mode) =>
              html`<button
                class="btn small"
                aria-pressed=${mode === this.display.mode ? 'true' : 'false'}
                @click=${() => emit(this, 'room-display', { mode })}
              >
                ${t(`roomView.mode.${mode}`)}
              </button>`,
          )}
        </div>
        ${
          drawing
            ? html`<div class="group">
                <button
                  class="btn small"
                  aria-label=${t('roomView.zoomOut')}
                  title=${t('roomView.zoomOut')}
                  @click=${() => this.zoom('out')}
                >
                  −
                </button>
                <button class="btn small" aria-label=${t('roomView.zoomIn')} title=${t('roomView.zoomIn')} @click=${() => this.zoom('in')}>
                  +
                </button>
                <button class="btn small" title=${t('roomView.fitLabel')} @click=${() => this.zoom('fit')}>${t('roomView.fit')}</button>
              </div>`
            : nothing
        }
        <button class="btn small" ?disabled=${this.selected.length === 0} @click=${this.rotate}>↻ ${t('roomView.rotate')}</button>
        ${phone ? nothing : this.lineUpMenus(tables.length)} ${phone ? nothing : html`${this.addMenu()} ${this.colourChoice()}`}
        ${
          drawing
            ? html`<button
                class="btn small"
                aria-pressed=${this.display.showNames ? 'true' : 'false'}
                @click=${() => emit(this, 'room-display', { showNames: !this.display.showNames })}
              >
                ${t('roomView.names')}
              </button>`
            : nothing
        }
        ${
          phone
            ? this.menu(
                t('roomView.more'),
                html`${this.addMenu()} ${this.colourChoice()} ${this.lineUpMenus(tables.length)} ${this.layoutTools()}`,
                'more',
              )
            : this.layoutTools()
        }
      </div>
      ${
        this.confirmingArrange
          ? html`<div class="confirm" role="alertdialog" aria-labelledby="arrange-question">
              <span id="arrange-question">${t('roomView.arrangeConfirm')}</span>
              <button class="btn small primary" @click=${() => this.arrange(true)}>${t('roomView.arrangeYes')}</button>
              <button class="btn small" @click=${() => (this.confirmingArrange = false)}>${t('common.cancel')}</button>
            </div>`
          : nothing
      }
      ${
        this.message
          ? html`<div class="refusal" role="alert">
              <span>${this.message}</span>
              <button class="btn small" @click=${() => (this.message = null)}>${t('common.dismiss')}</button>
            </div>`
          : nothing
      }
    `;
  }

  private addMenu() {
    const { t } = this.l;
    return this.menu(
      t('roomView.addObject'),
      html`${ROOM_OBJECT_KINDS.map(
        (kind) => html`<button class="btn small" @click=${() => this.addObject(kind.id)}>${t(`roomView.objectKind.${kind.id}`)}</button>`,
      )}`,
      'add',
    );
  }

  /** What the drawing's seats are coloured by (the list has no colours). */
  private colourChoice() {
    const { t } = this.l;
    if (this.display.mode !== 'drawing') return nothing;
    return html`<label class="colour"
      >${t('roomView.colourBy')}
      <select @change=${this.onColourBy}>
        ${COLOUR_BY.map((c) => html`<option value=${c} ?selected=${c === this.display.colourBy}>${t(`roomView.colour.${c}`)}</option>`)}
      </select></label
    >`;
  }

  /** Align ▾ and Distribute ▾: open always, so their hint says what to select first. */
  private lineUpMenus(count: number) {
    const { t } = this.l;
    const hint = html`<p class="hint">${t(this.touch.matches ? 'roomView.selectHintTouch' : 'roomView.selectHint')}</p>`;
    return html`${this.menu(
      t('roomView.align'),
      html`${count < 2 ? hint : nothing}
      ${ALIGN_EDGES.map(
        (edge) =>
          html`<button class="btn small" ?disabled=${count < 2} @click=${() => this.lineUp('align', edge)}>
            ${t(`roomView.alignTo.${edge}`)}
          </button>`,
      )}`,
      'align',
    )}
    ${this.menu(
      t('roomView.distribute'),
      html`${count < 3 ? hint : nothing}
      ${DISTRIBUTE_AXES.map(
        (axis) =>
          html`<button class="btn small" ?disabled=${count < 3} @click=${() => this.lineUp('distribute', axis)}>
            ${t(`roomView.distributeAlong.${axis}`)}
          </button>`,
      )}`,
      'distribute',
    )}`;
  }

  /** The automatic layout, numbering, the room's size and the unit. */
  private layoutTools() {
    const { t } = this.l;
    const room = this.plan()?.room;
    // Plain digits with a point, which parseLength reads back in either language.
    const inUnit = (metres: number) => String(Math.round(toUnit(metres, this.units.unit) * 100) / 100);
    return html`
      <button class="btn small" @click=${() => this.arrange(false)}>${t('roomView.arrange')}</button>
      <button class="btn small" @click=${this.numberTables}>${t('roomView.number')}</button>
      ${this.menu(
        t('roomView.roomSize'),
        html`<form class="size" @submit=${this.resize}>
          <label for="room-width">${t('roomView.width')} (${unitSymbol(this.l.lang, this.units.unit)})</label>
          <input id="room-width" name="width" type="text" inputmode="decimal" .value=${room ? inUnit(room.width) : ''} />
          <label for="room-depth">${t('roomView.depth')} (${unitSymbol(this.l.lang, this.units.unit)})</label>
          <input id="room-depth" name="depth" type="text" inputmode="decimal" .value=${room ? inUnit(room.depth) : ''} />
          <button class="btn small primary">${t('roomView.setSize')}</button>
        </form>`,
        'size',
      )}
      <div class="group" role="group" aria-label=${t('roomView.units')}>
        ${LENGTH_UNITS.map(
          (unit) =>
            html`<button
              class="btn small"
              aria-pressed=${unit === this.units.unit ? 'true' : 'false'}
              aria-label=${t(unit === 'm' ? 'roomView.metres' : 'roomView.feet')}
              @click=${() => this.setUnit(unit)}
            >
              ${unitSymbol(this.l.lang, unit)}
            </button>`,
        )}
      </div>
    `;
  }

  /** A menu that opens below its button (in the flow of the tools on a phone). */
  private menu(label: string, body: TemplateResult, name: string) {
    return html`<details class="menu ${name}">
      <summary class="btn small">${label} <span aria-hidden="true">▾</span></summary>
      <div class="panel">${body}</div>
    </details>`;
  }

  /** One menu open at a time (a menu inside "More" leaves "More" open). */
  private onToggle(event: Event) {
    const opened = event.target as HTMLDetailsElement;
    if (!opened.open) return;
    for (const other of this.renderRoot.querySelectorAll('details[open]')) if (!other.contains(opened)) other.removeAttribute('open');
  }

  /** Escape closes the innermost open menu and gives the focus back to its button. */
  private onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    const menu = (event.composedPath() as Element[]).find((el) => el instanceof HTMLDetailsElement && el.open) as
      HTMLDetailsElement | undefined;
    if (!menu) return;
    event.stopPropagation();
    menu.open = false;
    menu.querySelector('summary')?.focus();
  }

  private closeMenus() {
    for (const open of this.renderRoot.querySelectorAll('details[open]')) open.removeAttribute('open');
  }

  private plan() {
    const content = this.store.state?.content;
    return content ? roomPlan(content.tables, content.room) : undefined;
  }

  private selectedTables(): PlacedTable[] {
    const names = new Set(this.selected.map(tableOfId).filter((name) => name !== null));
    return this.plan()?.tables.filter((t) => names.has(t.name)) ?? [];
  }

  private selectedObjects(): RoomObject[] {
    const ids = new Set(this.selected.map(objectOfId).filter((id) => id !== null));
    return this.plan()?.room.objects.filter((o) => ids.has(o.id)) ?? [];
  }

  /**
   * Makes one edit; announces what it did (`done`, or the edit's own history message) or shows and
   * announces why it was refused. True when it was made.
   */
  private async edit(intent: EditIntent, done?: () => string): Promise<boolean> {
    const store = this.store.planner?.store;
    if (!store) return false;
    const { t } = this.l;
    const refusal = await store.edit(intent);
    if (refusal) {
      this.message = t(`refusal.${refusal.reason}`, refusal.params);
      announce(this, this.message);
      return false;
    }
    this.message = null;
    const label = store.state.undo;
    const message = done?.() ?? (label ? t(`history.${label.kind}`, label.params) : '');
    if (message) announce(this, message);
    return true;
  }

  private zoom(how: RoomZoomDetail['how']) {
    emit(this, 'room-zoom', { how });
  }

  /** Turns the selected tables in place (one edit), or else each selected object. */
  private readonly rotate = async () => {
    const tables = this.selectedTables();
    if (tables.length > 0) {
      await this.place(tables, rotateBy(tables, ROTATE_STEP));
      return;
    }
    for (const object of this.selectedObjects()) {
      await this.edit({ kind: 'placeRoomObject', object: { ...object, rotation: object.rotation + ROTATE_STEP } });
    }
  };

  private async lineUp(how: 'align', edge: AlignEdge): Promise<void>;
  private async lineUp(how: 'distribute', axis: DistributeAxis): Promise<void>;
  private async lineUp(how: 'align' | 'distribute', way: AlignEdge | DistributeAxis): Promise<void> {
    this.closeMenus();
    const tables = this.selectedTables();
    const { t } = this.l;
    const count = tables.length;
    if (how === 'align') await this.place(tables, align(tables, way as AlignEdge), () => t('roomView.aligned', { count }));
    else await this.place(tables, distribute(tables, way as DistributeAxis), () => t('roomView.distributed', { count }));
  }

  private place(tables: readonly PlacedTable[], places: readonly Arranged[], done?: () => string) {
    return this.edit({ kind: 'placeTables', places: tables.map((table, i) => ({ table: table.name, ...places[i]! })) }, done);
  }

  /** A new object at the room's centre, selected so it can be moved and sized at once. */
  private async addObject(kind: RoomObjectKind) {
    this.closeMenus();
    const room = this.plan()?.room;
    if (!room) return;
    const id = newObjectId(room.objects, kind);
    const added = await this.edit({
      kind: 'addRoomObject',
      object: newObjectIn(room, kind),
    });
    if (added) emit(this, 'room-select', { id: objectId(id), additive: false });
  }

  /** The automatic layout; when the planner has placed tables, only after asking. */
  private async arrange(confirmed: boolean) {
    this.closeMenus();
    const placed = this.store.state?.content?.tables.some((t) => t.x !== undefined && t.y !== undefined) ?? false;
    if (placed && !confirmed) {
      this.confirmingArrange = true;
      return;
    }
    this.confirmingArrange = false;
    await this.edit({ kind: 'arrangeTables' });
  }

  private readonly numberTables = async () => {
    this.closeMenus();
    await this.edit({ kind: 'numberTables', direction: this.l.localizer?.dir ?? 'ltr' });
  };

  private readonly resize = async (event: SubmitEvent) => {
    event.preventDefault();
    const { t } = this.l;
    const form = event.target as HTMLFormElement;
    const unit = this.units.unit;
    const read = (name: string) => parseLength((form.elements.namedItem(name) as HTMLInputElement).value, unit);
    const width = read('width');
    const depth = read('depth');
    if (width === undefined || depth === undefined || width <= 0 || depth <= 0) {
      this.message = t('roomView.sizeInvalid', { unit: unitSymbol(this.l.lang, unit) });
      announce(this, this.message);
      return;
    }
    this.closeMenus();
    await this.edit({ kind: 'resizeRoom', width, depth }, () => {
      const room = this.plan()?.room;
      const show = (m: number) => formatLength(this.l, m, unit);
      return room ? t('roomView.resized', { width: show(room.width), depth: show(room.depth) }) : '';
    });
  };

  private setUnit(unit: LengthUnit) {
    this.units.set(unit);
    announce(this, this.l.t('roomView.unitsSet', { unit: this.l.t(unit === 'm' ? 'roomView.metres' : 'roomView.feet') }));
  }

  private onColourBy(event: Event) {
    emit(this, 'room-display', { colourBy: (event.target as HTMLSelectElement).value as RoomColourBy });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'room-toolbar': RoomToolbar;
  }
  interface HTMLElementEventMap {
    'room-display': CustomEvent<Partial<RoomDisplay>>;
    'room-zoom': CustomEvent<RoomZoomDetail>;
  }
}
