/**
 * The mapping step: shown when a file's columns are not all clear. Each column with its first
 * rows and a choice of meaning (a known column, a part of one, kept as an extra, or not used); it
 * says why it asks, and imports only when every required field has exactly one column.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { CSV_FILES } from '../../contract/index.ts';
import { mappingProblems, type ColumnMeaning, type Doubt } from '../../csv/header-match.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import type { MappingQuestion } from '../../state/read-import.ts';
import { emit } from '../ui/events.ts';
import { importMappingStyles } from './import-mapping.styles.ts';
import { meaningKey } from './meaning-key.ts';
import { wholeFileNames } from '../ui/whole-file-names.ts';

/** How many first-row cells are shown beside a column. */
const SAMPLES = 3;

export interface MappingChosenDetail {
  meanings: ColumnMeaning[];
}

@customElement('import-mapping')
export class ImportMapping extends LitElement {
  static override styles = importMappingStyles;

  private readonly l = new LocalizeController(this);

  @property({ attribute: false }) question: MappingQuestion | null = null;
  @state() private meanings: ColumnMeaning[] = [];

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('question')) this.meanings = this.question?.columns.map((c) => c.meaning) ?? [];
  }

  /** Puts focus on the step's heading, so keyboard and screen-reader users land on the question. */
  override focus() {
    this.renderRoot.querySelector<HTMLElement>('h3')?.focus();
  }

  override render() {
    const question = this.question;
    if (!question) return nothing;
    const { t } = this.l;
    const problems = mappingProblems(CSV_FILES[question.kind], this.meanings, question.header);
    return html`
      <section class="card" aria-labelledby="mapping-title">
        <h3 id="mapping-title" tabindex="-1">${wholeFileNames(t('importSteps.mapping.title', { file: question.fileName }))}</h3>
        <p class="muted">${t('importSteps.mapping.intro')}</p>
        <ul class="doubts">
          ${question.doubts.map((d) => html`<li>${this.doubtText(d)}</li>`)}
        </ul>
        <div class="columns" role="list">
          <div class="column heads" aria-hidden="true">
            <span>${t('importSteps.mapping.column')}</span><span>${t('importSteps.mapping.firstRows')}</span
            ><span>${t('importSteps.mapping.meaning')}</span>
          </div>
          ${question.header.map((header, i) => this.renderColumn(question, header, i))}
        </div>
        ${
          problems.length
            ? html`<ul class="problems" role="alert">
                ${problems.map((p) => html`<li>${this.problemText(p)}</li>`)}
              </ul>`
            : nothing
        }
        <div class="actions">
          <button class="btn primary" ?disabled=${problems.length > 0} @click=${this.choose}>${t('importSteps.mapping.import')}</button>
          <button class="btn" @click=${() => emit(this, 'import-mapping-cancel')}>${t('importSteps.mapping.cancel')}</button>
        </div>
      </section>
    `;
  }

  private renderColumn(question: MappingQuestion, header: string, index: number) {
    const { t } = this.l;
    const samples = question.rows.slice(0, SAMPLES).map((row) => row[index]?.trim() ?? '');
    const selectId = `meaning-${index}`;
    return html`<div class="column" role="listitem">
      <label class="header" for=${selectId}>${header || t('importSteps.mapping.empty')}</label>
      <span class="samples">${samples.map((s) => html`<span class="sample">${s === '' ? t('importSteps.mapping.empty') : s}</span>`)}</span>
      <select
        id=${selectId}
        aria-label=${t('importSteps.mapping.meaningOf', { header })}
        @change=${(e: Event) => this.setMeaning(index, (e.target as HTMLSelectElement).value)}
      >
        ${question.choices.map((choice) => html`<option value=${choice} ?selected=${this.meanings[index] === choice}>${t(meaningKey(choice))}</option>`)}
      </select>
    </div>`;
  }

  private setMeaning(index: number, meaning: ColumnMeaning) {
    this.meanings = this.meanings.map((m, i) => (i === index ? meaning : m));
  }

  private choose() {
    emit(this, 'import-mapping-chosen', { meanings: [...this.meanings] });
  }

  private field(name: string): string {
    return this.l.t(meaningKey(name));
  }

  private quoted(headers: readonly string[]): string {
    return this.l.list(headers.map((h) => `“${h}”`));
  }

  private doubtText(doubt: Doubt): string {
    const { t } = this.l;
    switch (doubt.kind) {
      case 'missing':
        return t('importSteps.mapping.doubt.missing', { field: this.field(doubt.field), found: this.quoted(this.question?.header ?? []) });
      case 'shared':
        return t('importSteps.mapping.doubt.shared', { field: this.field(doubt.field), headers: this.quoted(doubt.headers) });
      case 'unsure':
        return t('importSteps.mapping.doubt.unsure', {
          header: doubt.header,
          candidates: doubt.candidates.map((c) => `“${this.field(c)}”`).join(t('importSteps.mapping.or')),
        });
      case 'people':
        return t('importSteps.mapping.doubt.people', { header: doubt.header });
    }
  }

  private problemText(problem: Doubt): string {
    const { t } = this.l;
    if (problem.kind === 'shared')
      return t('importSteps.mapping.problem.shared', { field: this.field(problem.field), headers: this.quoted(problem.headers) });
    return t('importSteps.mapping.problem.missing', { field: this.field(problem.kind === 'missing' ? problem.field : '') });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'import-mapping': ImportMapping;
  }
  interface HTMLElementEventMap {
    'import-mapping-chosen': CustomEvent<MappingChosenDetail>;
    'import-mapping-cancel': CustomEvent<null>;
  }
}
