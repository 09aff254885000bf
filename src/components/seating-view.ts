/**
 * Steps three and four: the solver, the tables, the selected booking, the penalty breakdown and
 * the export. It lays those parts out and passes the selection between them; each part talks to
 * the store itself.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { StoreController } from '../controllers/store-controller.ts';
import { LocalizeController } from '../controllers/localize-controller.ts';
import { downloadSeating } from '../app/export.ts';
import { announce, navigate } from './events.ts';
import { tokens } from './shared-styles.ts';
import './solver-panel.ts';
import './tables-view.ts';
import './booking-inspector.ts';
import './penalty-breakdown.ts';

@customElement('seating-view')
export class SeatingView extends LitElement {
  static override styles = [
    tokens,
    css`
      :host {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 1rem;
      }
      .top {
        display: grid;
        gap: 1rem;
        grid-template-columns: 1fr auto;
        align-items: stretch;
      }
      .export {
        display: grid;
        gap: 0.5rem;
        align-content: center;
        padding: 1rem 1.1rem;
      }
      .export h2 {
        font-size: 1.05rem;
      }
      .layout {
        display: grid;
        gap: 1rem;
        grid-template-columns: minmax(0, 1fr) 20rem;
        align-items: start;
      }
      aside {
        display: grid;
        gap: 1rem;
        position: sticky;
        inset-block-start: 1rem;
      }
      .empty {
        padding: 1.5rem;
        display: grid;
        gap: 0.75rem;
        justify-items: start;
      }
      @container (max-width: 900px) {
        .top,
        .layout {
          grid-template-columns: 1fr;
        }
        aside {
          position: static;
        }
      }
    `,
  ];

  private readonly store = new StoreController(this);
  private readonly l = new LocalizeController(this);
  @state() private selected: string | null = null;

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
    if (this.selected !== null && !content.guests.some((g) => g.name === this.selected)) this.selected = null;
    const canExport = !!state?.derived?.problem;
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
            state?.derived?.evaluation
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
