/**
 * Switches between named events and manages them: create, rename, duplicate, delete, and save,
 * open or share one as a `.seating` file, and plan one together (`<plan-together>`). Deleting asks once more, inside the same dialog, naming the event.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { EVENT_FILE } from '../../contract/index.ts';
import { announce, emit, navigate } from '../ui/events.ts';
import { eventMenuStyles } from './event-menu.styles.ts';
import { styleProperties } from '../ui/style-properties.ts';

@customElement('event-menu')
export class EventMenu extends LitElement {
  static override styles = eventMenuStyles;

  private readonly store = new StoreController(this, (s) => [s.phase, s.events, s.event?.id, s.event?.name]);
  private readonly l = new LocalizeController(this);
  @state() private confirmingDelete = false;
  /** Whether this device can share a file with another app (known once the dialog first opens). */
  @state() private canShare = false;
  @query('dialog') private dialog!: HTMLDialogElement;

  override render() {
    const state = this.store.state;
    const { t } = this.l;
    if (!state || state.phase !== 'ready') return nothing;
    const current = state.event;
    return html`
      <label class="visually-hidden" for="event">${t('events.current')}</label>
      ${
        state.events.length
          ? html`<select id="event" @change=${this.onSwitch}>
              ${state.events.map((e) => html`<option value=${e.id} ?selected=${e.id === current?.id}>${e.name}</option>`)}
            </select>`
          : nothing
      }
      <button class="btn small" @click=${this.openDialog} aria-haspopup="dialog">${t('events.manage')}</button>
      <dialog aria-labelledby="events-title">
        <div class="body">
          <h2 id="events-title">${t('events.title')}</h2>
          ${
            current
              ? html`
                  <form @submit=${this.onRename}>
                    <label for="rename">${t('events.name')}</label>
                    <div class="line">
                      <input id="rename" name="name" type="text" required maxlength="120" .value=${current.name} />
                      <button class="btn" type="submit">${t('events.rename')}</button>
                    </div>
                  </form>
                  <div class="row">
                    <button class="btn" @click=${this.onDuplicate}>${t('events.duplicate')}</button>
                    <button class="btn danger" @click=${() => (this.confirmingDelete = true)}>${t('events.delete')}</button>
                  </div>
                  ${
                    this.confirmingDelete
                      ? html`<div class="confirm" role="alert">
                          <p>${t('events.confirmDelete', { name: current.name })}</p>
                          <div class="row">
                            <button class="btn danger" @click=${this.onDelete}>${t('events.deleteConfirm')}</button>
                            <button class="btn" @click=${() => (this.confirmingDelete = false)}>${t('common.cancel')}</button>
                          </div>
                        </div>`
                      : nothing
                  }
                  <hr />
                  ${
                    this.store.planner?.together
                      ? html`<plan-together></plan-together>
                          <hr />`
                      : nothing
                  }
                `
              : nothing
          }
          ${this.renderFile(!!current)}
          <hr />
          <form @submit=${this.onCreate}>
            <label for="new-name">${t('events.newName')}</label>
            <div class="line">
              <input id="new-name" name="name" type="text" required maxlength="120" placeholder=${t('events.newPlaceholder')} />
              <button class="btn primary" type="submit">${t('events.create')}</button>
            </div>
          </form>
          <div class="row" ${styleProperties({ 'justify-content': 'flex-end' })}>
            <button class="btn" @click=${() => this.dialog.close()}>${t('common.close')}</button>
          </div>
        </div>
      </dialog>
    `;
  }

  private renderFile(hasEvent: boolean) {
    const { t } = this.l;
    return html`<section class="file" aria-labelledby="file-title">
      <h3 id="file-title">${t('eventFile.section')}</h3>
      <p class="muted">${t('eventFile.hint')}</p>
      <div class="row">
        ${hasEvent ? html`<button class="btn" @click=${this.onSave}>${t('eventFile.save')}</button>` : nothing}
        <button class="btn" @click=${() => this.renderRoot.querySelector<HTMLInputElement>('#event-file')?.click()}>
          ${t('eventFile.open')}
        </button>
        ${hasEvent && this.canShare ? html`<button class="btn" @click=${this.onShare}>${t('eventFile.share')}</button>` : nothing}
      </div>
      <input
        id="event-file"
        type="file"
        accept=${`${EVENT_FILE.extension},${EVENT_FILE.mediaType}`}
        hidden
        aria-hidden="true"
        tabindex="-1"
        @change=${this.onPicked}
      />
    </section>`;
  }

  private async onSave() {
    const store = this.store.planner?.store;
    if (!store) return;
    const { saveEventFile } = await import('../../state/event-file-io.ts');
    const file = await saveEventFile(store);
    if (file) announce(this, this.l.t('eventFile.saved', { file }));
  }

  private async onShare() {
    const store = this.store.planner?.store;
    if (!store) return;
    const { shareEventFile } = await import('../../state/event-file-io.ts');
    const result = await shareEventFile(store);
    if (result === 'shared') announce(this, this.l.t('eventFile.shared'));
    else if (result === 'failed') store.showNotice({ kind: 'eventFile.shareFailed', params: {} });
  }

  private onPicked(event: Event) {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    this.dialog.close();
    emit(this, 'event-file-chosen', { file });
  }

  /** A pending delete confirmation is dropped here, not on `close`: that event arrives a task late and could clear a newer one. */
  private openDialog() {
    this.confirmingDelete = false;
    this.dialog.showModal();
    // Plan together (its QR code and the sync engine) loads when first wanted, not with the shell.
    if (this.store.planner?.together) void import('./plan-together.ts');
    void import('../../state/event-file-io.ts').then(({ canShareEventFiles }) => (this.canShare = canShareEventFiles()));
  }

  private async onSwitch(event: Event) {
    const id = (event.target as HTMLSelectElement).value;
    await this.store.planner?.store.switchEvent(id);
    const name = this.store.state?.event?.name ?? '';
    announce(this, this.l.t('events.switched', { name }));
  }

  private nameFrom(event: SubmitEvent): string {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    return (form.elements.namedItem('name') as HTMLInputElement).value.trim();
  }

  private async onRename(event: SubmitEvent) {
    const name = this.nameFrom(event);
    const current = this.store.state?.event;
    if (!name || !current) return;
    await this.store.planner?.store.renameEvent(current.id, name);
    announce(this, this.l.t('events.renamed', { name }));
  }

  private async onCreate(event: SubmitEvent) {
    const form = event.target as HTMLFormElement;
    const name = this.nameFrom(event);
    if (!name) return;
    await this.store.planner?.store.createEvent(name);
    form.reset();
    this.dialog.close();
    announce(this, this.l.t('events.created', { name }));
    navigate(this, 'import');
  }

  private async onDuplicate() {
    const current = this.store.state?.event;
    if (!current) return;
    const name = this.l.t('events.copyName', { name: current.name });
    await this.store.planner?.store.duplicateEvent(current.id, name);
    this.dialog.close();
    announce(this, this.l.t('events.duplicated', { name }));
  }

  private async onDelete() {
    const current = this.store.state?.event;
    if (!current) return;
    await this.store.planner?.store.deleteEvent(current.id);
    this.dialog.close();
    announce(this, this.l.t('events.deleted', { name: current.name }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'event-menu': EventMenu;
  }
  interface HTMLElementEventMap {
    /** A `.seating` file the planner picked to open (the shell opens it, as it does a dropped one). */
    'event-file-chosen': CustomEvent<{ file: File }>;
  }
}
