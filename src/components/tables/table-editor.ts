/**
 * A modal form for one table, new or existing: its name, its number of seats, its shape, its tags
 * (the features bookings may require or like), the bookings or groups it is reserved for, and its size on the floor plan (empty: a size that
 * fits its seats), typed in the planner's length unit. The store judges
 * the change (a name in use, fewer seats than the guests seated there); a refusal is shown in the
 * form and nothing changes until the store accepts it. The table as the form opened it goes with the
 * save, so a value another tab saved meanwhile is not overwritten unasked (see other-tab-edits.ts).
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { FIELD_RULES } from '../../contract/limits.ts';
import { ROOM_LIMITS } from '../../contract/room.ts';
import { lengthFieldText, parseLength, toUnit, unitSymbol } from '../../i18n/units.ts';
import { LengthUnitController } from '../../controllers/length-unit-controller.ts';
import { TABLE_SHAPES } from '../../contract/csv-columns.ts';
import { shapeOf, type TableRecord } from '../../model/records.ts';
import { joinList } from '../../model/list-text.ts';
import { reservationNamesNotOnList } from '../../model/reservations.ts';
import { StoreController } from '../../controllers/store-controller.ts';
import { DialogFormController } from '../../controllers/dialog-form-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { announce } from '../ui/events.ts';
import { tableEditorStyles } from './table-editor.styles.ts';
import { formError } from '../ui/form-error.ts';
import { readTable, refusalMessages, tableTagsOf, type TableField } from '../ui/record-fields.ts';
import { reservationChoices, reservedForField, reservedForValue } from './reserved-for-field.ts';

@customElement('table-editor')
export class TableEditor extends LitElement {
  static override styles = tableEditorStyles;

  private readonly store = new StoreController(this, (s) => [s.content?.tables, s.content?.guests]);
  private readonly l = new LocalizeController(this);
  private readonly units = new LengthUnitController(this);
  /** The table edited, or null while adding one; undefined while closed. */
  @state() private table: TableRecord | null | undefined = undefined;
  /** Set once the form showed a value another tab saved meanwhile beside this one: saving again keeps this one. */
  private keepMine = false;
  @query('dialog') private dialog!: HTMLDialogElement;
  private readonly form = new DialogFormController(this, () => this.dialog);

  /** Opens the form on a table (null: a new one); focus returns to `opener` when it closes. */
  async open(table: TableRecord | null, opener?: HTMLElement) {
    this.table = table;
    this.keepMine = false;
    await this.form.open(opener);
  }

  close() {
    this.form.close();
  }

  override render() {
    const { t } = this.l;
    const table = this.table;
    const { tableCapacityMin: min, tableCapacityMax: max } = FIELD_RULES;
    return html`
      <dialog aria-labelledby="table-editor-title" @close=${this.onClosed} part="dialog">
        ${
          table === undefined
            ? nothing
            : html`<form @submit=${this.onSubmit} novalidate>
                <h2 id="table-editor-title">${table ? t('edit.editTableTitle', { table: table.name }) : t('edit.newTable')}</h2>
                <div class="two">
                  <div class="field">
                    <label for="table-name">${t('edit.name')}</label>
                    <input id="table-name" name="name" type="text" required autocomplete="off" .value=${table?.name ?? ''} />
                  </div>
                  <div class="field">
                    <label for="capacity">${t('edit.capacity')}</label>
                    <input
                      id="capacity"
                      name="capacity"
                      type="number"
                      inputmode="numeric"
                      min=${min}
                      max=${max}
                      step="1"
                      required
                      .value=${String(table?.capacity ?? 10)}
                    />
                  </div>
                </div>
                <div class="two">
                  <div class="field">
                    <label for="shape">${t('wishes.table.shape')}</label>
                    <select id="shape" name="shape">
                      ${TABLE_SHAPES.map(
                        (shape) =>
                          html`<option value=${shape} ?selected=${shapeOf(table ?? {}) === shape}>
                            ${t(`wishes.table.shapes.${shape}`)}
                          </option>`,
                      )}
                    </select>
                  </div>
                  <div class="field">
                    <label for="tags">${t('wishes.table.tags')}</label>
                    <input
                      id="tags"
                      name="tags"
                      type="text"
                      list="known-tags"
                      autocomplete="off"
                      .value=${joinList(table?.tags ?? [])}
                      aria-describedby="tags-hint"
                    />
                    <datalist id="known-tags">
                      ${tableTagsOf(this.store.state?.content?.tables ?? []).map((tag) => html`<option value=${tag}></option>`)}
                    </datalist>
                    <span class="hint" id="tags-hint">${t('wishes.table.tagsHint')}</span>
                  </div>
                </div>
                <div class="field">
                  ${reservedForField(
                    t,
                    'table',
                    joinList(table?.reservedFor ?? []),
                    reservationChoices(this.store.state?.content?.guests ?? [], this.l.lang, t('pickList.group')),
                    {
                      table: table?.name ?? '',
                      names: reservationNamesNotOnList(this.store.state?.content?.guests ?? [], table?.reservedFor ?? []),
                    },
                  )}
                </div>
                <div class="two">
                  ${this.sizeField('length', t('roomList.editorLength', { unit: unitSymbol(this.l.lang, this.units.unit) }), table?.length)}
                  ${this.sizeField('width', t('roomList.editorWidth', { unit: unitSymbol(this.l.lang, this.units.unit) }), table?.width)}
                </div>
                ${formError(this.form.error, this.form.errorList)}
                <div class="actions">
                  <button type="button" class="btn" @click=${() => this.close()}>${t('common.cancel')}</button>
                  <button type="submit" class="btn primary">${t('common.save')}</button>
                </div>
              </form>`
        }
      </dialog>
    `;
  }

  private sizeField(name: 'length' | 'width', label: string, metres: number | undefined) {
    const text = metres === undefined ? '' : lengthFieldText(this.l, metres, this.units.unit);
    return html`<div class="field">
      <label for=${`table-${name}`}>${label}</label>
      <input
        id=${`table-${name}`}
        name=${name}
        type="text"
        inputmode="decimal"
        autocomplete="off"
        .value=${text}
        aria-describedby="size-hint"
      />
      ${name === 'width' ? html`<span class="hint" id="size-hint">${this.l.t('roomList.editorSizeHint')}</span>` : nothing}
    </div>`;
  }

  /** The record with the typed size in metres (an empty field: fitted to the seats), or what is wrong with it. */
  private withSize(record: TableRecord, texts: Record<'length' | 'width', string>): TableRecord | string {
    const { length: _length, width: _width, ...rest } = record;
    const sized: TableRecord = rest;
    const { tableMinMetres: min, tableMaxMetres: max } = ROOM_LIMITS;
    const unit = this.units.unit;
    for (const field of ['length', 'width'] as const) {
      const text = texts[field].trim();
      const old = record[field];
      if (text === '') continue;
      if (old !== undefined && text === lengthFieldText(this.l, old, unit)) {
        sized[field] = old;
        continue;
      }
      const metres = parseLength(text, unit);
      if (metres === undefined || metres < min || metres > max)
        return this.l.t('roomList.badTableSize', {
          min: this.l.n(toUnit(min, unit)),
          max: this.l.n(toUnit(max, unit), { maximumFractionDigits: 0 }),
          unit,
        });
      sized[field] = Math.round(metres * 100) / 100;
    }
    return sized;
  }

  private onClosed() {
    this.table = undefined;
    this.form.closed();
  }

  private async onSubmit(event: SubmitEvent) {
    event.preventDefault();
    const store = this.store.planner?.store;
    const previous = this.table;
    if (!store || previous === undefined) return;
    const { t } = this.l;
    const form = event.target as HTMLFormElement;
    const value = (name: TableField | 'length' | 'width') => (form.elements.namedItem(name) as HTMLInputElement).value;
    const read = readTable(
      previous ?? { name: '', capacity: 0 },
      { name: value('name'), capacity: value('capacity'), shape: value('shape'), tags: value('tags'), reservedFor: reservedForValue(form) },
      t,
    );
    if ('error' in read) {
      this.fail(read.error);
      return;
    }
    const table = this.withSize(read.record, { length: value('length'), width: value('width') });
    if (typeof table === 'string') {
      this.fail(table);
      return;
    }
    const refusal = await store.edit(
      previous
        ? { kind: 'editTable', previousName: previous.name, table, read: previous, keepMine: this.keepMine }
        : { kind: 'addTable', table },
    );
    if (refusal) {
      if (refusal.reason === 'editedElsewhere') this.keepMine = true;
      const { message, problems } = refusalMessages(refusal, t);
      this.fail(message, problems);
      announce(this, message);
      return;
    }
    announce(this, previous ? t('history.editTable', { table: table.name }) : t('history.addTable', { table: table.name }));
    this.close();
  }

  private fail(message: string, list: string[] = []) {
    this.form.refuse(message, list);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'table-editor': TableEditor;
  }
}
