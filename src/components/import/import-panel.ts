/**
 * Step one of the plan: the guests file, the tables file and, optionally, a seating plan saved
 * earlier. Each file is checked whole; its problems are listed by line and column, and a file with
 * an error changes nothing. Before a file replaces what the event has, the planner says where it
 * goes; when its columns are not all clear, what they mean. Templates and examples stay at hand.
 * The steps a chosen file goes through are import-flow.ts; this element draws them.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import {
  CSV_FILES,
  LANGUAGES,
  TEMPLATE_FORMATS,
  TEMPLATE_KINDS,
  templateFileName,
  weddingExampleFiles,
  type TemplateKind,
} from '../../contract/index.ts';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { StagedRenderController } from '../../controllers/staged-render-controller.ts';
import { yieldToMain } from '../../state/yield.ts';
import { demoFilesIn } from '../../state/demo.ts';
import { hasContent } from '../../state/planner-store.ts';
import { seatCount } from '../../state/seat-count.ts';
import type { SheetChoice } from './sheet-chooser.ts';
import { announce, navigate } from '../ui/events.ts';
import { refusalMessages } from '../ui/record-fields.ts';
import { notSeated } from '../../model/declines.ts';
import { ImportFlowController, type MappedKind } from './import-flow.ts';
import { importPanelStyles } from './import-panel.styles.ts';
import './file-drop.ts';
import '../ui/issue-list.ts';
import { wholeFileNames } from '../ui/whole-file-names.ts';
import { isolateText } from '../../i18n/localizer.ts';

/** The questions a chosen file may raise are loaded when first asked, so the first screen is the files alone. */
const QUESTIONS = {
  mapping: () => import('./import-mapping.ts'),
  target: () => import('./import-target.ts'),
  merge: () => import('./merge-review.ts'),
  sheet: () => import('./sheet-chooser.ts'),
};

@customElement('import-panel')
export class ImportPanel extends LitElement {
  static override styles = importPanelStyles;

  private readonly store = new StoreController(this, (s) => [s.event, s.content, s.importIssues, s.mergeReview]);
  private readonly l = new LocalizeController(this);

  /** Where the example CSV files are published. */
  @property({ attribute: 'examples-base' }) examplesBase = '/examples/';
  /** The demo address; empty hides the demo link (an embed may not have one). */
  @property({ attribute: 'demo-href' }) demoHref = '?demo=1';
  private readonly flow = new ImportFlowController(this, () => this.store.planner, this.l);
  /** The welcome first, then the file boxes, then the templates, each a frame after the other (decision 0046). */
  private readonly parts = new StagedRenderController(this, 2, () => this.store.state !== undefined);

  /** Its first drawing is a task apart from the shell's, which places it when the workspace opens (decision 0046). */
  protected override async scheduleUpdate(): Promise<unknown> {
    if (!this.hasUpdated) await yieldToMain();
    return super.scheduleUpdate();
  }

  override render() {
    const state = this.store.state;
    if (!state) return nothing;
    const { t, n } = this.l;
    const content = state.content;
    const guests = content?.guests ?? [];
    const tables = content?.tables ?? [];
    const count = content ? seatCount(content, state.derived?.problem) : null;
    const ready = guests.length > 0 && tables.length > 0;
    const demo = demoFilesIn(content);
    const readyText =
      demo.guests === demo.tables ? t('import.readyText') : demo.tables ? t('importSteps.demoTablesLeft') : t('importSteps.demoGuestsLeft');
    const routed = this.flow.routed.value;
    const waiting = this.flow.waitingText();
    const merged = this.flow.merged.value;
    // More guests than seats is said before the planner goes to seat them.
    const short = ready ? (count?.short ?? 0) : 0;
    return html`
      ${routed ? html`<p class="card routed" role="status">${wholeFileNames(routed)}</p>` : nothing}
      ${waiting ? html`<p class="card routed waiting" role="status">${wholeFileNames(waiting)}</p>` : nothing}
      ${merged ? html`<p class="card routed merged">${wholeFileNames(merged)}</p>` : nothing} ${this.renderPending()}
      ${hasContent(content) ? nothing : this.renderWelcome()} ${this.parts.reached(1) ? this.renderFiles(guests, tables, count) : nothing}
      ${
        ready
          ? html`
              <div class="card next">
                <span>${readyText}</span>
                ${short > 0 ? html`<strong class="short">${t('words.shortfall', { count: short, countText: n(short) })}</strong>` : nothing}
                <button class="btn primary" @click=${() => navigate(this, 'seating')}>${t('import.goToSeating')}</button>
              </div>
              <details class="card">
                <summary>${t('import.seating.title')}</summary>
                <file-drop
                  kind="seating"
                  @file-chosen=${(e: HTMLElementEventMap['file-chosen']) => void this.flow.onFile('seating', e.detail)}
                ></file-drop>
                <issue-list .issues=${state.importIssues.seating}></issue-list>
              </details>
            `
          : nothing
      }
      ${this.parts.reached(2) ? this.renderTemplates() : nothing}
    `;
  }

  /** The guests file's box and the tables file's, with what each holds and its problems. */
  private renderFiles(guests: readonly unknown[], tables: readonly unknown[], count: ReturnType<typeof seatCount> | null) {
    const { t } = this.l;
    const state = this.store.state!;
    const content = state.content;
    return html`
      <div class="files">
        <div class="file">
          <file-drop
            kind="guests"
            step="1"
            .loadedName=${guests.length ? (content?.sources.guests ?? t('import.loadedUnnamed')) : null}
            summary=${guests.length ? t('import.guestsSummary', { bookings: guests.length, guests: count?.people ?? 0 }) : ''}
            @file-chosen=${(e: HTMLElementEventMap['file-chosen']) => void this.flow.onFile('guests', e.detail)}
          ></file-drop>
          ${this.renderReport('guests')}
          <issue-list .issues=${state.importIssues.guests}></issue-list>
        </div>
        <div class="file">
          <file-drop
            kind="tables"
            step="2"
            .loadedName=${tables.length ? (content?.sources.tables ?? t('import.loadedUnnamed')) : null}
            summary=${tables.length ? t('import.tablesSummary', { tables: tables.length, seats: count?.seats ?? 0 }) : ''}
            @file-chosen=${(e: HTMLElementEventMap['file-chosen']) => void this.flow.onFile('tables', e.detail)}
          ></file-drop>
          ${this.renderReport('tables')}
          <issue-list .issues=${state.importIssues.tables}></issue-list>
        </div>
      </div>
    `;
  }

  /**
   * A file given to no box ("Open file…" with a spreadsheet, or one dropped outside the boxes): its
   * columns say where it goes. Read no further than the largest file any box accepts, and one byte.
   */
  async importAny(file: File): Promise<void> {
    const max = Math.max(...Object.values(CSV_FILES).map((spec) => spec.maxBytes));
    const bytes = new Uint8Array(await file.slice(0, max + 1).arrayBuffer());
    await this.flow.onFile('any', { bytes, fileName: file.name, size: file.size });
  }

  /** The question of a file that waits for an answer, above the files. */
  private renderPending() {
    const shown = this.store.state;
    if (shown?.mergeReview) {
      void QUESTIONS.merge();
      return html`<merge-review
        .proposal=${shown.mergeReview}
        .content=${shown.content}
        @merge-accepted=${(e: HTMLElementEventMap['merge-accepted']) => void this.flow.merge(e.detail.accepted)}
        @merge-cancel=${() => this.flow.cancelMerge()}
      ></merge-review>`;
    }
    const choosing = this.flow.choosingSheet.value;
    if (choosing) {
      void QUESTIONS.sheet();
      const sheets: SheetChoice[] = choosing.workbook.sheets.map((sheet) => ({ name: sheet.name, rows: sheet.rows.length }));
      return html`<sheet-chooser
        kind=${choosing.kind}
        file-name=${choosing.fileName}
        .sheets=${sheets}
        @sheet-chosen=${(e: HTMLElementEventMap['sheet-chosen']) => void this.flow.onSheet(choosing, e.detail.sheet)}
        @sheet-cancel=${() => this.flow.cancelSheet()}
      ></sheet-chooser>`;
    }
    const pending = this.flow.pending.value;
    const state = this.store.state;
    if (!pending || !state) return nothing;
    if (pending.question) {
      void QUESTIONS.mapping();
      return html`<import-mapping
        .question=${pending.question}
        @import-mapping-chosen=${(e: HTMLElementEventMap['import-mapping-chosen']) => void this.flow.onMapping(e.detail.meanings)}
        @import-mapping-cancel=${() => this.flow.cancel()}
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
    void QUESTIONS.target();
    // The file name is isolated, so a Hebrew summary after a Latin file name keeps its own direction.
    return html`<import-target
      kind=${pending.kind}
      file-name=${pending.fileName}
      event-name=${state.event?.name ?? ''}
      current=${`${isolateText(content?.sources[pending.kind] ?? t('import.loadedUnnamed'))} · ${summary}`}
      default-choice=${this.isDemo() ? 'new' : 'open'}
      @import-target-chosen=${(e: HTMLElementEventMap['import-target-chosen']) => void this.flow.prepare({ ...pending, into: e.detail.into })}
      @import-target-cancel=${() => this.flow.cancel()}
    ></import-target>`;
  }

  /** Whether the open event is still the demo as it was loaded (once a file of the planner's is in, it is theirs). */
  private isDemo(): boolean {
    const demo = demoFilesIn(this.store.state?.content ?? null);
    return demo.guests && demo.tables;
  }

  /** "Guests → size, Meal → kept as an extra column": every column not read under its own name. */
  private renderReport(kind: MappedKind) {
    const text = this.flow.reportText(kind);
    const counted = kind === 'guests' ? this.flow.headcountReport() : '';
    return html`${counted ? html`<p class="headcount">${counted}</p>` : nothing}${kind === 'guests' ? this.renderUnanswered() : nothing}${
      text ? html`<p class="matched">${text}</p>` : nothing
    }`;
  }

  /** The last file's bookings without an answer yet: one choice seats them; left, they wait out of the seating. */
  private renderUnanswered() {
    const content = this.store.state?.content;
    const pending = content ? notSeated(content).pending : [];
    if (pending.length === 0) return nothing;
    const { t, n } = this.l;
    const count = pending.reduce((sum, g) => sum + g.size, 0);
    return html`<p class="unanswered">
      <button class="btn" @click=${() => void this.seatPending(count)}>
        ${t('importSteps.seatPending', { count, countText: n(count) })}
      </button>
      <span class="hint muted">${t('importSteps.keepPending', { count })}</span>
    </p>`;
  }

  private async seatPending(count: number) {
    const refusal = await this.store.planner?.store.edit({ kind: 'seatPending' });
    if (refusal === undefined) return;
    const { t } = this.l;
    announce(this, refusal ? refusalMessages(refusal, t).message : t('history.seatPending', { count }));
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

  /**
   * The event is named at its start (before its first file, which would make it "Event 1"): its name
   * heads every printed page (issue 57).
   */
  private renderEventName() {
    const event = this.store.state?.event;
    const { t } = this.l;
    return html`<form class="event-name" @submit=${(e: SubmitEvent) => void this.nameEvent(e)}>
      <label for="event-name">${t('events.name')}</label>
      <div class="row">
        <input
          id="event-name"
          name="name"
          type="text"
          required
          maxlength="120"
          placeholder=${t('events.newPlaceholder')}
          .value=${event?.name ?? ''}
        />
        <button class="btn" type="submit">${t(event ? 'events.rename' : 'events.create')}</button>
      </div>
    </form>`;
  }

  private async nameEvent(submit: SubmitEvent) {
    submit.preventDefault();
    const input = (submit.target as HTMLFormElement).elements.namedItem('name') as HTMLInputElement;
    const name = input.value.trim();
    const store = this.store.planner?.store;
    const event = this.store.state?.event;
    if (!name || !store || name === event?.name) return;
    if (event) await store.renameEvent(event.id, name);
    else await store.createEvent(name);
    announce(this, this.l.t(event ? 'events.renamed' : 'events.created', { name }));
  }

  private renderWelcome() {
    const { t, lang } = this.l;
    const ex = (file: string) => `${this.examplesBase}${file}`;
    const example = weddingExampleFiles(lang);
    return html`
      <section class="card welcome" aria-labelledby="welcome-title">
        <h2 id="welcome-title">${t('welcome.title')}</h2>
        <p>${t('welcome.intro')}</p>
        ${this.renderEventName()}
        <ol class="path">
          <li>${t('welcome.step1')}</li>
          <li>${t('welcome.step2')}</li>
          <li>${t('welcome.step3')}</li>
          <li>${t('welcome.step4')}</li>
          <li>${t('welcome.step5')}</li>
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
}

declare global {
  interface HTMLElementTagNameMap {
    'import-panel': ImportPanel;
  }
}
