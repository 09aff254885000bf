/**
 * One table as a card: its name, a seat-fill bar with a dot per seat, its empty seats and
 * its bookings as buttons. Bookings are selected by click, tap or keyboard and can be dragged to
 * another card; while a booking elsewhere is selected the card offers "Move here", or, when the
 * table has no room for it, "Swap with…" the bookings here it may trade places with. The card
 * edits its table (name and seats), asks for its seat drawing (`seats-open`) and shows a refused action beside its buttons. The card for
 * unseated bookings is the same element with no table. A collapsible card has a toggle on its
 * title; collapsed, it is one line (name and seats taken) that still takes drops and the offer.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { MediaQueryController, TOUCH_QUERY } from '../../controllers/media-query-controller.ts';
import { emit } from '../ui/events.ts';
import { tableCardStyles } from './table-card.styles.ts';
import './table-editor.ts';
import { styleProperties } from '../ui/style-properties.ts';
import { lockIcon, pinIcon } from '../ui/icons.ts';
import type { TableEditor } from './table-editor.ts';

export interface CardBooking {
  /** How edits and events name the booking: its id, or its name (bookingRef). */
  name: string;
  /** How the chip shows it: the name, with its group when another booking has the name too (bookingLabeler). */
  label: string;
  size: number;
  /** Group path as shown (`Bride / Family`), empty for none. */
  group: string;
  pinned: boolean;
  locked: boolean;
}

interface BookingEventDetail {
  booking: string;
}
interface TableEventDetail {
  /** Null for the unseated card. */
  table: string | null;
}
interface BookingDropDetail {
  booking: string;
  table: string | null;
}
interface SwapDetail {
  /** The booking at this table to trade places with the selected one. */
  booking: string;
  table: string | null;
}

/** The drag payload type, so drops from other pages or files are ignored. */
const BOOKING_DRAG_TYPE = 'application/x-seating-booking';

const MAX_DOTS = 24;
const MAX_CHIPS = 120;

@customElement('table-card')
export class TableCard extends LitElement {
  static override styles = tableCardStyles;

  private readonly l = new LocalizeController(this);
  private readonly touch = new MediaQueryController(this, TOUCH_QUERY);

  /** Null for the unseated bookings. */
  @property() table: string | null = null;
  @property({ type: Number }) capacity = 0;
  @property({ attribute: false }) bookings: readonly CardBooking[] = [];
  @property({ type: Boolean }) locked = false;
  /** This table's share of the penalty, in reported units; not drawn (the planner reads words, the figures are under "Details"). */
  @property({ type: Number }) share = 0;
  /** The selected booking, when it sits here. */
  @property() selected: string | null = null;
  /** Whether a booking from another table is selected, so this card offers to take it. */
  @property({ type: Boolean, attribute: 'offer-move' }) offerMove = false;
  /** The selected booking elsewhere, as shown (for the swap offer's words). */
  @property({ attribute: false }) moving: string | null = null;
  /**
   * When the selected booking does not fit here: the bookings here it may trade places with
   * (offered instead of "Move here"); null when it fits, or nothing is selected.
   */
  @property({ attribute: false }) swapWith: readonly string[] | null = null;
  /** Why the last action on this card was refused, shown beside its buttons. */
  @property({ attribute: false }) refusal: string | null = null;
  /** Shows the table without any control that changes the plan (the embed's `readonly`). */
  @property({ type: Boolean, reflect: true }) readonly = false;
  /** Puts a toggle on the title that asks the container (`table-toggle`) to show or hide the bookings. */
  @property({ type: Boolean }) collapsible = false;
  /** Only the title, the seats taken and "Move here": one line of a compact list. */
  @property({ type: Boolean, reflect: true }) collapsed = false;
  /** A booking dragged by a finger is over this card (tables-view's touch drag): shown as a mouse's drag is. */
  @property({ type: Boolean, attribute: 'touch-over', reflect: true }) touchOver = false;
  @state() private over = false;
  /** The table editor is added on first use: hundreds of cards need not each carry a dialog. */
  @state() private editing = false;
  @state() private showAll = false;

  /** A card with very many bookings (everyone unseated, before the first solve) shows the first ones until asked. */
  private visibleBookings(): readonly CardBooking[] {
    if (this.showAll || this.bookings.length <= MAX_CHIPS) return this.bookings;
    const selected = this.bookings.find((b) => b.name === this.selected);
    const first = this.bookings.slice(0, MAX_CHIPS);
    return selected && !first.includes(selected) ? [...first, selected] : first;
  }

  override render() {
    const { t } = this.l;
    const used = this.bookings.reduce((sum, b) => sum + b.size, 0);
    const unseated = this.table === null;
    const title = unseated ? t('tables.unseated') : this.table!;
    const full = !unseated && used >= this.capacity;
    const collapsed = this.collapsed;
    // One card, open or folded to its title line: the drop target, label and part are the same.
    return html`
      <section
        class="card ${collapsed ? 'collapsed' : ''} ${this.locked ? 'locked' : ''} ${this.over || this.touchOver ? 'over' : ''} ${
          !collapsed && unseated && this.bookings.length ? 'unseated' : ''
        }"
        part="card"
        role="group"
        aria-label=${title}
        @dragover=${this.onDragOver}
        @dragleave=${() => (this.over = false)}
        @drop=${this.onDrop}
      >
        <header>
          <h3>${this.locked ? lockIcon : nothing} ${collapsed || this.collapsible ? this.renderToggle(title) : title}</h3>
          ${this.renderCount(used, full)} ${collapsed && !this.readonly ? this.renderMoveHere() : nothing}
        </header>
        ${collapsed ? nothing : this.renderBody(title, used, unseated)}
      </section>
    `;
  }

  /** What an open card shows below its title: the seats, the figures, its bookings and its actions. */
  private renderBody(title: string, used: number, unseated: boolean) {
    const { t, n } = this.l;
    return html`
      ${unseated ? nothing : this.renderSeats(used)}
      ${
        unseated
          ? nothing
          : html`<div class="meta">
              <span
                >${t('tables.emptySeats', { count: Math.max(0, this.capacity - used), countText: n(Math.max(0, this.capacity - used)) })}</span
              >
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
        ${this.renderMoveHere()}
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
                </button>
                <button class="btn small" @click=${this.editTable}>
                  ${t('edit.editTable')}<span class="visually-hidden"> ${title}</span>
                </button>
                <button class="btn small" aria-haspopup="dialog" @click=${() => emit(this, 'seats-open', { table: this.table })}>
                  ${t('seats.open')}<span class="visually-hidden"> ${title}</span>
                </button>`
        }
        ${this.refusal ? html`<p class="refusal">${this.refusal}</p>` : nothing}
      </div>
      ${this.editing ? html`<table-editor></table-editor>` : nothing}
    `;
  }

  private renderToggle(title: string) {
    return html`<button
      class="toggle"
      aria-expanded=${this.collapsed ? 'false' : 'true'}
      @click=${() => emit(this, 'table-toggle', { table: this.table })}
    >
      ${title}
    </button>`;
  }

  private renderCount(used: number, full: boolean) {
    const { t, n } = this.l;
    return this.table === null
      ? html`<span class="count">${t('tables.guestsCount', { count: used, countText: n(used) })}</span>`
      : html`<span class="count ${full ? 'full' : ''}">${t('tables.seatsUsed', { used: n(used), capacity: this.capacity })}</span>`;
  }

  private renderMoveHere() {
    return this.offerMove ? this.renderOffer(this.table === null) : nothing;
  }

  /** Focuses a booking's chip here, or the toggle when the card is collapsed; false when neither is drawn. */
  focusBooking(name: string): boolean {
    const chip = Array.from(this.renderRoot.querySelectorAll<HTMLElement>('.chip')).find((c) => c.dataset['booking'] === name);
    const target = chip ?? this.renderRoot.querySelector<HTMLElement>('.toggle');
    target?.focus();
    return target !== null;
  }

  /** A booking of this card as its chip shows it (a repeated name with its group, not its id). */
  private labelOf(name: string): string {
    return this.bookings.find((b) => b.name === name)?.label ?? name;
  }

  /** "Move here", or, when the selected booking does not fit, the bookings here it may swap with. */
  private renderOffer(unseated: boolean) {
    const { t } = this.l;
    if (this.swapWith === null || unseated) {
      return html`<button class="btn small primary" @click=${() => emit(this, 'move-here', { table: this.table })}>
        ${unseated ? t('tables.unseatHere') : t('tables.moveHere')}
      </button>`;
    }
    const params = { table: this.table ?? '', name: this.moving ?? '' };
    if (this.swapWith.length === 0) return html`<p class="swap-none">${t('edit.noSwap', params)}</p>`;
    return html`<details class="swap">
      <summary class="btn small primary">${t('edit.swapWith')}</summary>
      <p>${t('edit.swapOffer', params)}</p>
      <ul>
        ${this.swapWith.map(
          (name) =>
            html`<li>
              <button class="btn small" @click=${() => emit(this, 'swap-with', { booking: name, table: this.table })}>
                ${t('edit.swapWithName', { name: this.labelOf(name) })}
              </button>
            </li>`,
        )}
      </ul>
    </details>`;
  }

  private editTable = async (event: Event) => {
    const opener = event.currentTarget as HTMLElement;
    this.editing = true;
    await this.updateComplete;
    if (this.table !== null)
      void this.renderRoot.querySelector<TableEditor>('table-editor')?.open({ name: this.table, capacity: this.capacity }, opener);
  };

  private renderSeats(used: number) {
    const { t, n } = this.l;
    const ratio = this.capacity > 0 ? Math.min(1, used / this.capacity) : 0;
    return html`
      <div class="bar" role="img" aria-label=${t('tables.fillLabel', { used: n(used), capacity: this.capacity })} part="fill-bar">
        <span ${styleProperties({ 'inline-size': `${(ratio * 100).toFixed(1)}%` })}></span>
      </div>
      ${
        this.capacity <= MAX_DOTS
          ? html`<div
              class="dots"
              aria-hidden="true"
              ${styleProperties({ '--seats': this.capacity, '--filled': Math.min(used, this.capacity) })}
            >
              <span></span>
            </div>`
          : nothing
      }
    `;
  }

  private renderBooking(b: CardBooking) {
    const { t, n, list } = this.l;
    const selected = this.selected === b.name;
    // On a touch screen tables-view's own touch drag moves it: the browser's drag would start too.
    const movable = !(b.pinned || b.locked || this.locked);
    const flags = list([b.pinned ? t('tables.pinnedFlag') : '', b.locked ? t('tables.lockedFlag') : ''].filter(Boolean));
    if (this.readonly) {
      return html`<li>
        <span class="chip static" title=${b.group}>
          <span class="name">${b.label}</span>
          <span class="size" aria-label=${t('tables.sizeLabel', { count: b.size, countText: n(b.size) })}>${n(b.size)}</span>
        </span>
      </li>`;
    }
    return html`<li>
      <button
        class="chip"
        data-booking=${b.name}
        draggable=${movable && !this.touch.matches ? 'true' : 'false'}
        ?data-movable=${movable}
        aria-pressed=${selected ? 'true' : 'false'}
        title=${b.group}
        @click=${() => emit(this, 'booking-select', { booking: b.name })}
        @dragstart=${(e: DragEvent) => this.onDragStart(e, b.name)}
      >
        ${b.pinned ? pinIcon : nothing} ${b.locked ? lockIcon : nothing}
        <span class="name">${b.label}</span>
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
    'table-toggle': CustomEvent<TableEventDetail>;
    /** Asks the container to show this table's seats. */
    'seats-open': CustomEvent<TableEventDetail>;
    'swap-with': CustomEvent<SwapDetail>;
  }
}
