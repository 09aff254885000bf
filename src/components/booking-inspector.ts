/**
 * The selected booking: where it sits, why it costs what it costs, and the keyboard (and touch)
 * way to move it: pick a table from the list and press Move. A refused move says why.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { StoreController } from '../controllers/store-controller.ts';
import { LocalizeController } from '../controllers/localize-controller.ts';
import { explain } from '../state/derive.ts';
import { findGuest, occupancy } from '../state/seating-rules.ts';
import { formatGroupPath } from '../csv/group-path.ts';
import { announce } from './events.ts';
import { bookingInspectorStyles } from './booking-inspector.styles.ts';

/** The value of the "unseated" choice in the move list (table names are never empty). */
const UNSEAT = '';

@customElement('booking-inspector')
export class BookingInspector extends LitElement {
  static override styles = bookingInspectorStyles;

  private readonly store = new StoreController(this);
  private readonly l = new LocalizeController(this);

  /** Name of the booking to show. */
  @property() booking: string | null = null;
  @state() private refusal: string | null = null;
  private lastBooking: string | null = null;

  override willUpdate() {
    if (this.booking !== this.lastBooking) {
      this.refusal = null;
      this.lastBooking = this.booking;
    }
  }

  override render() {
    const state = this.store.state;
    const content = state?.content;
    const { t, n } = this.l;
    const guest = content && this.booking ? findGuest(content, this.booking) : undefined;
    if (!content || !guest) {
      return html`<section class="card panel" aria-labelledby="inspector-title">
        <h2 id="inspector-title">${t('inspector.noneTitle')}</h2>
        <p class="muted">${t('inspector.noneHint')}</p>
      </section>`;
    }
    const seat = content.seating[guest.name] ?? null;
    const locked = content.lockedBookings.includes(guest.name);
    const used = occupancy(content);
    const reasons = state.derived ? explain(state.derived, guest.name) : null;
    return html`
      <section class="card panel" aria-labelledby="inspector-title" part="panel">
        <h2 id="inspector-title">${guest.name}</h2>
        <dl>
          <dt>${t('inspector.size')}</dt>
          <dd>${n(guest.size)}</dd>
          <dt>${t('inspector.group')}</dt>
          <dd>${guest.group.length ? formatGroupPath(guest.group) : t('inspector.noGroup')}</dd>
          <dt>${t('inspector.table')}</dt>
          <dd>
            ${seat ?? t('guests.unseated')}${guest.table ? ` · ${t('inspector.pinned')}` : ''}${locked ? ` · ${t('inspector.locked')}` : ''}
          </dd>
          ${
            guest.avoid.length
              ? html`<dt>${t('inspector.avoid')}</dt>
                  <dd>${guest.avoid.join('; ')}</dd>`
              : nothing
          }
        </dl>
        <div class="move">
          <div class="field">
            <label for="move-to">${t('inspector.moveTo')}</label>
            <select id="move-to">
              ${content.tables.map((tb) => {
                const free = tb.capacity - (used.get(tb.name) ?? 0);
                return html`<option value=${tb.name} ?selected=${tb.name === seat}>
                  ${t('inspector.tableOption', { table: tb.name, free: n(Math.max(0, free)) })}
                </option>`;
              })}
              <option value=${UNSEAT} ?selected=${seat === null}>${t('inspector.unseatOption')}</option>
            </select>
          </div>
          <button class="btn primary" @click=${this.move}>${t('inspector.move')}</button>
        </div>
        ${this.refusal ? html`<p class="refusal" role="alert">${this.refusal}</p>` : nothing}
        <div class="row">
          <button class="btn small" aria-pressed=${locked ? 'true' : 'false'} @click=${() => this.toggleLock(guest.name, !locked)}>
            ${locked ? t('guests.unlock') : t('guests.lock')}
          </button>
        </div>
        ${
          reasons
            ? html`<div>
                <h3>${t('inspector.whyTitle', { cost: reasons.cost })}</h3>
                ${
                  reasons.lines.length
                    ? html`<ul>
                        ${reasons.lines.map((line) => html`<li>${t(`why.${line.kind}`, { ...line.params, points: line.points })}</li>`)}
                      </ul>`
                    : html`<p class="muted">${t('why.nothing')}</p>`
                }
              </div>`
            : nothing
        }
      </section>
    `;
  }

  private async move() {
    const select = this.renderRoot.querySelector<HTMLSelectElement>('#move-to');
    const store = this.store.planner?.store;
    if (!select || !store || !this.booking) return;
    const table = select.value === UNSEAT ? null : select.value;
    const refusal = await store.moveBooking(this.booking, table);
    const { t } = this.l;
    this.refusal = refusal ? t(`refusal.${refusal.reason}`, refusal.params) : null;
    announce(
      this,
      this.refusal ?? (table === null ? t('history.unseat', { name: this.booking }) : t('history.move', { name: this.booking, table })),
    );
  }

  private async toggleLock(name: string, locked: boolean) {
    await this.store.planner?.store.setBookingLock(name, locked);
    announce(this, this.l.t(locked ? 'history.lockBooking' : 'history.unlockBooking', { name }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'booking-inspector': BookingInspector;
  }
}
