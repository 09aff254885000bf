/**
 * Every booking, searchable and filterable by group, shown a page at a time so a 10,000-row
 * list stays light. Each row opens the booking editor and can lock the booking where it sits.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { StoreController } from '../controllers/store-controller.ts';
import { LocalizeController } from '../controllers/localize-controller.ts';
import { formatGroupPath } from '../csv/group-path.ts';
import type { GuestRecord } from '../model/records.ts';
import { announce, navigate } from './events.ts';
import type { GuestEditor } from './guest-editor.ts';
import { guestListStyles } from './guest-list.styles.ts';
import { pinIcon } from './icons.ts';
import './guest-editor.ts';

const PAGE = 100;

@customElement('guest-list')
export class GuestList extends LitElement {
  static override styles = guestListStyles;

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
          >${t('guests.count', { shown: n(rows.length), total: content.guests.length, guests: rows.reduce((s, g) => s + g.size, 0) })}</span
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
