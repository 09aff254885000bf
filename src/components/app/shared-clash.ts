/**
 * The question when this device and another changed the same fields of a booking, or its table, while apart
 * (issue 58): both values of each field, as the two-tab question shows them, and the planner's
 * choice; nothing changes until it is made (Yjs's pick stands meanwhile).
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { fieldLabel } from '../../i18n/field-labels.ts';
import { isolateText } from '../../i18n/localizer.ts';
import { sharedClashStyles } from './shared-clash.styles.ts';

@customElement('shared-clash')
export class SharedClashQuestion extends LitElement {
  static override styles = sharedClashStyles;

  private readonly store = new StoreController(this, (s) => s.sharing?.clash);
  private readonly l = new LocalizeController(this);
  @state() private busy = false;

  override render() {
    const clash = this.store.state?.sharing?.clash;
    if (!clash) return nothing;
    const { t } = this.l;
    const dash = t('merge.none');
    return html`<div class="question" role="alert">
      <p>${t('together.clash', { name: clash.booking })}</p>
      <ul>
        ${clash.fields.map(
          (f) =>
            html`<li>
              ${t('together.clashLine', {
                field: f.field === 'seat' ? t('together.clashSeat') : fieldLabel(f.field, t),
                mine: isolateText(f.mineText || dash),
                theirs: isolateText(f.theirsText || dash),
              })}
            </li>`,
        )}
      </ul>
      <div class="row">
        <button class="btn primary" ?disabled=${this.busy} @click=${() => this.answer('mine')}>${t('together.keepMine')}</button>
        <button class="btn" ?disabled=${this.busy} @click=${() => this.answer('theirs')}>${t('together.keepTheirs')}</button>
      </div>
    </div>`;
  }

  private async answer(side: 'mine' | 'theirs') {
    this.busy = true;
    try {
      await this.store.planner?.together?.answerClash(side);
    } finally {
      this.busy = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shared-clash': SharedClashQuestion;
  }
}
