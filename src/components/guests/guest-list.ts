/**
 * Every booking, searchable and filterable by group, meal and need; its people, meals, needs, notes
 * and the file's other columns are shown, with counts of meals and needs that follow the filter, and
 * the event's meals are edited here. Only the rows on screen and a screen's worth either side are
 * drawn (see RowWindowController), each light (see guest-rows.ts), so a 10,000-booking list scrolls
 * without blocking; the table tells screen readers its whole size. Bookings are added here; each
 * cell of a row is edited in place, and each row opens the booking editor on all its fields,
 * duplicates, deletes or locks its booking, and bookings picked by their check boxes move, lock or
 * go together. The event's tables are listed below. Every change is one undoable step.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { repeat } from 'lit/directives/repeat.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { isDrawn, RowSlots, RowWindowController, type RowWindow } from '../../controllers/row-window-controller.ts';
import { formatGroupPath } from '../../model/group-path.ts';
import { countMeals, findMeal, hasMeal, type MealOption } from '../../model/meals.ts';
import { countNeeds, hasNeed } from '../../model/needs.ts';
import { extraColumnsOf, type GuestRecord } from '../../model/records.ts';
import type { EventContent } from '../../storage/schema.ts';
import { announce, navigate } from '../ui/events.ts';
import type { MealListEditor } from './meal-list-editor.ts';
import type { WishListEditor } from './wish-list-editor.ts';
import { detailSummary } from './guest-details.ts';
import type { GuestEditor } from './guest-editor.ts';
import { guestListStyles } from './guest-list.styles.ts';
import { CELL_KINDS, guestRow, rowWords, type RowContext, type RowWords } from './guest-rows.ts';
import { freeName, type EditIntent } from '../../state/edits.ts';
import type { Refusal } from '../../state/seating-rules.ts';
import type { CellCommitDetail, CellOption, InlineCell } from '../ui/inline-cell.ts';
import { readGuest, tableTagsOf, type GuestField } from '../ui/record-fields.ts';
import { saveCell } from '../ui/cell-save.ts';
import { styleProperties } from '../ui/style-properties.ts';
import './guest-editor.ts';
import '../ui/inline-cell.ts';
import './meal-list-editor.ts';
import './wish-list-editor.ts';
import '../tables/table-list.ts';

/** What the list shows with the filters set, worked out once for the many drawings of a scroll. */
interface ListView {
  /** What it was worked out from: the content, the filters and the language. */
  key: readonly unknown[];
  groups: string[];
  rows: GuestRecord[];
  locked: ReadonlySet<string>;
  pinChoices: CellOption[];
  extraColumns: string[];
  tableNames: string[];
}

/** The meal filter's value for "No meal", which no meal name can be (names are trimmed). */
const NO_MEAL = ' none';

@customElement('guest-list')
export class GuestList extends LitElement {
  static override styles = guestListStyles;

  private readonly store = new StoreController(this, (s) => [s.content]);
  private readonly l = new LocalizeController(this);
  @state() private search = '';
  @state() private group = '';
  /** A meal's name, NO_MEAL, or '' for every booking. */
  @state() private meal = '';
  @state() private need = '';
  @query('meal-list-editor') private mealEditor!: MealListEditor;
  @query('wish-list-editor') private wishEditor!: WishListEditor;
  @query('guest-editor') private editor!: GuestEditor;
  /** Bookings picked for a bulk change, by name. */
  @state() private picked: ReadonlySet<string> = new Set();
  /** Why the last change made here was refused, shown beside the controls that asked for it. */
  @state() private refusal: string | null = null;
  /** The cells drawn as `<inline-cell>`, by row index: the one being edited, and others still open. */
  @state() private editors: ReadonlyMap<number, GuestField> = new Map();
  private view: ListView | null = null;
  private readonly rowWindow = new RowWindowController(this, () => this.listBody());
  private readonly rowSlots = new RowSlots();
  private body: HTMLElement | null = null;
  private drawn: RowWindow = { runs: [], after: 0 };
  /** The templates of the rows drawn, by index, and what they were made from. */
  private readonly rowTemplates = new Map<number, TemplateResult>();
  private rowsKey: readonly unknown[] = [];
  /** The rows' words, translated once for the language. */
  private words: RowWords | null = null;

  override willUpdate() {
    const content = this.store.state?.content;
    const guests = content?.guests ?? [];
    // Picked bookings that are gone (deleted, renamed, another event) are no longer picked.
    if (this.picked.size > 0 && this.view?.key[0] !== content) {
      const names = new Set(guests.map((g) => g.name));
      if ([...this.picked].some((name) => !names.has(name))) this.picked = new Set([...this.picked].filter((name) => names.has(name)));
    }
    this.view = content && guests.length > 0 ? this.viewOf(content) : null;
    this.drawn = this.rowWindow.window(this.view?.rows.length ?? 0, this.focusedRow());
    // An editor scrolled far out of view saves what it holds, as leaving it would, before its row goes.
    for (const index of this.editors.keys()) {
      if (isDrawn(this.drawn, index)) continue;
      this.editorAt(index)?.finish();
      const editors = new Map(this.editors);
      editors.delete(index);
      this.editors = editors;
    }
  }

  /** The element the rows sit in, looked up again only when it was drawn anew: each scroll asks for it. */
  private listBody(): HTMLElement | null {
    if (!this.body?.isConnected) this.body = this.renderRoot.querySelector<HTMLElement>('tbody');
    return this.body;
  }

  /** The index of the row holding the keyboard's focus, unless a cell of it is being edited (its editor saves when it scrolls away). */
  private focusedRow(): number | null {
    const focused = this.shadowRoot?.activeElement;
    const row = focused?.closest('tbody tr[aria-rowindex]');
    if (!row) return null;
    const index = Number(row.getAttribute('aria-rowindex')) - 2;
    return this.editorAt(index)?.open ? null : index;
  }

  /**
   * What the list shows of `content` with the filters set: worked out again only when either
   * changes, not for each scroll that draws other rows.
   */
  private viewOf(content: EventContent): ListView {
    const key = [content, this.search, this.group, this.meal, this.need, this.l.lang] as const;
    const last = this.view;
    if (last && last.key.every((part, i) => part === key[i])) return last;
    const groups = [...new Set(content.guests.flatMap((g) => g.group.map((_, i) => formatGroupPath(g.group.slice(0, i + 1)))))].sort(
      (a, b) => a.localeCompare(b, this.l.lang),
    );
    const { t } = this.l;
    return {
      key,
      groups,
      rows: this.filtered(content.guests),
      locked: new Set(content.lockedBookings),
      pinChoices: [{ value: '', label: t('editor.noPin') }, ...content.tables.map((tb) => ({ value: tb.name, label: tb.name }))],
      extraColumns: extraColumnsOf(content.guests),
      tableNames: content.tables.map((tb) => tb.name),
    };
  }

  override render() {
    const content = this.store.state?.content;
    const { t } = this.l;
    const view = this.view;
    if (!content || !view) {
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
    const { groups, rows, extraColumns } = view;
    const meals = content.meals ?? [];
    const { runs, after } = this.drawn;
    if (this.words?.lang !== this.l.lang) this.words = rowWords(this.l);
    const words = this.words;
    const ctx: RowContext = {
      l: this.l,
      words,
      seating: content.seating,
      locked: view.locked,
      picked: this.picked,
      groups,
      pinChoices: view.pinChoices,
      meals,
      extraColumns,
      editors: this.editors,
      onCommit: (guest, field, detail) => void this.saveField(guest, field, detail),
    };
    const columnCount = 11 + extraColumns.length;
    const spacer = (height: number) =>
      height > 0
        ? html`<tr class="spacer" aria-hidden="true">
            <td colspan=${columnCount} ${styleProperties({ 'block-size': `${height}px` })}></td>
          </tr>`
        : nothing;
    // Each run of rows after the space standing in for those skipped before it, every item keyed so a
    // scroll keeps the rows still drawn as they are, and a row scrolled in reuses the elements of one
    // scrolled out (RowSlots) instead of making its own.
    const items: { key: string | number; draw: () => unknown }[] = [];
    const slot = this.rowSlots.keys(this.drawn);
    runs.forEach((run, k) => {
      items.push({ key: `space ${k}`, draw: () => spacer(run.before) });
      for (let i = run.start; i < run.end; i++) items.push({ key: slot(i), draw: () => rowTemplate(i) });
    });
    items.push({ key: 'space after', draw: () => spacer(after) });
    // A scroll changes only which rows are drawn: the rows still drawn keep their templates, so only new ones are made.
    const rowsKey = [view, this.picked, this.editors, content.seating, meals];
    if (rowsKey.some((part, i) => part !== this.rowsKey[i])) this.rowTemplates.clear();
    this.rowsKey = rowsKey;
    const rowTemplate = (i: number) => {
      let made = this.rowTemplates.get(i);
      if (!made) this.rowTemplates.set(i, (made = guestRow(rows[i]!, i, ctx)));
      return made;
    };
    for (const i of this.rowTemplates.keys()) if (!isDrawn(this.drawn, i)) this.rowTemplates.delete(i);
    // A scroll changes only the rows drawn: the rest is drawn again only when what it shows changes.
    return html`
      ${guard([view, this.picked, this.refusal], () => this.renderToolbar(content, view))}
      <div class="scroll card" tabindex="0" role="region" aria-label=${t('guests.tableLabel')}>
        <table
          aria-rowcount=${rows.length + 1}
          ${styleProperties({ '--extra-columns': extraColumns.length ? `repeat(${extraColumns.length}, 9rem)` : '' })}
        >
          ${guard([view, this.picked], () => this.renderHead(view, words))}
          <tbody @click=${this.onBodyClick} @change=${this.onBodyChange} @keydown=${this.onCellKey}>
            ${repeat(
              items,
              (item) => item.key,
              (item) => item.draw(),
            )}
          </tbody>
        </table>
      </div>
      ${guard([content.guests, view.tableNames, groups], () => this.renderEditor(content.guests, view.tableNames, groups))}
      ${guard(
        [meals, content.guests],
        () =>
          html`<meal-list-editor
            .meals=${meals}
            .counts=${countMeals(meals, content.guests).byMeal}
            @meal-edit=${this.onMealEdit}
          ></meal-list-editor>`,
      )}
      ${guard(
        [content.guests, groups],
        () => html`<wish-list-editor .guests=${content.guests} .groupPaths=${groups} @wish-edit=${this.onWishEdit}></wish-list-editor>`,
      )}
      <table-list></table-list>
    `;
  }

  /** The filters, the count, the buttons above the list, the meal and need counts and the bar for the picked bookings. */
  private renderToolbar(content: EventContent, view: ListView) {
    const { t, n } = this.l;
    const { groups, rows } = view;
    const meals = content.meals ?? [];
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
            ${guard([groups, this.group], () => groups.map((g) => html`<option value=${g} ?selected=${g === this.group}>${g}</option>`))}
          </select>
        </div>
        ${guard([view, content.meals], () => this.renderDetailFilters(meals, content.guests))}
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
      ${guard([view, meals], () => detailSummary(meals, rows, this.l))} ${this.renderBulkBar(view.tableNames)}
      ${this.refusal && this.picked.size === 0 ? html`<p class="refusal" role="alert">${this.refusal}</p>` : nothing}
    `;
  }

  /** The header row: select all, and each column's name. */
  private renderHead(view: ListView, words: RowWords) {
    const { t } = this.l;
    const { rows, extraColumns } = view;
    const columns = words.columns;
    return html`
      <thead>
        <tr aria-rowindex="1">
          <th scope="col">
            <label class="pick">
              <input
                type="checkbox"
                aria-label=${t('edit.selectAll')}
                .checked=${rows.length > 0 && this.picked.size >= rows.length && rows.every((g) => this.picked.has(g.name))}
                @change=${(e: Event) => this.pickAll(rows, (e.target as HTMLInputElement).checked)}
              />
              ${columns.name}
            </label>
          </th>
          <th scope="col">${columns.size}</th>
          <th scope="col">${columns.group}</th>
          <th scope="col" class="wide">${columns.strength}</th>
          <th scope="col" class="wide">${columns.avoid}</th>
          <th scope="col">${t('guests.col.table')}</th>
          <th scope="col">${t('guestDetails.col.people')}</th>
          <th scope="col">${t('guestDetails.col.meals')}</th>
          <th scope="col">${t('guestDetails.col.needs')}</th>
          <th scope="col">${t('guestDetails.col.notes')}</th>
          ${extraColumns.map((header) => html`<th scope="col">${header}</th>`)}
          <th scope="col"><span class="visually-hidden">${t('guests.col.actions')}</span></th>
        </tr>
      </thead>
    `;
  }

  /** A row's button clicked: its booking edited, locked, duplicated or deleted; a light cell clicked (or Enter or Space on it): its editor opens with its text. */
  private onBodyClick = (event: Event) => {
    const action = this.rowAction(event);
    if (action) {
      const { control, guest } = action;
      const { name } = guest;
      const { t } = this.l;
      if (control.dataset['action'] === 'edit-all') this.edit(guest, control);
      else if (control.dataset['action'] === 'lock') void this.toggleLock(name, !this.view?.locked.has(name));
      else if (control.dataset['action'] === 'duplicate') void this.duplicate(name);
      else if (control.dataset['action'] === 'delete')
        void this.change({ kind: 'deleteGuests', names: [name] }, t('history.deleteGuest', { name }));
      return;
    }
    const target = this.lightCell(event);
    if (target) void this.openCell(target.index, target.field);
  };

  /** A row's check box: its booking picked or not. */
  private onBodyChange = (event: Event) => {
    const action = this.rowAction(event);
    if (action?.control.dataset['action'] === 'pick') this.pick(action.guest.name, (action.control as HTMLInputElement).checked);
  };

  /** The row's control (data-action) an event happened on, and its row's booking. */
  private rowAction(event: Event): { control: HTMLElement; guest: GuestRecord } | null {
    const control = (event.target as Element).closest<HTMLElement>('[data-action]');
    const row = control?.closest('tr[aria-rowindex]');
    const guest = row ? this.view?.rows[Number(row.getAttribute('aria-rowindex')) - 2] : undefined;
    return control && guest ? { control, guest } : null;
  }

  /** F2 opens a light cell's editor; typing on it starts a new text, as in a spreadsheet (a choice has no text). */
  private onCellKey = (event: KeyboardEvent) => {
    const target = this.lightCell(event);
    if (!target) return;
    const typed = event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (event.key === 'F2' || (typed && CELL_KINDS[target.field] !== 'select')) {
      event.preventDefault();
      void this.openCell(target.index, target.field, event.key === 'F2' ? undefined : event.key);
    }
  };

  /** The light cell an event happened on: its row's index in the list and its field. */
  private lightCell(event: Event): { index: number; field: GuestField } | null {
    const button = (event.target as Element).closest<HTMLElement>('button[data-cell]');
    const row = button?.closest('tr');
    if (!button || !row) return null;
    return { index: Number(row.getAttribute('aria-rowindex')) - 2, field: button.dataset['cell'] as GuestField };
  }

  /** Draws an `<inline-cell>` for one cell and opens it; other editors stay only while they are open. */
  private async openCell(index: number, field: GuestField, text?: string) {
    const editors = new Map([...this.editors].filter(([i]) => i !== index && this.editorAt(i)?.open));
    editors.set(index, field);
    this.editors = editors;
    await this.updateComplete;
    await this.editorAt(index)?.edit(text);
  }

  private editorAt(index: number): InlineCell | null {
    return this.renderRoot.querySelector<InlineCell>(`inline-cell[data-index="${index}"]`);
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
    this.editors = new Map();
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
    this.editors = new Map();
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
