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
import { countMeals, findMeal } from '../../model/meals.ts';
import { extraColumnsOf, type GuestRecord } from '../../model/records.ts';
import { sortBookings } from '../../model/sort-key.ts';
import type { Language } from '../../contract/index.ts';
import type { EventContent } from '../../model/event-content.ts';
import { navigate } from '../ui/events.ts';
import type { MealListEditor } from './meal-list-editor.ts';
import type { WishListEditor } from './wish-list-editor.ts';
import type { GuestEditor } from './guest-editor.ts';
import { filterGuests, groupPathsOf, NO_MEAL, type GuestFilter } from './guest-filter.ts';
import { GuestCellEditors } from './guest-cell-editors.ts';
import { GuestListEdits } from './guest-list-edits.ts';
import { guestListStyles } from './guest-list.styles.ts';
import { listToolbar, type ToolbarContext } from './guest-list-toolbar.ts';
import { guestHead, guestRow, rowWords, type RowContext, type RowWords } from './guest-rows.ts';
import type { CellOption } from '../ui/inline-cell.ts';
import { tableRoomsOf, tableTagsOf } from '../ui/record-fields.ts';
import { styleProperties } from '../ui/style-properties.ts';
import { notSeatedList } from './not-seated.ts';
import './guest-editor.ts';
import '../ui/inline-cell.ts';
import './meal-list-editor.ts';
import './wish-list-editor.ts';
import '../tables/table-list.ts';
import { bookingLabeler, bookingRef } from '../../model/booking-refs.ts';
import { isLockedBooking } from '../../state/seating-rules.ts';

/** What the list shows with the filters set, worked out once for the many drawings of a scroll. */
interface ListView {
  /** What it was worked out from: the content, the filters and the language. */
  key: readonly unknown[];
  groups: string[];
  rows: GuestRecord[];
  locked: ReadonlySet<string>;
  label: (guest: GuestRecord) => string;
  pinChoices: CellOption[];
  extraColumns: string[];
  tableNames: string[];
}

@customElement('guest-list')
export class GuestList extends LitElement {
  static override styles = guestListStyles;

  private readonly store = new StoreController(this, (s) => [s.content]);
  private readonly l = new LocalizeController(this);
  /** What the filters let through. */
  @state() private filter: GuestFilter = { search: '', group: '', meal: '', need: '' };
  @query('meal-list-editor') private mealEditor!: MealListEditor;
  @query('wish-list-editor') private wishEditor!: WishListEditor;
  @query('guest-editor') private editor!: GuestEditor;
  /** Bookings picked for a bulk change, by name. */
  @state() private picked: ReadonlySet<string> = new Set();
  /** Bookings whose compact row (a phone's) is opened on its details, by reference. */
  @state() private opened: ReadonlySet<string> = new Set();
  private readonly cells = new GuestCellEditors(this);
  private readonly edits = new GuestListEdits(this, () => this.store.planner, this.l);
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
      const names = new Set(guests.map(bookingRef));
      if ([...this.picked].some((name) => !names.has(name))) this.picked = new Set([...this.picked].filter((name) => names.has(name)));
    }
    this.view = content && guests.length > 0 ? this.viewOf(content) : null;
    this.drawn = this.rowWindow.window(this.view?.rows.length ?? 0, this.focusedRow());
    this.cells.keepDrawn(this.drawn);
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
    return this.cells.isEditing(index) ? null : index;
  }

  /**
   * What the list shows of `content` with the filters set: worked out again only when either
   * changes, not for each scroll that draws other rows.
   */
  private viewOf(content: EventContent): ListView {
    const { search, group, meal, need } = this.filter;
    const key = [content, search, group, meal, need, this.l.lang] as const;
    const last = this.view;
    if (last && last.key.every((part, i) => part === key[i])) return last;
    const { t } = this.l;
    return {
      key,
      groups: groupPathsOf(content.guests, this.l.lang),
      // By family name, in the language's collation: the order the escort list and table lists print in.
      rows: sortBookings(filterGuests(content.guests, this.filter), this.l.lang as Language),
      locked: new Set(content.guests.filter((g) => isLockedBooking(content, g)).map(bookingRef)),
      label: bookingLabeler(content.guests, { language: this.l.lang }),
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
            ${content ? html`<button class="btn" @click=${(e: Event) => void this.editor.open(null, e.currentTarget as HTMLElement)}>${t('edit.addBooking')}</button>` : nothing}
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
      label: view.label,
      picked: this.picked,
      opened: this.opened,
      groups,
      pinChoices: view.pinChoices,
      meals,
      extraColumns,
      editors: this.cells.editors,
      onCommit: (guest, field, detail) => void this.edits.saveField(guest, field, detail),
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
    const rowsKey = [view, this.picked, this.opened, this.cells.editors, content.seating, meals];
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
      ${guard([view, this.picked, this.edits.refusal.value], () => listToolbar(this.toolbarContext(content, view)))}
      <div class="scroll card" tabindex="0" role="region" aria-label=${t('guests.tableLabel')}>
        <table
          aria-rowcount=${rows.length + 1}
          ${styleProperties({ '--extra-columns': extraColumns.length ? `repeat(${extraColumns.length}, 9rem)` : '' })}
        >
          ${guard([view, this.picked], () => guestHead(rows, extraColumns, this.picked, this.l, words, (on) => this.pickAll(rows, on)))}
          <tbody @click=${this.onBodyClick} @change=${this.onBodyChange} @keydown=${this.cells.onKey}>
            ${repeat(
              items,
              (item) => item.key,
              (item) => item.draw(),
            )}
          </tbody>
        </table>
      </div>
      ${guard([content.guests, content.mergeBase, this.l.lang], () => notSeatedList(content, this.l))}
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
        () =>
          html`<wish-list-editor
            .guests=${content.guests}
            .groupPaths=${groups}
            @wish-edit=${(e: HTMLElementEventMap['wish-edit']) => void this.edits.answer(e.detail)}
          ></wish-list-editor>`,
      )}
      <table-list></table-list>
    `;
  }

  /** What the toolbar shows, and the handlers of its changes and clicks. */
  private toolbarContext(content: EventContent, view: ListView): ToolbarContext {
    return {
      l: this.l,
      guests: content.guests,
      meals: content.meals ?? [],
      rows: view.rows,
      groups: view.groups,
      tableNames: view.tableNames,
      filter: this.filter,
      picked: this.picked,
      refusal: this.edits.refusal.value,
      filterBy: (change) => this.filterBy(change),
      add: (opener) => void this.editor.open(null, opener),
      showTables: this.showTables,
      openMeals: (opener) => void this.mealEditor.open(opener),
      openWishes: (opener) => void this.wishEditor.open(opener),
      bulkMove: this.bulkMove,
      bulk: (intent) => void this.edits.bulk(intent),
      clearPicks: () => (this.picked = new Set()),
    };
  }

  /** A row's button clicked: its booking edited, locked, duplicated or deleted; a light cell clicked (or Enter or Space on it): its editor opens with its text. */
  private onBodyClick = (event: Event) => {
    const action = this.rowAction(event);
    if (action) {
      const { control, guest } = action;
      const ref = bookingRef(guest);
      if (control.dataset['action'] === 'edit-all') void this.editor.open(guest, control);
      else if (control.dataset['action'] === 'lock') void this.edits.toggleLock(ref, !this.view?.locked.has(ref));
      else if (control.dataset['action'] === 'duplicate') void this.edits.duplicate(guest);
      else if (control.dataset['action'] === 'delete') void this.edits.delete(ref);
      else if (control.dataset['action'] === 'details') this.toggleOpened(ref);
      return;
    }
    this.cells.onClick(event);
  };

  /** A row's check box: its booking picked or not. */
  private onBodyChange = (event: Event) => {
    const action = this.rowAction(event);
    if (action?.control.dataset['action'] === 'pick') this.pick(bookingRef(action.guest), (action.control as HTMLInputElement).checked);
  };

  /** The row's control (data-action) an event happened on, and its row's booking. */
  private rowAction(event: Event): { control: HTMLElement; guest: GuestRecord } | null {
    const control = (event.target as Element).closest<HTMLElement>('[data-action]');
    const row = control?.closest('tr[aria-rowindex]');
    const guest = row ? this.view?.rows[Number(row.getAttribute('aria-rowindex')) - 2] : undefined;
    return control && guest ? { control, guest } : null;
  }

  private renderEditor(guests: readonly GuestRecord[], tableNames: string[], groups: string[]) {
    const content = this.store.state?.content;
    return html`<guest-editor
      .bookingNames=${guests.flatMap((g) => (g.id === undefined ? [g.name] : [g.name, g.id]))}
      .bookings=${guests}
      .tableRooms=${content ? tableRoomsOf(content.tables, content.guests, content.seating) : []}
      .tableNames=${tableNames}
      .groupPaths=${groups}
      .tableTags=${tableTagsOf(this.store.state?.content?.tables ?? [])}
      .meals=${this.store.state?.content?.meals ?? []}
      .extraColumns=${extraColumnsOf(guests)}
      @guest-save=${(e: HTMLElementEventMap['guest-save']) => void this.edits.save(e.detail)}
      @table-tag=${(e: HTMLElementEventMap['table-tag']) => void this.edits.tagTable(e.detail)}
    ></guest-editor>`;
  }

  private pick(name: string, on: boolean) {
    const next = new Set(this.picked);
    if (on) next.add(name);
    else next.delete(name);
    this.picked = next;
    this.edits.refusal.value = null;
  }

  private toggleOpened(ref: string) {
    const next = new Set(this.opened);
    if (!next.delete(ref)) next.add(ref);
    this.opened = next;
  }

  private pickAll(rows: readonly GuestRecord[], on: boolean) {
    const next = new Set(this.picked);
    for (const g of rows) {
      if (on) next.add(bookingRef(g));
      else next.delete(bookingRef(g));
    }
    this.picked = next;
  }

  private bulkMove = () => {
    const select = this.renderRoot.querySelector<HTMLSelectElement>('#bulk-table');
    if (select) void this.edits.bulk({ kind: 'moveBookings', names: [...this.picked], table: select.value || null });
  };

  /** The tables are listed below every booking: this brings them into view. */
  private showTables = () => {
    const list = this.renderRoot.querySelector<HTMLElement>('table-list');
    list?.scrollIntoView({ block: 'start' });
    list?.focus();
  };

  /** A new filter draws the list anew, without the cell editors of the rows it showed. */
  private filterBy(change: Partial<GuestFilter>) {
    this.filter = { ...this.filter, ...change };
    this.cells.clear();
  }

  private onMealEdit = async (event: HTMLElementEventMap['meal-edit']) => {
    const made = await this.edits.answer(event.detail);
    // A renamed or removed meal no longer filters anything.
    const { meal } = this.filter;
    if (made && meal !== NO_MEAL && meal !== '' && !findMeal(this.store.state?.content?.meals ?? [], meal))
      this.filter = { ...this.filter, meal: '' };
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'guest-list': GuestList;
  }
}
