/**
 * One file input (CSV or an .xlsx workbook): a file picker, a drop zone for dragged files and a paste box. It only reads the
 * bytes; what they mean is decided by whoever listens to `file-chosen`.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { CSV_FILES } from '../../contract/index.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { emit } from '../ui/events.ts';
import { fileDropStyles } from './file-drop.styles.ts';
import { wholeFileNames } from '../ui/whole-file-names.ts';

/** CSV files, and .xlsx workbooks (read as their CSV twin would be). */
const ACCEPTED_FILES = '.csv,text/csv,text/plain,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface FileChosenDetail {
  bytes: Uint8Array;
  fileName: string;
  /** The picked file's size, when only its first bytes were read (a file over its limit is refused by this). */
  size?: number;
}

@customElement('file-drop')
export class FileDrop extends LitElement {
  static override styles = fileDropStyles;

  private readonly l = new LocalizeController(this);

  /** Which file this is: the labels come from `import.<kind>.*`. */
  @property() kind: 'guests' | 'tables' | 'seating' = 'guests';
  /** Step number shown beside the title, if any. */
  @property({ type: Number }) step = 0;
  /** The name of the file currently in use, if one is. */
  @property({ attribute: 'loaded-name' }) loadedName: string | null = null;
  /** A short summary of what is loaded (e.g. "152 guests in 80 bookings"). */
  @property() summary = '';
  @state() private over = false;
  @state() private pasting = false;

  override render() {
    const { t } = this.l;
    const titleId = `title-${this.kind}`;
    return html`
      <section
        class="zone ${this.over ? 'over' : ''}"
        part="zone"
        aria-labelledby=${titleId}
        @dragenter=${this.onDragOver}
        @dragover=${this.onDragOver}
        @dragleave=${() => (this.over = false)}
        @drop=${this.onDrop}
      >
        <div class="head">
          ${
            this.step
              ? html`<span class="step ${this.loadedName ? 'done' : ''}" aria-hidden="true"
                  >${this.loadedName ? '✓' : this.l.n(this.step)}</span
                >`
              : nothing
          }
          <h3 id=${titleId}>${t(`import.${this.kind}.title`)}</h3>
        </div>
        <p class="muted">${t(`import.${this.kind}.hint`)}</p>
        ${
          this.loadedName
            ? html`<p class="loaded">
                ${wholeFileNames(t('import.loaded', { file: this.loadedName }))}${this.summary ? html` · ${this.summary}` : nothing}
              </p>`
            : nothing
        }
        <div class="actions">
          <button class="btn ${this.loadedName ? '' : 'primary'}" @click=${this.pick} aria-describedby=${titleId}>
            ${t(this.loadedName ? 'import.replace' : 'import.choose')}
          </button>
          <button class="btn" aria-expanded=${this.pasting ? 'true' : 'false'} @click=${() => (this.pasting = !this.pasting)}>
            ${t('import.paste')}
          </button>
          <span class="muted">${t('import.dropHint')}</span>
        </div>
        <input type="file" multiple accept=${ACCEPTED_FILES} @change=${this.onPicked} aria-hidden="true" tabindex="-1" />
        ${
          this.pasting
            ? html`
                <label for="paste">${t('import.pasteLabel', { file: t(`import.${this.kind}.title`) })}</label>
                <textarea id="paste" spellcheck="false"></textarea>
                <div class="actions">
                  <button class="btn primary" @click=${this.usePasted}>${t('import.usePasted')}</button>
                </div>
              `
            : nothing
        }
      </section>
    `;
  }

  private pick() {
    this.renderRoot.querySelector<HTMLInputElement>('input[type=file]')?.click();
  }

  private onDragOver(event: DragEvent) {
    if (!event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    this.over = true;
  }

  /** Several files at once (the guests and the tables file) are each given in turn; their columns say where each goes. */
  private async onDrop(event: DragEvent) {
    const files = Array.from(event.dataTransfer?.files ?? []);
    this.over = false;
    if (files.length === 0) return;
    event.preventDefault();
    for (const file of files) await this.emitFile(file);
  }

  private async onPicked(event: Event) {
    const input = event.target as HTMLInputElement;
    const files = Array.from(input.files ?? []);
    input.value = '';
    for (const file of files) await this.emitFile(file);
  }

  private usePasted() {
    const area = this.renderRoot.querySelector('textarea');
    const text = area?.value ?? '';
    if (!text.trim()) return;
    emit(this, 'file-chosen', {
      bytes: new TextEncoder().encode(text),
      fileName: this.l.t('import.pastedName', { file: this.l.t(`import.${this.kind}.title`) }),
    });
    this.pasting = false;
  }

  /** Reads no further than the kind's published byte limit and one byte: a larger file is refused by its size, unread. */
  private async emitFile(file: File) {
    const max = CSV_FILES[this.kind === 'seating' ? 'seating_export' : this.kind].maxBytes;
    emit(this, 'file-chosen', { bytes: new Uint8Array(await file.slice(0, max + 1).arrayBuffer()), fileName: file.name, size: file.size });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'file-drop': FileDrop;
  }
  interface HTMLElementEventMap {
    'file-chosen': CustomEvent<FileChosenDetail>;
  }
}
