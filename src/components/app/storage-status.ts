/**
 * Whether the open event is safely stored: "Saved", "Saving…", or, when the browser refused the
 * write or ran out of space, a clear message with "Try again" and "Save as file" (the work is still
 * in memory, and a .seating file keeps all of it).
 * Also shows how much of the browser's storage the workspace uses.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { hasContent } from '../../state/planner-state.ts';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { storageEstimate } from '../../storage/workspace-db.ts';
import { announce } from '../ui/events.ts';
import { storageStatusStyles } from './storage-status.styles.ts';

@customElement('storage-status')
export class StorageStatus extends LitElement {
  static override styles = storageStatusStyles;

  private readonly store = new StoreController(this, (s) => [
    s.save.state,
    s.save.state === 'failed' ? s.save.failure : null,
    s.event === null,
    s.persistence,
    hasContent(s.content),
  ]);
  private readonly l = new LocalizeController(this);
  /** 'status': the one-line status; 'alert': only the failure message, when there is one. */
  @property() mode: 'status' | 'alert' = 'status';
  @state() private estimate: { usage: number; quota: number; persisted: boolean } | null = null;
  private lastSave = '';

  override updated() {
    const save = this.store.state?.save.state ?? '';
    if (this.mode === 'status' && save !== this.lastSave && save !== 'saving') {
      this.lastSave = save;
      void storageEstimate().then((estimate) => (this.estimate = estimate));
    }
  }

  /** The event as it is in memory, unsaved edits included, as a .seating file the planner keeps. */
  private saveAsFile = async () => {
    const store = this.store.planner?.store;
    if (!store) return;
    const { saveEventFile } = await import('../../state/event-file-io.ts');
    const file = await saveEventFile(store);
    if (file) announce(this, this.l.t('eventFile.saved', { file }));
  };

  override render() {
    const state = this.store.state;
    const { t, n } = this.l;
    if (!state) return nothing;
    const save = state.save;
    if (this.mode === 'alert') {
      if (save.state !== 'failed') return nothing;
      return html`<div class="failed" role="alert">
        <p>${t(`storage.failed.${save.failure}`)}</p>
        <div class="row">
          <button class="btn small" @click=${() => this.store.planner?.store.retrySave()}>${t('storage.retry')}</button>
          <button class="btn small primary" @click=${this.saveAsFile}>${t('storage.saveAsFile')}</button>
        </div>
      </div>`;
    }
    if (!state.event) return nothing;
    const mb = (bytes: number) => n(bytes / 1_048_576, { maximumFractionDigits: bytes < 10_485_760 ? 1 : 0 });
    return html`<div class="line">
      <span class=${save.state === 'saved' ? 'saved' : ''}>
        ${save.state === 'saved' ? t('storage.saved') : save.state === 'saving' ? t('storage.saving') : t('storage.notSaved')}
      </span>
      ${
        state.persistence === 'persisted'
          ? html`<span class="saved">${t('storage.persisted')}</span>`
          : state.persistence === 'not-persisted' && hasContent(state.content)
            ? html`<span>${t('storage.notPersisted')}</span>`
            : nothing
      }
      ${
        this.estimate && this.estimate.quota > 0
          ? html`<span>${t('storage.estimate', { used: mb(this.estimate.usage), quota: mb(this.estimate.quota) })}</span>`
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'storage-status': StorageStatus;
  }
}
