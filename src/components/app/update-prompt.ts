/**
 * "A new version is ready — Update now / Later": a calm, non-modal notice at the bottom of the
 * page. It never takes focus or blocks work; screen readers hear it once through a polite live
 * region. The page decides what accepting does (src/app/register-service-worker.ts).
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Localizer } from '../../i18n/localizer.ts';
import { emit } from '../ui/events.ts';
import { updatePromptStyles } from './update-prompt.styles.ts';

@customElement('update-prompt')
export class UpdatePrompt extends LitElement {
  static override styles = updatePromptStyles;

  /** The interface language; the prompt lives outside the planner, so it is handed over directly. */
  @property({ attribute: false }) localizer?: Localizer;
  /** Whether a new version is waiting for the user's answer. */
  @property({ type: Boolean, reflect: true }) open = false;
  @state() private updating = false;

  private accept() {
    this.updating = true;
    emit(this, 'update-accept');
  }

  private later() {
    this.open = false;
    emit(this, 'update-later');
  }

  override render() {
    const l = this.localizer;
    // The live region stays in the document so that its content appearing is announced.
    return html`<div role="status" aria-live="polite">
      ${
        this.open && l
          ? html`<div class="notice" lang=${l.lang} dir=${l.dir}>
              <p>${this.updating ? l.t('update.updating') : l.t('update.message')}</p>
              <div class="actions">
                <button class="btn primary" ?disabled=${this.updating} @click=${this.accept}>${l.t('update.accept')}</button>
                <button class="btn later" ?disabled=${this.updating} @click=${this.later}>${l.t('update.later')}</button>
              </div>
            </div>`
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'update-prompt': UpdatePrompt;
  }
  interface HTMLElementEventMap {
    'update-accept': CustomEvent<null>;
    'update-later': CustomEvent<null>;
  }
}
