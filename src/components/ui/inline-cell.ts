/**
 * One cell of a list, edited in place as in a spreadsheet. It shows its content (the slot) as a
 * button; a click, Enter, F2 or typing turns it into a field labelled `label`. Enter or leaving
 * the field asks the list to save the new text through `cell-commit`; the list answers with null
 * (saved) or why not, which stays beside the field until the text is changed or Escape restores
 * the cell. Tab saves and moves to the next cell of the same list (Shift+Tab: the previous one).
 * The list is told what the cell showed when editing began (`read`), so a value another tab saved
 * meanwhile is not overwritten unasked: answered with a `clash`, the cell offers to keep either value.
 * A long list may draw its cells as plain buttons marked `data-cell` and make an inline cell only
 * for the one being edited (see `edit`): Tab reaches those buttons too.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { emit } from './events.ts';
import { inlineCellStyles } from './inline-cell.styles.ts';

export interface CellOption {
  value: string;
  label: string;
}

export interface CellCommitDetail {
  /** The text in the field, as typed. */
  value: string;
  /** The text the cell showed when editing began: what this edit was made from. */
  read: string;
  /** Set when saving again after the planner was shown both this value and another tab's: this one wins. */
  keepMine: boolean;
  /**
   * Called with null once the change is saved, or with why it is not; `clash` when another tab
   * changed the value since `read` (the cell then offers to keep either).
   */
  respond: (error: string | null, clash?: boolean) => void;
}

/** Keys that change a closed select's value without opening it: the change waits for Enter or leaving the field. */
const SELECT_STEPPING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

@customElement('inline-cell')
export class InlineCell extends LitElement {
  static override styles = inlineCellStyles;
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  private readonly l = new LocalizeController(this);

  /** What the field is, for a screen reader: the column and the row ("Seats, Dana"). */
  @property() label = '';
  /** The text the field starts with. */
  @property() value = '';
  @property({ reflect: true }) type: 'text' | 'number' | 'select' = 'text';
  /** The choices of a select. */
  @property({ attribute: false }) options: readonly CellOption[] = [];
  /** Suggestions while typing in a text field. */
  @property({ attribute: false }) suggestions: readonly string[] = [];
  @property({ type: Number }) min?: number;
  @property({ type: Number }) max?: number;

  @state() private editing = false;
  @state() private error: string | null = null;
  /** Whether the error asks to choose between this value and another tab's. */
  @state() private clash = false;
  /** The value shown when editing began (see `CellCommitDetail.read`). */
  private readText = '';
  /** The text the field opened with: the value, or the character typed on the cell. */
  private startText = '';
  private saving = false;
  /** Whether a select's value was last changed by stepping keys (see SELECT_STEPPING_KEYS). */
  private stepped = false;
  @query('.field') private field?: HTMLInputElement | HTMLSelectElement;

  override render() {
    const { t } = this.l;
    if (!this.editing) {
      // An empty cell has no text to name its button: the label names it then.
      const empty = this.textContent.trim() === '';
      return html`<button
          class="cell"
          aria-label=${ifDefined(empty ? this.label : undefined)}
          aria-describedby="hint"
          @click=${() => this.edit()}
          @keydown=${this.onCellKey}
        >
          <slot></slot>
        </button>
        <span id="hint" hidden>${t('inline.editHint', { field: this.label })}</span>`;
    }
    const invalid = this.error ? 'true' : 'false';
    const describedBy = this.error ? 'error' : undefined;
    return html`${
      this.type === 'select'
        ? html`<select
            class="field"
            aria-label=${this.label}
            aria-invalid=${invalid}
            aria-describedby=${ifDefined(describedBy)}
            @keydown=${this.onFieldKey}
            @change=${this.onSelectChange}
            @blur=${this.onBlur}
          >
            ${this.options.map((o) => html`<option value=${o.value} ?selected=${o.value === this.startText}>${o.label}</option>`)}
          </select>`
        : html`<input
            class="field"
            type=${this.type}
            inputmode=${ifDefined(this.type === 'number' ? 'numeric' : undefined)}
            min=${ifDefined(this.min)}
            max=${ifDefined(this.max)}
            step=${ifDefined(this.type === 'number' ? '1' : undefined)}
            autocomplete="off"
            list=${ifDefined(this.suggestions.length ? 'suggestions' : undefined)}
            aria-label=${this.label}
            aria-invalid=${invalid}
            aria-describedby=${ifDefined(describedBy)}
            .value=${this.startText}
            @keydown=${this.onFieldKey}
            @input=${() => (this.error = null)}
            @blur=${this.onBlur}
          />`
    }
    ${this.suggestions.length ? html`<datalist id="suggestions">${this.suggestions.map((s) => html`<option value=${s}></option>`)}</datalist>` : nothing}
    ${this.error ? html`<p class=${this.clash ? 'error clash' : 'error'} id="error">${this.error}</p>` : nothing}
    ${this.clash && this.error ? this.choice() : nothing}`;
  }

  /** Keep mine or theirs by pointer or touch; pressed, a button leaves the focus in the field (no save on blur). */
  private choice() {
    const { t } = this.l;
    const stay = (event: Event) => event.preventDefault();
    return html`<div class="choice">
      <button type="button" class="btn small" @mousedown=${stay} @click=${() => void this.commit().then((saved) => saved && this.focus())}>
        ${t('inline.keepMine')}
      </button>
      <button type="button" class="btn small" @mousedown=${stay} @click=${() => this.cancel()}>${t('inline.keepTheirs')}</button>
    </div>`;
  }

  /** Whether the field is open (being edited, saving, or showing why it was not saved). */
  get open(): boolean {
    return this.editing;
  }

  /** Opens the field with `text` in it (the value, or a character typed on the cell). */
  async edit(text = this.value): Promise<void> {
    this.startText = text;
    this.readText = this.value;
    this.error = null;
    this.clash = false;
    this.editing = true;
    await this.updateComplete;
    const field = this.field;
    if (!field) return;
    field.focus();
    if (!(field instanceof HTMLInputElement)) return;
    if (text === this.value) field.select();
    // Typed on the cell: the caret goes after the character (a number field has no caret to place).
    else if (field.type === 'text') field.setSelectionRange(text.length, text.length);
  }

  private onCellKey = (event: KeyboardEvent) => {
    if (event.key === 'F2') {
      event.preventDefault();
      void this.edit();
    } else if (this.type !== 'select' && event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing on a cell replaces its text, as in a spreadsheet.
      event.preventDefault();
      void this.edit(event.key);
    }
  };

  private onFieldKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void this.commit().then((saved) => saved && this.focus());
    } else if (event.key === 'Escape') {
      // The field's own Escape: the page's (closing a sheet, dropping a selection) does not also happen.
      event.preventDefault();
      event.stopPropagation();
      this.cancel();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      const step = event.shiftKey ? -1 : 1;
      void this.commit().then((saved) => saved && this.neighbour(step).focus());
    } else if (SELECT_STEPPING_KEYS.has(event.key) && !event.altKey) {
      this.stepped = true;
    }
  };

  /** A choice picked from the open list (by pointer or in the popup) is saved at once; a stepped one waits. */
  private onSelectChange = () => {
    if (this.stepped) {
      this.stepped = false;
      return;
    }
    void this.commit().then((saved) => saved && this.focus());
  };

  /** Closes the field unsaved: the cell shows its value again (after a clash, the other tab's). */
  private cancel() {
    this.editing = false;
    this.error = null;
    this.clash = false;
    void this.updateComplete.then(() => this.focus());
  }

  private onBlur = () => this.finish();

  /** Saves an open field now, as leaving it does: a list calls this before it drops the cell's row. */
  finish(): void {
    if (this.editing && !this.saving) void this.commit();
  }

  /** Asks the list to save the field's text; true once saved (or when nothing changed), and the cell closes. */
  private async commit(): Promise<boolean> {
    const field = this.field;
    if (!field || this.saving) return false;
    const value = field.value;
    if (value === this.value) {
      this.editing = false;
      await this.updateComplete;
      return true;
    }
    this.saving = true;
    const keepMine = this.clash;
    const [error, clash] = await new Promise<[string | null, boolean]>((resolve) =>
      emit(this, 'cell-commit', { value, read: this.readText, keepMine, respond: (e, c) => resolve([e, c === true]) }),
    );
    this.saving = false;
    this.error = error;
    // Once asked, the planner has seen the other tab's value: saving again keeps this one.
    this.clash = this.clash || clash;
    if (error) return false;
    this.editing = false;
    await this.updateComplete;
    return true;
  }

  /** The next (or previous) cell of the same list, or this one at either end. */
  private neighbour(step: 1 | -1): HTMLElement {
    const cells = Array.from((this.getRootNode() as ParentNode).querySelectorAll<HTMLElement>('inline-cell, [data-cell]'));
    return cells[cells.indexOf(this) + step] ?? this;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'inline-cell': InlineCell;
  }
  interface HTMLElementEventMap {
    'cell-commit': CustomEvent<CellCommitDetail>;
  }
}
