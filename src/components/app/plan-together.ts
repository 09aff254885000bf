/**
 * "Plan together" for the open event (decision 0040): shares it in a room and shows the editor link
 * (to copy, and as a QR code) and the view-only link; "New link" makes a new room with new keys,
 * which shuts the old links out; "Stop sharing" ends it, and this device keeps its copy. Below, the
 * name this device shows the others, and who else is here.
 */
import { LitElement, html, nothing, svg } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { qrMatrix } from '../../print/find-seat.ts';
import type { Sharing } from '../../state/planner-state.ts';
import { announce } from '../ui/events.ts';
import { planTogetherStyles } from './plan-together.styles.ts';
import './presence-list.ts';

/** The code as SVG: one path of its dark modules inside the four-module quiet zone. */
function qrCode(link: string, label: string) {
  const matrix = qrMatrix(link);
  if (!matrix) return nothing;
  const quiet = 4;
  const size = matrix.length + 2 * quiet;
  const runs: string[] = [];
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) runs.push(`M${x + quiet} ${y + quiet}h1v1h-1z`);
    }),
  );
  return html`<svg class="qr" viewBox="0 0 ${size} ${size}" role="img" aria-label=${label} shape-rendering="crispEdges">
    ${svg`<rect class="light" width=${size} height=${size}></rect><path class="dark" d=${runs.join('')}></path>`}
  </svg>`;
}

@customElement('plan-together')
export class PlanTogether extends LitElement {
  static override styles = planTogetherStyles;

  private readonly store = new StoreController(this, (s) => [s.event?.id, s.sharing]);
  private readonly l = new LocalizeController(this);
  @state() private busy = false;

  override render() {
    const planner = this.store.planner;
    const state = this.store.state;
    if (!planner?.together || !state?.event) return nothing;
    const { t } = this.l;
    const sharing = state.sharing?.eventId === state.event.id ? state.sharing : null;
    return html`<section aria-labelledby="together-title">
      <h3 id="together-title">${t('together.title')}</h3>
      <p class="muted">${t('together.hint')}</p>
      ${
        sharing
          ? this.renderShared(sharing)
          : html`<div class="row">
              <button class="btn primary" ?disabled=${this.busy} @click=${() => this.run(() => planner.together!.share(), 'together.made')}>
                ${t('together.share')}
              </button>
            </div>`
      }
    </section>`;
  }

  private renderShared(sharing: Sharing) {
    const { t } = this.l;
    const together = this.store.planner!.together!;
    return html`
      <p class="status" data-status=${sharing.status} role="status">
        <span class="dot" aria-hidden="true"></span>${t(`together.status.${sharing.status}`)}
      </p>
      ${
        sharing.editLink
          ? html`${this.renderLink('edit-link', t('together.editLink'), sharing.editLink)} ${qrCode(sharing.editLink, t('together.qr'))}`
          : html`<p class="note">${t('together.viewOnly')}</p>`
      }
      ${this.renderLink('view-link', t('together.viewLink'), sharing.viewLink)}
      <div class="link">
        <label for="device-name">${t('together.yourName')}</label>
        <input id="device-name" type="text" maxlength="60" autocomplete="nickname" .value=${sharing.name} @change=${this.onName} />
      </div>
      <h4>${t('together.here')}</h4>
      <presence-list nobody></presence-list>
      <div class="row">
        ${
          sharing.editLink
            ? html`<button class="btn" ?disabled=${this.busy} @click=${() => this.run(() => together.share(), 'together.made')}>
                ${t('together.newLink')}
              </button>`
            : nothing
        }
        <button
          class="btn danger"
          ?disabled=${this.busy}
          @click=${() => this.run(() => together.stop(sharing.eventId), 'together.stopped')}
        >
          ${t('together.stop')}
        </button>
      </div>
      ${sharing.editLink ? html`<p class="muted">${t('together.newLinkHint')}</p>` : nothing}
    `;
  }

  private renderLink(id: string, label: string, link: string) {
    return html`<div class="link">
      <label for=${id}>${label}</label>
      <div class="line">
        <input
          id=${id}
          type="text"
          readonly
          dir="ltr"
          .value=${link}
          @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()}
        />
        <button class="btn" @click=${() => this.copy(link)}>${this.l.t('together.copy')}</button>
      </div>
    </div>`;
  }

  private readonly onName = (e: Event) => {
    const input = e.target as HTMLInputElement;
    this.store.planner?.together?.setDeviceName(input.value);
    // An emptied field shows the device's kind again.
    input.value = this.store.state?.sharing?.name ?? input.value;
  };

  private async copy(link: string) {
    await navigator.clipboard.writeText(link).catch(() => undefined);
    announce(this, this.l.t('together.copied'));
  }

  private async run(work: () => Promise<void>, said: 'together.made' | 'together.stopped') {
    this.busy = true;
    try {
      await work();
      announce(this, this.l.t(said));
    } finally {
      this.busy = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'plan-together': PlanTogether;
  }
}
