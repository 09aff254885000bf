/**
 * Step one of the plan: the guests file, the tables file and, optionally, a seating plan saved
 * earlier. Each file is checked whole; its problems are listed by line and column, and a file with
 * an error changes nothing. Before a file replaces what the event has, the planner says where it
 * goes; when its columns are not all clear, what they mean. Templates and examples stay at hand.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  CSV_FILES,
  LANGUAGES,
  TEMPLATE_FORMATS,
  TEMPLATE_KINDS,
  templateFileName,
  weddingExampleFiles,
  type TemplateKind,
} from '../../contract/index.ts';
import { EXTRA, UNUSED, matchKey, type ColumnMatch, type ColumnMeaning } from '../../csv/header-match.ts';
import type { TableInput } from '../../csv/read-table.ts';
import type { WorkbookRead } from '../../spreadsheet/workbook-read.ts';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import type { ImportKind, MappingQuestion } from '../../state/read-import.ts';
import { demoFilesIn } from '../../state/demo.ts';
import { hasContent, type ImportedFile, type ImportTarget } from '../../state/planner-store.ts';
import type { FileChosenDetail } from './file-drop.ts';
import type { ImportChoice } from './import-target.ts';
import type { ChangeId } from '../../model/guest-diff.ts';
import type { SheetChoice } from './sheet-chooser.ts';
import { announce, navigate } from '../ui/events.ts';
import { meaningKey } from './import-mapping.ts';
import { importPanelStyles } from './import-panel.styles.ts';
import './file-drop.ts';
import '../ui/issue-list.ts';
import './import-mapping.ts';
import './import-target.ts';
import './merge-review.ts';
import './sheet-chooser.ts';

type MappedKind = Exclude<ImportKind, 'seating'>;

/** The limits a file of this kind is read under (the seating file is the seating export read back). */
const rulesOf = (kind: ImportKind) => ({ file: kind, spec: CSV_FILES[kind === 'seating' ? 'seating_export' : kind] });

/** A guests or tables file waiting for the planner's answer: where it goes, then (if asked) what its columns mean. */
interface PendingImport {
  kind: MappedKind;
  /** The CSV file's bytes, or the workbook's sheet already read. */
  input: TableInput;
  fileName: string;
  /** The event open when the file was chosen: the questions speak of it. */
  eventId: string | null;
  into: ImportChoice | null;
  question: MappingQuestion | null;
}

/** A workbook with several sheets, waiting for the planner to say which one holds the file. */
interface PendingWorkbook {
  kind: ImportKind;
  fileName: string;
  workbook: Extract<WorkbookRead, { sheets: unknown }>;
}

/** What the last import of a file read its columns as, for the event it went into. */
interface ColumnsReport {
  eventId: string;
  columns: ColumnMatch[];
}

@customElement('import-panel')
export class ImportPanel extends LitElement {
  static override styles = importPanelStyles;

  private readonly store = new StoreController(this, (s) => [s.event, s.content, s.importIssues, s.mergeReview]);
  private readonly l = new LocalizeController(this);

  /** Where the example CSV files are published. */
  @property({ attribute: 'examples-base' }) examplesBase = '/examples/';
  /** The demo address; empty hides the demo link (an embed may not have one). */
  @property({ attribute: 'demo-href' }) demoHref = '?demo=1';
  @state() private pending: PendingImport | null = null;
  @state() private choosingSheet: PendingWorkbook | null = null;
  @state() private reports: Partial<Record<MappedKind, ColumnsReport>> = {};

  override willUpdate() {
    // A question asked about one event is dropped when another opens.
    const eventId = this.store.state?.event?.id ?? null;
    if (this.pending && this.pending.eventId !== eventId && this.pending.into === null) this.pending = null;
  }

  override render() {
    const state = this.store.state;
    if (!state) return nothing;
    const { t } = this.l;
    const content = state.content;
    const guests = content?.guests ?? [];
    const tables = content?.tables ?? [];
    const guestCount = guests.reduce((sum, g) => sum + g.size, 0);
    const seatCount = tables.reduce((sum, tb) => sum + tb.capacity, 0);
    const ready = guests.length > 0 && tables.length > 0;
    const demo = demoFilesIn(content);
    const readyText =
      demo.guests === demo.tables ? t('import.readyText') : demo.tables ? t('importSteps.demoTablesLeft') : t('importSteps.demoGuestsLeft');
    return html`
      ${this.renderPending()} ${hasContent(content) ? nothing : this.renderWelcome()}
      <div class="files">
        <div class="file">
          <file-drop
            kind="guests"
            step="1"
            .loadedName=${guests.length ? (content?.sources.guests ?? t('import.loadedUnnamed')) : null}
            summary=${guests.length ? t('import.guestsSummary', { bookings: guests.length, guests: guestCount }) : ''}
            @file-chosen=${(e: HTMLElementEventMap['file-chosen']) => this.onFile('guests', e.detail)}
          ></file-drop>
          ${this.renderReport('guests')}
          <issue-list .issues=${state.importIssues.guests}></issue-list>
        </div>
        <div class="file">
          <file-drop
            kind="tables"
            step="2"
            .loadedName=${tables.length ? (content?.sources.tables ?? t('import.loadedUnnamed')) : null}
            summary=${tables.length ? t('import.tablesSummary', { tables: tables.length, seats: seatCount }) : ''}
            @file-chosen=${(e: HTMLElementEventMap['file-chosen']) => this.onFile('tables', e.detail)}
          ></file-drop>
          ${this.renderReport('tables')}
          <issue-list .issues=${state.importIssues.tables}></issue-list>
        </div>
      </div>
      ${
        ready
          ? html`
              <div class="card next">
                <span>${readyText}</span>
                <button class="btn primary" @click=${() => navigate(this, 'seating')}>${t('import.goToSeating')}</button>
              </div>
              <details class="card">
                <summary>${t('import.seating.title')}</summary>
                <file-drop
                  kind="seating"
                  @file-chosen=${(e: HTMLElementEventMap['file-chosen']) => this.onFile('seating', e.detail)}
                ></file-drop>
                <issue-list .issues=${state.importIssues.seating}></issue-list>
              </details>
            `
          : nothing
      }
      ${this.renderTemplates()}
    `;
  }

  /** The question of a file that waits for an answer, above the files. */
  private renderPending() {
    const shown = this.store.state;
    if (shown?.mergeReview)
      return html`<merge-review
        .proposal=${shown.mergeReview}
        .content=${shown.content}
        @merge-accepted=${(e: HTMLElementEventMap['merge-accepted']) => void this.merge(e.detail.accepted)}
        @merge-cancel=${() => this.cancelMerge()}
      ></merge-review>`;
    const choosing = this.choosingSheet;
    if (choosing) {
      const sheets: SheetChoice[] = choosing.workbook.sheets.map((sheet) => ({ name: sheet.name, rows: sheet.rows.length }));
      return html`<sheet-chooser
        kind=${choosing.kind}
        file-name=${choosing.fileName}
        .sheets=${sheets}
        @sheet-chosen=${(e: HTMLElementEventMap['sheet-chosen']) => void this.onSheet(choosing, e.detail.sheet)}
        @sheet-cancel=${() => this.cancelSheet()}
      ></sheet-chooser>`;
    }
    const pending = this.pending;
    const state = this.store.state;
    if (!pending || !state) return nothing;
    if (pending.question) {
      return html`<import-mapping
        .question=${pending.question}
        @import-mapping-chosen=${(e: HTMLElementEventMap['import-mapping-chosen']) => void this.onMapping(e.detail.meanings)}
        @import-mapping-cancel=${() => this.cancel()}
      ></import-mapping>`;
    }
    const { t, n } = this.l;
    const content = state.content;
    const records = pending.kind === 'guests' ? (content?.guests ?? []) : (content?.tables ?? []);
    const summary =
      pending.kind === 'guests'
        ? t('import.guestsSummary', { bookings: n(records.length), guests: n((content?.guests ?? []).reduce((sum, g) => sum + g.size, 0)) })
        : t('import.tablesSummary', {
            tables: n(records.length),
            seats: n((content?.tables ?? []).reduce((sum, tb) => sum + tb.capacity, 0)),
          });
    // The file name is isolated, so a Hebrew summary after a Latin file name keeps its own direction.
    return html`<import-target
      kind=${pending.kind}
      file-name=${pending.fileName}
      event-name=${state.event?.name ?? ''}
      current=${`\u2068${content?.sources[pending.kind] ?? t('import.loadedUnnamed')}\u2069 · ${summary}`}
      default-choice=${this.isDemo() ? 'new' : 'open'}
      @import-target-chosen=${(e: HTMLElementEventMap['import-target-chosen']) => void this.prepare({ ...pending, into: e.detail.into })}
      @import-target-cancel=${() => this.cancel()}
    ></import-target>`;
  }

  /** Whether the open event is still the demo as it was loaded (once a file of the planner's is in, it is theirs). */
  private isDemo(): boolean {
    const demo = demoFilesIn(this.store.state?.content ?? null);
    return demo.guests && demo.tables;
  }

  /** "Guests → size, Meal → kept as an extra column": every column not read under its own name. */
  private renderReport(kind: MappedKind) {
    const text = this.reportText(kind);
    return text ? html`<p class="matched">${text}</p>` : nothing;
  }

  private reportText(kind: MappedKind): string {
    const report = this.reports[kind];
    if (!report || report.eventId !== this.store.state?.event?.id) return '';
    const { t } = this.l;
    const told = report.columns.filter((c) => c.meaning === EXTRA || c.meaning === UNUSED || matchKey(c.header) !== matchKey(c.meaning));
    if (told.length === 0) return '';
    const list = told.map((c) => t('importSteps.matchedItem', { header: c.header, meaning: t(meaningKey(c.meaning)) })).join(', ');
    return t('importSteps.matched', { list });
  }

  /** Templates in both languages and formats, and the examples: always one click away. */
  private renderTemplates() {
    const { t, lang } = this.l;
    const ex = (file: string) => `${this.examplesBase}${file}`;
    const languages = [...LANGUAGES].sort((a, b) => Number(b === lang) - Number(a === lang));
    const row = (kind: TemplateKind) =>
      html`<div class="template-row">
        <h4>${t(`importSteps.templates.${kind}`)}</h4>
        <ul>
          ${languages.flatMap((language) =>
            TEMPLATE_FORMATS.map(
              (format) =>
                html`<li>
                  <a href=${ex(templateFileName(kind, language, format))} download>${t(`importSteps.templates.${format}_${language}`)}</a>
                </li>`,
            ),
          )}
          <li><a href=${ex(weddingExampleFiles(lang)[kind])} download>${t('importSteps.templates.example')}</a></li>
        </ul>
      </div>`;
    return html`<section class="card templates" aria-labelledby="templates-title">
      <h3 id="templates-title">${t('importSteps.templates.title')}</h3>
      <p class="muted">${t('importSteps.templates.intro')}</p>
      ${TEMPLATE_KINDS.map(row)}
    </section>`;
  }

  private renderWelcome() {
    const { t, lang } = this.l;
    const ex = (file: string) => `${this.examplesBase}${file}`;
    const example = weddingExampleFiles(lang);
    return html`
      <section class="card welcome" aria-labelledby="welcome-title">
        <h2 id="welcome-title">${t('welcome.title')}</h2>
        <p>${t('welcome.intro')}</p>
        <ol class="path">
          <li>${t('welcome.step1')}</li>
          <li>${t('welcome.step2')}</li>
          <li>${t('welcome.step3')}</li>
          <li>${t('welcome.step4')}</li>
        </ol>
        <div class="links">
          ${this.demoHref ? html`<a class="btn primary" href=${this.demoHref}>${t('welcome.tryDemo')}</a>` : nothing}
          <span>${t('welcome.examples')}</span>
          <a href=${ex(example.guests)} download>${t('welcome.exampleGuests')}</a>
          <a href=${ex(example.tables)} download>${t('welcome.exampleTables')}</a>
        </div>
        <p class="muted">${t('welcome.privacy')}</p>
      </section>
    `;
  }

  /** A CSV file goes on as it is; a workbook is read first, and one with several sheets asks which. */
  private async onFile(kind: ImportKind, detail: FileChosenDetail) {
    const { isWorkbook } = await import('../../csv/read-input.ts');
    if (!isWorkbook(detail.bytes, detail.fileName)) {
      await this.onInput(kind, detail.bytes, detail.fileName);
      return;
    }
    const { overByteLimit } = await import('../../csv/read-input.ts');
    const refused = overByteLimit(detail.bytes, rulesOf(kind), detail.fileName);
    if (refused) {
      await this.onInput(kind, refused, detail.fileName);
      return;
    }
    const { readWorkbook } = await import('../../spreadsheet/workbook-read.ts');
    const workbook = await readWorkbook(detail.bytes);
    if ('sheets' in workbook && workbook.sheets.length > 1) {
      this.pending = null;
      this.choosingSheet = { kind, fileName: detail.fileName, workbook };
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>('sheet-chooser')?.focus();
      return;
    }
    await this.onSheet({ kind, fileName: detail.fileName, workbook }, undefined);
  }

  private async onSheet(choosing: { kind: ImportKind; fileName: string; workbook: WorkbookRead }, sheet: string | undefined) {
    this.choosingSheet = null;
    const { rawFromWorkbook } = await import('../../csv/read-input.ts');
    const { kind, fileName } = choosing;
    await this.onInput(kind, rawFromWorkbook(choosing.workbook, rulesOf(kind), fileName, sheet), fileName);
  }

  private cancelSheet() {
    const choosing = this.choosingSheet;
    this.choosingSheet = null;
    if (choosing) announce(this, this.l.t('importSteps.cancelled', { file: choosing.fileName }));
  }

  private async onInput(kind: ImportKind, input: TableInput, fileName: string) {
    const state = this.store.state;
    if (!state) return;
    if (kind === 'seating') {
      const { readImport } = await import('../../state/read-import.ts');
      await this.apply(readImport(kind, input, fileName, state.content), 'open');
      return;
    }
    const pending: PendingImport = {
      kind,
      input,
      fileName,
      eventId: state.event?.id ?? null,
      into: null,
      question: null,
    };
    // A file that would replace what the event has waits for the planner to say where it goes.
    if ((state.content?.[kind].length ?? 0) > 0) await this.ask(pending);
    else await this.prepare({ ...pending, into: 'open' });
  }

  /** Reads the file for its target event; asks what the columns mean when they are not all clear. */
  private async prepare(pending: PendingImport) {
    const into = pending.into ?? 'open';
    // The CSV layer (papaparse) is loaded with the first file, not with the page.
    const { prepareImport } = await import('../../state/read-import.ts');
    const content = into === 'new' ? null : (this.store.state?.content ?? null);
    const prepared = prepareImport(pending.kind, pending.input, pending.fileName, content);
    if ('question' in prepared) {
      await this.ask({ ...pending, into, question: prepared.question });
      return;
    }
    this.pending = null;
    await this.applyOrReview(prepared.file, into);
  }

  private async applyOrReview(file: ImportedFile, into: ImportChoice) {
    if (into !== 'merge') await this.apply(file, into);
    else if (file.kind === 'guests') await this.startReview(file);
  }

  /** Shows what a guests file would change; a file with errors is refused as any import is, and changes nothing. */
  private async startReview(file: Extract<ImportedFile, { kind: 'guests' }>) {
    const content = this.store.state?.content;
    if (!content || file.issues.some((i) => i.severity === 'error')) {
      await this.apply(file, 'open');
      return;
    }
    const { proposeMerge } = await import('../../state/merge.ts');
    this.store.planner?.store.reviewMerge(proposeMerge(content, file.fileName, file.records));
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('merge-review')?.focus();
  }

  private async merge(accepted: ReadonlySet<ChangeId>) {
    const planner = this.store.planner;
    const review = planner?.store.state.mergeReview;
    if (!planner || !review) return;
    // The plan as it was stays one click away; a failed save of it never stops the merge (the panel says so).
    await planner.versions.takeAutomatic('beforeMerging', { file: review.fileName });
    const { applied, issues } = await planner.store.mergeGuests(review, accepted);
    const { t, n } = this.l;
    const errors = issues.filter((i) => i.severity === 'error').length;
    announce(
      this,
      applied
        ? t('merge.applied', { file: review.fileName, count: accepted.size })
        : t('import.refused', { file: review.fileName, count: errors, countText: n(errors) }),
    );
  }

  private cancelMerge() {
    const store = this.store.planner?.store;
    const review = store?.state.mergeReview;
    store?.cancelMerge();
    if (review) announce(this, this.l.t('merge.cancelled', { file: review.fileName }));
  }

  private async onMapping(meanings: ColumnMeaning[]) {
    const pending = this.pending;
    if (!pending) return;
    const { prepareImport } = await import('../../state/read-import.ts');
    const into = pending.into ?? 'open';
    const prepared = prepareImport(
      pending.kind,
      pending.input,
      pending.fileName,
      into === 'new' ? null : (this.store.state?.content ?? null),
      meanings,
    );
    this.pending = null;
    if ('file' in prepared) await this.applyOrReview(prepared.file, into);
  }

  private async ask(pending: PendingImport) {
    this.pending = pending;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('import-mapping, import-target')?.focus();
  }

  private cancel() {
    const pending = this.pending;
    this.pending = null;
    if (pending) announce(this, this.l.t('importSteps.cancelled', { file: pending.fileName }));
  }

  private async apply(file: ImportedFile, into: ImportTarget) {
    const planner = this.store.planner;
    if (!planner) return;
    const { applied, issues } = await planner.store.importFile(file, into);
    const errors = issues.filter((i) => i.severity === 'error').length;
    const { t, n } = this.l;
    const kind = file.kind;
    const eventId = planner.store.state.event?.id;
    if (applied && kind !== 'seating' && file.columns && eventId)
      this.reports = { ...this.reports, [kind]: { eventId, columns: file.columns } };
    const done = t(`import.${kind}.done`, {
      file: file.fileName,
      count: planner.store.state.content?.[kind === 'tables' ? 'tables' : 'guests'].length ?? 0,
    });
    const matched = kind === 'seating' ? '' : this.reportText(kind);
    announce(
      this,
      applied
        ? [done, matched].filter(Boolean).join(' ')
        : t('import.refused', { file: file.fileName, count: errors, countText: n(errors) }),
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'import-panel': ImportPanel;
  }
}
