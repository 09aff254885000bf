/**
 * The rows of `<room-list>`: the room with its size, a line for each table (opened to move, turn or
 * duplicate it and to move its guests) and for each object (opened to place, size or remove it),
 * and the control that adds an object. Each field is a labelled text box with its message when
 * what was typed cannot be used. Templates drawn inside `<room-list>`, whose styles they use; the
 * list answers their changes and clicks.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ROOM_OBJECT_KINDS, type RoomObjectKind } from '../../contract/index.ts';
import type { LocalizeController } from '../../controllers/localize-controller.ts';
import { formatLength, lengthFieldText, unitSymbol, type LengthUnit } from '../../i18n/units.ts';
import { GRID_METRES, type PlacedTable, type RoomObject, type RoomPlan } from '../../model/room.ts';
import { roomTagIn } from '../../model/room-tags.ts';
import { tableSeating } from '../../state/seat-edits.ts';
import type { EventContent } from '../../model/event-content.ts';
import { objectId, tableId } from '../ui/events.ts';
import { ROTATE_STEP_DEGREES } from './room-canvas-keys.ts';

/** What the rows show, and what they ask the list to do. */
export interface RoomRowsContext {
  l: LocalizeController;
  unit: LengthUnit;
  /** Rows opened to their fields, by row id. */
  opened: ReadonlySet<string>;
  selected: readonly string[];
  /** A field's message, by the field's id. */
  errors: ReadonlyMap<string, string>;
  /** The row (or 'room', 'add') whose action the store refused, and why. */
  refusal: { at: string; message: string } | null;
  addKind: RoomObjectKind;
  toggle: (id: string, event: MouseEvent) => void;
  saveRoom: (event: Event, plan: RoomPlan) => void;
  saveTable: (event: Event, plan: RoomPlan, table: PlacedTable, key: string) => void;
  placeTable: (id: string, table: PlacedTable, x: number, y: number, rotation: number) => void;
  duplicate: (id: string, name: string) => void;
  moveBooking: (event: Event, id: string, booking: string) => void;
  saveObject: (event: Event, plan: RoomPlan, object: RoomObject, key: string) => void;
  removeObject: (id: string, object: RoomObject) => void;
  chooseKind: (kind: RoomObjectKind) => void;
  addObject: () => void;
}

/** A length as the list shows it: centimetres in metres (the grid is a quarter metre); a tenth of a foot. */
export function shownLength(l: LocalizeController, unit: LengthUnit, metres: number): string {
  return formatLength(l, metres, unit, unit === 'm' ? 2 : 1);
}

export function roomRow(plan: RoomPlan, ctx: RoomRowsContext) {
  const { t } = ctx.l;
  const symbol = unitSymbol(ctx.l.lang, ctx.unit);
  const length = (metres: number) => shownLength(ctx.l, ctx.unit, metres);
  return html`<div class="room" data-id="room">
    <h4 id="room-list-room">${t('roomList.room')}</h4>
    <p class="muted">
      <span dir="ltr">${length(plan.room.width)} × ${length(plan.room.depth)}</span>
    </p>
    <div class="fields" @change=${(e: Event) => ctx.saveRoom(e, plan)}>
      ${field(ctx, 'room-width', t('roomList.roomWidth', { unit: symbol }), fieldText(ctx, plan.room.width))}
      ${field(ctx, 'room-depth', t('roomList.roomDepth', { unit: symbol }), fieldText(ctx, plan.room.depth))}
    </div>
    ${refusalAt(ctx, 'room')}
  </div>`;
}

export function tableRow(
  content: EventContent,
  plan: RoomPlan,
  table: PlacedTable,
  used: Map<string, number>,
  tags: readonly string[],
  ctx: RoomRowsContext,
) {
  const { t, n } = ctx.l;
  const length = (metres: number) => shownLength(ctx.l, ctx.unit, metres);
  const id = tableId(table.name);
  const key = `t${table.index}`;
  return row(
    ctx,
    id,
    key,
    html`<span class="name"><bdi>${table.name}</bdi></span>
      <span class="muted">${t(`wishes.table.shapes.${table.shape}`)}</span>
      <span class="muted">${t('roomList.seats', { taken: n(used.get(table.name) ?? 0), count: table.capacity })}</span>
      <span class="muted"
        ><span class="visually-hidden">${t('roomList.position')}: </span
        ><span dir="ltr" class="position">${length(table.x)}, ${length(table.y)}, ${n(table.rotation)}°</span></span
      >
      ${
        tags.length
          ? html`<span class="tags"
              ><span class="visually-hidden">${t('roomList.roomTags')}: </span>${tags.map(
                (tag) => html`<span class="tag">${roomTagIn(ctx.l.lang, tag)}</span>`,
              )}</span
            >`
          : nothing
      }`,
    (open) => html`${open ? tableBody(content, plan, table, key, ctx) : nothing} ${open ? nothing : refusalAt(ctx, id)}`,
  );
}

function tableBody(content: EventContent, plan: RoomPlan, table: PlacedTable, key: string, ctx: RoomRowsContext) {
  const { t } = ctx.l;
  const symbol = unitSymbol(ctx.l.lang, ctx.unit);
  const id = tableId(table.name);
  const hidden = html`<span class="visually-hidden"> ${table.name}</span>`;
  const step = (dx: number, dy: number) => () => ctx.placeTable(id, table, table.x + dx, table.y + dy, table.rotation);
  const seating = tableSeating(content, table.name);
  const bookings = [...(seating?.bookings ?? [])].sort((a, b) => (a.seats[0] ?? 0) - (b.seats[0] ?? 0));
  const others = content.tables.filter((other) => other.name !== table.name);
  return html`<div class="body" id=${`${key}-body`}>
    <div class="fields" @change=${(e: Event) => ctx.saveTable(e, plan, table, key)}>
      ${field(ctx, `${key}-x`, t('roomList.x', { unit: symbol }), fieldText(ctx, table.x))}
      ${field(ctx, `${key}-y`, t('roomList.y', { unit: symbol }), fieldText(ctx, table.y))}
      ${field(ctx, `${key}-rotation`, t('roomList.rotation'), ctx.l.n(table.rotation, { useGrouping: false }))}
    </div>
    <div class="actions">
      <button class="btn small" @click=${step(-GRID_METRES, 0)}>
        <span aria-hidden="true">←</span> ${t('roomList.moveLeft')}${hidden}
      </button>
      <button class="btn small" @click=${step(GRID_METRES, 0)}>
        <span aria-hidden="true">→</span> ${t('roomList.moveRight')}${hidden}
      </button>
      <button class="btn small" @click=${step(0, -GRID_METRES)}><span aria-hidden="true">↑</span> ${t('roomList.moveUp')}${hidden}</button>
      <button class="btn small" @click=${step(0, GRID_METRES)}><span aria-hidden="true">↓</span> ${t('roomList.moveDown')}${hidden}</button>
      <button class="btn small" @click=${() => ctx.placeTable(id, table, table.x, table.y, table.rotation + ROTATE_STEP_DEGREES)}>
        ${t('roomList.rotate')}${hidden}
      </button>
      <button class="btn small" @click=${() => ctx.duplicate(id, table.name)}>${t('edit.duplicate')}${hidden}</button>
    </div>
    ${refusalAt(ctx, id)}
    <h6>${t('roomList.guests')}</h6>
    ${
      bookings.length
        ? html`<ul class="bookings">
            ${bookings.map(
              ({ record, seats }, i) =>
                html`<li>
                  <span class="booking"><bdi>${record.name}</bdi></span>
                  <span class="muted"
                    >${t('roomList.seatList', { count: seats.length, seats: ctx.l.list(seats.map((s) => ctx.l.n(s))) })}</span
                  >
                  <label class="visually-hidden" for=${`${key}-move-${i}`}>${t('roomList.moveToLabel', { name: record.name })}</label>
                  <select id=${`${key}-move-${i}`} @change=${(e: Event) => ctx.moveBooking(e, id, record.name)}>
                    <option value="" selected>${t('roomList.moveTo')}</option>
                    ${others.map((other) => html`<option value=${other.name}>${other.name}</option>`)}
                  </select>
                </li>`,
            )}
          </ul>`
        : html`<p class="muted">${t('roomList.noGuests')}</p>`
    }
  </div>`;
}

export function objectRow(plan: RoomPlan, object: RoomObject, ctx: RoomRowsContext) {
  const { t } = ctx.l;
  const symbol = unitSymbol(ctx.l.lang, ctx.unit);
  const length = (metres: number) => shownLength(ctx.l, ctx.unit, metres);
  const id = objectId(object.id);
  const index = plan.room.objects.indexOf(object);
  const key = `o${index}`;
  const same = plan.room.objects.filter((o) => o.kind === object.kind);
  const name = t(`room.object.${object.kind}`) + (same.length > 1 ? ` ${ctx.l.n(same.indexOf(object) + 1)}` : '');
  return row(
    ctx,
    id,
    key,
    html`<span class="name object-name">${name}</span>
      <span class="muted"
        ><span class="visually-hidden">${t('roomList.position')}: </span
        ><span dir="ltr" class="position">${length(object.x)}, ${length(object.y)}</span></span
      >
      <span class="muted"><span dir="ltr">${length(object.length)} × ${length(object.width)}</span></span>`,
    (open) =>
      html`${
        open
          ? html`<div class="body" id=${`${key}-body`}>
              <div class="fields" @change=${(e: Event) => ctx.saveObject(e, plan, object, key)}>
                ${field(ctx, `${key}-x`, t('roomList.x', { unit: symbol }), fieldText(ctx, object.x))}
                ${field(ctx, `${key}-y`, t('roomList.y', { unit: symbol }), fieldText(ctx, object.y))}
                ${field(ctx, `${key}-length`, t('roomList.length', { unit: symbol }), fieldText(ctx, object.length))}
                ${field(ctx, `${key}-width`, t('roomList.width', { unit: symbol }), fieldText(ctx, object.width))}
              </div>
              <div class="actions">
                <button class="btn small danger" @click=${() => ctx.removeObject(id, object)}>
                  ${t('roomList.remove')}<span class="visually-hidden"> ${name}</span>
                </button>
              </div>
            </div>`
          : nothing
      }
      ${refusalAt(ctx, id)}`,
  );
}

/**
 * A line of the list: a button with its summary, which opens and closes it (and selects or clears
 * it in the room), then what it shows open or closed.
 */
function row(ctx: RoomRowsContext, id: string, key: string, summary: unknown, rest: (open: boolean) => unknown) {
  const open = ctx.opened.has(id);
  const selected = ctx.selected.includes(id);
  return html`<li class="row ${selected ? 'selected' : ''}" data-id=${id}>
    <h5>
      <button
        class="summary"
        aria-expanded=${open ? 'true' : 'false'}
        aria-controls=${`${key}-body`}
        @click=${(e: MouseEvent) => ctx.toggle(id, e)}
      >
        ${summary} ${selected ? html`<span class="visually-hidden">(${ctx.l.t('roomList.selected')})</span>` : nothing}
      </button>
    </h5>
    ${rest(open)}
  </li>`;
}

export function addObjectRow(ctx: RoomRowsContext) {
  const { t } = ctx.l;
  return html`<div class="add">
    <label for="add-kind">${t('roomList.addKind')}</label>
    <select id="add-kind" @change=${(e: Event) => ctx.chooseKind((e.target as HTMLSelectElement).value as RoomObjectKind)}>
      ${ROOM_OBJECT_KINDS.map((k) => html`<option value=${k.id} ?selected=${k.id === ctx.addKind}>${t(`room.object.${k.id}`)}</option>`)}
    </select>
    <button class="btn" @click=${() => ctx.addObject()}>${t('roomList.add')}</button>
    ${refusalAt(ctx, 'add')}
  </div>`;
}

/** A labelled text field for a number, with its message when what was typed cannot be used. */
function field(ctx: RoomRowsContext, id: string, label: string, value: string): TemplateResult {
  const error = ctx.errors.get(id);
  return html`<div class="field">
    <label for=${id}>${label}</label>
    <input
      id=${id}
      type="text"
      inputmode="decimal"
      autocomplete="off"
      .value=${value}
      aria-invalid=${error ? 'true' : 'false'}
      aria-describedby=${error ? `${id}-error` : nothing}
    />
    ${error ? html`<span class="error" id=${`${id}-error`}>${error}</span>` : nothing}
  </div>`;
}

/** A length as its field shows it: a number in the unit, without the unit. */
const fieldText = (ctx: RoomRowsContext, metres: number) => lengthFieldText(ctx.l, metres, ctx.unit);

function refusalAt(ctx: RoomRowsContext, at: string) {
  return ctx.refusal?.at === at ? html`<p class="refusal" role="alert">${ctx.refusal.message}</p>` : nothing;
}
