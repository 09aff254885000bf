/**
 * Switches between named events and manages them: create, rename, duplicate, delete. Deleting
 * asks once more, inside the same dialog, naming the event.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { StoreController } from '../controllers/store-controller.ts';
import { LocalizeController } from '../controllers/localize-controller.ts';
import { announce, navigate } from './events.ts';
import { eventMenuStyles } from './event-menu.styles.ts';
import { styleProperties } from './style-properties.ts';

@customElement('event-menu')
export class EventMenu extends LitElement {
  static override styles = eventMenuStyles;

  private readonly store = new StoreController(this);
  private readonly l = new LocalizeController(this);
  @state() private confirmingDelete = false;
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
                `
              : nothing
          }
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

  /** A pending delete confirmation is dropped here, not on `close`: that event arrives a task late and could clear a newer one. */
  private openDialog() {
    this.confirmingDelete = false;
    this.dialog.showModal();
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
}
