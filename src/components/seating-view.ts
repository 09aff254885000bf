/**
 * Steps three and four: the solver, the tables, the selected booking, the penalty breakdown and
 * the export. It lays those parts out and passes the selection between them; each part talks to
 * the store itself.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { StoreController } from '../controllers/store-controller.ts';
import { LocalizeController } from '../controllers/localize-controller.ts';
import { downloadSeating } from '../state/export.ts';
import { announce, navigate } from './events.ts';
import { seatingViewStyles } from './seating-view.styles.ts';
import './solver-panel.ts';
import './tables-view.ts';
import './booking-inspector.ts';
import './penalty-breakdown.ts';

@customElement('seating-view')
export class SeatingView extends LitElement {
  static override styles = seatingViewStyles;

  private readonly store = new StoreController(this);
  private readonly l = new LocalizeController(this);
  @state() private selected: string | null = null;

  /** A selection whose booking is gone (deleted, renamed, another event opened) is dropped before drawing. */
  override willUpdate() {
    const guests = this.store.state?.content?.guests ?? [];
    if (this.selected !== null && !guests.some((g) => g.name === this.selected)) this.selected = null;
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
    return html`
      <div class="top">
        <solver-panel></solver-panel>
        <section class="card export" aria-labelledby="export-title">
          <h2 id="export-title">${t('export.title')}</h2>
          <button class="btn primary" ?disabled=${!canExport} @click=${this.export}>${t('export.button')}</button>
        </section>
      </div>
      <div class="layout">
        <tables-view
          .selected=${this.selected}
          @selection-change=${(e: HTMLElementEventMap['selection-change']) => (this.selected = e.detail.booking)}
        ></tables-view>
        <aside aria-label=${t('seating.details')}>
          ${this.selected ? html`<booking-inspector .booking=${this.selected}></booking-inspector>` : html`<booking-inspector></booking-inspector>`}
          ${
            state.derived?.evaluation
              ? html`<penalty-breakdown .score=${state.derived.evaluation} .lowerBound=${state.derived.lowerBound}></penalty-breakdown>`
              : nothing
          }
        </aside>
      </div>
    `;
  }

  private export() {
    const state = this.store.state;
    const fileName = state ? downloadSeating(state) : null;
    if (fileName) announce(this, this.l.t('export.done', { file: fileName }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'seating-view': SeatingView;
  }
}
