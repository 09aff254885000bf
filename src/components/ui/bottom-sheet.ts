/**
 * A modal sheet that rises from the bottom edge of the window, where a thumb reaches, for a phone.
 * Its content is slotted. It opens while `open` is set; Close, Escape or a tap on the dimmed page
 * closes it and sends `sheet-close`. Focus moves into the sheet on opening and, as for any modal
 * dialog, goes back to the element that had it on closing.
 */
import { LitElement, html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { emit } from './events.ts';
import { bottomSheetStyles } from './bottom-sheet.styles.ts';

@customElement('bottom-sheet')
export class BottomSheet extends LitElement {
  static override styles = bottomSheetStyles;

  private readonly l = new LocalizeController(this);

  @property({ type: Boolean, reflect: true }) open = false;
  /** The sheet's accessible name. */
  @property() label = '';
  @query('dialog') private dialog!: HTMLDialogElement;

  override render() {
    return html`<dialog aria-label=${this.label} @close=${this.onClose} @click=${this.onClick}>
      <div class="surface">
        <header>
          <span class="handle" aria-hidden="true"></span>
          <button class="btn small close" autofocus @click=${() => this.dialog.close()}>${this.l.t('common.close')}</button>
        </header>
        <div class="body"><slot></slot></div>
      </div>
    </dialog>`;
  }

  override updated() {
    if (this.open && !this.dialog.open) this.dialog.showModal();
    else if (!this.open && this.dialog.open) this.dialog.close();
  }

  /** Escape, Close and the owner clearing `open` all end here; only the first two are news to the owner. */
  private onClose() {
    if (!this.open) return;
    this.open = false;
    emit(this, 'sheet-close');
  }

  /** A tap outside the sheet lands on the dialog itself (its backdrop), not on anything inside the frame. */
  private onClick(event: MouseEvent) {
    if (event.target === this.dialog) this.dialog.close();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'bottom-sheet': BottomSheet;
  }
  interface HTMLElementEventMap {
    'sheet-close': CustomEvent<null>;
  }
}
