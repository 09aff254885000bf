/**
 * One table drawn with its seats: each seat shows its number and who sits there, a booking's seats
 * share one colour band, an empty seat is drawn dashed. Round tables put the seats on a circle,
 * rectangles along two sides numbered on around the table, a head table in one row facing the room
 * (see model/seats.ts). A booking moves by dragging one of its seats onto another seat (mouse,
 * pen or touch), or from the keyboard: arrows move between seats, Space or Enter picks the booking
 * up, arrows choose the seat, Space or Enter puts it down, Escape cancels. Either way the element
 * sends `seat-move`; the container asks the planner and the drawing follows the stored seats.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { TableShape } from '../../contract/csv-columns.ts';
import { firstSideSeats } from '../../model/seats.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { MediaQueryController, TOUCH_QUERY } from '../../controllers/media-query-controller.ts';
import { emit } from '../ui/events.ts';
import { styleProperties } from '../ui/style-properties.ts';
import { tableSeatsStyles } from './table-seats.styles.ts';

/** Who sits in one seat: `name` is empty for a person the guest list does not name. */
export interface SeatedPerson {
  seat: number;
  booking: string;
  name: string;
}

export interface SeatMoveDetail {
  booking: string;
  seat: number;
}

const BANDS = 8;
/** How far (px) a pointer goes before a press on a seat becomes a drag. */
const DRAG_THRESHOLD = 6;

interface Drag {
  pointerId: number;
  booking: string;
  from: number;
  x: number;
  y: number;
  moving: boolean;
}

@customElement('table-seats')
export class TableSeats extends LitElement {
  static override styles = tableSeatsStyles;

  private readonly l = new LocalizeController(this);
  private readonly touch = new MediaQueryController(this, TOUCH_QUERY);

  /** The table's name, drawn on the table. */
  @property() table = '';
  @property() shape: TableShape = 'round';
  @property({ type: Number }) capacity = 0;
  /** The occupied seats; a seat not listed is empty. */
  @property({ attribute: false }) people: readonly SeatedPerson[] = [];
  /** Draws the seats without moves. */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /** The seat that takes Tab (roving tabindex). */
  @state() private focusSeat = 1;
  /** The booking picked up from the keyboard, the seat it came from and the seat chosen. */
  @state() private carrying: { booking: string; from: number } | null = null;
  @state() private target: number | null = null;
  @state() private message = '';
  private drag: Drag | null = null;

  private personAt(seat: number): SeatedPerson | undefined {
    return this.people.find((p) => p.seat === seat);
  }

  private bandOf(booking: string): number {
    const order = [...new Set([...this.people].sort((a, b) => a.seat - b.seat).map((p) => p.booking))];
    return order.indexOf(booking) % BANDS;
  }

  override render() {
    const { t } = this.l;
    const seats = Array.from({ length: this.capacity }, (_, i) => i + 1);
    const free = seats.filter((seat) => !this.personAt(seat)).length;
    const table = html`<bdi>${this.table}</bdi>`;
    return html`
      ${this.readonly ? nothing : html`<p class="hint" id="hint">${t(this.touch.matches ? 'seats.touchHint' : 'seats.hint')}</p>`}
      <div role="group" aria-label=${t(`seats.shape.${this.shape}`, { table: this.table })} @keydown=${this.onKeyDown}>
        ${
          this.shape === 'round'
            ? html`<div class="round">
                <div class="table" part="table" aria-hidden="true">${table}</div>
                ${seats.map((s) => this.renderSeat(s))}
              </div>`
            : this.renderRows(seats, table)
        }
      </div>
      <p class="free" part="summary">${t('seats.free', { count: free, countText: this.l.n(free) })}</p>
      <p class="visually-hidden" aria-live="assertive" part="live">${this.message}</p>
    `;
  }

  /** Rectangle: the first side above the table, the rest below it numbered back; head: one row. */
  private renderRows(seats: number[], table: unknown) {
    const side = firstSideSeats(this.shape, this.capacity);
    const place = (seat: number) =>
      seat <= side ? { 'grid-row': '1', 'grid-column': String(seat) } : { 'grid-row': '3', 'grid-column': String(2 * side - seat + 1) };
    return html`<div class="rows" ${styleProperties({ '--columns': Math.max(1, side) })}>
      <div class="table" part="table" aria-hidden="true" ${styleProperties({ 'grid-row': '2', 'grid-column': '1 / -1' })}>${table}</div>
      ${seats.map((s) => this.renderSeat(s, place(s)))}
    </div>`;
  }

  private renderSeat(seat: number, placement?: Record<string, string>) {
    const { t, n } = this.l;
    const person = this.personAt(seat);
    const name = person ? person.name || t('print.guest_of', { booking: person.booking }) : t('seats.empty');
    const classes = [
      'seat',
      person ? `band-${this.bandOf(person.booking)}` : 'empty',
      person && !person.name ? 'unnamed' : '',
      this.carrying && person?.booking === this.carrying.booking ? 'carried' : '',
      this.target === seat ? 'target' : '',
    ].join(' ');
    return html`<button
      class=${classes}
      part="seat"
      data-seat=${seat}
      tabindex=${seat === this.focusSeat ? 0 : -1}
      aria-label=${t('seats.seatLabel', { seat: n(seat), name })}
      title=${name}
      aria-describedby=${this.readonly ? nothing : 'hint'}
      ${styleProperties(placement ?? this.roundPlacement(seat))}
      @focus=${() => (this.focusSeat = seat)}
      @pointerdown=${(e: PointerEvent) => this.onPointerDown(e, seat)}
      @pointermove=${this.onPointerMove}
      @pointerup=${this.onPointerUp}
      @pointercancel=${this.endDrag}
    >
      <span class="number">${n(seat)}</span>
      <bdi class="name">${name}</bdi>
    </button>`;
  }

  /** Seat 1 at the top, the rest around the circle towards the inline end (clockwise left to right). */
  private roundPlacement(seat: number): Record<string, string> {
    const angle = (2 * Math.PI * (seat - 1)) / Math.max(1, this.capacity);
    const radius = 39;
    return {
      'inset-inline-start': `${(50 + radius * Math.sin(angle)).toFixed(2)}%`,
      'inset-block-start': `${(50 - radius * Math.cos(angle)).toFixed(2)}%`,
    };
  }

  private get rightToLeft(): boolean {
    return getComputedStyle(this).direction === 'rtl';
  }

  private onKeyDown(event: KeyboardEvent) {
    const seat = Number((event.target as HTMLElement).dataset['seat'] ?? 0);
    if (!seat) return;
    const forward = this.rightToLeft ? 'ArrowLeft' : 'ArrowRight';
    const backward = this.rightToLeft ? 'ArrowRight' : 'ArrowLeft';
    const step = { [forward]: 1, ArrowDown: 1, [backward]: -1, ArrowUp: -1 }[event.key];
    if (step !== undefined || event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const from = this.target ?? seat;
      const to = event.key === 'Home' ? 1 : event.key === 'End' ? this.capacity : ((from - 1 + step! + this.capacity) % this.capacity) + 1;
      this.moveFocus(to);
      return;
    }
    if (this.readonly) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (this.carrying) this.drop(this.target ?? seat);
      else this.pickUp(seat);
    } else if (event.key === 'Escape' && this.carrying) {
      event.preventDefault();
      event.stopPropagation();
      this.say('seats.cancelled', { booking: this.carrying.booking, seat: this.l.n(this.carrying.from) });
      this.carrying = null;
      this.target = null;
    }
  }

  private moveFocus(seat: number) {
    this.focusSeat = seat;
    if (this.carrying) {
      this.target = seat;
      const person = this.personAt(seat);
      this.say(person ? 'seats.over' : 'seats.overEmpty', { seat: this.l.n(seat), name: person?.name || person?.booking || '' });
    }
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[data-seat="${seat}"]`)?.focus());
  }

  private pickUp(seat: number) {
    const person = this.personAt(seat);
    if (!person) {
      this.say('seats.nobody', { seat: this.l.n(seat) });
      return;
    }
    this.carrying = { booking: person.booking, from: seat };
    this.target = seat;
    this.say('seats.picked', { booking: person.booking, seat: this.l.n(seat) });
  }

  private drop(seat: number) {
    const carrying = this.carrying;
    this.carrying = null;
    this.target = null;
    if (!carrying) return;
    if (seat === carrying.from) {
      this.say('seats.cancelled', { booking: carrying.booking, seat: this.l.n(seat) });
      return;
    }
    this.say('seats.dropped', { booking: carrying.booking, seat: this.l.n(seat) });
    emit(this, 'seat-move', { booking: carrying.booking, seat });
  }

  private say(
    key: 'seats.cancelled' | 'seats.over' | 'seats.overEmpty' | 'seats.nobody' | 'seats.picked' | 'seats.dropped',
    params: Record<string, string>,
  ) {
    this.message = this.l.t(key, params);
  }

  private onPointerDown(event: PointerEvent, seat: number) {
    const person = this.personAt(seat);
    if (this.readonly || !person || event.button !== 0) return;
    this.drag = { pointerId: event.pointerId, booking: person.booking, from: seat, x: event.clientX, y: event.clientY, moving: false };
    try {
      (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag still follows the events it gets.
    }
  }

  private readonly onPointerMove = (event: PointerEvent) => {
    const drag = this.drag;
    if (drag?.pointerId !== event.pointerId) return;
    if (!drag.moving && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_THRESHOLD) return;
    drag.moving = true;
    this.carrying = { booking: drag.booking, from: drag.from };
    this.target = this.seatAt(event.clientX, event.clientY);
  };

  private readonly onPointerUp = (event: PointerEvent) => {
    const drag = this.drag;
    if (drag?.pointerId !== event.pointerId) return;
    const seat = drag.moving ? this.seatAt(event.clientX, event.clientY) : null;
    this.endDrag();
    if (seat !== null) {
      this.carrying = { booking: drag.booking, from: drag.from };
      this.drop(seat);
    }
  };

  private readonly endDrag = () => {
    this.drag = null;
    this.carrying = null;
    this.target = null;
  };

  /** The seat under a point of the window, if any. */
  private seatAt(x: number, y: number): number | null {
    const root = this.renderRoot as ShadowRoot;
    const seat = root.elementFromPoint(x, y)?.closest<HTMLElement>('.seat');
    return seat ? Number(seat.dataset['seat']) : null;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'table-seats': TableSeats;
  }
  interface HTMLElementEventMap {
    'seat-move': CustomEvent<SeatMoveDetail>;
  }
}
