/**
 * The event's meal list in a modal dialog: each meal's name, the symbol that prints on place
 * cards, its colour on screen and whether it is a children's meal; meals are added, reordered and
 * removed (after a confirmation that says how many guests lose their meal). Each change is sent as
 * one undoable edit and the list shown is always the store's.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { DialogFormController } from '../../controllers/dialog-form-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { newMeal, type MealOption } from '../../model/meals.ts';
import type { MealIntent } from '../../state/meal-edits.ts';
import type { Refusal } from '../../state/seating-rules.ts';
import { emit } from '../ui/events.ts';
import { mealListEditorStyles } from './meal-list-editor.styles.ts';
import { refusalMessages } from '../ui/record-fields.ts';
import { styleProperties } from '../ui/style-properties.ts';

export interface MealEditDetail {
  intent: MealIntent;
  /** Called with the store's answer: null when saved, otherwise why not. */
  respond: (refusal: Refusal | null) => void;
}

@customElement('meal-list-editor')
export class MealListEditor extends LitElement {
  static override styles = mealListEditorStyles;

  private readonly l = new LocalizeController(this);

  @property({ attribute: false }) meals: readonly MealOption[] = [];
  /** How many guests have each meal, by the list's names. */
  @property({ attribute: false }) counts: ReadonlyMap<string, number> = new Map();
  /** The meal whose removal waits for a yes. */
  @state() private confirming: string | null = null;
  @query('dialog') private dialog!: HTMLDialogElement;
  private readonly dialogForm = new DialogFormController(this, () => this.dialog);

  open(opener?: HTMLElement) {
    this.confirming = null;
    return this.dialogForm.open(opener);
  }

  close() {
    this.dialogForm.close();
  }

  override render() {
    const { t } = this.l;
    return html`<dialog aria-labelledby="meals-title" @close=${this.onClosed}>
      <div class="body">
        <h2 id="meals-title">${t('guestDetails.mealList.title')}</h2>
        <p class="hint">${t('guestDetails.mealList.intro')}</p>
        ${
          this.meals.length === 0
            ? html`<p class="empty">${t('guestDetails.mealList.empty')}</p>`
            : html`<ol class="meals">
                ${this.meals.map((meal, i) => this.renderMeal(meal, i))}
              </ol>`
        }
        ${this.dialogForm.error ? html`<p class="error" role="alert">${this.dialogForm.error}</p>` : nothing}
        <form class="add" @submit=${this.onAdd}>
          <div class="field">
            <label for="new-meal">${t('guestDetails.mealList.newName')}</label>
            <input id="new-meal" name="name" type="text" autocomplete="off" required />
          </div>
          <button type="submit" class="btn">${t('guestDetails.mealList.add')}</button>
        </form>
        <div class="actions">
          <button type="button" class="btn primary" @click=${() => this.close()}>${t('guestDetails.mealList.close')}</button>
        </div>
      </div>
    </dialog>`;
  }

  private renderMeal(meal: MealOption, i: number) {
    const { t } = this.l;
    const used = this.counts.get(meal.name) ?? 0;
    const edit = (changes: Partial<MealOption>) => this.send({ kind: 'editMeal', previousName: meal.name, meal: { ...meal, ...changes } });
    const id = `meal-${String(i)}`;
    return html`<li>
      <div class="row">
        <span class="swatch" aria-hidden="true" ${styleProperties({ '--meal-colour': meal.colour })}>${meal.symbol}</span>
        <input
          class="name"
          type="text"
          aria-label=${t('guestDetails.mealList.nameOf', { n: i + 1 })}
          .value=${meal.name}
          @change=${(e: Event) => edit({ name: (e.target as HTMLInputElement).value })}
        />
        <span class="used">${t('count.guests', { count: used })}</span>
      </div>
      <div class="row details">
        <label class="inline" for=${`${id}-symbol`}>${t('guestDetails.mealList.symbol')}</label>
        <input
          id=${`${id}-symbol`}
          class="symbol"
          type="text"
          maxlength="4"
          aria-label=${t('guestDetails.mealList.symbolOf', { meal: meal.name })}
          .value=${meal.symbol}
          @change=${(e: Event) => edit({ symbol: (e.target as HTMLInputElement).value })}
        />
        <label class="inline" for=${`${id}-colour`}>${t('guestDetails.mealList.colour')}</label>
        <input
          id=${`${id}-colour`}
          class="colour"
          type="color"
          aria-label=${t('guestDetails.mealList.colourOf', { meal: meal.name })}
          .value=${meal.colour}
          @change=${(e: Event) => edit({ colour: (e.target as HTMLInputElement).value })}
        />
        <label class="inline check">
          <input
            type="checkbox"
            aria-label=${t('guestDetails.mealList.forChildrenOf', { meal: meal.name })}
            .checked=${meal.forChildren}
            @change=${(e: Event) => edit({ forChildren: (e.target as HTMLInputElement).checked })}
          />
          <span aria-hidden="true">${t('guestDetails.mealList.forChildren')}</span>
        </label>
      </div>
      <div class="row buttons">
        <button
          class="btn small"
          ?disabled=${i === 0}
          aria-label=${t('guestDetails.mealList.moveUp', { meal: meal.name })}
          @click=${() => this.send({ kind: 'moveMeal', name: meal.name, to: i - 1 })}
        >
          ↑
        </button>
        <button
          class="btn small"
          ?disabled=${i === this.meals.length - 1}
          aria-label=${t('guestDetails.mealList.moveDown', { meal: meal.name })}
          @click=${() => this.send({ kind: 'moveMeal', name: meal.name, to: i + 1 })}
        >
          ↓
        </button>
        <button
          class="btn small"
          aria-label=${t('guestDetails.mealList.removeMeal', { meal: meal.name })}
          @click=${() => this.askRemove(meal.name)}
        >
          ${t('guestDetails.mealList.remove')}
        </button>
      </div>
      ${this.confirming === meal.name ? this.renderConfirm(meal.name, used) : nothing}
    </li>`;
  }

  private renderConfirm(meal: string, used: number) {
    const { t } = this.l;
    return html`<div class="confirm" role="alertdialog" aria-labelledby="confirm-text">
      <p id="confirm-text">
        ${used === 0 ? t('guestDetails.mealList.confirmRemoveUnused', { meal }) : t('guestDetails.mealList.confirmRemove', { meal, count: used })}
      </p>
      <div class="buttons">
        <button class="btn danger" autofocus @click=${() => this.send({ kind: 'removeMeal', name: meal })}>
          ${t('guestDetails.mealList.remove')}
        </button>
        <button class="btn" @click=${() => (this.confirming = null)}>${t('guestDetails.mealList.keep')}</button>
      </div>
    </div>`;
  }

  private async askRemove(meal: string) {
    this.confirming = meal;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLButtonElement>('.confirm .danger')?.focus();
  }

  private onAdd = (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const input = form.elements.namedItem('name') as HTMLInputElement;
    if (input.value.trim() === '') {
      this.dialogForm.refuse(this.l.t('refusal.mealNameEmpty'), []);
      input.focus();
      return;
    }
    this.send({ kind: 'addMeal', meal: newMeal(this.meals, input.value) }, () => {
      input.value = '';
      input.focus();
    });
  };

  /** Sends one edit; a refusal is shown, and the fields go back to the store's list. */
  private send(intent: MealIntent, done?: () => void) {
    emit(this, 'meal-edit', {
      intent,
      respond: (refusal) => {
        if (!refusal) {
          this.dialogForm.refuse(null, []);
          this.confirming = null;
          done?.();
          return;
        }
        this.dialogForm.refuse(refusalMessages(refusal, this.l.t).message, []);
        // The inputs still show what was refused: draw the list as the store has it.
        this.meals = [...this.meals];
      },
    });
  }

  private onClosed() {
    this.confirming = null;
    this.dialogForm.closed();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'meal-list-editor': MealListEditor;
  }
  interface HTMLElementEventMap {
    'meal-edit': CustomEvent<MealEditDetail>;
  }
}
