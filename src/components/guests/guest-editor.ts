/**
 * A modal form for one booking, new or existing: its name, size, group, cohesion strength, who to
 * keep apart from, the table it is pinned to, its people (a name and a meal per seat), the family
 * name it is sorted under, needs, notes and the file's other columns. It checks what it can itself and shows the store's refusal
 * otherwise; nothing changes until the store accepts the edit.
 */
import { sameName } from '../../model/names.ts';
import { joinList } from '../../model/list-text.ts';
import { lastWord } from '../../model/sort-key.ts';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { LIMITS } from '../../contract/limits.ts';
import { findMeal, type MealOption } from '../../model/meals.ts';
import { peopleOf, type GuestRecord } from '../../model/records.ts';
import type { Refusal } from '../../state/seating-rules.ts';
import { formatGroupPath } from '../../model/group-path.ts';
import { DialogFormController } from '../../controllers/dialog-form-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { emit } from '../ui/events.ts';
import { guestEditorStyles } from './guest-editor.styles.ts';
import { formError } from '../ui/form-error.ts';
import {
  readGuest,
  refusalMessages,
  unmetNeeds,
  withDetails,
  withWishes,
  wishTexts,
  type GuestField,
  type TableRoom,
  type WishTexts,
} from '../ui/record-fields.ts';
import { nameKey } from '../../model/names.ts';
import { splitList } from '../../model/list-text.ts';
import type { PickList, PickOption } from '../ui/pick-list.ts';
import '../ui/pick-list.ts';
import { bookingOptions, groupOptions } from '../ui/party-options.ts';
import { bookingRef } from '../../model/booking-refs.ts';

/** The meal select's value for "New meal…", which no meal name can be (names are trimmed). */
const NEW_MEAL = ' new';

export interface GuestSaveDetail {
  /** The booking edited, or null for a new one. */
  previousName: string | null;
  guest: GuestRecord;
  /** The booking as the form was opened on it: what another tab may have changed since is judged against it. */
  read?: GuestRecord;
  /** Saved again after the store named fields another tab changed meanwhile: this form's values win them. */
  keepMine?: boolean;
  /** Called with the store's answer: null when saved, otherwise why not. */
  respond: (refusal: Refusal | null) => void;
}

/** A tag to add to a table's tags, asked for from a need no table meets. */
export interface TableTagDetail {
  table: string;
  tag: string;
  respond: (refusal: Refusal | null) => void;
}

@customElement('guest-editor')
export class GuestEditor extends LitElement {
  static override styles = guestEditorStyles;

  private readonly l = new LocalizeController(this);

  /** Names of every booking (for the keep-apart suggestions) and every table (for the pin). */
  @property({ attribute: false }) bookingNames: readonly string[] = [];
  @property({ attribute: false }) tableNames: readonly string[] = [];
  @property({ attribute: false }) groupPaths: readonly string[] = [];
  /** Every table tag of the event, for the required and liked tags. */
  @property({ attribute: false }) tableTags: readonly string[] = [];
  /** Every booking, to offer in the pickers; one whose name repeats is picked by its id and shown with its group. */
  @property({ attribute: false }) bookings: readonly GuestRecord[] = [];
  /** Every table's tags and free seats, for a need no table meets. */
  @property({ attribute: false }) tableRooms: readonly TableRoom[] = [];
  /** The event's meal list, offered for each person. */
  @property({ attribute: false }) meals: readonly MealOption[] = [];
  /** Headers of the file's columns the planner does not use, shown for every booking so an empty cell can be filled. */
  @property({ attribute: false }) extraColumns: readonly string[] = [];
  @state() private guest: GuestRecord | null = null;
  /** Whether the form adds a booking rather than editing one. */
  @state() private adding = false;
  /** Seats as typed so far: one person row each. */
  @state() private seats = 1;
  /** Person rows whose meal is a new one being typed. */
  @state() private newMealRows: ReadonlySet<number> = new Set();
  /** The needed tags as picked so far. */
  @state() private needsText = '';
  /** The store named fields another tab changed while the form was open; the next Save keeps this form's values. */
  private keepMine = false;
  @query('dialog') private dialog!: HTMLDialogElement;
  private readonly form = new DialogFormController(this, () => this.dialog);

  /** Opens the form on a booking (null: a new one); focus returns to `opener` when it closes. */
  async open(guest: GuestRecord | null, opener?: HTMLElement) {
    this.adding = guest === null;
    this.guest = guest ?? { name: '', size: 1, group: [], strength: null, avoid: [], table: null };
    this.seats = this.guest.size;
    this.needsText = wishTexts(this.guest).requires;
    this.newMealRows = new Set();
    this.keepMine = false;
    await this.form.open(opener);
  }

  close() {
    this.form.close();
  }

  override render() {
    const { t, n } = this.l;
    const g = this.guest;
    return html`
      <dialog aria-labelledby="editor-title" @close=${this.onClosed} part="dialog">
        ${
          g
            ? html`<form @submit=${this.onSubmit} novalidate>
                <h2 id="editor-title">${this.adding ? t('edit.newBooking') : t('editor.title', { name: g.name })}</h2>
                <div class="field">
                  <label for="name">${t('edit.name')}</label>
                  <input id="name" name="name" type="text" required autocomplete="off" .value=${g.name} />
                </div>
                <div class="two">
                  <div class="field">
                    <label for="size">${t('editor.size')}</label>
                    <input
                      id="size"
                      name="size"
                      type="number"
                      min="1"
                      step="1"
                      required
                      .value=${String(g.size)}
                      @input=${this.onSizeInput}
                    />
                  </div>
                  <div class="field">
                    <label for="strength">${t('editor.strength')}</label>
                    <input
                      id="strength"
                      name="strength"
                      type="number"
                      min="0"
                      max=${LIMITS.max_group_cohesion_strength}
                      step="1"
                      .value=${g.strength === null ? '' : String(g.strength)}
                      aria-describedby="strength-hint"
                    />
                    <span class="hint" id="strength-hint">${t('editor.strengthHint', { max: n(LIMITS.max_group_cohesion_strength) })}</span>
                  </div>
                </div>
                <div class="field">
                  <label for="group">${t('editor.group')}</label>
                  <input
                    id="group"
                    name="group"
                    type="text"
                    list="group-paths"
                    .value=${formatGroupPath(g.group)}
                    aria-describedby="group-hint"
                  />
                  <datalist id="group-paths">${this.groupPaths.map((p) => html`<option value=${p}></option>`)}</datalist>
                  <span class="hint" id="group-hint">${t('editor.groupHint')}</span>
                </div>
                <pick-list
                  id="avoid"
                  .label=${t('editor.avoid')}
                  .hint=${t('editor.avoidHint')}
                  .options=${this.bookingOptions(g)}
                  .value=${joinList(g.avoid)}
                ></pick-list>
                <div class="field">
                  <label for="pin">${t('editor.pin')}</label>
                  <select id="pin" name="pin">
                    <option value="" ?selected=${g.table === null}>${t('editor.noPin')}</option>
                    ${this.tableNames.map((name) => html`<option value=${name} ?selected=${g.table !== null && sameName(g.table, name)}>${name}</option>`)}
                  </select>
                </div>
                ${this.renderWishes(g)} ${this.renderPeople(g)} ${this.renderDetails(g)}
                ${formError(this.form.error, this.form.errorList, 'editor-error')}
                <div class="actions">
                  <button type="button" class="btn" @click=${() => this.close()}>${t('common.cancel')}</button>
                  <button type="submit" class="btn primary">${t('common.save')}</button>
                </div>
              </form>`
            : nothing
        }
      </dialog>
    `;
  }

  /** Who this booking wishes to sit with or away from, and the table tags it needs or would like. */
  private renderWishes(g: GuestRecord) {
    const { t } = this.l;
    const texts = wishTexts(g);
    const parties = [...this.bookingOptions(g), ...groupOptions(this.groupPaths, t('pickList.group'))];
    const tags = this.tableTags.map((value) => ({ value }));
    const field = (name: keyof WishTexts, options: readonly PickOption[], hint: string) =>
      html`<pick-list
        id=${`wish-${name}`}
        .label=${t(`wishes.fields.${name}`)}
        .hint=${hint}
        .options=${options}
        .value=${texts[name]}
        @pick-change=${name === 'requires' ? (e: HTMLElementEventMap['pick-change']) => (this.needsText = e.detail.value) : nothing}
      ></pick-list>`;
    return html`<fieldset class="wishes">
      <legend>${t('wishes.title')}</legend>
      ${field('together', parties, t('wishes.fields.listHint'))} ${field('prefer', parties, t('wishes.fields.listHint'))}
      ${field('preferApart', parties, t('wishes.fields.listHint'))} ${field('requires', tags, t('wishes.fields.tagHint'))}
      ${this.renderUnmetNeeds(g)} ${field('likes', tags, t('wishes.fields.tagHint'))}
    </fieldset>`;
  }

  /** Every other booking; one whose name another shares is picked by its id and shows what tells it apart (party-options.ts). */
  private bookingOptions(g: GuestRecord): PickOption[] {
    return bookingOptions(this.bookings, this.l.lang).filter((option) => this.adding || nameKey(option.value) !== nameKey(bookingRef(g)));
  }

  /** A needed tag no table with room carries, with the tables that have room to tag right here. */
  private renderUnmetNeeds(g: GuestRecord) {
    const { t } = this.l;
    const unmet = unmetNeeds(splitList(this.needsText), this.tableRooms, this.seats, this.adding ? null : g.table);
    const roomy = this.tableRooms.filter((room) => room.free >= this.seats);
    return unmet.map(
      (tag) =>
        html`<div class="unmet-need" role="group" aria-label=${t('wishes.needUnmet', { tag })}>
          <p>${t('wishes.needUnmet', { tag })}</p>
          ${
            roomy.length
              ? html`<details>
                  <summary>${t('wishes.tagTable')}</summary>
                  <ul>
                    ${roomy.map(
                      (room) =>
                        html`<li>
                          <button type="button" class="btn" @click=${() => this.tagTable(room.name, tag)}>
                            ${t('wishes.tagTableChoice', { table: room.name, free: room.free })}
                          </button>
                        </li>`,
                    )}
                  </ul>
                </details>`
              : html`<p class="hint">${t('wishes.noTableWithRoom')}</p>`
          }
        </div>`,
    );
  }

  private tagTable(table: string, tag: string) {
    emit(this, 'table-tag', {
      table,
      tag,
      respond: (refusal) => {
        if (refusal) this.fail(refusalMessages(refusal, this.l.t).message);
      },
    });
  }

  /** One row per seat: the person's name (empty: "Guest of …") and meal. */
  private renderPeople(g: GuestRecord) {
    const { t } = this.l;
    const people = peopleOf({ ...g, size: this.seats });
    const listed = (meal: string) => meal === '' || findMeal(this.meals, meal) !== undefined;
    return html`<fieldset class="people">
      <legend>${t('guestDetails.people')}</legend>
      <span class="hint" id="people-hint">${t('guestDetails.peopleHint', { name: g.name || t('edit.name') })}</span>
      <ol>
        ${people.map((person, i) => {
          const n = i + 1;
          const adding = this.newMealRows.has(i);
          return html`<li>
            <span class="seat" aria-hidden="true">${n}</span>
            <input
              name=${`person-name-${String(i)}`}
              type="text"
              autocomplete="off"
              aria-label=${t('guestDetails.personName', { n })}
              aria-describedby="people-hint"
              placeholder=${t('guestDetails.guestOf', { name: g.name })}
              .value=${person.name}
            />
            <select
              name=${`person-meal-${String(i)}`}
              aria-label=${t('guestDetails.personMeal', { n })}
              @change=${(e: Event) => this.onMealChoice(i, (e.target as HTMLSelectElement).value)}
            >
              <option value="" ?selected=${person.meal === ''}>${t('guestDetails.noMeal')}</option>
              ${this.meals.map(
                (m) =>
                  html`<option value=${m.name} ?selected=${person.meal !== '' && sameName(person.meal, m.name)}>
                    ${m.symbol} ${m.name}
                  </option>`,
              )}
              ${listed(person.meal) ? nothing : html`<option value=${person.meal} selected>${person.meal}</option>`}
              <option value=${NEW_MEAL} ?selected=${adding}>${t('guestDetails.newMeal')}</option>
            </select>
            ${
              adding
                ? html`<input
                    class="new-meal"
                    name=${`person-new-meal-${String(i)}`}
                    type="text"
                    autocomplete="off"
                    aria-label=${t('guestDetails.newMealName', { n })}
                  />`
                : nothing
            }
          </li>`;
        })}
      </ol>
    </fieldset>`;
  }

  /** Needs, notes and the file's other columns, each under its own header. */
  private renderDetails(g: GuestRecord) {
    const { t } = this.l;
    return html`<div class="field">
        <label for="sortUnder">${t('guestDetails.sortUnder')}</label>
        <input
          id="sortUnder"
          name="sortUnder"
          type="text"
          autocomplete="off"
          .value=${g.sortUnder ?? ''}
          aria-describedby="sort-under-hint"
        />
        <span class="hint" id="sort-under-hint">${t('guestDetails.sortUnderHint', { family: lastWord(g.name) || '…' })}</span>
      </div>
      <div class="field">
        <label for="needs">${t('guestDetails.needs')}</label>
        <input id="needs" name="needs" type="text" autocomplete="off" .value=${joinList(g.needs ?? [])} aria-describedby="needs-hint" />
        <span class="hint" id="needs-hint">${t('guestDetails.needsHint')}</span>
      </div>
      <div class="field">
        <label for="notes">${t('guestDetails.notes')}</label>
        <textarea id="notes" name="notes" rows="2" .value=${g.notes ?? ''}></textarea>
      </div>
      ${
        this.extraColumns.length > 0
          ? html`<fieldset class="extra">
              <legend>${t('guestDetails.otherColumns')}</legend>
              <span class="hint">${t('guestDetails.otherColumnsHint')}</span>
              ${this.extraColumns.map(
                (header, i) =>
                  html`<div class="field">
                    <label for=${`extra-${String(i)}`}>${header}</label>
                    <input id=${`extra-${String(i)}`} name=${`extra-${String(i)}`} type="text" .value=${g.extra?.[header] ?? ''} />
                  </div>`,
              )}
            </fieldset>`
          : nothing
      }`;
  }

  private onSizeInput = (event: Event) => {
    const size = Number((event.target as HTMLInputElement).value);
    if (Number.isInteger(size) && size >= 1 && size <= 500) this.seats = size;
  };

  private onMealChoice(row: number, value: string) {
    const rows = new Set(this.newMealRows);
    if (value === NEW_MEAL) rows.add(row);
    else rows.delete(row);
    this.newMealRows = rows;
    if (value === NEW_MEAL)
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLInputElement>(`[name="person-new-meal-${String(row)}"]`)?.focus(),
      );
  }

  private onClosed() {
    this.guest = null;
    this.form.closed();
  }

  private onSubmit(event: SubmitEvent) {
    event.preventDefault();
    const g = this.guest;
    if (!g) return;
    const { t } = this.l;
    const form = event.target as HTMLFormElement;
    const picked = (id: string) => this.renderRoot.querySelector<PickList>(`pick-list#${id}`)?.value ?? '';
    const value = (name: GuestField) => (name === 'avoid' ? picked('avoid') : (form.elements.namedItem(name) as HTMLInputElement).value);
    const fields: GuestField[] = ['name', 'size', 'group', 'strength', 'avoid', 'pin'];
    const texts = Object.fromEntries(fields.map((field) => [field, value(field)]));
    const read = readGuest(g, texts, this.adding ? null : g.name, this.bookingNames, t);
    if ('error' in read) {
      this.fail(read.error);
      return;
    }
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const people = Array.from({ length: read.record.size }, (_, i) => {
      const meal = field(`person-meal-${String(i)}`);
      return { name: field(`person-name-${String(i)}`), meal: meal === NEW_MEAL ? field(`person-new-meal-${String(i)}`) : meal };
    });
    const extra = Object.fromEntries(this.extraColumns.map((header, i) => [header, field(`extra-${String(i)}`)]));
    const wishes = withWishes(
      read.record,
      {
        together: picked('wish-together'),
        prefer: picked('wish-prefer'),
        preferApart: picked('wish-preferApart'),
        requires: picked('wish-requires'),
        likes: picked('wish-likes'),
      },
      this.adding ? null : g.name,
      { bookingNames: this.bookingNames, groupPaths: this.groupPaths, tags: this.tableTags },
      t,
    );
    if ('error' in wishes) {
      this.fail(wishes.error);
      return;
    }
    const record = withDetails(wishes.record, {
      people,
      needs: field('needs'),
      notes: field('notes'),
      extra,
      sortUnder: field('sortUnder'),
    });
    const respond = (refusal: Refusal | null) => {
      if (!refusal) {
        this.close();
        return;
      }
      // An edit's problems are about this form, not a line of a file: the message alone says it.
      const { message, problems } = refusalMessages(refusal, t);
      if (refusal.reason === 'editedElsewhere') this.keepMine = true;
      this.fail(message, problems);
    };
    const edited = this.adding ? {} : { read: g, keepMine: this.keepMine };
    emit(this, 'guest-save', { previousName: this.adding ? null : bookingRef(g), guest: record, ...edited, respond });
  }

  private fail(message: string, list: string[] = []) {
    this.form.refuse(message, list);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'guest-editor': GuestEditor;
  }
  interface HTMLElementEventMap {
    'guest-save': CustomEvent<GuestSaveDetail>;
    'table-tag': CustomEvent<TableTagDetail>;
  }
}
