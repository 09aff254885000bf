/**
 * One table as a card: its name, a seat-fill bar with a dot per seat, its share of the penalty and
 * its bookings as buttons. Bookings are selected by click, tap or keyboard and can be dragged to
 * another card; while a booking elsewhere is selected the card offers "Move here". The card for
 * unseated bookings is the same element with no table.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { LocalizeController } from '../controllers/localize-controller.ts';
import { emit } from './events.ts';
import { tokens } from './shared-styles.ts';
import { lockIcon, pinIcon } from './icons.ts';

export interface CardBooking {
  name: string;
  size: number;
  /** Group path as shown (`Bride / Family`), empty for none. */
  group: string;
  pinned: boolean;
  locked: boolean;
}

export interface BookingEventDetail {
  booking: string;
}
export interface TableEventDetail {
  /** Null for the unseated card. */
  table: string | null;
}
export interface BookingDropDetail {
  booking: string;
  table: string | null;
}

/** The drag payload type, so drops from other pages or files are ignored. */
export const BOOKING_DRAG_TYPE = 'application/x-seating-booking';

const MAX_DOTS = 24;
const MAX_CHIPS = 120;

@customElement('table-card')
export class TableCard extends LitElement {
  static override styles = [
    tokens,
    css`
      :host {
        display: block;
        content-visibility: auto;
        contain-intrinsic-size: auto 220px;
      }
      .card {
        display: grid;
        /* One column that may shrink below its content: long names ellipsize instead of overflowing the card. */
        grid-template-columns: minmax(0, 1fr);
        gap: 0.6rem;
        padding: 0.9rem 1rem;
        height: 100%;
        align-content: start;
        transition:
          border-color 0.15s,
          background 0.15s;
      }
      .card.locked {
        background: #fafbfc;
        border-style: dashed;
      }
      .card.over {
        border-color: var(--_accent);
        background: var(--_accent-soft);
      }
      .card.unseated {
        border-color: #e7b4af;
      }
      header {
        display: flex;
        align-items: center;
        gap: 0.5rem;
      }
      h3 {
        font-size: 1rem;
        flex: 1;
        overflow-wrap: anywhere;
      }
      .count {
        font-variant-numeric: tabular-nums;
        font-weight: 600;
        white-space: nowrap;
      }
      .count.full {
        color: var(--_ok);
      }
      .bar {
        height: 6px;
        border-radius: 3px;
        background: #e6e9ee;
        overflow: hidden;
      }
      .bar > span {
        display: block;
        height: 100%;
        background: var(--_accent);
        border-radius: 3px;
      }
      /* One element per card, not one per seat: a row of rings, with the filled ones painted over it. */
      .dots {
        --dot: 13px;
        position: relative;
        inline-size: calc(var(--seats) * var(--dot));
        block-size: 10px;
        background: radial-gradient(circle at 5px 5px, transparent 3.25px, #8a94a3 3.5px, #8a94a3 4.75px, transparent 5px) 0 0 / var(--dot)
          10px repeat-x;
      }
      .dots > span {
        position: absolute;
        inset-block: 0;
        inset-inline-start: 0;
        inline-size: calc(var(--filled) * var(--dot));
        background: radial-gradient(circle at 5px 5px, var(--_accent) 4.75px, transparent 5px) 0 0 / var(--dot) 10px repeat-x;
      }
      .meta {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 0.75rem;
        font-size: 0.85rem;
        color: var(--_muted);
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
      }
      li {
        min-width: 0;
        max-width: 100%;
      }
      .chip {
        display: inline-flex;
        align-items: center;
        gap: 0.35em;
        max-width: 100%;
        min-height: 32px;
        padding: 0.2em 0.6em;
        border-radius: 999px;
        border: 1px solid var(--_border);
        background: #f3f5f8;
        cursor: grab;
        font-size: 0.9rem;
        text-align: start;
      }
      .actions[hidden] {
        display: none;
      }
      .chip.static {
        cursor: default;
      }
      .chip:hover {
        border-color: var(--_accent);
      }
      .chip[aria-pressed='true'] {
        background: var(--_accent);
        border-color: var(--_accent);
        color: var(--_accent-text);
      }
      .chip .size {
        font-size: 0.75rem;
        font-weight: 700;
        padding: 0 0.4em;
        border-radius: 999px;
        background: rgb(0 0 0 / 0.08);
      }
      .chip .name {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .empty {
        font-size: 0.9rem;
        color: var(--_muted);
        margin: 0;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
      }
      .icon {
        flex: none;
        vertical-align: -2px;
      }
    `,
  ];

  private readonly l = new LocalizeController(this);

  /** Null for the unseated bookings. */
  @property() table: string | null = null;
  @property({ type: Number }) capacity = 0;
  @property({ attribute: false }) bookings: readonly CardBooking[] = [];
  @property({ type: Boolean }) locked = false;
  /** This table's share of the penalty, in reported units. */
  @property({ type: Number }) share = 0;
  /** The selected booking, when it sits here. */
  @property() selected: string | null = null;
  /** Whether a booking from another table is selected, so this card offers to take it. */
  @property({ type: Boolean, attribute: 'offer-move' }) offerMove = false;
  /** Shows the table without any control that changes the plan (the embed's `readonly`). */
  @property({ type: Boolean, reflect: true }) readonly = false;
  @state() private over = false;
  @state() private showAll = false;

  /** A card with very many bookings (everyone unseated, before the first solve) shows the first ones until asked. */
  private visibleBookings(): readonly CardBooking[] {
    if (this.showAll || this.bookings.length <= MAX_CHIPS) return this.bookings;
    const selected = this.bookings.find((b) => b.name === this.selected);
    const first = this.bookings.slice(0, MAX_CHIPS);
    return selected && !first.includes(selected) ? [...first, selected] : first;
  }

  override render() {
    const { t, n } = this.l;
    const used = this.bookings.reduce((sum, b) => sum + b.size, 0);
    const unseated = this.table === null;
    const title = unseated ? t('tables.unseated') : this.table!;
    const full = !unseated && used >= this.capacity;
    return html`
      <section
        class="card ${this.locked ? 'locked' : ''} ${this.over ? 'over' : ''} ${unseated && this.bookings.length ? 'unseated' : ''}"
        part="card"
        role="group"
        aria-label=${title}
        @dragover=${this.onDragOver}
        @dragleave=${() => (this.over = false)}
        @drop=${this.onDrop}
      >
        <header>
          <h3>${this.locked ? lockIcon : nothing} ${title}</h3>
          ${
            unseated
              ? html`<span class="count">${t('tables.guestsCount', { count: used, countText: n(used) })}</span>`
              : html`<span class="count ${full ? 'full' : ''}"
                  >${t('tables.seatsUsed', { used: n(used), capacity: n(this.capacity) })}</span
                >`
          }
        </header>
        ${unseated ? nothing : this.renderSeats(used)}
        ${
          unseated
            ? this.bookings.length
              ? html`<div class="meta"><span>${t('tables.share', { share: n(this.share) })}</span></div>`
              : nothing
            : html`<div class="meta">
                <span
                  >${t('tables.emptySeats', { count: Math.max(0, this.capacity - used), countText: n(Math.max(0, this.capacity - used)) })}</span
                >
                <span>${t('tables.share', { share: n(this.share) })}</span>
              </div>`
        }
        ${
          this.bookings.length
            ? html`<ul aria-label=${t('tables.bookingsAt', { table: title })}>
                  ${this.visibleBookings().map((b) => this.renderBooking(b))}
                </ul>
                ${
                  this.bookings.length > this.visibleBookings().length
                    ? html`<button class="btn small" @click=${() => (this.showAll = true)}>
                        ${t('tables.showAll', { count: this.bookings.length, countText: n(this.bookings.length) })}
                      </button>`
                    : nothing
                }`
            : html`<p class="empty">${unseated ? t('tables.noneUnseated') : t('tables.emptyTable')}</p>`
        }
        <div class="actions" ?hidden=${this.readonly}>
          ${
            this.offerMove
              ? html`<button class="btn small primary" @click=${() => emit(this, 'move-here', { table: this.table })}>
                  ${unseated ? t('tables.unseatHere') : t('tables.moveHere')}
                </button>`
              : nothing
          }
          ${
            unseated
              ? nothing
              : html`<button
                  class="btn small"
                  aria-pressed=${this.locked ? 'true' : 'false'}
                  @click=${() => emit(this, 'table-lock', { table: this.table })}
                >
                  ${this.locked ? t('tables.unlockTable') : t('tables.lockTable')}
                  <span class="visually-hidden">${title}</span>
                </button>`
          }
        </div>
      </section>
    `;
  }

  private renderSeats(used: number) {
    const { t, n } = this.l;
    const ratio = this.capacity > 0 ? Math.min(1, used / this.capacity) : 0;
    return html`
      <div class="bar" role="img" aria-label=${t('tables.fillLabel', { used: n(used), capacity: n(this.capacity) })} part="fill-bar">
        <span style="inline-size:${(ratio * 100).toFixed(1)}%"></span>
      </div>
      ${
        this.capacity <= MAX_DOTS
          ? html`<div class="dots" aria-hidden="true" style="--seats:${this.capacity};--filled:${Math.min(used, this.capacity)}">
              <span></span>
            </div>`
          : nothing
      }
    `;
  }

  private renderBooking(b: CardBooking) {
    const { t, n } = this.l;
    const selected = this.selected === b.name;
    const flags = [b.pinned ? t('tables.pinnedFlag') : '', b.locked ? t('tables.lockedFlag') : ''].filter(Boolean).join(', ');
    if (this.readonly) {
      return html`<li>
        <span class="chip static" title=${b.group}>
          <span class="name">${b.name}</span>
          <span class="size" aria-label=${t('tables.sizeLabel', { count: b.size, countText: n(b.size) })}>${n(b.size)}</span>
        </span>
      </li>`;
    }
    return html`<li>
      <button
        class="chip"
        draggable=${b.pinned || b.locked || this.locked ? 'false' : 'true'}
        aria-pressed=${selected ? 'true' : 'false'}
        title=${b.group}
        @click=${() => emit(this, 'booking-select', { booking: b.name })}
        @dragstart=${(e: DragEvent) => this.onDragStart(e, b.name)}
      >
        ${b.pinned ? pinIcon : nothing} ${b.locked ? lockIcon : nothing}
        <span class="name">${b.name}</span>
        <span class="size" aria-label=${t('tables.sizeLabel', { count: b.size, countText: n(b.size) })}>${n(b.size)}</span>
        ${flags ? html`<span class="visually-hidden">(${flags})</span>` : nothing}
      </button>
    </li>`;
  }

  private onDragStart(event: DragEvent, booking: string) {
    event.dataTransfer?.setData(BOOKING_DRAG_TYPE, booking);
    event.dataTransfer?.setData('text/plain', booking);
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
  }

  private onDragOver(event: DragEvent) {
    if (this.readonly) return;
    if (!event.dataTransfer?.types.includes(BOOKING_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    this.over = true;
  }

  private onDrop(event: DragEvent) {
    this.over = false;
    const booking = event.dataTransfer?.getData(BOOKING_DRAG_TYPE);
    if (!booking) return;
    event.preventDefault();
    emit(this, 'booking-drop', { booking, table: this.table });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'table-card': TableCard;
  }
  interface HTMLElementEventMap {
    'booking-select': CustomEvent<BookingEventDetail>;
    'booking-drop': CustomEvent<BookingDropDetail>;
    'move-here': CustomEvent<TableEventDetail>;
    'table-lock': CustomEvent<TableEventDetail>;
  }
}
