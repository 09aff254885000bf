/**
 * The floor plan as a list, for screen readers, keyboards and phones: the room with its size, then
 * every table in number order (a line each, opened one by one to move, turn or duplicate it and to
 * move its guests to other tables), then the room's objects. Every action of the drawing is here,
 * each one undoable edit through the store; a refusal is shown beside the action and announced.
 * Lengths are shown and typed in the planner's unit; everything is stored in metres.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ROOM_LIMITS, type RoomObjectKind } from '../../contract/index.ts';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { LengthUnitController } from '../../controllers/length-unit-controller.ts';
import { lengthFieldText, parseLength } from '../../i18n/units.ts';
import { normalAngle, type PlacedTable, type RoomObject, type RoomPlan } from '../../model/room.ts';
import { newObjectIn, roomPlan } from '../../model/room-layout.ts';
import { roomTagsOf } from '../../model/room-tags.ts';
import { freeName, type EditIntent } from '../../state/edits.ts';
import { occupancy, type Refusal } from '../../state/seating-rules.ts';
import { announce, emit, objectId, tableId } from '../ui/events.ts';
import { addObjectRow, objectRow, roomRow, shownLength, tableRow, type RoomRowsContext } from './room-list-rows.ts';
import { roomListStyles } from './room-list.styles.ts';

/** Table lines added per slice, so a large event's list never blocks the page for long. */
const SLICE = 50;

@customElement('room-list')
export class RoomList extends LitElement {
  static override styles = roomListStyles;

  private readonly store = new StoreController(this, (s) => [s.content]);
  private readonly l = new LocalizeController(this);
  private readonly units = new LengthUnitController(this);

  /** What is selected in the room: `table:<name>` or `object:<id>`. */
  @property({ attribute: false }) selected: readonly string[] = [];
  /** Rows opened to their fields, by row id. */
  @state() private opened = new Set<string>();
  /** A field's message when what was typed cannot be used, by the field's id. */
  @state() private errors = new Map<string, string>();
  /** The row (or 'room', 'add') whose action the store refused, and why. */
  @state() private refusal: { at: string; message: string } | null = null;
  @state() private shownTables = SLICE;
  @state() private addKind: RoomObjectKind = 'danceFloor';
  private sliceTimer: ReturnType<typeof setTimeout> | null = null;

  override willUpdate(changed: Map<PropertyKey, unknown>) {
    // A single thing selected on the drawing opens here, so its actions are at hand.
    const only = this.selected.length === 1 ? this.selected[0]! : null;
    if (changed.has('selected') && only && !this.opened.has(only)) {
      this.opened = new Set([...this.opened, only]);
      const index = this.store.state?.content?.tables.findIndex((t) => tableId(t.name) === only) ?? -1;
      if (index >= this.shownTables) this.shownTables = index + 1;
    }
  }

  override render() {
    const content = this.store.state?.content;
    if (!content) return nothing;
    const { t } = this.l;
    const plan = roomPlan(content.tables, content.room);
    const used = occupancy(content);
    const tags = roomTagsOf(content.tables, content.room);
    const ctx = this.rowsContext();
    return html`
      <section aria-labelledby="room-list-title">
        <h3 id="room-list-title">${t('roomList.title')}</h3>
        <p class="muted hint">${t('roomList.hint')}</p>
        ${roomRow(plan, ctx)}
        <h4 id="room-list-tables">${t('roomList.tables')}</h4>
        ${
          content.tables.length
            ? html`<ol class="rows" aria-labelledby="room-list-tables">
                ${plan.tables.slice(0, this.shownTables).map((table) => tableRow(content, plan, table, used, tags[table.index]!, ctx))}
              </ol>`
            : html`<p class="muted">${t('tables.noTables')}</p>`
        }
        <h4 id="room-list-objects">${t('roomList.objects')}</h4>
        ${
          plan.room.objects.length
            ? html`<ul class="rows" aria-labelledby="room-list-objects">
                ${plan.room.objects.map((object) => objectRow(plan, object, ctx))}
              </ul>`
            : html`<p class="muted">${t('roomList.noObjects')}</p>`
        }
        ${addObjectRow(ctx)}
      </section>
    `;
  }

  /** What the rows show, and the handlers of their changes and clicks. */
  private rowsContext(): RoomRowsContext {
    return {
      l: this.l,
      unit: this.units.unit,
      opened: this.opened,
      selected: this.selected,
      errors: this.errors,
      refusal: this.refusal,
      addKind: this.addKind,
      toggle: (id, event) => this.toggle(id, event),
      saveRoom: (event, plan) => void this.saveRoom(event, plan),
      saveTable: (event, plan, table, key) => void this.saveTable(event, plan, table, key),
      placeTable: (id, table, x, y, rotation) => void this.placeTable(id, table, x, y, rotation),
      duplicate: (id, name) => void this.duplicate(id, name),
      moveBooking: (event, id, booking) => void this.moveBooking(event, id, booking),
      saveObject: (event, plan, object, key) => void this.saveObject(event, plan, object, key),
      removeObject: (id, object) => void this.removeObject(id, object),
      chooseKind: (kind) => (this.addKind = kind),
      addObject: () => void this.addObject(),
    };
  }

  override updated() {
    const total = this.store.state?.content?.tables.length ?? 0;
    if (this.shownTables >= total || this.sliceTimer !== null) return;
    this.sliceTimer = setTimeout(() => {
      this.sliceTimer = null;
      this.shownTables += SLICE;
    });
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    if (this.sliceTimer !== null) clearTimeout(this.sliceTimer);
    this.sliceTimer = null;
  }

  private length(metres: number): string {
    return shownLength(this.l, this.units.unit, metres);
  }

  private toggle(id: string, event: MouseEvent) {
    const opened = new Set(this.opened);
    const opening = !opened.delete(id);
    if (opening) opened.add(id);
    this.opened = opened;
    if (opening) emit(this, 'room-select', { id, additive: event.shiftKey || event.ctrlKey || event.metaKey });
    else if (this.selected.includes(id)) emit(this, 'room-select', { id: null, additive: false });
  }

  /**
   * Reads the fields of one row: each a length in the unit within its range, or the rotation. A
   * field still showing the stored value keeps it exactly (the text is rounded); a field that
   * cannot be read gets its message, and the result is undefined.
   */
  private readFields(
    event: Event,
    key: string,
    specs: { name: string; current: number; min: number; max: number; angle?: boolean }[],
  ): Record<string, number> | undefined {
    const { t, n } = this.l;
    const box = event.currentTarget as HTMLElement;
    const errors = new Map([...this.errors].filter(([id]) => !id.startsWith(`${key}-`)));
    const values: Record<string, number> = {};
    for (const spec of specs) {
      const id = `${key}-${spec.name}`;
      const text = box.querySelector<HTMLInputElement>(`#${id}`)?.value.trim() ?? '';
      const shown = spec.angle ? n(spec.current, { useGrouping: false }) : lengthFieldText(this.l, spec.current, this.units.unit);
      const value = text === shown ? spec.current : spec.angle ? parseAngle(text) : parseLength(text, this.units.unit);
      if (value !== undefined && value >= spec.min && (spec.angle ? value < spec.max : value <= spec.max)) {
        values[spec.name] = value;
        continue;
      }
      errors.set(
        id,
        spec.angle
          ? t('roomList.badAngle')
          : spec.min === 0
            ? t('roomList.badPosition', { max: this.length(spec.max) })
            : t('roomList.badSize', { min: this.length(spec.min), max: this.length(spec.max) }),
      );
    }
    this.errors = errors;
    const first = specs.map((s) => errors.get(`${key}-${s.name}`)).find((m) => m !== undefined);
    if (first) {
      announce(this, first);
      return undefined;
    }
    return values;
  }

  private async saveRoom(event: Event, plan: RoomPlan) {
    const max = ROOM_LIMITS.roomMaxMetres;
    const read = this.readFields(event, 'room', [
      { name: 'width', current: plan.room.width, min: 1, max },
      { name: 'depth', current: plan.room.depth, min: 1, max },
    ]);
    if (!read || (read['width'] === plan.room.width && read['depth'] === plan.room.depth)) return;
    await this.run('room', { kind: 'resizeRoom', width: read['width']!, depth: read['depth']! });
  }

  private async saveTable(event: Event, plan: RoomPlan, table: PlacedTable, key: string) {
    const read = this.readFields(event, key, [
      { name: 'x', current: table.x, min: 0, max: plan.room.width },
      { name: 'y', current: table.y, min: 0, max: plan.room.depth },
      { name: 'rotation', current: table.rotation, min: 0, max: 360, angle: true },
    ]);
    if (!read || (read['x'] === table.x && read['y'] === table.y && read['rotation'] === table.rotation)) return;
    await this.placeTable(tableId(table.name), table, read['x']!, read['y']!, read['rotation']!);
  }

  private async placeTable(id: string, table: PlacedTable, x: number, y: number, rotation: number) {
    await this.run(id, { kind: 'placeTables', places: [{ table: table.name, x, y, rotation: normalAngle(rotation) }] });
  }

  private async duplicate(id: string, name: string) {
    const tables = this.store.state?.content?.tables ?? [];
    const { t } = this.l;
    const copyName = freeName(tables, (k) => (k === 1 ? t('edit.copyName', { name }) : t('edit.copyNameNumbered', { name, n: k })));
    await this.run(id, { kind: 'duplicateTable', name, copyName });
  }

  private async moveBooking(event: Event, id: string, booking: string) {
    const select = event.target as HTMLSelectElement;
    const table = select.value;
    select.value = '';
    const store = this.store.planner?.store;
    if (!store || table === '') return;
    this.report(id, await store.moveBooking(booking, table));
  }

  private async saveObject(event: Event, plan: RoomPlan, object: RoomObject, key: string) {
    const { tableMinMetres: min, tableMaxMetres: max } = ROOM_LIMITS;
    const read = this.readFields(event, key, [
      { name: 'x', current: object.x, min: 0, max: plan.room.width },
      { name: 'y', current: object.y, min: 0, max: plan.room.depth },
      { name: 'length', current: object.length, min, max },
      { name: 'width', current: object.width, min, max },
    ]);
    if (!read) return;
    const moved = { ...object, x: read['x']!, y: read['y']!, length: read['length']!, width: read['width']! };
    if ((['x', 'y', 'length', 'width'] as const).every((f) => moved[f] === object[f])) return;
    await this.run(objectId(object.id), { kind: 'placeRoomObject', object: moved });
  }

  private async removeObject(id: string, object: RoomObject) {
    if (await this.run(id, { kind: 'removeRoomObject', id: object.id })) {
      const opened = new Set(this.opened);
      opened.delete(id);
      this.opened = opened;
      if (this.selected.includes(id)) emit(this, 'room-select', { id: null, additive: false });
    }
  }

  /** Adds an object of the chosen kind at the room's centre, opened and selected for placing. */
  private async addObject() {
    const content = this.store.state?.content;
    if (!content) return;
    const { room } = roomPlan(content.tables, content.room);
    const object = newObjectIn(room, this.addKind);
    if (!(await this.run('add', { kind: 'addRoomObject', object }))) return;
    const after = this.store.planner?.store.state.content;
    const added = after ? roomPlan(after.tables, after.room).room.objects.at(-1) : undefined;
    if (!added) return;
    const id = objectId(added.id);
    this.opened = new Set([...this.opened, id]);
    emit(this, 'room-select', { id, additive: false });
  }

  /** One edit through the store; true when it was made. */
  private async run(at: string, intent: EditIntent): Promise<boolean> {
    const store = this.store.planner?.store;
    if (!store) return false;
    return this.report(at, await store.edit(intent));
  }

  /** Shows and announces a refusal beside the row that asked, or announces what was done. */
  private report(at: string, refusal: Refusal | null): boolean {
    const { t } = this.l;
    const store = this.store.planner?.store;
    if (refusal) {
      const message = t(`refusal.${refusal.reason}`, refusal.params);
      this.refusal = { at, message };
      announce(this, message);
      return false;
    }
    this.refusal = null;
    const undo = store?.state.undo;
    if (undo) announce(this, t(`history.${undo.kind}`, undo.params));
    return true;
  }
}

/** Degrees typed as a number, with or without "°". */
function parseAngle(text: string): number | undefined {
  const match = /^\s*(-?\d+(?:[.,]\d+)?)\s*°?\s*$/u.exec(text);
  return match ? Number(match[1]!.replace(',', '.')) : undefined;
}

declare global {
  interface HTMLElementTagNameMap {
    'room-list': RoomList;
  }
}
