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
import { recognizeHeader, recognizeRows, type Recognition, type RecognizedKind } from '../../csv/recognize.ts';
import type { ChangeId } from '../../model/guest-diff.ts';
import type { WorkbookRead } from '../../spreadsheet/workbook-read.ts';
import type { ImportedFile, ImportTarget } from '../../state/planner-store.ts';
import type { ImportKind, MappingQuestion } from '../../state/read-import.ts';
import { HostState } from '../../controllers/host-state.ts';
import { headcountText } from '../../i18n/headcount-text.ts';
import type { Headcount } from '../../model/headcount.ts';
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
  /** What a guests file brought, counted (invitations, people, declines). */
  headcount?: Headcount;
}

export class ImportFlowController implements ReactiveController {
  /** A guests or tables file waiting for the planner's answer. */
  readonly pending: HostState<PendingImport | null>;
  /** A workbook waiting for the planner to choose its sheet. */
  readonly choosingSheet: HostState<PendingWorkbook | null>;
  /** What the last file was recognised as, when that is not the box it was given to (or it was given to none). */
  readonly routed: HostState<string | null>;
  /** What the last merge applied and whom it moved, shown in the import step until the next file. */
  readonly merged: HostState<string | null>;
  private readonly reports: HostState<Partial<Record<MappedKind, ColumnsReport>>>;
  /** Files given while another was read or asked about (two dropped at once, or one picked meanwhile), in order. */
  private readonly waiting: HostState<readonly { box: ImportKind | 'any'; detail: FileChosenDetail }[]>;
  private reading = false;

  constructor(
    private readonly host: ReactiveElement,
    private readonly planner: () => Planner | undefined,
    private readonly l: LocalizeController,
  ) {
    this.pending = new HostState<PendingImport | null>(host, null);
    this.choosingSheet = new HostState<PendingWorkbook | null>(host, null);
    this.routed = new HostState<string | null>(host, null);
    this.merged = new HostState<string | null>(host, null);
    this.reports = new HostState<Partial<Record<MappedKind, ColumnsReport>>>(host, {});
    this.waiting = new HostState<readonly { box: ImportKind | 'any'; detail: FileChosenDetail }[]>(host, []);
    host.addController(this);
  }

  hostUpdate(): void {
    // A question asked about one event is dropped when another opens.
    const eventId = this.planner()?.store.state.event?.id ?? null;
    const pending = this.pending.value;
    if (pending && pending.eventId !== eventId && pending.into === null) this.pending.value = null;
  }

  /** "106 invitations attending: 174 people (9 children). 9 declined …": what the last guests file brought. */
  headcountReport(): string {
    const report = this.reports.value.guests;
    if (!report?.headcount || report.eventId !== this.planner()?.store.state.event?.id) return '';
    return headcountText(this.l.t, report.headcount);
  }

  /** "Guests → size, Meal → kept as an extra column": every column not read under its own name. */
  reportText(kind: MappedKind): string {
    const report = this.reports.value[kind];
    if (!report || report.eventId !== this.planner()?.store.state.event?.id) return '';
    const { t } = this.l;
    const told = report.columns.filter((c) => c.meaning === EXTRA || c.meaning === UNUSED || matchKey(c.header) !== matchKey(c.meaning));
    if (told.length === 0) return '';
    const list = this.l.list(told.map((c) => t('importSteps.matchedItem', { header: c.header, meaning: t(meaningKey(c.meaning)) })));
    return t('importSteps.matched', { list });
  }

  /**
   * A file goes where its columns say it belongs, whichever box it was given to ("any": from "Open
   * file…" or dropped outside the boxes); a header that does not say stays with its box, or, given to
   * no box, is explained. A workbook is read first: its sheets are told apart the same way, and one
   * with several sheets asks which only when its columns do not say.
   */
  async onFile(box: ImportKind | 'any', detail: FileChosenDetail) {
    this.waiting.value = [...this.waiting.value, { box, detail }];
    const waitingText = this.waitingText();
    if (waitingText) announce(this.host, waitingText);
    else await this.readWaiting();
  }

  /** "tables.csv is next: it is read as soon as you answer about guests.csv", while a question holds files back. */
  waitingText(): string {
    const current = this.openQuestionFile();
    const files = this.waiting.value.map(({ detail }) => detail.fileName);
    return current === null || files.length === 0 ? '' : this.l.t('importSteps.waiting', { file: this.l.list(files), current });
  }

  /** The file a question is open about (its columns, its sheet, where it goes, or a merge's review), or null. */
  private openQuestionFile(): string | null {
    return this.pending.value?.fileName ?? this.choosingSheet.value?.fileName ?? this.store()?.mergeReview?.fileName ?? null;
  }

  /** Reads the files that wait, one after the other, until one asks a question; the answer goes on with the rest. */
  private async readWaiting() {
    if (this.reading) return;
    this.reading = true;
    try {
      while (this.openQuestionFile() === null) {
        const [next, ...rest] = this.waiting.value;
        if (!next) break;
        this.waiting.value = rest;
        await this.readFile(next.box, next.detail);
      }
    } finally {
      this.reading = false;
    }
  }

  private async readFile(box: ImportKind | 'any', detail: FileChosenDetail) {
    const { isWorkbook, overByteLimit } = await import('../../csv/read-input.ts');
    const kind = box === 'any' ? 'guests' : box;
    const refused = overByteLimit(detail.bytes, rulesOf(kind), detail.fileName, detail.size);
    if (refused) {
      await this.onInput(kind, refused, detail.fileName);
      return;
    }
    this.routed.value = null;
    this.merged.value = null;
    if (!isWorkbook(detail.bytes, detail.fileName)) {
      const { readRawCsv } = await import('../../csv/read-table.ts');
      const raw = readRawCsv(detail.bytes, rulesOf(kind), detail.fileName);
      const target = 'refused' in raw ? kind : this.route(box, recognizeHeader(raw.header), detail.fileName);
      if (target) await this.onInput(target, detail.bytes, detail.fileName);
      return;
    }
    const { readWorkbookOffThread } = await import('../../spreadsheet/workbook-client.ts');
    const workbook = await readWorkbookOffThread(detail.bytes);
    if (!('sheets' in workbook)) {
      await this.onSheet({ kind, fileName: detail.fileName, workbook }, undefined);
      return;
    }
    const sheets = workbook.sheets.map((sheet) => ({ sheet: sheet.name, seen: recognizeRows(sheet.rows) }));
    if (sheets.length === 1) {
      const target = this.route(box, sheets[0]!.seen, detail.fileName);
      if (target) await this.onSheet({ kind: target, fileName: detail.fileName, workbook }, undefined);
      return;
    }
    // Several sheets: the one holding the box's kind, or, given to no box, each kind a sheet holds.
    const wanted = box === 'any' ? (['guests', 'tables', 'seating'] as const) : [box];
    const found = wanted.flatMap((k) => {
      const matching = sheets.filter((s) => this.readableAs(s.seen.kind) === k);
      return matching.length === 1 ? [{ kind: k, sheet: matching[0]!.sheet }] : [];
    });
    if (found.length === 0) {
      this.pending.value = null;
      this.choosingSheet.value = { kind, fileName: detail.fileName, workbook };
      await this.focus('sheet-chooser');
      return;
    }
    const { t } = this.l;
    const list = found.map(({ kind: k, sheet }) => t('words.files.sheetAs', { sheet, kind: t(`words.files.kind.${k}`) }));
    this.routed.value = t('words.files.sheets', { file: detail.fileName, list: list.join(t('words.files.listSeparator')) });
    announce(this.host, this.routed.value);
    for (const { kind: k, sheet } of found) {
      await this.onSheet({ kind: k, fileName: detail.fileName, workbook }, sheet);
      // A question asked about one sheet is answered before the next is read.
      if (this.pending.value || this.store()?.mergeReview) break;
    }
  }

  /** A seating file means something only once the event has guests; before that its rows are read as guests. */
  private readableAs(kind: RecognizedKind | null): RecognizedKind | null {
    return kind === 'seating' && (this.store()?.content?.guests.length ?? 0) === 0 ? 'guests' : kind;
  }

  private store() {
    return this.planner()?.store.state;
  }

  /** Where a file goes: where its columns say, else its box; a file given to no box whose columns do not say is explained. */
  private route(box: ImportKind | 'any', seen: Recognition, fileName: string): ImportKind | null {
    const { t } = this.l;
    const kind = this.readableAs(seen.kind);
    const columns = this.l.list(seen.columns.map((c) => `“${c}”`));
    if (kind === null) {
      if (box !== 'any') return box;
      this.routed.value = t('words.files.unsure', { file: fileName, columns: columns || t('words.files.noColumns') });
      announce(this.host, this.routed.value);
      return null;
    }
    if (box !== kind) {
      this.routed.value = t(box === 'any' ? 'words.files.recognised' : 'words.files.rerouted', {
        file: fileName,
        columns,
        kind: t(`words.files.kind.${kind}`),
        box: box === 'any' ? '' : t(`import.${box}.title`),
      });
      announce(this.host, this.routed.value);
    }
    return kind;
  }

  async onSheet(choosing: { kind: ImportKind; fileName: string; workbook: WorkbookRead }, sheet: string | undefined) {
    this.choosingSheet.value = null;
    const { rawFromWorkbook } = await import('../../csv/read-input.ts');
    const { kind, fileName } = choosing;
    await this.onInput(kind, rawFromWorkbook(choosing.workbook, rulesOf(kind), fileName, sheet), fileName);
    await this.readWaiting();
  }

  cancelSheet() {
    const choosing = this.choosingSheet.value;
    this.choosingSheet.value = null;
    if (choosing) announce(this.host, this.l.t('importSteps.cancelled', { file: choosing.fileName }));
    void this.readWaiting();
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
    await this.readWaiting();
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
    await this.readWaiting();
  }

  cancel() {
    const pending = this.pending.value;
    this.pending.value = null;
    if (pending) announce(this.host, this.l.t('importSteps.cancelled', { file: pending.fileName }));
    void this.readWaiting();
  }

  async merge(accepted: ReadonlySet<ChangeId>) {
    const outcome = await this.planner()?.merges.apply(accepted);
    if (!outcome) return;
    const { t, n } = this.l;
    const errors = outcome.issues.filter((i) => i.severity === 'error').length;
    const applied = `${t('merge.applied', { file: outcome.fileName, count: accepted.size })} ${this.movedWords(outcome.moved)}`;
    this.merged.value = outcome.applied ? applied : null;
    announce(this.host, outcome.applied ? applied : t('import.refused', { file: outcome.fileName, count: errors, countText: n(errors) }));
    await this.readWaiting();
  }

  /** "2 people (1 booking) now at another table. 2 place cards to reprint.", or that nobody moved. */
  private movedWords(moved: { bookings: number; people: number }): string {
    const { t, n } = this.l;
    if (moved.bookings === 0) return t('merge.nobodyMoved');
    return `${t('merge.moved', {
      moved: t('solver.outcome.movedPeople', { count: moved.people, countText: n(moved.people) }),
      bookings: t('solver.outcome.movedBookings', { count: moved.bookings, countText: n(moved.bookings) }),
    })} ${t('solver.outcome.placeCards', { count: moved.people, countText: n(moved.people) })}`;
  }

  cancelMerge() {
    const store = this.planner()?.store;
    const review = store?.state.mergeReview;
    store?.cancelMerge();
    if (review) announce(this.host, this.l.t('merge.cancelled', { file: review.fileName }));
    void this.readWaiting();
  }

  private async applyOrReview(file: ImportedFile, into: ImportChoice) {
    if (into !== 'merge') await this.apply(file, into);
    else if (file.kind !== 'seating') await this.startReview(file);
  }

  /** Shows what a guests or tables file would change; a file with errors is refused as any import is, and changes nothing. */
  private async startReview(file: Extract<ImportedFile, { kind: 'guests' | 'tables' }>) {
    const planner = this.planner();
    if (!planner) return;
    if (await planner.merges.review(file)) await this.focus('merge-review');
    else await this.apply(file, 'open');
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
    if (applied && kind !== 'seating' && file.columns && eventId) {
      const counted = kind === 'guests' && file.headcount ? { headcount: file.headcount } : {};
      this.reports.value = { ...this.reports.value, [kind]: { eventId, columns: file.columns, ...counted } };
    }
    const done = t(`import.${kind}.done`, {
      file: file.fileName,
      count: planner.store.state.content?.[kind === 'tables' ? 'tables' : 'guests'].length ?? 0,
    });
    const matched = kind === 'seating' ? '' : this.reportText(kind);
    announce(
      this.host,
      applied
        ? [done, kind === 'guests' ? this.headcountReport() : '', matched].filter(Boolean).join(' ')
        : t('import.refused', { file: file.fileName, count: errors, countText: n(errors) }),
    );
  }
}
