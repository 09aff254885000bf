/**
 * Every booking, searchable and filterable by group, shown a page at a time so a 10,000-row
 * list stays light. Each row opens the booking editor and can lock the booking where it sits.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { StoreController } from '../controllers/store-controller.ts';
import { LocalizeController } from '../controllers/localize-controller.ts';
import { formatGroupPath } from '../csv/group-path.ts';
import type { GuestRecord } from '../model/records.ts';
import { announce, navigate } from './events.ts';
import type { GuestEditor } from './guest-editor.ts';
import { tokens } from './shared-styles.ts';
import { pinIcon } from './icons.ts';
import './guest-editor.ts';

const PAGE = 100;

@customElement('guest-list')
export class GuestList extends LitElement {
  static override styles = [
    tokens,
    css`
      :host {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 0.9rem;
      }
      .toolbar {
        display: flex;
        flex-wrap: wrap;
        gap: 0.6rem 1rem;
        align-items: end;
      }
      .field {
        display: grid;
        gap: 0.25rem;
        flex: 1 1 12rem;
        max-width: 22rem;
      }
      .scroll {
        overflow-x: auto;
        min-width: 0;
      }
      table {
        border-collapse: collapse;
        inline-size: 100%;
        background: var(--_surface);
        font-size: 0.93rem;
      }
      th,
      td {
        text-align: start;
        padding: 0.5rem 0.6rem;
        border-block-end: 1px solid var(--_border);
        vertical-align: middle;
      }
      thead th {
        font-size: 0.8rem;
        text-transform: uppercase;
        letter-spacing: 0.03em;
        color: var(--_muted);
        background: #f1f3f6;
        position: sticky;
        inset-block-start: 0;
      }
      td.num {
        text-align: end;
        font-variant-numeric: tabular-nums;
      }
      .name {
        font-weight: 600;
        overflow-wrap: break-word;
      }
      .unseated {
        color: var(--_danger);
      }
      .actions {
        display: flex;
        gap: 0.35rem;
        flex-wrap: nowrap;
      }
      .more {
        display: flex;
        gap: 1rem;
        align-items: center;
        flex-wrap: wrap;
      }
      .empty {
        padding: 1.5rem;
        text-align: center;
        display: grid;
        gap: 0.75rem;
        justify-items: center;
      }
      /* On a phone each booking is a small card: name and buttons on top, the details below with their labels. */
      @container (max-width: 640px) {
        thead {
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip: rect(0 0 0 0);
        }
        table,
        tbody {
          display: block;
        }
        tr {
          display: grid;
          grid-template-columns: minmax(0, 1fr) auto;
          gap: 0.2rem 0.75rem;
          padding: 0.7rem 0.8rem;
          border-block-end: 1px solid var(--_border);
        }
        th,
        td {
          border: none;
          padding: 0;
          text-align: start;
        }
        td.num {
          text-align: start;
        }
        td[data-label]::before {
          content: attr(data-label) ': ';
          color: var(--_muted);
        }
        td[data-label]:empty,
        .wide:empty {
          display: none;
        }
        .row-actions {
          grid-column: 2;
          grid-row: 1 / span 4;
          align-self: start;
        }
        .actions {
          flex-direction: column;
        }
      }
    `,
  ];

  private readonly store = new StoreController(this);
  private readonly l = new LocalizeController(this);
  @state() private search = '';
  @state() private group = '';
  @state() private limit = PAGE;
  @query('guest-editor') private editor!: GuestEditor;

  override render() {
    const content = this.store.state?.content;
    const { t, n } = this.l;
    if (!content || content.guests.length === 0) {
      return html`<div class="card empty">
        <p>${t('guests.empty')}</p>
        <button class="btn primary" @click=${() => navigate(this, 'import')}>${t('guests.goImport')}</button>
      </div>`;
    }
    const groups = [...new Set(content.guests.flatMap((g) => g.group.map((_, i) => formatGroupPath(g.group.slice(0, i + 1)))))].sort(
      (a, b) => a.localeCompare(b, this.l.lang),
    );
    const rows = this.filtered(content.guests);
    const locked = new Set(content.lockedBookings);
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
        <span class="muted" role="status"
          >${t('guests.count', { shown: n(rows.length), total: n(content.guests.length), guests: n(rows.reduce((s, g) => s + g.size, 0)) })}</span
        >
      </div>
      <div class="scroll card" tabindex="0" role="region" aria-label=${t('guests.tableLabel')}>
        <table>
          <thead>
            <tr>
              <th scope="col">${t('guests.col.name')}</th>
              <th scope="col">${t('guests.col.size')}</th>
              <th scope="col">${t('guests.col.group')}</th>
              <th scope="col" class="wide">${t('guests.col.strength')}</th>
              <th scope="col" class="wide">${t('guests.col.avoid')}</th>
              <th scope="col">${t('guests.col.table')}</th>
              <th scope="col"><span class="visually-hidden">${t('guests.col.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            ${rows.slice(0, this.limit).map((g) => {
              const seat = content.seating[g.name];
              const isLocked = locked.has(g.name);
              return html`<tr>
                <th scope="row" class="name">${g.name}</th>
                <td class="num" data-label=${t('guests.col.size')}>${n(g.size)}</td>
                <td data-label=${t('guests.col.group')}>${formatGroupPath(g.group)}</td>
                <td class="num wide" data-label=${t('guests.col.strength')}>${g.strength === null ? '' : n(g.strength)}</td>
                <td class="wide" data-label=${t('guests.col.avoid')}>${g.avoid.join('; ')}</td>
                <td class=${seat === undefined ? 'unseated' : ''} data-label=${t('guests.col.table')}>
                  ${g.table ? html`${pinIcon}<span class="visually-hidden">${t('guests.pinnedTo')} </span> ` : nothing}${seat ?? t('guests.unseated')}
                </td>
                <td class="row-actions">
                  <div class="actions">
                    <button class="btn small" @click=${(e: Event) => this.edit(g, e.currentTarget as HTMLElement)}>
                      ${t('guests.edit')}<span class="visually-hidden"> ${g.name}</span>
                    </button>
                    <button
                      class="btn small"
                      aria-pressed=${isLocked ? 'true' : 'false'}
                      @click=${() => this.toggleLock(g.name, !isLocked)}
                    >
                      ${isLocked ? t('guests.unlock') : t('guests.lock')}<span class="visually-hidden"> ${g.name}</span>
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
      <guest-editor
        .bookingNames=${content.guests.map((g) => g.name)}
        .tableNames=${content.tables.map((tb) => tb.name)}
        .groupPaths=${groups}
        @guest-save=${this.onSave}
      ></guest-editor>
    `;
  }

  private filtered(guests: readonly GuestRecord[]): GuestRecord[] {
    const query = this.search.trim().toLocaleLowerCase();
    const group = this.group.toLocaleLowerCase();
    return guests.filter((g) => {
      if (query && !g.name.toLocaleLowerCase().includes(query)) return false;
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

  private edit(guest: GuestRecord, opener: HTMLElement) {
    void this.editor.open(guest, opener);
  }

  private async toggleLock(name: string, locked: boolean) {
    await this.store.planner?.store.setBookingLock(name, locked);
    announce(this, this.l.t(locked ? 'history.lockBooking' : 'history.unlockBooking', { name }));
  }

  private async onSave(event: HTMLElementEventMap['guest-save']) {
    const store = this.store.planner?.store;
    if (!store) return;
    const refusal = await store.editGuest(event.detail.previousName, event.detail.guest);
    event.detail.respond(refusal);
    if (!refusal) announce(this, this.l.t('history.editGuest', { name: event.detail.guest.name }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'guest-list': GuestList;
  }
}
