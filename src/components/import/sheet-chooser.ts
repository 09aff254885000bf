/**
 * Asked when a workbook with several sheets is given as the guests, tables or seating file: which
 * sheet holds them. A workbook with one sheet never asks.
 */
import { LitElement, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { emit } from '../ui/events.ts';
import { sheetChooserStyles } from './sheet-chooser.styles.ts';
import { wholeFileNames } from '../ui/whole-file-names.ts';

export interface SheetChoice {
  name: string;
  /** Non-empty rows, the header included. */
  rows: number;
}

export interface SheetChosenDetail {
  sheet: string;
}

@customElement('sheet-chooser')
export class SheetChooser extends LitElement {
  // The same card of large choices as the question of where a file goes.
  static override styles = sheetChooserStyles;

  private readonly l = new LocalizeController(this);

  @property() kind: 'guests' | 'tables' | 'seating' = 'guests';
  @property({ attribute: 'file-name' }) fileName = '';
  @property({ attribute: false }) sheets: readonly SheetChoice[] = [];
  @state() private choice: string | null = null;

  override focus() {
    this.renderRoot.querySelector<HTMLElement>('h3')?.focus();
  }

  override render() {
    const { t, n } = this.l;
    // The first sheet with rows below its header is proposed, as a reader of the file would guess.
    const chosen = this.choice ?? (this.sheets.find((s) => s.rows > 1) ?? this.sheets[0])?.name ?? '';
    const title = t('spreadsheets.chooser.title', { file: this.fileName, what: t(`spreadsheets.what.${this.kind}`) });
    return html`
      <section class="card" aria-labelledby="sheet-title">
        <h3 id="sheet-title" tabindex="-1">${wholeFileNames(title)}</h3>
        <p>${t('spreadsheets.chooser.intro')}</p>
        <fieldset>
          <legend class="visually-hidden">${title}</legend>
          ${this.sheets.map(
            (sheet) => html`
              <label class="option">
                <input
                  type="radio"
                  name="sheet"
                  .value=${sheet.name}
                  ?checked=${sheet.name === chosen}
                  @change=${() => (this.choice = sheet.name)}
                />
                <span>
                  <span class="label"><bdi>${sheet.name}</bdi></span>
                  <span class="hint muted">${t('spreadsheets.chooser.rows', { count: sheet.rows, countText: n(sheet.rows) })}</span>
                </span>
              </label>
            `,
          )}
        </fieldset>
        <div class="actions">
          <button class="btn primary" @click=${() => emit(this, 'sheet-chosen', { sheet: chosen })}>
            ${t('spreadsheets.chooser.use')}
          </button>
          <button class="btn" @click=${() => emit(this, 'sheet-cancel')}>${t('spreadsheets.chooser.cancel')}</button>
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sheet-chooser': SheetChooser;
  }
  interface HTMLElementEventMap {
    'sheet-chosen': CustomEvent<SheetChosenDetail>;
    'sheet-cancel': CustomEvent<null>;
  }
}
