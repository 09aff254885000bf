/**
 * Who sits with whom, in a modal dialog: every wish of every booking (must sit together, would like
 * to, would rather not, must not), each removable, and a form to add one between two bookings or
 * groups. Each change is sent as one undoable edit and the list shown is always the store's.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { DialogFormController } from '../../controllers/dialog-form-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import type { GuestRecord } from '../../model/records.ts';
import type { Refusal } from '../../state/seating-rules.ts';
import { WISH_LEVELS, findParty, wishEntries, type WishEntry, type WishIntent, type WishLevel } from '../../state/wish-edits.ts';
import { bookingLabeler, indexBookings } from '../../model/booking-refs.ts';
import { emit } from '../ui/events.ts';
import { bookingOptions, groupOptions } from '../ui/party-options.ts';
import type { PickList } from '../ui/pick-list.ts';
import '../ui/pick-list.ts';
import { refusalMessages } from '../ui/record-fields.ts';
import { wishListEditorStyles } from './wish-list-editor.styles.ts';

export interface WishEditDetail {
  intent: WishIntent;
  /** Called with the store's answer: null when saved, otherwise why not. */
  respond: (refusal: Refusal | null) => void;
}

@customElement('wish-list-editor')
export class WishListEditor extends LitElement {
  static override styles = wishListEditorStyles;

  private readonly l = new LocalizeController(this);

  @property({ attribute: false }) guests: readonly GuestRecord[] = [];
  /** Every group path, formatted, offered beside the booking names. */
  @property({ attribute: false }) groupPaths: readonly string[] = [];
  @query('dialog') private dialog!: HTMLDialogElement;
  private readonly dialogForm = new DialogFormController(this, () => this.dialog);

  open(opener?: HTMLElement) {
    return this.dialogForm.open(opener);
  }

  close() {
    this.dialogForm.close();
  }

  override render() {
    const { t } = this.l;
    const entries = wishEntries(this.guests);
    const label = this.partyLabel();
    const parties = [...bookingOptions(this.guests, this.l.lang), ...groupOptions(this.groupPaths, t('pickList.group'))];
    return html`<dialog aria-labelledby="wishes-title" @close=${this.onClosed}>
      <div class="body">
        <h2 id="wishes-title">${t('wishes.title')}</h2>
        <p class="hint">${t('wishes.intro')}</p>
        ${
          entries.length === 0
            ? html`<p class="empty">${t('wishes.empty')}</p>`
            : html`<p class="count">${t('wishes.count', { count: entries.length })}</p>
                <ul class="wishes">
                  ${entries.map((entry) => this.renderEntry(entry, label))}
                </ul>`
        }
        ${this.dialogForm.error ? html`<p class="error" role="alert">${this.dialogForm.error}</p>` : nothing}
        <form class="add" @submit=${this.onAdd}>
          <pick-list id="wish-from" single .label=${t('wishes.from')} .hint=${t('wishes.partyHint')} .options=${parties}></pick-list>
          <div class="field">
            <label for="wish-level">${t('wishes.level')}</label>
            <select id="wish-level" name="level">
              ${WISH_LEVELS.map((level) => html`<option value=${level} ?selected=${level === 'prefer'}>${t(`wishes.levels.${level}`)}</option>`)}
            </select>
          </div>
          <pick-list id="wish-to" single .label=${t('wishes.to')} .options=${parties}></pick-list>
          <button type="submit" class="btn">${t('wishes.add')}</button>
        </form>
        <div class="actions">
          <button type="button" class="btn primary" @click=${() => this.close()}>${t('wishes.close')}</button>
        </div>
      </div>
    </dialog>`;
  }

  private renderEntry(entry: WishEntry, label: (ref: string) => string) {
    const { t } = this.l;
    const isGroup = findParty(this.guests, entry.to)?.isGroup ?? false;
    const [from, to] = [label(entry.from), label(entry.to)];
    const verb = t(`wishes.verbs.${entry.level}`);
    return html`<li class=${entry.level}>
      <span class="words">
        <strong><bdi>${from}</bdi></strong> <span class="verb">${verb}</span> <strong><bdi>${to}</bdi></strong>
        ${isGroup ? html`<span class="tag">${t('wishes.groupMark')}</span>` : nothing}
      </span>
      <button
        class="btn small"
        aria-label=${t('wishes.removeLabel', { name: from, verb, other: to })}
        @click=${() => this.send({ kind: 'removeWish', from: entry.from, to: entry.to, level: entry.level })}
      >
        ${t('wishes.remove')}
      </button>
    </li>`;
  }

  /** A wish's side as the planner reads it: a booking as its label (a repeated name with its partner or group), a group as its path. */
  private partyLabel(): (ref: string) => string {
    const label = bookingLabeler(this.guests, { language: this.l.lang });
    const index = indexBookings(this.guests);
    return (ref) => {
      const found = index.find(ref);
      return found === undefined ? ref : label(this.guests[found]!);
    };
  }

  private onAdd = (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const side = (id: 'wish-from' | 'wish-to') => this.renderRoot.querySelector<PickList>(`#${id}`)!;
    const from = side('wish-from').value.trim();
    const to = side('wish-to').value.trim();
    const empty = from === '' ? 'wish-from' : to === '' ? 'wish-to' : null;
    if (empty) {
      this.dialogForm.refuse(this.l.t('wishes.partyHint'), []);
      side(empty).focus();
      return;
    }
    const level = (form.elements.namedItem('level') as HTMLSelectElement).value as WishLevel;
    this.send({ kind: 'addWish', from, to, level }, () => {
      side('wish-from').value = '';
      side('wish-to').value = '';
      side('wish-from').focus();
    });
  };

  /** Sends one edit; a refusal is shown above the form. */
  private send(intent: WishIntent, done?: () => void) {
    emit(this, 'wish-edit', {
      intent,
      respond: (refusal) => {
        this.dialogForm.refuse(refusal ? refusalMessages(refusal, this.l.t).message : null, []);
        if (!refusal) done?.();
      },
    });
  }

  private onClosed() {
    this.dialogForm.closed();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'wish-list-editor': WishListEditor;
  }
  interface HTMLElementEventMap {
    'wish-edit': CustomEvent<WishEditDetail>;
  }
}
