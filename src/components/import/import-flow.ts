/**
 * What happens to a file chosen in `<import-panel>`, step by step. A workbook is read first, and
 * one with several sheets asks which; a guests or tables file that would replace what the event
 * has asks where it goes (this event, a new one, or merged into the guests, which shows what would
 * change first); a file whose columns are not all clear asks what they mean. Then the file is
 * applied, or refused whole when it has errors, and the outcome is announced. The panel draws the
 * question waiting (`pending`, `choosingSheet`, the store's merge review) and what the last file's
 * columns were read as.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { CSV_FILES } from '../../contract/index.ts';
import type { LocalizeController } from '../../controllers/localize-controller.ts';
import type { Planner } from '../../controllers/planner-context.ts';
import { EXTRA, UNUSED, matchKey, type ColumnMatch, type ColumnMeaning } from '../../csv/header-match.ts';
import type { TableInput } from '../../csv/read-table.ts';
import type { ChangeId } from '../../model/guest-diff.ts';
import type { WorkbookRead } from '../../spreadsheet/workbook-read.ts';
import type { ImportedFile, ImportTarget } from '../../state/planner-store.ts';
import type { ImportKind, MappingQuestion } from '../../state/read-import.ts';
import { HostState } from '../../controllers/host-state.ts';
import { announce } from '../ui/events.ts';
import type { FileChosenDetail } from './file-drop.ts';
import { meaningKey } from './meaning-key.ts';
import type { ImportChoice } from './import-target.ts';

export type MappedKind = Exclude<ImportKind, 'seating'>;

/** The limits a file of this kind is read under (the seating file is the seating export read back). */
const rulesOf = (kind: ImportKind) => ({ file: kind, spec: CSV_FILES[kind === 'seating' ? 'seating_export' : kind] });

/** A guests or tables file waiting for the planner's answer: where it goes, then (if asked) what its columns mean. */
export interface PendingImport {
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
export interface PendingWorkbook {
  kind: ImportKind;
  fileName: string;
  workbook: Extract<WorkbookRead, { sheets: unknown }>;
}

/** What the last import of a file read its columns as, for the event it went into. */
interface ColumnsReport {
  eventId: string;
  columns: ColumnMatch[];
}

export class ImportFlowController implements ReactiveController {
  /** A guests or tables file waiting for the planner's answer. */
  readonly pending: HostState<PendingImport | null>;
  /** A workbook waiting for the planner to choose its sheet. */
  readonly choosingSheet: HostState<PendingWorkbook | null>;
  private readonly reports: HostState<Partial<Record<MappedKind, ColumnsReport>>>;

  constructor(
    private readonly host: ReactiveElement,
    private readonly planner: () => Planner | undefined,
    private readonly l: LocalizeController,
  ) {
    this.pending = new HostState<PendingImport | null>(host, null);
    this.choosingSheet = new HostState<PendingWorkbook | null>(host, null);
    this.reports = new HostState<Partial<Record<MappedKind, ColumnsReport>>>(host, {});
    host.addController(this);
  }

  hostUpdate(): void {
    // A question asked about one event is dropped when another opens.
    const eventId = this.planner()?.store.state.event?.id ?? null;
    const pending = this.pending.value;
    if (pending && pending.eventId !== eventId && pending.into === null) this.pending.value = null;
  }

  /** "Guests → size, Meal → kept as an extra column": every column not read under its own name. */
  reportText(kind: MappedKind): string {
    const report = this.reports.value[kind];
    if (!report || report.eventId !== this.planner()?.store.state.event?.id) return '';
    const { t } = this.l;
    const told = report.columns.filter((c) => c.meaning === EXTRA || c.meaning === UNUSED || matchKey(c.header) !== matchKey(c.meaning));
    if (told.length === 0) return '';
    const list = told.map((c) => t('importSteps.matchedItem', { header: c.header, meaning: t(meaningKey(c.meaning)) })).join(', ');
    return t('importSteps.matched', { list });
  }

  /** A CSV file goes on as it is; a workbook is read first, and one with several sheets asks which. */
  async onFile(kind: ImportKind, detail: FileChosenDetail) {
    const { isWorkbook, overByteLimit } = await import('../../csv/read-input.ts');
    const refused = overByteLimit(detail.bytes, rulesOf(kind), detail.fileName, detail.size);
    if (refused) {
      await this.onInput(kind, refused, detail.fileName);
      return;
    }
    if (!isWorkbook(detail.bytes, detail.fileName)) {
      await this.onInput(kind, detail.bytes, detail.fileName);
      return;
    }
    const { readWorkbookOffThread } = await import('../../spreadsheet/workbook-client.ts');
    const workbook = await readWorkbookOffThread(detail.bytes);
    if ('sheets' in workbook && workbook.sheets.length > 1) {
      this.pending.value = null;
      this.choosingSheet.value = { kind, fileName: detail.fileName, workbook };
      await this.focus('sheet-chooser');
      return;
    }
    await this.onSheet({ kind, fileName: detail.fileName, workbook }, undefined);
  }

  async onSheet(choosing: { kind: ImportKind; fileName: string; workbook: WorkbookRead }, sheet: string | undefined) {
    this.choosingSheet.value = null;
    const { rawFromWorkbook } = await import('../../csv/read-input.ts');
    const { kind, fileName } = choosing;
    await this.onInput(kind, rawFromWorkbook(choosing.workbook, rulesOf(kind), fileName, sheet), fileName);
  }

  cancelSheet() {
    const choosing = this.choosingSheet.value;
    this.choosingSheet.value = null;
    if (choosing) announce(this.host, this.l.t('importSteps.cancelled', { file: choosing.fileName }));
  }

  private async onInput(kind: ImportKind, input: TableInput, fileName: string) {
    const state = this.planner()?.store.state;
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
  async prepare(pending: PendingImport) {
    const into = pending.into ?? 'open';
    // The CSV layer (papaparse) is loaded with the first file, not with the page.
    const { prepareImport } = await import('../../state/read-import.ts');
    const content = into === 'new' ? null : (this.planner()?.store.state.content ?? null);
    const prepared = prepareImport(pending.kind, pending.input, pending.fileName, content);
    if ('question' in prepared) {
      await this.ask({ ...pending, into, question: prepared.question });
      return;
    }
    this.pending.value = null;
    await this.applyOrReview(prepared.file, into);
  }

  async onMapping(meanings: ColumnMeaning[]) {
    const pending = this.pending.value;
    if (!pending) return;
    const { prepareImport } = await import('../../state/read-import.ts');
    const into = pending.into ?? 'open';
    const prepared = prepareImport(
      pending.kind,
      pending.input,
      pending.fileName,
      into === 'new' ? null : (this.planner()?.store.state.content ?? null),
      meanings,
    );
    this.pending.value = null;
    if ('file' in prepared) await this.applyOrReview(prepared.file, into);
  }

  cancel() {
    const pending = this.pending.value;
    this.pending.value = null;
    if (pending) announce(this.host, this.l.t('importSteps.cancelled', { file: pending.fileName }));
  }

  async merge(accepted: ReadonlySet<ChangeId>) {
    const planner = this.planner();
    const review = planner?.store.state.mergeReview;
    if (!planner || !review) return;
    // The plan as it was stays one click away; a failed save of it never stops the merge (the panel says so).
    await planner.versions.takeAutomatic('beforeMerging', { file: review.fileName });
    const { applied, issues } = await planner.store.mergeGuests(review, accepted);
    const { t, n } = this.l;
    const errors = issues.filter((i) => i.severity === 'error').length;
    announce(
      this.host,
      applied
        ? t('merge.applied', { file: review.fileName, count: accepted.size })
        : t('import.refused', { file: review.fileName, count: errors, countText: n(errors) }),
    );
  }

  cancelMerge() {
    const store = this.planner()?.store;
    const review = store?.state.mergeReview;
    store?.cancelMerge();
    if (review) announce(this.host, this.l.t('merge.cancelled', { file: review.fileName }));
  }

  private async applyOrReview(file: ImportedFile, into: ImportChoice) {
    if (into !== 'merge') await this.apply(file, into);
    else if (file.kind === 'guests') await this.startReview(file);
  }

  /** Shows what a guests file would change; a file with errors is refused as any import is, and changes nothing. */
  private async startReview(file: Extract<ImportedFile, { kind: 'guests' }>) {
    const content = this.planner()?.store.state.content;
    if (!content || file.issues.some((i) => i.severity === 'error')) {
      await this.apply(file, 'open');
      return;
    }
    const { proposeMerge } = await import('../../state/merge.ts');
    this.planner()?.store.reviewMerge(proposeMerge(content, file.fileName, file.records));
    await this.focus('merge-review');
  }

  private async ask(pending: PendingImport) {
    this.pending.value = pending;
    await this.focus('import-mapping, import-target');
  }

  /** Once drawn, the question asked gets the focus. */
  private async focus(selector: string) {
    await this.host.updateComplete;
    const element = this.host.renderRoot.querySelector<HTMLElement>(selector);
    if (!element) return;
    // Each question's element is loaded when first asked (import-panel.ts): focus it once it is one.
    await customElements.whenDefined(element.localName);
    await (element as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
    element.focus();
  }

  private async apply(file: ImportedFile, into: ImportTarget) {
    const planner = this.planner();
    if (!planner) return;
    const { applied, issues } = await planner.store.importFile(file, into);
    const errors = issues.filter((i) => i.severity === 'error').length;
    const { t, n } = this.l;
    const kind = file.kind;
    const eventId = planner.store.state.event?.id;
    if (applied && kind !== 'seating' && file.columns && eventId)
      this.reports.value = { ...this.reports.value, [kind]: { eventId, columns: file.columns } };
    const done = t(`import.${kind}.done`, {
      file: file.fileName,
      count: planner.store.state.content?.[kind === 'tables' ? 'tables' : 'guests'].length ?? 0,
    });
    const matched = kind === 'seating' ? '' : this.reportText(kind);
    announce(
      this.host,
      applied
        ? [done, matched].filter(Boolean).join(' ')
        : t('import.refused', { file: file.fileName, count: errors, countText: n(errors) }),
    );
  }
}
