/**
 * Every table of the event with its shape and tags, to add, rename, resize (in place, or in the
 * table editor, which also sets the shape and tags), duplicate and delete. Each change is one
 * undoable step; a refusal is shown beside the list and announced.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { FIELD_RULES } from '../../contract/limits.ts';
import { shapeOf, type TableRecord } from '../../model/records.ts';
import { joinList } from '../../model/list-text.ts';
import { freeName } from '../../state/edits.ts';
import type { Refusal } from '../../state/seating-rules.ts';
import { occupancy } from '../../state/seating-rules.ts';
import { announce } from '../ui/events.ts';
import type { TableEditor } from './table-editor.ts';
import { tableListStyles } from './table-list.styles.ts';
import type { CellCommitDetail } from '../ui/inline-cell.ts';
import { readTable, tableTexts, type TableField } from '../ui/record-fields.ts';
import { saveCell } from '../ui/cell-save.ts';
import './table-editor.ts';
import '../ui/inline-cell.ts';

const PAGE = 100;

@customElement('table-list')
export class TableList extends LitElement {
  static override styles = tableListStyles;

  private readonly store = new StoreController(this, (s) => [s.content?.tables, s.content?.guests, s.content?.seating]);
  private readonly l = new LocalizeController(this);
  @state() private refusal: string | null = null;
  @state() private limit = PAGE;
  @query('table-editor') private editor!: TableEditor;

  override connectedCallback() {
    super.connectedCallback();
    // Focusable, so "Tables" in the guest list can take the focus here.
    if (!this.hasAttribute('tabindex')) this.tabIndex = -1;
  }

  override render() {
    const content = this.store.state?.content;
    const { t, n } = this.l;
    if (!content) return nothing;
    const used = occupancy(content);
    return html`
      <section class="card" aria-labelledby="tables-title">
        <div class="head">
          <h2 id="tables-title">${t('edit.tablesTitle')}</h2>
          <button class="btn primary" @click=${(e: Event) => void this.editor.open(null, e.currentTarget as HTMLElement)}>
            ${t('edit.addTable')}
          </button>
        </div>
        <p class="muted">${t('edit.tablesHint')}</p>
        ${this.refusal ? html`<p class="refusal" role="alert">${this.refusal}</p>` : nothing}
        ${
          content.tables.length
            ? html`<ul class="rows" aria-labelledby="tables-title">
                ${content.tables.slice(0, this.limit).map((table) => this.renderRow(table, used.get(table.name) ?? 0))}
              </ul>`
            : html`<p class="muted">${t('tables.noTables')}</p>`
        }
        ${
          content.tables.length > this.limit
            ? html`<button class="btn" @click=${() => (this.limit += PAGE)}>
                ${t('guests.showMore', { count: PAGE, countText: n(Math.min(PAGE, content.tables.length - this.limit)) })}
              </button>`
            : nothing
        }
      </section>
      <table-editor></table-editor>
    `;
  }

  private renderRow(table: TableRecord, seated: number) {
    const { t, n } = this.l;
    const texts = tableTexts(table);
    const column = (key: 'edit.name' | 'edit.capacity') => t('inline.field', { column: t(key), name: table.name });
    return html`<li>
      <span class="name">
        <inline-cell
          .label=${column('edit.name')}
          .value=${texts.name}
          @cell-commit=${(e: HTMLElementEventMap['cell-commit']) => this.saveField(table, 'name', e.detail)}
          >${table.name}</inline-cell
        >
      </span>
      <span class="muted figures">
        ${t('edit.capacity')}:
        <inline-cell
          type="number"
          .min=${FIELD_RULES.tableCapacityMin}
          .max=${FIELD_RULES.tableCapacityMax}
          .label=${column('edit.capacity')}
          .value=${texts.capacity}
          @cell-commit=${(e: HTMLElementEventMap['cell-commit']) => this.saveField(table, 'capacity', e.detail)}
          >${n(table.capacity)}</inline-cell
        >
        · ${t('edit.seated')}: ${n(seated)}
      </span>
      <span class="features">
        <span class="shape">${t(`wishes.table.shapes.${shapeOf(table)}`)}</span>
        ${(table.tags ?? []).map((tag) => html`<span class="tag">${tag}</span>`)}
        ${
          table.reservedFor?.length
            ? html`<span class="tag reserved">${t('wishes.table.reservedBadge', { names: joinList(table.reservedFor) })}</span>`
            : nothing
        }
      </span>
      <span class="actions">
        <button class="btn small" @click=${(e: Event) => void this.editor.open(table, e.currentTarget as HTMLElement)}>
          ${t('inline.editAll')}<span class="visually-hidden"> ${table.name}</span>
        </button>
        <button class="btn small" @click=${() => this.duplicate(table)}>
          ${t('edit.duplicate')}<span class="visually-hidden"> ${table.name}</span>
        </button>
        <button class="btn small" @click=${() => this.delete(table)}>
          ${t('edit.delete')}<span class="visually-hidden"> ${table.name}</span>
        </button>
      </span>
    </li>`;
  }

  /** The name or the seats of a table edited in its cell: a new name follows wherever the table is named. */
  private async saveField(table: TableRecord, field: TableField, detail: CellCommitDetail) {
    const { t } = this.l;
    const read = readTable(table, { [field]: detail.value }, t);
    // The table as the cell showed it when editing began, for a value another tab saved since.
    const before = readTable(table, { [field]: detail.read }, t);
    const fromRead = 'record' in before ? { read: before.record, keepMine: detail.keepMine } : {};
    await saveCell(this, this.store.planner, t, detail, read, (record) => ({
      intent: { kind: 'editTable', previousName: table.name, table: record, ...fromRead },
      done: t('history.editTable', { table: record.name }),
    }));
  }

  private async duplicate(table: TableRecord) {
    const store = this.store.planner?.store;
    if (!store?.state.content) return;
    const { t } = this.l;
    const copyName = freeName(store.state.content.tables, (k) =>
      k === 1 ? t('edit.copyName', { name: table.name }) : t('edit.copyNameNumbered', { name: table.name, n: k }),
    );
    const refusal = await store.edit({ kind: 'duplicateTable', name: table.name, copyName });
    this.report(refusal, t('history.duplicateTable', { table: table.name, copy: copyName }));
  }

  private async delete(table: TableRecord) {
    const store = this.store.planner?.store;
    if (!store) return;
    const refusal = await store.edit({ kind: 'deleteTable', name: table.name });
    const params = store.state.undo?.kind === 'deleteTable' ? store.state.undo.params : {};
    this.report(refusal, deletedTableMessage(this.l.t, table.name, Number(params['unseated'] ?? 0), Number(params['pins'] ?? 0)));
  }

  private report(refusal: Refusal | null, done: string) {
    const { t } = this.l;
    this.refusal = refusal ? t(`refusal.${refusal.reason}`, refusal.params) : null;
    announce(this, this.refusal ?? done);
  }
}

/** What deleting a table did: how many bookings lost their seats, and how many pins to it were cleared. */
export function deletedTableMessage(t: LocalizeController['t'], table: string, unseated: number, pins: number): string {
  const deleted = t('edit.tableDeleted', { table, count: unseated });
  return pins > 0 ? `${deleted} ${t('edit.pinsCleared', { count: pins })}` : deleted;
}

declare global {
  interface HTMLElementTagNameMap {
    'table-list': TableList;
  }
}
