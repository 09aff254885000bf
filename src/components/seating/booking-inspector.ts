/**
 * The selected booking: where it sits, why it costs what it costs, and the keyboard (and touch)
 * way to move it: type a table's name or number (suggestions list every table and its free
 * seats) and press Move. A refused move says why beside the field; when the table is full, the
 * bookings there it may swap with are offered.
 */
import { LitElement, html, nothing } from 'lit';
import { joinList } from '../../model/list-text.ts';
import { customElement, property, state } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { explain } from '../../state/derive.ts';
import { findGuest, findTableByText, isLockedBooking, occupancy, swapCandidatesFor, type Refusal } from '../../state/seating-rules.ts';
import { bookingLabeler, bookingRef } from '../../model/booking-refs.ts';
import { formatGroupPath } from '../../model/group-path.ts';
import { announce } from '../ui/events.ts';
import type { PickList } from '../ui/pick-list.ts';
import '../ui/pick-list.ts';
import { bookingInspectorStyles } from './booking-inspector.styles.ts';

@customElement('booking-inspector')
export class BookingInspector extends LitElement {
  static override styles = bookingInspectorStyles;

  private readonly store = new StoreController(this, (s) =>
    this.booking === null ? null : [s.content, s.derived?.problem, s.derived?.assignment],
  );
  private readonly l = new LocalizeController(this);

  /** Name of the booking to show. */
  @property() booking: string | null = null;
  @state() private refusal: string | null = null;
  /** The full table a refused move asked for, whose bookings are offered to swap with. */
  @state() private swapTable: string | null = null;
  private lastBooking: string | null = null;

  override willUpdate() {
    if (this.booking !== this.lastBooking) {
      this.refusal = null;
      this.swapTable = null;
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
    const ref = bookingRef(guest);
    const seat = content.seating[ref] ?? null;
    const locked = isLockedBooking(content, guest);
    const used = occupancy(content);
    const reasons = state.derived ? explain(state.derived, ref) : null;
    return html`
      <section class="card panel" aria-labelledby="inspector-title" part="panel">
        <h2 id="inspector-title">${bookingLabeler(content.guests, { language: this.l.lang })(guest)}</h2>
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
                  <dd>${joinList(guest.avoid)}</dd>`
              : nothing
          }
        </dl>
        <form class="move" @submit=${this.move}>
          <pick-list
            id="move-to"
            single
            .label=${t('edit.moveToTyped')}
            .hint=${t('edit.moveToHint')}
            .options=${content.tables.map((tb) => ({
              value: tb.name,
              detail: t('inspector.freeSeats', { free: n(Math.max(0, tb.capacity - (used.get(tb.name) ?? 0))) }),
            }))}
            .value=${seat ?? ''}
          ></pick-list>
          <button class="btn primary" type="submit">${t('inspector.move')}</button>
        </form>
        ${this.refusal ? html`<p class="refusal" role="alert">${this.refusal}</p>` : nothing} ${this.renderSwapOffer(ref, used)}
        <div class="row">
          <button class="btn small" aria-pressed=${locked ? 'true' : 'false'} @click=${() => this.toggleLock(ref, !locked)}>
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

  /** After a move to a full table was refused: the bookings there this one may trade places with. */
  private renderSwapOffer(name: string, used: Map<string, number>) {
    const content = this.store.state?.content;
    if (!content || this.swapTable === null) return nothing;
    const { t } = this.l;
    const candidates = swapCandidatesFor(content, name, used)(this.swapTable);
    // Shown as elsewhere in the app: a repeated name with its group, not its id.
    const label = bookingLabeler(content.guests, { language: this.l.lang });
    const shown = (ref: string) => {
      const guest = findGuest(content, ref);
      return guest ? label(guest) : ref;
    };
    const params = { table: this.swapTable, name: shown(name) };
    if (candidates.length === 0) return html`<p class="muted">${t('edit.noSwap', params)}</p>`;
    return html`<div class="swap">
      <p>${t('edit.swapOffer', params)}</p>
      <div class="row">
        ${candidates.map(
          (other) =>
            html`<button class="btn small" @click=${() => this.swap(other)}>${t('edit.swapWithName', { name: shown(other) })}</button>`,
        )}
      </div>
    </div>`;
  }

  private move = async (event: SubmitEvent) => {
    event.preventDefault();
    const input = this.renderRoot.querySelector<PickList>('#move-to');
    const store = this.store.planner?.store;
    const content = store?.state.content;
    if (!input || !store || !content || !this.booking) return;
    const typed = input.value.trim();
    const table = typed === '' ? null : (findTableByText(content, typed)?.name ?? undefined);
    const booking = this.booking;
    const refusal: Refusal | null =
      table === undefined ? { reason: 'unknownTable', params: { table: typed } } : await store.moveBooking(booking, table);
    const { t } = this.l;
    this.swapTable = refusal?.reason === 'full' && table ? table : null;
    this.show(refusal, table === null ? t('history.unseat', { name: booking }) : t('history.move', { name: booking, table: table ?? '' }));
  };

  private async swap(other: string) {
    const store = this.store.planner?.store;
    const booking = this.booking;
    if (!store || !booking) return;
    const refusal = await store.edit({ kind: 'swap', first: booking, second: other });
    if (!refusal) this.swapTable = null;
    this.show(refusal, this.l.t('history.swap', { name: booking, other }));
  }

  /** Shows a refusal beside the field and announces it, or announces what was done. */
  private show(refusal: Refusal | null, done: string) {
    this.refusal = refusal ? this.l.t(`refusal.${refusal.reason}`, refusal.params) : null;
    announce(this, this.refusal ?? done);
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
