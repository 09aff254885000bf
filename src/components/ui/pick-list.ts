/**
 * A field that picks several names from a searchable list (the WAI-ARIA combobox with a listbox):
 * typing filters the list, the first match is active, Enter or a tap adds it as a chip, and a chip's
 * button takes it away. Typing names separated by ";" still works, so a list can be pasted; what is
 * typed but not picked stays in `value`, and the form that reads it says what is wrong with it.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { nameKey } from '../../model/names.ts';
import { joinList, splitList } from '../../model/list-text.ts';
import { LIST_SEPARATOR } from '../../contract/index.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { emit } from './events.ts';
import { pickListStyles } from './pick-list.styles.ts';

/** One thing the list offers: its value, and what tells it apart from others named alike. */
export interface PickOption {
  value: string;
  /** What the list and the chip show, when it is not the value (a booking picked by its id shows its name). */
  label?: string;
  /** Shown beside the value in the list and on its chip, e.g. a booking's group or "Group". */
  detail?: string;
  /** Other words that name it alone, typed or searched: a group's last segment when no other group ends so ("Army" for "Groom / Army"). */
  aliases?: readonly string[];
}

interface PickChangeDetail {
  /** The chosen values and any typed text, as one ";"-separated list. */
  value: string;
}

/** At most this many matches are listed; typing more of the name narrows them. */
const SHOWN = 40;

@customElement('pick-list')
export class PickList extends LitElement {
  static override styles = pickListStyles;

  private readonly l = new LocalizeController(this);

  /** The field's visible name. */
  @property() label = '';
  /** A line under the field saying what may be picked. */
  @property() hint = '';
  @property({ attribute: false }) options: readonly PickOption[] = [];
  /** One value at most: picking another replaces it (a wish's two sides, the table to move to). */
  @property({ type: Boolean }) single = false;
  @state() private chosen: string[] = [];
  @state() private typed = '';
  @state() private open = false;
  @state() private active = -1;
  @query('input') private input!: HTMLInputElement;

  /** The chosen values and any text typed but not yet picked, separated by ";". */
  get value(): string {
    const typed = splitList(this.typed).map((part) => this.resolve(part));
    if (this.single) return typed.at(-1) ?? this.chosen[0] ?? '';
    return joinList([...this.chosen, ...typed]);
  }

  set value(text: string) {
    this.chosen = splitList(text);
    this.typed = '';
    this.open = false;
  }

  override focus() {
    this.input.focus();
  }

  private get shownOptions(): PickOption[] {
    const query = nameKey(this.typed);
    const taken = new Set(this.chosen.map(nameKey));
    const matches = (o: PickOption) => [o.label ?? o.value, o.value, ...(o.aliases ?? [])].some((text) => nameKey(text).includes(query));
    return this.options.filter((o) => !taken.has(nameKey(o.value)) && matches(o)).slice(0, SHOWN);
  }

  private optionOf(value: string) {
    return this.options.find((o) => nameKey(o.value) === nameKey(value));
  }

  /**
   * What typed text names: the option whose value, label or alias it is exactly ("Army" → "Groom /
   * Army", "Moshe Cohen and Sarah" → her booking's id); else the text itself, which the form judges.
   */
  private resolve(text: string): string {
    const key = nameKey(text);
    const named = this.options.filter((o) => [o.value, o.label ?? '', ...(o.aliases ?? [])].some((name) => nameKey(name) === key));
    return named.length === 1 ? named[0]!.value : text;
  }

  override render() {
    const { t } = this.l;
    const matches = this.open ? this.shownOptions : [];
    const expanded = matches.length > 0;
    const activeOption = expanded && this.active >= 0 ? `option-${String(this.active)}` : nothing;
    return html`<label id="label" for="input">${this.label}</label>
      <div class="box">
        ${
          this.chosen.length
            ? html`<ul class="chips" aria-label=${t('pickList.chosen', { field: this.label })}>
                ${this.chosen.map((value, i) => {
                  const option = this.optionOf(value);
                  const detail = option?.detail;
                  const shown = option?.label ?? value;
                  return html`<li>
                    <span class="chip-text"><bdi>${shown}</bdi>${detail ? html` <span class="detail">${detail}</span>` : nothing}</span>
                    <button type="button" aria-label=${t('pickList.remove', { name: shown })} @click=${() => this.unpick(i)}>×</button>
                  </li>`;
                })}
              </ul>`
            : nothing
        }
        <input
          id="input"
          type="text"
          role="combobox"
          autocomplete="off"
          aria-autocomplete="list"
          aria-controls="listbox"
          aria-expanded=${expanded ? 'true' : 'false'}
          aria-activedescendant=${activeOption}
          aria-describedby=${this.hint ? 'hint' : nothing}
          .value=${this.typed}
          @input=${this.onInput}
          @keydown=${this.onKeydown}
          @blur=${() => (this.open = false)}
        />
      </div>
      <ul id="listbox" role="listbox" aria-labelledby="label" ?hidden=${!expanded}>
        ${matches.map(
          (option, i) =>
            html`<li
              id=${`option-${String(i)}`}
              role="option"
              aria-selected=${i === this.active ? 'true' : 'false'}
              @mousedown=${(e: Event) => e.preventDefault()}
              @click=${() => this.pick(option.value)}
            >
              <bdi>${option.label ?? option.value}</bdi>${option.detail ? html` <span class="detail">${option.detail}</span>` : nothing}
            </li>`,
        )}
      </ul>
      ${this.hint ? html`<span class="hint" id="hint">${this.hint}</span>` : nothing}`;
  }

  private onInput = () => {
    const text = this.input.value;
    const parts = text.split(LIST_SEPARATOR);
    // Names typed before a ";" are taken as written; the form says if one is not there.
    if (parts.length > 1) this.add(splitList(parts.slice(0, -1).join(LIST_SEPARATOR)).map((part) => this.resolve(part)));
    this.typed = parts[parts.length - 1]!;
    this.input.value = this.typed;
    this.open = true;
    this.active = this.typed.trim() === '' ? -1 : 0;
    this.changed();
  };

  private onKeydown = (event: KeyboardEvent) => {
    const matches = this.open ? this.shownOptions : [];
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        // Down on a closed list opens it on its first option.
        const count = this.shownOptions.length;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        this.active = count === 0 ? -1 : !this.open ? 0 : (this.active + step + count) % count;
        this.open = true;
        break;
      }
      case 'Enter': {
        const option = matches[this.active];
        if (option) this.pick(option.value);
        else if (this.typed.trim() !== '') this.commitTyped();
        else {
          // The field lives in its own shadow tree, outside the form's: Enter on it submits the form as a text field's would.
          const form = this.closest('form');
          if (!form) return;
          form.requestSubmit();
        }
        event.preventDefault();
        break;
      }
      case 'Escape':
        if (!matches.length) return;
        // Closes the list, not the dialog around it.
        event.preventDefault();
        event.stopPropagation();
        this.open = false;
        break;
      case 'Backspace':
        if (this.typed === '' && this.chosen.length) this.unpick(this.chosen.length - 1);
        break;
      default:
    }
  };

  private pick(value: string) {
    this.add([value]);
    this.typed = '';
    this.active = -1;
    // The list closes once something is picked (APG); typing or Down opens it again.
    this.open = false;
    this.changed();
    this.input.focus();
  }

  private commitTyped() {
    this.add(splitList(this.typed).map((part) => this.resolve(part)));
    this.typed = '';
    this.active = -1;
    this.open = false;
    this.changed();
  }

  private add(values: readonly string[]) {
    if (this.single) {
      this.chosen = values.slice(-1);
      return;
    }
    const keys = new Set(this.chosen.map(nameKey));
    this.chosen = [...this.chosen, ...values.filter((v) => !keys.has(nameKey(v)) && keys.add(nameKey(v)))];
  }

  private unpick(index: number) {
    this.chosen = this.chosen.filter((_, i) => i !== index);
    this.changed();
    void this.updateComplete.then(() => this.input.focus());
  }

  private changed() {
    emit(this, 'pick-change', { value: this.value });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'pick-list': PickList;
  }
  interface HTMLElementEventMap {
    'pick-change': CustomEvent<PickChangeDetail>;
  }
}
