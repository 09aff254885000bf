/**
 * Steps three and four: the solver, the tables, the selected booking, the penalty breakdown and
 * the export. It lays those parts out and passes the selection between them; each part talks to
 * the store itself.
 *
 * On a phone the selected booking opens in a sheet along the bottom of the window instead of the
 * side panel (which would sit below every table). When the booking moves, the sheet closes and a
 * note at the bottom of the window says where it is now, so the result is in sight without
 * scrolling; a refusal shows inside the sheet, next to the Move button.
 *
 * A table card's "Seats" button opens that table's seats in a dialog (seats-dialog.ts).
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { MediaQueryController, PHONE_QUERY } from '../../controllers/media-query-controller.ts';
import { downloadSeating, downloadSeatingWorkbook, downloadTables } from '../../state/export.ts';
import { announce, navigate } from '../ui/events.ts';
import { seatingViewStyles } from './seating-view.styles.ts';
import type { TablesView } from '../tables/tables-view.ts';
import type { BottomSheet } from '../ui/bottom-sheet.ts';
import './solver-panel.ts';
import '../tables/tables-view.ts';
import './booking-inspector.ts';
import './penalty-breakdown.ts';
import './plan-summary.ts';
import type { PenaltyBreakdown } from './penalty-breakdown.ts';
import '../ui/bottom-sheet.ts';
import './seats-dialog.ts';
import type { SeatsDialog } from './seats-dialog.ts';

/** How long the note about a move stays, unless dismissed or replaced sooner. */
const NOTE_MS = 8000;

@customElement('seating-view')
export class SeatingView extends LitElement {
  static override styles = seatingViewStyles;

  private readonly store = new StoreController(this, ({ content, derived }) => [
    content?.guests,
    content?.seating,
    (content?.tables.length ?? 0) > 0,
    !!derived?.problem,
    derived?.evaluation,
    derived?.lowerBound,
  ]);
  private readonly l = new LocalizeController(this);
  private readonly phone = new MediaQueryController(this, PHONE_QUERY);
  @state() private selected: string | null = null;
  /** Where the booking in the sheet just went, shown at the bottom of the window. */
  @state() private note: string | null = null;
  /** The selected booking and its table when last drawn: a change of table while the sheet is open is a move. */
  private watched: { booking: string; table: string | null } | null = null;
  private noteTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * The booking the sheet shows, kept after it closes: the inspector in it finishes a move (and
   * announces it) after the sheet has closed, so it stays in the page until another booking opens.
   */
  private sheetBooking: string | null = null;
  @query('tables-view') private tablesView?: TablesView;
  @query('bottom-sheet') private sheet?: BottomSheet;
  @query('seats-dialog') private seatsDialog?: SeatsDialog;
  @query('penalty-breakdown') private breakdown?: PenaltyBreakdown;

  /** A selection whose booking is gone (deleted, renamed, another event opened) is dropped before drawing. */
  override willUpdate() {
    const content = this.store.state?.content;
    const guests = content?.guests ?? [];
    if (this.selected !== null && !guests.some((g) => g.name === this.selected)) this.selected = null;
    const table = this.selected === null ? null : (content?.seating[this.selected] ?? null);
    if (this.phone.matches && this.selected !== null && this.watched?.booking === this.selected && this.watched.table !== table) {
      this.moved(this.selected, table);
    }
    this.watched = this.selected === null ? null : { booking: this.selected, table };
    // The others in a shared event see the table of the booking selected here.
    this.store.planner?.together?.here({ table });
    if (this.selected !== null || (this.sheetBooking !== null && !guests.some((g) => g.name === this.sheetBooking)))
      this.sheetBooking = this.selected;
  }

  override render() {
    const state = this.store.state;
    const { t } = this.l;
    const content = state?.content;
    if (!content || content.guests.length === 0 || content.tables.length === 0) {
      return html`<div class="card empty">
        <h2>${t('seating.emptyTitle')}</h2>
        <p>${t('seating.emptyHint')}</p>
        <button class="btn primary" @click=${() => navigate(this, 'import')}>${t('seating.goImport')}</button>
      </div>`;
    }
    const canExport = !!state.derived?.problem;
    const phone = this.phone.matches;
    // The plan in words leads; the controls and the figures follow.
    return html`
      <plan-summary @unmet-wishes-show=${() => void this.breakdown?.showUnmetWishes()}></plan-summary>
      <div class="top">
        <solver-panel></solver-panel>
        <section class="card export" aria-labelledby="export-title">
          <h2 id="export-title">${t('export.title')}</h2>
          <button class="btn primary" ?disabled=${!canExport} @click=${this.export}>${t('export.button')}</button>
          <button class="btn" ?disabled=${!canExport} @click=${this.exportWorkbook}>${t('spreadsheets.downloadSeating')}</button>
          <button class="btn" @click=${this.exportTables}>${t('floorPlan.downloadTables')}</button>
        </section>
      </div>
      <div class="layout">
        <tables-view
          .selected=${this.selected}
          ?moves-elsewhere=${phone}
          @selection-change=${this.onSelectionChange}
          @seats-open=${this.openSeats}
        ></tables-view>
        <aside aria-label=${t('seating.details')}>
          ${phone ? nothing : html`<booking-inspector .booking=${this.selected}></booking-inspector>`}
          ${
            state.derived?.evaluation
              ? html`<penalty-breakdown .score=${state.derived.evaluation} .lowerBound=${state.derived.lowerBound}></penalty-breakdown>`
              : nothing
          }
        </aside>
      </div>
      ${
        phone
          ? html`<bottom-sheet .open=${this.selected !== null} label=${this.selected ?? ''} @sheet-close=${() => (this.selected = null)}>
              <booking-inspector .booking=${this.sheetBooking}></booking-inspector>
            </bottom-sheet>`
          : nothing
      }
      <seats-dialog></seats-dialog>
      ${
        this.note
          ? html`<div class="note">
              <span>${this.note}</span>
              <button class="btn small" @click=${this.dismissNote}>${t('common.dismiss')}</button>
            </div>`
          : nothing
      }
    `;
  }

  private async openSeats(event: HTMLElementEventMap['seats-open']) {
    if (event.detail.table !== null) await this.seatsDialog?.show(event.detail.table);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.dismissNote();
    this.store.planner?.together?.here({ table: null });
  }

  private onSelectionChange(event: HTMLElementEventMap['selection-change']) {
    this.selected = event.detail.booking;
    if (this.selected !== null) this.dismissNote();
  }

  /**
   * The booking in the sheet moved: close the sheet, say where it went, and put the focus on it
   * there (the moving control is gone with the sheet). The inspector announced the move already.
   */
  private moved(booking: string, table: string | null) {
    const { t } = this.l;
    this.selected = null;
    this.note = table === null ? t('history.unseat', { name: booking }) : t('history.move', { name: booking, table });
    if (this.noteTimer !== null) clearTimeout(this.noteTimer);
    this.noteTimer = setTimeout(this.dismissNote, NOTE_MS);
    void this.focusAfterClose(booking);
  }

  /** After the sheet has closed, which gives the focus back to the control that opened it: that chip may now be another booking. */
  private async focusAfterClose(booking: string) {
    await this.updateComplete;
    await this.sheet?.updateComplete;
    await this.tablesView?.focusBooking(booking);
  }

  private readonly dismissNote = () => {
    if (this.noteTimer !== null) clearTimeout(this.noteTimer);
    this.noteTimer = null;
    this.note = null;
  };

  private export() {
    const state = this.store.state;
    const fileName = state ? downloadSeating(state) : null;
    if (fileName) announce(this, this.l.t('export.done', { file: fileName }));
  }

  private exportTables() {
    const state = this.store.state;
    const fileName = state ? downloadTables(state) : null;
    if (fileName) announce(this, this.l.t('export.done', { file: fileName }));
  }

  private async exportWorkbook() {
    const state = this.store.state;
    const { t, localizer } = this.l;
    const sheet = { sheetName: t('spreadsheets.seatingSheet'), rightToLeft: localizer?.dir === 'rtl' };
    const fileName = state ? await downloadSeatingWorkbook(state, sheet) : null;
    if (fileName) announce(this, t('export.done', { file: fileName }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'seating-view': SeatingView;
  }
}
