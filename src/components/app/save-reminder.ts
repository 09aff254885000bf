/**
 * Two quiet notes about keeping the event safe outside the browser: a one-line bar that reminds to
 * save a `.seating` file after large changes (the whole reason is read to screen readers and shown
 * on hover; a phone has no room for it) (an import, a solver result, many edits) since the last
 * one, and, on Safari when the app is not installed, that Safari may clear the event after seven
 * days without a visit. Each can be put away; the reminder returns after the next large change.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { demoFilesIn } from '../../state/demo.ts';
import { hasContent } from '../../state/planner-state.ts';
import { saveReminderDue } from '../../state/save-reminder.ts';
import { announce } from '../ui/events.ts';
import { saveReminderStyles } from './save-reminder.styles.ts';

/**
 * Safari's storage rule (script-written data goes after seven days of use without a visit) holds
 * for Safari on a Mac and for every browser on iOS and iPadOS, which all run on WebKit; an app
 * added to the Home Screen is exempt.
 */
function safariMayClearStorage(nav: Navigator = navigator, standalone = matchMedia('(display-mode: standalone)').matches): boolean {
  const ua = nav.userAgent;
  const iOS = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  const macSafari = /Macintosh/.test(ua) && /Version\/[\d.]+.*Safari\//.test(ua) && !/Chrome|Chromium|CriOS|Edg|Firefox|FxiOS/.test(ua);
  const installed = standalone || (nav as Navigator & { standalone?: boolean }).standalone === true;
  return (iOS || macSafari) && !installed;
}

@customElement('save-reminder')
export class SaveReminder extends LitElement {
  static override styles = saveReminderStyles;

  private readonly store = new StoreController(this, (s) => [
    s.phase,
    s.event,
    s.content?.sources,
    hasContent(s.content),
    s.fileSave,
    s.persistence,
  ]);
  private readonly l = new LocalizeController(this);
  private readonly safari = safariMayClearStorage();
  // Read only where the note can show: a first read of storage waits on the browser (decision 0046).
  @state() private safariNoteDismissed = this.safari && readDismissed();
  /** Whether anything is shown: an empty reminder takes no row (and no gap) in the page's grid. */
  private showing = false;

  override updated() {
    this.hidden = !this.showing;
  }

  override render() {
    const state = this.store.state;
    this.showing = false;
    if (!state?.event || state.phase !== 'ready') return nothing;
    const { t } = this.l;
    const demo = demoFilesIn(state.content);
    // The untouched demo is nobody's work yet: no reminder for it.
    const ownWork = hasContent(state.content) && !(demo.guests && demo.tables);
    const reminder = saveReminderDue(state.event.revision, state.fileSave, ownWork);
    const safariNote = this.safari && ownWork && !this.safariNoteDismissed && state.persistence !== 'persisted';
    this.showing = reminder || safariNote;
    if (!this.showing) return nothing;
    return html`
      ${
        reminder
          ? html`<div class="note bar" role="status">
              <p title=${t('eventFile.reminder.text')}>
                <span aria-hidden="true">${t('words.reminder')}</span><span class="visually-hidden">${t('eventFile.reminder.text')}</span>
              </p>
              <button class="btn small primary" @click=${this.save}>${t('eventFile.reminder.save')}</button>
              <button
                class="btn small close"
                aria-label=${t('eventFile.reminder.later')}
                title=${t('eventFile.reminder.later')}
                @click=${() => this.store.planner?.store.dismissSaveReminder()}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>`
          : nothing
      }
      ${
        safariNote
          ? html`<div class="note safari" role="note">
              <p>${t('eventFile.safari.text')}</p>
              <div class="row">
                ${reminder ? nothing : html`<button class="btn small primary" @click=${this.save}>${t('eventFile.reminder.save')}</button>`}
                <button class="btn small" @click=${this.dismissSafariNote}>${t('eventFile.safari.dismiss')}</button>
              </div>
            </div>`
          : nothing
      }
    `;
  }

  private async save() {
    const store = this.store.planner?.store;
    if (!store) return;
    const { saveEventFile } = await import('../../state/event-file-io.ts');
    const file = await saveEventFile(store);
    if (file) announce(this, this.l.t('eventFile.saved', { file }));
  }

  private dismissSafariNote() {
    this.safariNoteDismissed = true;
    try {
      localStorage.setItem(SAFARI_NOTE_KEY, '1');
    } catch {
      // Storage refused: the note comes back next visit, which is harmless.
    }
  }
}

const SAFARI_NOTE_KEY = 'seating-optimizer:safari-note-dismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(SAFARI_NOTE_KEY) === '1';
  } catch {
    return false;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'save-reminder': SaveReminder;
  }
}
