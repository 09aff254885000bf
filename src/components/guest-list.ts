/**
 * Every booking, searchable and filterable by group, meal and need, shown a page at a time so a
 * 10,000-row list stays light; its people, meals, needs, notes and the file's other columns are
 * shown, with counts of meals and needs that follow the filter, and the event's meals are edited here. Bookings are added here; each cell of a row is edited in place, and each row
 * opens the booking editor on all its fields, duplicates, deletes or locks its booking, and bookings picked by their check boxes move, lock or go
 * together. The event's tables are listed below. Every change is one undoable step.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { StoreController } from '../controllers/store-controller.ts';
import { LocalizeController } from '../controllers/localize-controller.ts';
import { formatGroupPath } from '../model/group-path.ts';
import { countMeals, findMeal, hasMeal, type MealOption } from '../model/meals.ts';
import { countNeeds, hasNeed } from '../model/needs.ts';
import { extraColumnsOf, type GuestRecord } from '../model/records.ts';
import { announce, navigate } from './events.ts';
import type { MealListEditor } from './meal-list-editor.ts';
import type { WishListEditor } from './wish-list-editor.ts';
import { detailCells, detailSummary } from './guest-details.ts';
import type { GuestEditor } from './guest-editor.ts';
import { guestListStyles } from './guest-list.styles.ts';
import { pinIcon } from './icons.ts';
import { freeName, type EditIntent } from '../state/edits.ts';
import type { Refusal } from '../state/seating-rules.ts';
import type { CellCommitDetail, InlineCell } from './inline-cell.ts';
import { guestTexts, readGuest, tableTagsOf, type GuestField } from './record-fields.ts';
import { saveCell } from './cell-save.ts';
import './guest-editor.ts';
import './inline-cell.ts';
import './meal-list-editor.ts';
import './wish-list-editor.ts';
import './table-list.ts';

const PAGE = 100;
/** The meal filter's value for "No meal", which no meal name can be (names are trimmed). */
const NO_MEAL = ' none';

@customElement('guest-list')
export class GuestList extends LitElement {
  static override styles = guestListStyles;

  private readonly store = new StoreController(this);
  private readonly l = new LocalizeController(this);
  @state() private search = '';
  @state() private group = '';
  /** A meal's name, NO_MEAL, or '' for every booking. */
  @state() private meal = '';
  @state() private need = '';
  @query('meal-list-editor') private mealEditor!: MealListEditor;
  @query('wish-list-editor') private wishEditor!: WishListEditor;
  @state() private limit = PAGE;
  @query('guest-editor') private editor!: GuestEditor;
  /** Bookings picked for a bulk change, by name. */
  @state() private picked: ReadonlySet<string> = new Set();
  /** Why the last change made here was refused, shown beside the controls that asked for it. */
  @state() private refusal: string | null = null;

  /** Picked bookings that are gone (deleted, renamed, another event) are no longer picked. */
  override willUpdate() {
    const guests = this.store.state?.content?.guests ?? [];
    if (this.picked.size === 0) return;
    const names = new Set(guests.map((g) => g.name));
    if ([...this.picked].some((name) => !names.has(name))) this.picked = new Set([...this.picked].filter((name) => names.has(name)));
  }

  override render() {
    const content = this.store.state?.content;
    const { t, n } = this.l;
    if (!content || content.guests.length === 0) {
      return html`<div class="card empty">
          <p>${t('guests.empty')}</p>
          <div class="actions">
            <button class="btn primary" @click=${() => navigate(this, 'import')}>${t('guests.goImport')}</button>
            ${content ? html`<button class="btn" @click=${(e: Event) => this.add(e.currentTarget as HTMLElement)}>${t('edit.addBooking')}</button>` : nothing}
          </div>
        </div>
        ${
          content
            ? this.renderEditor(
                content.guests,
                content.tables.map((tb) => tb.name),
                [],
              )
            : nothing
        }
        ${content ? html`<table-list></table-list>` : nothing}`;
    }
    const groups = [...new Set(content.guests.flatMap((g) => g.group.map((_, i) => formatGroupPath(g.group.slice(0, i + 1)))))].sort(
      (a, b) => a.localeCompare(b, this.l.lang),
    );
    const meals = content.meals ?? [];
    const extraColumns = extraColumnsOf(content.guests);
    const rows = this.filtered(content.guests);
    const locked = new Set(content.lockedBookings);
    const pinChoices = [{ value: '', label: t('editor.noPin') }, ...content.tables.map((tb) => ({ value: tb.name, label: tb.name }))];
    return html`
      <div class="toolbar">
        <div class="field">
          <label for="search">${t('guests.search')}</label>
          <input
            id="search"
            type="search"
            .value=${this.search}
            @input=${(e: Event) => this.setFilter((e.target as HTMLInputElement).value, this.group)}
          />
        </div>
        <div class="field">
          <label for="group">${t('guests.group')}</label>
          <select id="group" @change=${(e: Event) => this.setFilter(this.search, (e.target as HTMLSelectElement).value)}>
            <option value="">${t('guests.allGroups')}</option>
            ${groups.map((g) => html`<option value=${g} ?selected=${g === this.group}>${g}</option>`)}
          </select>
        </div>
        ${this.renderDetailFilters(meals, content.guests)}
        <span class="muted" role="status"
          >${t('guests.count', { shown: n(rows.length), total: content.guests.length, guests: rows.reduce((s, g) => s + g.size, 0) })}</span
        >
        <button class="btn primary" @click=${(e: Event) => this.add(e.currentTarget as HTMLElement)}>${t('edit.addBooking')}</button>
        <button class="btn" @click=${this.showTables}>${t('edit.goToTables')}</button>
        <button class="btn" @click=${(e: Event) => void this.mealEditor.open(e.currentTarget as HTMLElement)}>
          ${t('guestDetails.mealsButton')}
        </button>
        <button class="btn" @click=${(e: Event) => void this.wishEditor.open(e.currentTarget as HTMLElement)}>${t('wishes.button')}</button>
      </div>
      ${detailSummary(meals, rows, this.l)} ${this.renderBulkBar(content.tables.map((tb) => tb.name))}
      ${this.refusal && this.picked.size === 0 ? html`<p class="refusal" role="alert">${this.refusal}</p>` : nothing}
      <div class="scroll card" tabindex="0" role="region" aria-label=${t('guests.tableLabel')}>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <label class="pick">
                  <input
                    type="checkbox"
                    aria-label=${t('edit.selectAll')}
                    .checked=${rows.length > 0 && rows.slice(0, this.limit).every((g) => this.picked.has(g.name))}
                    @change=${(e: Event) => this.pickAll(rows.slice(0, this.limit), (e.target as HTMLInputElement).checked)}
                  />
                  ${t('guests.col.name')}
                </label>
              </th>
              <th scope="col">${t('guests.col.size')}</th>
              <th scope="col">${t('guests.col.group')}</th>
              <th scope="col" class="wide">${t('guests.col.strength')}</th>
              <th scope="col" class="wide">${t('guests.col.avoid')}</th>
              <th scope="col">${t('guests.col.table')}</th>
              <th scope="col">${t('guestDetails.col.people')}</th>
              <th scope="col">${t('guestDetails.col.meals')}</th>
              <th scope="col">${t('guestDetails.col.needs')}</th>
              <th scope="col">${t('guestDetails.col.notes')}</th>
              ${extraColumns.map((header) => html`<th scope="col">${header}</th>`)}
              <th scope="col"><span class="visually-hidden">${t('guests.col.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            ${rows.slice(0, this.limit).map((g) => {
              const seat = content.seating[g.name];
              const isLocked = locked.has(g.name);
              const texts = guestTexts(g);
              const cell = (
                field: GuestField,
                column: string,
                shown: unknown,
                options: Partial<Pick<InlineCell, 'type' | 'options' | 'suggestions' | 'min'>> = {},
              ) =>
                html`<inline-cell
                  .label=${t('inline.field', { column, name: g.name })}
                  .value=${texts[field]}
                  .type=${options.type ?? 'text'}
                  .options=${options.options ?? []}
                  .suggestions=${options.suggestions ?? []}
                  .min=${options.min}
                  @cell-commit=${(e: HTMLElementEventMap['cell-commit']) => this.saveField(g, field, e.detail)}
                  >${shown}</inline-cell
                >`;
              return html`<tr>
                <th scope="row" class="name">
                  <div class="pick">
                    <input
                      type="checkbox"
                      aria-label=${t('edit.select', { name: g.name })}
                      .checked=${this.picked.has(g.name)}
                      @change=${(e: Event) => this.pick(g.name, (e.target as HTMLInputElement).checked)}
                    />
                    ${cell('name', t('guests.col.name'), g.name)}
                  </div>
                </th>
                <td class="num" data-label=${t('guests.col.size')}>
                  ${cell('size', t('guests.col.size'), n(g.size), { type: 'number', min: 1 })}
                </td>
                <td class="group" data-label=${t('guests.col.group')}>
                  ${cell('group', t('guests.col.group'), texts.group, { suggestions: groups })}
                </td>
                <td class="num wide ${g.strength === null ? 'blank' : ''}" data-label=${t('guests.col.strength')}>
                  ${cell('strength', t('guests.col.strength'), g.strength === null ? '' : n(g.strength), { type: 'number', min: 0 })}
                </td>
                <td class="wide ${g.avoid.length ? '' : 'blank'}" data-label=${t('guests.col.avoid')}>
                  ${cell('avoid', t('guests.col.avoid'), texts.avoid)}
                </td>
                <td class=${seat === undefined ? 'unseated' : ''} data-label=${t('guests.col.table')}>
                  ${cell(
                    'pin',
                    t('editor.pin'),
                    html`${g.table ? html`${pinIcon}<span class="visually-hidden">${t('guests.pinnedTo')} </span> ` : nothing}${seat ?? t('guests.unseated')}`,
                    { type: 'select', options: pinChoices },
                  )}
                </td>
                ${detailCells(g, meals, extraColumns, this.l)}
                <td class="row-actions">
                  <div class="actions">
                    <button class="btn small" @click=${(e: Event) => this.edit(g, e.currentTarget as HTMLElement)}>
                      ${t('inline.editAll')}<span class="visually-hidden"> ${g.name}</span>
                    </button>
                    <button
                      class="btn small"
                      aria-pressed=${isLocked ? 'true' : 'false'}
                      @click=${() => this.toggleLock(g.name, !isLocked)}
                    >
                      ${isLocked ? t('guests.unlock') : t('guests.lock')}<span class="visually-hidden"> ${g.name}</span>
                    </button>
                    <button class="btn small" @click=${() => this.duplicate(g.name)}>
                      ${t('edit.duplicate')}<span class="visually-hidden"> ${g.name}</span>
                    </button>
                    <button
                      class="btn small"
                      @click=${() => this.change({ kind: 'deleteGuests', names: [g.name] }, t('history.deleteGuest', { name: g.name }))}
                    >
                      ${t('edit.delete')}<span class="visually-hidden"> ${g.name}</span>
                    </button>
                  </div>
                </td>
              </tr>`;
            })}
          </tbody>
        </table>
      </div>
      ${
        rows.length > this.limit
          ? html`<div class="more">
              <span class="muted">${t('guests.shownOf', { shown: n(this.limit), total: n(rows.length) })}</span>
              <button class="btn" @click=${() => (this.limit += PAGE)}>
                ${t('guests.showMore', { count: PAGE, countText: n(Math.min(PAGE, rows.length - this.limit)) })}
              </button>
            </div>`
          : nothing
      }
      ${this.renderEditor(
        content.guests,
        content.tables.map((tb) => tb.name),
        groups,
      )}
      <meal-list-editor
        .meals=${meals}
        .counts=${countMeals(meals, content.guests).byMeal}
        @meal-edit=${this.onMealEdit}
      ></meal-list-editor>
      <wish-list-editor .guests=${content.guests} .groupPaths=${groups} @wish-edit=${this.onWishEdit}></wish-list-editor>
      <table-list></table-list>
    `;
  }

  private renderEditor(guests: readonly GuestRecord[], tableNames: string[], groups: string[]) {
    return html`<guest-editor
      .bookingNames=${guests.map((g) => g.name)}
      .tableNames=${tableNames}
      .groupPaths=${groups}
      .tableTags=${tableTagsOf(this.store.state?.content?.tables ?? [])}
      .meals=${this.store.state?.content?.meals ?? []}
      .extraColumns=${extraColumnsOf(guests)}
      @guest-save=${this.onSave}
    ></guest-editor>`;
  }

  /** The bar for the picked bookings: move them, lock or unlock them, delete them. */
  private renderBulkBar(tableNames: string[]) {
    const { t } = this.l;
    const count = this.picked.size;
    if (count === 0) return nothing;
    return html`<div class="bulk card" role="group" aria-label=${t('edit.bulkLabel')}>
      <strong>${t('edit.selected', { count })}</strong>
      <div class="field">
        <label for="bulk-table">${t('edit.moveTo')}</label>
        <select id="bulk-table">
          ${tableNames.map((name, i) => html`<option value=${name} ?selected=${i === 0}>${name}</option>`)}
          <option value="">${t('edit.noSeat')}</option>
        </select>
      </div>
      <button class="btn primary" @click=${this.bulkMove}>${t('edit.move')}</button>
      <button class="btn" @click=${() => this.bulk({ kind: 'lockBookings', names: [...this.picked], locked: true })}>
        ${t('edit.lock')}
      </button>
      <button class="btn" @click=${() => this.bulk({ kind: 'lockBookings', names: [...this.picked], locked: false })}>
        ${t('edit.unlock')}
      </button>
      <button class="btn" @click=${() => this.bulk({ kind: 'deleteGuests', names: [...this.picked] })}>${t('edit.delete')}</button>
      <button class="btn" @click=${() => (this.picked = new Set())}>${t('edit.clearSelection')}</button>
      ${this.refusal ? html`<p class="refusal" role="alert">${this.refusal}</p>` : nothing}
    </div>`;
  }

  private pick(name: string, on: boolean) {
    const next = new Set(this.picked);
    if (on) next.add(name);
    else next.delete(name);
    this.picked = next;
    this.refusal = null;
  }

  private pickAll(rows: readonly GuestRecord[], on: boolean) {
    const next = new Set(this.picked);
    for (const g of rows) {
      if (on) next.add(g.name);
      else next.delete(g.name);
    }
    this.picked = next;
  }

  private bulkMove = () => {
    const select = this.renderRoot.querySelector<HTMLSelectElement>('#bulk-table');
    if (select) void this.bulk({ kind: 'moveBookings', names: [...this.picked], table: select.value || null });
  };

  /** A change to the picked bookings; they stay picked, so another change can follow. */
  private async bulk(intent: EditIntent) {
    const store = this.store.planner?.store;
    if (!store) return;
    const refusal = await this.change(intent, null);
    if (!refusal && store.state.undo) announce(this, this.l.t(`history.${store.state.undo.kind}`, store.state.undo.params));
  }

  /** Sends one edit to the store; shows and announces its refusal, or announces `done`. */
  private async change(intent: EditIntent, done: string | null): Promise<Refusal | null> {
    const store = this.store.planner?.store;
    if (!store) return null;
    const refusal = await store.edit(intent);
    const { t } = this.l;
    this.refusal = refusal ? t(`refusal.${refusal.reason}`, refusal.params) : null;
    if (this.refusal) announce(this, this.refusal);
    else if (done) announce(this, done);
    return refusal;
  }

  /** The tables are listed below every booking: this brings them into view. */
  private showTables = () => {
    const list = this.renderRoot.querySelector<HTMLElement>('table-list');
    list?.scrollIntoView({ block: 'start' });
    list?.focus();
  };

  private add(opener: HTMLElement) {
    void this.editor.open(null, opener);
  }

  private async duplicate(name: string) {
    const content = this.store.state?.content;
    if (!content) return;
    const { t } = this.l;
    const copyName = freeName(content.guests, (k) => (k === 1 ? t('edit.copyName', { name }) : t('edit.copyNameNumbered', { name, n: k })));
    await this.change({ kind: 'duplicateGuest', name, copyName }, t('history.duplicateGuest', { name, copy: copyName }));
  }

  private filtered(guests: readonly GuestRecord[]): GuestRecord[] {
    const query = this.search.trim().toLocaleLowerCase();
    const group = this.group.toLocaleLowerCase();
    return guests.filter((g) => {
      if (query && !g.name.toLocaleLowerCase().includes(query)) return false;
      if (this.meal && !hasMeal(g, this.meal === NO_MEAL ? '' : this.meal)) return false;
      if (this.need && !hasNeed(g, this.need)) return false;
      if (!group) return true;
      const path = formatGroupPath(g.group).toLocaleLowerCase();
      return path === group || path.startsWith(`${group} / `);
    });
  }

  private setFilter(search: string, group: string) {
    this.search = search;
    this.group = group;
    this.limit = PAGE;
  }

  /** Filters by meal and by need. */
  private renderDetailFilters(meals: readonly MealOption[], guests: readonly GuestRecord[]) {
    const { t } = this.l;
    const needs = [...countNeeds(guests).keys()].sort((a, b) => a.localeCompare(b, this.l.lang));
    return html`<div class="field">
        <label for="meal-filter">${t('guestDetails.mealFilter')}</label>
        <select id="meal-filter" @change=${(e: Event) => this.setDetailFilter((e.target as HTMLSelectElement).value, this.need)}>
          <option value="">${t('guestDetails.allMeals')}</option>
          ${meals.map((m) => html`<option value=${m.name} ?selected=${m.name === this.meal}>${m.symbol} ${m.name}</option>`)}
          <option value=${NO_MEAL} ?selected=${this.meal === NO_MEAL}>${t('guestDetails.noMeal')}</option>
        </select>
      </div>
      ${
        needs.length > 0 || this.need
          ? html`<div class="field">
              <label for="need-filter">${t('guestDetails.needFilter')}</label>
              <select id="need-filter" @change=${(e: Event) => this.setDetailFilter(this.meal, (e.target as HTMLSelectElement).value)}>
                <option value="">${t('guestDetails.allNeeds')}</option>
                ${needs.map((need) => html`<option value=${need} ?selected=${need === this.need}>${need}</option>`)}
              </select>
            </div>`
          : nothing
      }`;
  }

  private setDetailFilter(meal: string, need: string) {
    this.meal = meal;
    this.need = need;
    this.limit = PAGE;
  }

  private onMealEdit = async (event: HTMLElementEventMap['meal-edit']) => {
    const store = this.store.planner?.store;
    if (!store) return;
    const refusal = await store.edit(event.detail.intent);
    event.detail.respond(refusal);
    if (!refusal && store.state.undo) announce(this, this.l.t(`history.${store.state.undo.kind}`, store.state.undo.params));
    // A renamed or removed meal no longer filters anything.
    if (!refusal && this.meal !== NO_MEAL && this.meal !== '' && !findMeal(store.state.content?.meals ?? [], this.meal)) this.meal = '';
  };

  private onWishEdit = async (event: HTMLElementEventMap['wish-edit']) => {
    const store = this.store.planner?.store;
    if (!store) return;
    const refusal = await store.edit(event.detail.intent);
    event.detail.respond(refusal);
    if (!refusal && store.state.undo) announce(this, this.l.t(`history.${store.state.undo.kind}`, store.state.undo.params));
  };

  private edit(guest: GuestRecord, opener: HTMLElement) {
    void this.editor.open(guest, opener);
  }

  private async toggleLock(name: string, locked: boolean) {
    await this.store.planner?.store.setBookingLock(name, locked);
    announce(this, this.l.t(locked ? 'history.lockBooking' : 'history.unlockBooking', { name }));
  }

  /** One field of a booking edited in its cell: the rest of the record, its extra columns too, stays. */
  private async saveField(guest: GuestRecord, field: GuestField, detail: CellCommitDetail) {
    const { t } = this.l;
    const names = this.store.state?.content?.guests.map((g) => g.name) ?? [];
    const read = readGuest(guest, { [field]: detail.value }, guest.name, names, t);
    await saveCell(this, this.store.planner, t, detail, read, (record) => ({
      intent: { kind: 'editGuest', previousName: guest.name, guest: record },
      done: t('history.editGuest', { name: record.name }),
    }));
  }

  private async onSave(event: HTMLElementEventMap['guest-save']) {
    const store = this.store.planner?.store;
    if (!store) return;
    const { previousName, guest } = event.detail;
    const refusal = await store.edit(previousName === null ? { kind: 'addGuest', guest } : { kind: 'editGuest', previousName, guest });
    event.detail.respond(refusal);
    if (!refusal) announce(this, this.l.t(previousName === null ? 'history.addGuest' : 'history.editGuest', { name: guest.name }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'guest-list': GuestList;
  }
}
