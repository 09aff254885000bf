/**
 * Asked before a guests or tables file replaces what the open event already has: a new event (the
 * default for the demo), replacing that file's records, or (a guests file) merging it: the planner
 * sees what it adds, removes and changes before anything changes.
 */
import { LitElement, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import type { ImportTarget } from '../../state/planner-store.ts';
import { emit } from '../ui/events.ts';
import { importTargetStyles } from './import-target.styles.ts';
import { wholeFileNames } from '../ui/whole-file-names.ts';

/** Where the file goes: an import target, or a merge into the open event's guest list or tables. */
export type ImportChoice = ImportTarget | 'merge';

export interface TargetChosenDetail {
  into: ImportChoice;
}

@customElement('import-target')
export class ImportTargetQuestion extends LitElement {
  static override styles = importTargetStyles;

  private readonly l = new LocalizeController(this);

  @property() kind: 'guests' | 'tables' = 'guests';
  @property({ attribute: 'file-name' }) fileName = '';
  @property({ attribute: 'event-name' }) eventName = '';
  /** What the event holds now ("demo-guests.csv · 6 bookings, 14 guests"). */
  @property() current = '';
  /** The choice made before the planner picks one. */
  @property({ attribute: 'default-choice' }) defaultChoice: ImportChoice = 'open';
  @state() private choice: ImportChoice | null = null;

  override focus() {
    this.renderRoot.querySelector<HTMLElement>('h3')?.focus();
  }

  override render() {
    const { t } = this.l;
    const chosen = this.choice ?? this.defaultChoice;
    const event = this.eventName;
    const option = (value: ImportChoice, label: string, hint: string) => html`
      <label class="option">
        <input type="radio" name="into" value=${value} ?checked=${value === chosen} @change=${() => (this.choice = value)} />
        <span><span class="label">${label}</span><span class="hint muted">${hint}</span></span>
      </label>
    `;
    return html`
      <section class="card" aria-labelledby="target-title">
        <h3 id="target-title" tabindex="-1">${wholeFileNames(t('importSteps.target.title', { file: this.fileName }))}</h3>
        <p>${t(`importSteps.target.holds_${this.kind}`, { event, current: this.current })}</p>
        <fieldset>
          <legend class="visually-hidden">${t('importSteps.target.title', { file: this.fileName })}</legend>
          ${option('new', t('importSteps.target.new'), t('importSteps.target.newHint'))}
          ${option('open', t(`importSteps.target.replace_${this.kind}`, { event }), t('importSteps.target.replaceHint'))}
          ${option('merge', t('importSteps.target.merge', { event }), t('importSteps.target.mergeHint'))}
        </fieldset>
        <div class="actions">
          <button class="btn primary" @click=${() => emit(this, 'import-target-chosen', { into: this.choice ?? this.defaultChoice })}>
            ${t('importSteps.target.continue')}
          </button>
          <button class="btn" @click=${() => emit(this, 'import-target-cancel')}>${t('importSteps.target.cancel')}</button>
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'import-target': ImportTargetQuestion;
  }
  interface HTMLElementEventMap {
    'import-target-chosen': CustomEvent<TargetChosenDetail>;
    'import-target-cancel': CustomEvent<null>;
  }
}
