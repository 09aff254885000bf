/**
 * A table's seats in a modal dialog, where bookings move from seat to seat; a refused move shows in
 * the dialog and is announced. The seating view and the floor plan open it with `show(table)`.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { tableSeating } from '../../state/seat-edits.ts';
import { shapeOf, peopleOf } from '../../model/records.ts';
import type { Refusal } from '../../state/seating-rules.ts';
import { announce } from '../ui/events.ts';
import { seatsDialogStyles } from './seats-dialog.styles.ts';
import './table-seats.ts';
import type { SeatedPerson } from './table-seats.ts';
import { bookingRef } from '../../model/booking-refs.ts';

@customElement('seats-dialog')
export class SeatsDialog extends LitElement {
  static override styles = seatsDialogStyles;

  private readonly store = new StoreController(this, (s) => (this.table === null ? null : s.content));
  private readonly l = new LocalizeController(this);
  /** The table whose seats the dialog shows, and why its last move was refused. */
  @state() private table: string | null = null;
  @state() private refusal: string | null = null;
  @query('dialog') private dialog?: HTMLDialogElement;

  /** Opens the dialog on a table's seats. */
  async show(table: string): Promise<void> {
    this.table = table;
    this.refusal = null;
    await this.updateComplete;
    if (!this.dialog?.open) this.dialog?.showModal();
  }

  /** The open table's seats: stored seats, or the first free seats for a booking that has none yet. */
  override render() {
    const { t } = this.l;
    const content = this.store.state?.content;
    const seating = content && this.table !== null ? tableSeating(content, this.table) : null;
    const people: SeatedPerson[] = [];
    for (const { record, seats } of seating?.bookings ?? []) {
      const named = peopleOf(record);
      // A booking that names nobody sits under its own name, as the printed lists show it.
      const namesNobody = !named.some((p) => p.name !== '');
      seats.forEach((seat, i) =>
        people.push({ seat, booking: record.name, name: namesNobody && i === 0 ? record.name : (named[i]?.name ?? '') }),
      );
    }
    const unordered = seating?.bookings.some(({ record }) => !content?.seats?.[bookingRef(record)]) ?? false;
    return html`<dialog class="seats" aria-labelledby="seats-title" @close=${() => (this.table = null)}>
      ${
        seating
          ? html`<header>
                <h2 id="seats-title">${t('seats.title', { table: seating.table.name })}</h2>
                <button class="btn small" @click=${() => this.dialog?.close()}>${t('seats.close')}</button>
              </header>
              ${unordered ? html`<p class="seats-note">${t('seats.noSeatsYet')}</p>` : nothing}
              <table-seats
                .table=${seating.table.name}
                .shape=${shapeOf(seating.table)}
                .capacity=${seating.table.capacity}
                .people=${people}
                ?readonly=${content?.lockedTables.includes(seating.table.name) ?? false}
                @seat-move=${this.onSeatMove}
              ></table-seats>
              ${this.refusal ? html`<p class="refusal" role="alert">${this.refusal}</p>` : nothing}`
          : nothing
      }
    </dialog>`;
  }

  private async onSeatMove(event: HTMLElementEventMap['seat-move']) {
    const store = this.store.planner?.store;
    if (!store) return;
    const refusal: Refusal | null = await store.moveToSeat(event.detail.booking, event.detail.seat);
    this.refusal = refusal ? this.l.t(`refusal.${refusal.reason}`, refusal.params) : null;
    if (this.refusal) announce(this, this.refusal);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'seats-dialog': SeatsDialog;
  }
}
