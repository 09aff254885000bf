/**
 * The floor plan: the tools, then the room as a drawing (`<room-canvas>`) or as a list
 * (`<room-list>`, which carries every action in plain fields for a screen reader or a small
 * screen), and beside them the selection: a table's position, shape, size and room tags, whom it is
 * reserved for, its seats, a copy and deletion, or an object's size and removal. The drawing or list
 * choice is remembered on this device for each workspace; a phone starts with the list when the
 * drawing would be too small to read.
 *
 * The selection is a list of ids, `table:<name>` and `object:<id>`; the drawing, the list and the
 * toolbar change it with `room-select`. The drawing itself is never mirrored right to left (a room
 * has one left side); the tools and the panel follow the page's direction.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { LengthUnitController } from '../../controllers/length-unit-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { StoreController } from '../../controllers/store-controller.ts';
import { formatLength, parseLength, toUnit, unitSymbol } from '../../i18n/units.ts';
import type { RoomObject } from '../../model/room.ts';
import { joinList } from '../../model/list-text.ts';
import type { GuestRecord, TableRecord } from '../../model/records.ts';
import { readTable, refusalMessages } from '../ui/record-fields.ts';
import { reservationChoices, reservedForField, reservedForValue, setReservedFor } from '../tables/reserved-for-field.ts';
import { roomPlan } from '../../model/room-layout.ts';
import { roomTagIn, roomTagsOf } from '../../model/room-tags.ts';
import { freeName, type EditIntent } from '../../state/edits.ts';
import type { Refusal } from '../../state/seating-rules.ts';
import { announce, navigate, objectId, objectOfId, tableId, type RoomSelectDetail } from '../ui/events.ts';
import type { RoomCanvas } from './room-canvas.ts';
import { roomViewStyles } from './room-view.styles.ts';
import { ROOM_MODES, type RoomDisplay, type RoomMode } from './room-toolbar.ts';
import type { SeatsDialog } from '../seating/seats-dialog.ts';
import { deletedTableMessage } from '../tables/table-list.ts';
import { PHONE_QUERY, TOUCH_QUERY } from '../../controllers/media-query-controller.ts';
import { ROOM_MARGIN_METRES } from './room-canvas.ts';
import { TABLE_NUMBER_METRES } from './room-canvas.styles.ts';
import './room-canvas.ts';
import './room-list.ts';
import './room-toolbar.ts';
import '../seating/seats-dialog.ts';

/** The smallest table number, in CSS pixels, a phone's drawing may open with. */
const SMALLEST_READABLE_PX = 11;

@customElement('room-view')
export class RoomView extends LitElement {
  static override styles = roomViewStyles;

  private readonly store = new StoreController(this, (s) => [s.content]);
  private readonly l = new LocalizeController(this);
  private readonly units = new LengthUnitController(this);
  @state() private selected: readonly string[] = [];
  /** Null until read from this workspace's remembered choice. */
  @state() private display: RoomDisplay | null = null;
  /** Why the panel's last action was refused, with each problem or clash, or null. */
  @state() private refusal: { message: string; problems: string[] } | null = null;
  /**
   * The table as it was when the planner began changing whom it is kept for: a save after another
   * tab changed that meanwhile asks with both values (other-tab-edits.ts); saved again, it keeps this one.
   */
  private reservationRead: TableRecord | undefined;
  @state() private keepReservation = false;
  @query('room-canvas') private canvas?: RoomCanvas;
  @query('seats-dialog') private seatsDialog?: SeatsDialog;

  /** Ids whose table or object is gone (deleted, renamed, another event opened) leave the selection before drawing. */
  override willUpdate() {
    this.display ??= this.store.planner ? { mode: this.rememberedMode(), colourBy: 'none', showNames: false } : null;
    const content = this.store.state?.content;
    if (!content || this.selected.length === 0) return;
    const plan = roomPlan(content.tables, content.room);
    const present = new Set([...plan.tables.map((t) => tableId(t.name)), ...plan.room.objects.map((o) => objectId(o.id))]);
    if (this.selected.some((id) => !present.has(id))) this.selected = this.selected.filter((id) => present.has(id));
  }

  override render() {
    const { t } = this.l;
    const content = this.store.state?.content;
    if (!content || content.tables.length === 0) {
      return html`<div class="card empty">
        <h2>${t('seating.emptyTitle')}</h2>
        <p>${t('seating.emptyHint')}</p>
        <button class="btn primary" @click=${() => navigate(this, 'import')}>${t('seating.goImport')}</button>
      </div>`;
    }
    const display = this.display ?? { mode: 'drawing', colourBy: 'none', showNames: false };
    return html`
      <h2 class="visually-hidden">${t('app.view.room')}</h2>
      <room-toolbar
        .selected=${this.selected}
        .display=${display}
        @room-display=${this.onDisplay}
        @room-zoom=${this.onZoom}
        @room-select=${this.onSelect}
      ></room-toolbar>
      <div class="layout">
        <div class="room" @room-select=${this.onSelect} @seats-open=${this.openSeats}>
          ${
            display.mode === 'drawing'
              ? html`<room-canvas .selected=${this.selected} .colourBy=${display.colourBy} .showNames=${display.showNames}></room-canvas>`
              : html`<room-list .selected=${this.selected}></room-list>`
          }
        </div>
        <aside class="card panel" aria-label=${t('roomView.selection')}>${this.renderSelection()}</aside>
      </div>
      <seats-dialog></seats-dialog>
    `;
  }

  private renderSelection() {
    const { t } = this.l;
    const content = this.store.state!.content!;
    const refusal = this.refusal
      ? html`<div class="refusal" role="alert">
          <p>${this.refusal.message}</p>
          ${
            this.refusal.problems.length
              ? html`<ul>
                  ${this.refusal.problems.map((problem) => html`<li>${problem}</li>`)}
                </ul>`
              : nothing
          }
        </div>`
      : nothing;
    if (this.selected.length === 0) return html`<p class="muted">${t('roomView.nothingSelected')}</p>`;
    if (this.selected.length > 1) {
      return html`<h3>${t('roomView.manySelected', { count: this.selected.length })}</h3>
        <p class="muted">${t(matchMedia(TOUCH_QUERY).matches ? 'roomView.selectHintTouch' : 'roomView.selectHint')}</p>`;
    }
    const id = this.selected[0]!;
    const plan = roomPlan(content.tables, content.room);
    if (objectOfId(id) !== null) {
      const object = plan.room.objects.find((o) => objectId(o.id) === id);
      return object ? html`${this.renderObject(object)}${refusal}` : nothing;
    }
    const table = plan.tables.find((tb) => tableId(tb.name) === id);
    if (!table) return nothing;
    const unit = this.units.unit;
    const show = (metres: number) => formatLength(this.l, metres, unit);
    // Positions to the centimetre, as the list shows them: the grid step is a quarter metre.
    const place = (metres: number) => formatLength(this.l, metres, unit, 2);
    const size = table.shape === 'round' ? show(table.length) : `${show(table.length)} × ${show(table.width)}`;
    const tags = roomTagsOf(content.tables, content.room)[table.index] ?? [];
    return html`
      <h3>${table.name}</h3>
      <dl>
        <dt>${t('roomList.position')}</dt>
        <dd><span dir="ltr">${place(table.x)}, ${place(table.y)}, ${this.l.n(table.rotation)}°</span></dd>
        <dt>${t('roomView.shape')}</dt>
        <dd>${t(`wishes.table.shapes.${table.shape}`)}</dd>
        <dt>${t('roomView.size')}</dt>
        <dd><bdi>${size}</bdi></dd>
        <dt>${t('roomView.seatsCount')}</dt>
        <dd>${this.l.n(table.capacity)}</dd>
      </dl>
      <h4>${t('roomView.roomTags')}</h4>
      ${
        tags.length
          ? html`<ul class="tags">
              ${tags.map((tag) => html`<li class="tag">${roomTagIn(this.l.lang, tag)}</li>`)}
            </ul>`
          : html`<p class="muted">${t('roomView.noRoomTags')}</p>`
      }
      ${this.renderReservation(content.tables[table.index], content.guests)}
      <div class="actions">
        <button class="btn small" aria-haspopup="dialog" @click=${() => void this.seatsDialog?.show(table.name)}>${t('seats.open')}</button>
        <button class="btn small" @click=${() => this.duplicate(table.name)}>${t('edit.duplicate')}</button>
        <button class="btn small danger" @click=${() => this.deleteTable(table.name)}>${t('edit.delete')}</button>
      </div>
      ${refusal}
    `;
  }

  /** Whom the table is kept for, editable in place (the table editor's field). */
  private renderReservation(record: TableRecord | undefined, guests: readonly GuestRecord[]) {
    if (!record) return nothing;
    const { t } = this.l;
    return html`<form
      class="size reserved"
      @focusin=${() => (this.reservationRead ??= record)}
      @focusout=${(e: FocusEvent) => this.leaveReservation(e)}
      @submit=${(e: SubmitEvent) => this.reserve(e, record)}
    >
      ${reservedForField(
        t,
        'room',
        // While the planner edits, another tab's save must not replace what they typed.
        joinList((this.reservationRead ?? record).reservedFor ?? []),
        reservationChoices(guests, this.l.lang, t('pickList.group')),
      )}
      <div class="actions">
        <button class="btn small primary">${t('roomView.setReserved')}</button>
        ${
          this.keepReservation
            ? html`<button type="button" class="btn small" @click=${(e: Event) => this.keepOtherReservation(e, record)}>
                ${t('common.cancel')}
              </button>`
            : nothing
        }
      </div>
    </form>`;
  }

  private async reserve(event: SubmitEvent, record: TableRecord) {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const text = reservedForValue(form);
    const read = readTable(record, { reservedFor: text }, this.l.t);
    if ('error' in read) return;
    const intent: EditIntent = {
      kind: 'editTable',
      previousName: record.name,
      table: read.record,
      read: this.reservationRead ?? record,
      keepMine: this.keepReservation,
    };
    const { made, refusal } = await this.edit(intent, () => this.l.t('history.editTable', { table: record.name }));
    // Asked once with both values: the same save again keeps this tab's choice.
    this.keepReservation = refusal?.reason === 'editedElsewhere';
    if (made) this.reservationRead = undefined;
  }

  /** Left untouched, the field follows the stored value again, which another tab may change. */
  private leaveReservation(event: FocusEvent) {
    const form = event.currentTarget as HTMLFormElement;
    if (form.contains(event.relatedTarget as Node | null) || this.keepReservation) return;
    const typed = reservedForValue(form);
    if (this.reservationRead && typed === joinList(this.reservationRead.reservedFor ?? [])) {
      this.reservationRead = undefined;
      this.requestUpdate();
    }
  }

  /** Cancel, when asked about another tab's change: the field shows what that tab saved. */
  private keepOtherReservation(event: Event, record: TableRecord) {
    const form = (event.target as HTMLElement).closest('form')!;
    setReservedFor(form, joinList(record.reservedFor ?? []));
    this.reservationRead = undefined;
    this.keepReservation = false;
    this.refusal = null;
  }

  private renderObject(object: RoomObject) {
    const { t } = this.l;
    const unit = this.units.unit;
    // Plain digits with a point, which parseLength reads back in either language.
    const inUnit = (metres: number) => String(Math.round(toUnit(metres, unit) * 100) / 100);
    return html`
      <h3>${t(`roomView.objectKind.${object.kind}`)}</h3>
      <form class="size" @submit=${(e: SubmitEvent) => this.resizeObject(e, object)}>
        <label for="object-length">${t('roomView.length')} (${unitSymbol(this.l.lang, unit)})</label>
        <input id="object-length" name="length" type="text" inputmode="decimal" .value=${inUnit(object.length)} />
        <label for="object-width">${t('roomView.width')} (${unitSymbol(this.l.lang, unit)})</label>
        <input id="object-width" name="width" type="text" inputmode="decimal" .value=${inUnit(object.width)} />
        <div class="actions">
          <button class="btn small primary">${t('roomView.setSize')}</button>
          <button type="button" class="btn small danger" @click=${() => this.removeObject(object)}>${t('roomView.remove')}</button>
        </div>
      </form>
    `;
  }

  private onSelect(event: Event) {
    event.stopPropagation();
    const { id, additive } = (event as CustomEvent<RoomSelectDetail>).detail;
    this.refusal = null;
    this.reservationRead = undefined;
    this.keepReservation = false;
    if (id === null) {
      if (!additive) this.selected = [];
    } else if (additive) {
      this.selected = this.selected.includes(id) ? this.selected.filter((s) => s !== id) : [...this.selected, id];
    } else {
      this.selected = [id];
    }
  }

  private onDisplay(event: HTMLElementEventMap['room-display']) {
    const display = { ...this.display!, ...event.detail };
    this.display = display;
    if (event.detail.mode) this.rememberMode(event.detail.mode);
  }

  private onZoom(event: HTMLElementEventMap['room-zoom']) {
    const canvas = this.canvas;
    if (!canvas) return;
    if (event.detail.how === 'in') canvas.zoomIn();
    else if (event.detail.how === 'out') canvas.zoomOut();
    else canvas.fit();
  }

  private async openSeats(event: HTMLElementEventMap['seats-open']) {
    if (event.detail.table !== null) await this.seatsDialog?.show(event.detail.table);
  }

  /**
   * Makes one edit; shows and announces a refusal, or announces `done`. Whether it was made, and
   * the refusal when it was not (none without a planner).
   */
  private async edit(intent: EditIntent, done: () => string): Promise<{ made: boolean; refusal?: Refusal }> {
    const store = this.store.planner?.store;
    if (!store) return { made: false };
    const refusal = await store.edit(intent);
    this.refusal = refusal ? refusalMessages(refusal, this.l.t) : null;
    announce(this, this.refusal?.message ?? done());
    return refusal ? { made: false, refusal } : { made: true };
  }

  /** A copy with a free name, beside the original, selected. */
  private async duplicate(name: string) {
    const { t } = this.l;
    const tables = this.store.state?.content?.tables ?? [];
    const copyName = freeName(tables, (k) => (k === 1 ? t('edit.copyName', { name }) : t('edit.copyNameNumbered', { name, n: k })));
    const { made } = await this.edit({ kind: 'duplicateTable', name, copyName }, () =>
      t('history.duplicateTable', { table: name, copy: copyName }),
    );
    if (made) this.selected = [tableId(copyName)];
  }

  private async deleteTable(name: string) {
    const store = this.store.planner?.store;
    await this.edit({ kind: 'deleteTable', name }, () => {
      const params = store?.state.undo?.kind === 'deleteTable' ? store.state.undo.params : {};
      return deletedTableMessage(this.l.t, name, Number(params['unseated'] ?? 0), Number(params['pins'] ?? 0));
    });
  }

  private async resizeObject(event: SubmitEvent, object: RoomObject) {
    event.preventDefault();
    const { t } = this.l;
    const unit = this.units.unit;
    const form = event.target as HTMLFormElement;
    const read = (name: string) => parseLength((form.elements.namedItem(name) as HTMLInputElement).value, unit);
    const length = read('length');
    const width = read('width');
    if (length === undefined || width === undefined || length <= 0 || width <= 0) {
      this.refusal = { message: t('roomView.sizeInvalid', { unit: unitSymbol(this.l.lang, unit) }), problems: [] };
      announce(this, this.refusal.message);
      return;
    }
    await this.edit({ kind: 'placeRoomObject', object: { ...object, length, width } }, () => {
      const content = this.store.state?.content;
      const now = content ? roomPlan(content.tables, content.room).room.objects.find((o) => o.id === object.id) : undefined;
      const show = (metres: number) => formatLength(this.l, metres, unit);
      return t('roomView.resizedObject', {
        object: t(`roomView.objectKind.${object.kind}`),
        length: show(now?.length ?? length),
        width: show(now?.width ?? width),
      });
    });
  }

  private async removeObject(object: RoomObject) {
    await this.edit({ kind: 'removeRoomObject', id: object.id }, () => this.l.t('history.removeRoomObject', { object: object.kind }));
  }

  private modeKey(): string {
    return `${this.store.planner?.store.databaseName ?? ''}:room-mode`;
  }

  /**
   * The planner's last choice on this device; when there is none, the drawing, unless on a phone the
   * whole room drawn across the screen would make the table numbers smaller than can be read: then
   * the list (the drawing is one tap away).
   */
  private rememberedMode(): RoomMode {
    try {
      const saved = localStorage.getItem(this.modeKey()) as RoomMode | null;
      if (saved && ROOM_MODES.includes(saved)) return saved;
    } catch {
      // Storage refused: the default below.
    }
    const content = this.store.state?.content;
    if (!content || !matchMedia(PHONE_QUERY).matches) return 'drawing';
    const { room } = roomPlan(content.tables, content.room);
    const pixelsPerMetre = innerWidth / (room.width + 2 * ROOM_MARGIN_METRES);
    return pixelsPerMetre * TABLE_NUMBER_METRES < SMALLEST_READABLE_PX ? 'list' : 'drawing';
  }

  private rememberMode(mode: RoomMode) {
    try {
      localStorage.setItem(this.modeKey(), mode);
    } catch {
      // Storage refused: the choice is a convenience; the default serves.
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'room-view': RoomView;
  }
}
