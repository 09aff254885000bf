/**
 * A small sign in the header while the device has no connection: the planner works offline, but
 * should know that nothing reaches the network (an update, a guests' link tried out) until it is back.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { offlineNoteStyles } from './offline-note.styles.ts';

@customElement('offline-note')
export class OfflineNote extends LitElement {
  static override styles = offlineNoteStyles;

  private readonly l = new LocalizeController(this);
  @state() private offline = !navigator.onLine;
  private readonly follow = () => (this.offline = !navigator.onLine);

  override connectedCallback() {
    super.connectedCallback();
    window.addEventListener('online', this.follow);
    window.addEventListener('offline', this.follow);
    this.follow();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    window.removeEventListener('online', this.follow);
    window.removeEventListener('offline', this.follow);
  }

  override render() {
    const { t } = this.l;
    return this.offline
      ? html`<p role="status">${t('app.offline')}<span class="visually-hidden">: ${t('app.offlineHint')}</span></p>`
      : nothing;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'offline-note': OfflineNote;
  }
}
