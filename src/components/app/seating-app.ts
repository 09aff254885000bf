/**
 * The workspace shell: header (event, undo/redo, save state, language), the three views of the
 * primary path (import → guests → seating and export), notices, and the screen-reader live
 * region every part announces through. It provides the planner and the language to its parts.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { ContextProvider } from '@lit/context';
import { plannerContext, type Planner } from '../../controllers/planner-context.ts';
import { localizerContext, type Localizer } from '../../i18n/localizer.ts';
import { StoreController } from '../../controllers/store-controller.ts';
import { MediaQueryController, TOUCH_QUERY } from '../../controllers/media-query-controller.ts';
import { StagedRenderController } from '../../controllers/staged-render-controller.ts';
import { hasContent, StateCell, type Connection, type Notice } from '../../state/planner-state.ts';
import type { EditLabel } from '../../state/history.ts';
import { emit, type PlannerView } from '../ui/events.ts';
import { seatingAppStyles } from './seating-app.styles.ts';
import { yieldToMain } from '../../state/yield.ts';
import './event-menu.ts';
import './storage-status.ts';
import './offline-note.ts';
import './save-reminder.ts';
import './file-refusal.ts';
import type { RefusedReading } from './file-refusal.ts';
import { EVENT_FILE } from '../../contract/index.ts';
import { wholeFileNames } from '../ui/whole-file-names.ts';

/** Each view is loaded when first shown, which keeps the first paint to the shell (docs/decisions/0029). */
const LAZY_VIEWS: Record<PlannerView, () => Promise<unknown>> = {
  import: () => import('../import/import-panel.ts'),
  guests: () => import('../guests/guest-list.ts'),
  seating: () => import('../seating/seating-view.ts'),
  room: () => import('../room/room-view.ts'),
  print: () => import('../print/print-view.ts'),
};

const VIEWS: readonly PlannerView[] = ['import', 'guests', 'seating', 'room', 'print'];

/** What the shell draws before the planner is there (the app loads it after the first paint). */
const OPENING = new StateCell().state;

@customElement('seating-app')
export class SeatingApp extends LitElement {
  static override styles = seatingAppStyles;

  private readonly planners = new ContextProvider(this, { context: plannerContext });
  private readonly touch = new MediaQueryController(this, TOUCH_QUERY);
  /** The event menu, the offline note and the storage line are drawn a frame after the rest of the shell (decision 0046). */
  private readonly parts = new StagedRenderController(this, 1, () => this.localizer !== null);
  private readonly localizers = new ContextProvider(this, { context: localizerContext });
  private readonly store = new StoreController(
    this,
    ({ phase, connection, save, notice, openFailure, undo, redo, content, sharing }) => [
      phase,
      connection,
      save.state,
      notice,
      openFailure,
      undo,
      redo,
      hasContent(content),
      // Which view comes first (see currentView).
      (content?.guests.length ?? 0) > 0 && (content?.tables.length ?? 0) > 0,
      (sharing?.people.length ?? 0) > 0,
      sharing?.clash,
    ],
    () => this.planner,
  );

  /** The store and solver session this planner shows. */
  @property({ attribute: false }) planner: Planner | null = null;
  @property({ attribute: false }) localizer: Localizer | null = null;
  /** Address of the same page in the other language; empty hides the link (e.g. in an embed). */
  @property({ attribute: 'other-language-href' }) otherLanguageHref = '';
  /** Where the example files are (the embed points at its own site); passed to the import panel. */
  @property({ attribute: 'examples-base' }) examplesBase = '/examples/';
  /** The demo address; empty hides the demo link (an embed has none). */
  @property({ attribute: 'demo-href' }) demoHref = '?demo=1';
  /** Undo/redo keys only while focus is inside this planner (two embeds on a page stay apart). */
  @property({ type: Boolean, attribute: 'scoped-shortcuts' }) scopedShortcuts = false;
  /** Inside another site's page: the page has its own main landmark, so this draws no second one. */
  @property({ type: Boolean }) contained = false;
  @state() private view: PlannerView | null = null;
  /**
   * The views whose code has run, a task earlier: a view is drawn in a task after its module's, not
   * in the same one, so a phone's first screen is built in parts short enough not to block it (decision 0046).
   */
  @state() private loadedViews: ReadonlySet<PlannerView> = new Set();
  private readonly loadingViews = new Set<PlannerView>();
  @query('#spoken') private liveRegion?: HTMLElement;
  /** The last `.seating` file that was not opened, and why, until the planner dismisses it or opens another. */
  @state() private refusal: RefusedReading | null = null;

  /** Settles with the first planner set: a file dropped while the shell is drawn before it waits for it. */
  private plannerSet!: (planner: Planner) => void;
  private readonly plannerArrived = new Promise<Planner>((resolve) => (this.plannerSet = resolve));

  /** The shell reads its own localizer (a context provider does not answer its own requests). */
  private get l(): Localizer {
    return this.localizer!;
  }

  constructor() {
    super();
    this.addEventListener('planner-announce', (e) => this.speak(e.detail.message));
    this.addEventListener('planner-navigate', (e) => this.show(e.detail.view));
    this.addEventListener('event-file-chosen', (e) => void this.openEventFile(e.detail.file));
    this.addEventListener('file-refusal-dismiss', () => (this.refusal = null));
    // Capture: a .seating file dropped anywhere, on an import zone too, opens as an event file.
    this.addEventListener('dragover', this.onDragOver, { capture: true });
    this.addEventListener('drop', this.onDrop, { capture: true });
  }

  override connectedCallback() {
    super.connectedCallback();
    window.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback() {
    window.removeEventListener('keydown', this.onKey);
    super.disconnectedCallback();
  }

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('planner') && this.planner) {
      this.planners.setValue(this.planner);
      this.plannerSet(this.planner);
    }
    if (changed.has('localizer') && this.localizer) this.localizers.setValue(this.localizer);
    // The first view follows the workspace as it opens; after that the user's choice stands,
    // so finishing an import does not whisk them to another screen.
    if (this.view === null && this.store.state?.phase === 'ready') this.view = this.rememberedView() ?? this.currentView();
    this.loadView(this.currentView());
    // The versions dialog is wanted once there is a plan to keep versions of.
    if (hasContent(this.store.state?.content ?? null)) void import('../versions/versions-panel.ts');
    // Who else is here, once someone is (only a shared event has anyone).
    if ((this.store.state?.sharing?.people.length ?? 0) > 0) void import('./presence-list.ts');
    if (this.store.state?.sharing?.clash) void import('./shared-clash.ts');
  }

  override updated() {
    // The others in a shared event see which step this device shows.
    if (this.store.state?.phase === 'ready') this.planner?.together?.here({ view: this.currentView() });
  }

  override render() {
    const state = this.store.state ?? OPENING;
    // Until the page's messages are there, the page's own loading line (its light DOM) stays.
    if (!this.localizer) return html`<slot></slot>`;
    const { t } = this.l;
    const view = this.currentView();
    const content = html`
      <h1 class="visually-hidden">${t(`app.view.${view}`)} · ${t('app.name')}</h1>
      ${state.connection === 'open' ? nothing : this.renderConnection(state.connection)}
      ${state.save.state === 'failed' ? html`<storage-status mode="alert"></storage-status>` : nothing}
      ${state.notice ? this.renderNotice(state.notice.kind, state.notice.params) : nothing}
      ${state.sharing?.clash ? html`<shared-clash></shared-clash>` : nothing}
      ${this.refusal ? html`<file-refusal .reading=${this.refusal}></file-refusal>` : nothing}
      ${state.phase === 'ready' ? html`<save-reminder></save-reminder>` : nothing}
      ${
        state.connection === 'outdated' || state.connection === 'closed'
          ? nothing
          : state.phase === 'loading'
            ? state.connection === 'blocked'
              ? nothing
              : html`<p class="loading" role="status">${t('app.loading')}</p>`
            : state.phase === 'unavailable'
              ? html`<div class="card unavailable" role="alert"><p>${t(`storage.unavailable.${state.openFailure ?? 'unknown'}`)}</p></div>`
              : !this.loadedViews.has(view)
                ? this.loadedViews.size === 0
                  ? html`<p class="loading" role="status">${t('app.loading')}</p>`
                  : nothing
                : view === 'import'
                  ? html`<import-panel examples-base=${this.examplesBase} demo-href=${this.demoHref}></import-panel>`
                  : view === 'guests'
                    ? html`<guest-list></guest-list>`
                    : view === 'print'
                      ? html`<print-view font-base=${this.fontBase()}></print-view>`
                      : view === 'room'
                        ? html`<room-view></room-view>`
                        : html`<seating-view></seating-view>`
      }
    `;
    return html`
      <header part="header">
        <div class="bar">
          <p class="brand"><span class="logo" aria-hidden="true">◍</span><span class="name">${t('app.name')}</span></p>
          ${this.parts.reached(1) ? html`<event-menu></event-menu>` : nothing}
          <div class="tools">
            ${this.parts.reached(1) ? html`<offline-note></offline-note>` : nothing}
            <button
              class="btn small"
              ?disabled=${!state.undo}
              @click=${() => this.undo()}
              title=${t(this.touch.matches ? 'app.undo' : 'app.undoShortcut')}
            >
              ${t('app.undo')}${state.undo ? html`<span class="visually-hidden">: ${this.labelText(state.undo)}</span>` : nothing}
            </button>
            <button
              class="btn small"
              ?disabled=${!state.redo}
              @click=${() => this.redo()}
              title=${t(this.touch.matches ? 'app.redo' : 'app.redoShortcut')}
            >
              ${t('app.redo')}${state.redo ? html`<span class="visually-hidden">: ${this.labelText(state.redo)}</span>` : nothing}
            </button>
            ${hasContent(state.content) ? html`<versions-panel></versions-panel>` : nothing}
            ${
              this.otherLanguageHref
                ? html`<a
                    class="lang"
                    href=${this.otherLanguageHref}
                    lang=${t('app.otherLanguageCode')}
                    hreflang=${t('app.otherLanguageCode')}
                    >${t('app.otherLanguage')}</a
                  >`
                : nothing
            }
          </div>
        </div>
        ${(state.sharing?.people.length ?? 0) > 0 ? html`<presence-list></presence-list>` : nothing}
        <nav aria-label=${t('app.steps')}>
          ${VIEWS.map(
            (v, i) =>
              html`<button aria-current=${v === view ? 'page' : 'false'} @click=${() => this.show(v)}>
                <span class="num" aria-hidden="true">${this.l.n(i + 1)}</span><span class="long">${t(`app.view.${v}`)}</span
                ><span class="short">${t(`app.viewShort.${v}`)}</span>
              </button>`,
          )}
        </nav>
      </header>
      ${this.contained ? html`<div class="main" part="main">${content}</div>` : html`<main part="main">${content}</main>`}
      <footer>${this.parts.reached(1) ? html`<storage-status></storage-status>` : nothing}</footer>
      <div id="spoken" class="visually-hidden" role="status" aria-live="polite" aria-atomic="true"></div>
    `;
  }

  /** What the user must do about the workspace connection: wait for older tabs, or reload. */
  private renderConnection(connection: Exclude<Connection, 'open'>) {
    const { t } = this.l;
    return html`<div class="connection" role="alert">
      <p>${t(`storage.connection.${connection}`)}</p>
      ${connection === 'blocked' ? nothing : html`<button class="btn primary" @click=${() => location.reload()}>${t('storage.reload')}</button>`}
    </div>`;
  }

  private renderNotice(kind: Notice['kind'], params: Record<string, string | number>) {
    const { t } = this.l;
    const close = () => this.planner?.store.showNotice(null);
    return html`<div class="notice" role="status">
      <p>${wholeFileNames(t(kind, params))}</p>
      ${
        kind === 'notice.demoKept'
          ? html`<button class="btn small primary" @click=${() => emit(this, 'open-demo-request')}>${t('notice.openDemo')}</button>`
          : nothing
      }
      <button class="btn small" @click=${close}>${t('common.dismiss')}</button>
    </div>`;
  }

  /**
   * Opens a `.seating` file (picked, dropped, or handed over by the operating system): a new event,
   * or the event it is a copy of; a refused file changes nothing and says why.
   */
  async openEventFile(file: File): Promise<void> {
    const store = (this.planner ?? (await this.plannerArrived)).store;
    // A spreadsheet or a CSV file is no event file: it goes to the import step, which tells what it holds.
    if (!(await looksLikeEventFile(file))) {
      await this.importAny(file);
      return;
    }
    const { openEventFile, eventFileTextOf } = await import('../../state/event-file-io.ts');
    const text = await eventFileTextOf(file);
    const reading = await openEventFile(store, text, file.name);
    this.refusal = reading.kind === 'refused' ? reading : null;
    if (reading.kind === 'refused') {
      this.speak(this.l.t('eventFile.refused.title', { file: file.name }));
      return;
    }
    if (store.state.notice) this.speak(this.l.t(store.state.notice.kind, store.state.notice.params));
    // A copy of a held event shows what it changes (the review is in the import step); a new event is a plan: show it, as a reload would, unless it still lacks a file.
    if (store.state.mergeReview) {
      this.show('import');
      return;
    }
    if (this.view === 'import' && this.currentView() === 'import') this.view = null;
    this.show(this.currentView());
  }

  /** A guests, tables or seating file (CSV or workbook) given to no box: the import step reads it and routes it. */
  private async importAny(file: File): Promise<void> {
    this.show('import');
    // The import step loads when first shown: its element must be defined before it is asked.
    await LAZY_VIEWS.import();
    await this.updateComplete;
    await this.renderRoot.querySelector('import-panel')?.importAny(file);
  }

  private onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer?.types.includes('Files') || insideImportZone(event)) return;
    // Anywhere else in the planner a dropped file is taken here rather than opened by the browser in place of the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };

  private onDrop = (event: DragEvent) => {
    const files = Array.from(event.dataTransfer?.files ?? []);
    const eventFile = files.find((file) => file.name.toLowerCase().endsWith(EVENT_FILE.extension));
    if (eventFile) {
      event.preventDefault();
      event.stopPropagation();
      void this.openEventFile(eventFile);
    } else if (files.length > 0 && !insideImportZone(event)) {
      event.preventDefault();
      // The guests and the tables file dropped together: each is read in turn, one question after another.
      void (async () => {
        for (const file of files) await this.importAny(file);
      })();
    }
  };

  private loadView(view: PlannerView) {
    if (this.loadingViews.has(view)) return;
    this.loadingViews.add(view);
    void LAZY_VIEWS[view]()
      .then(yieldToMain)
      .then(() => (this.loadedViews = new Set([...this.loadedViews, view])));
  }

  /** The print pack's fonts are beside the examples on the planner's own site (an embed's too). */
  private fontBase(): string {
    return new URL('../../fonts/', new URL(this.examplesBase, location.href)).href;
  }

  /** The chosen view, or the next step of the path while none is chosen. */
  private currentView(): PlannerView {
    if (this.view) return this.view;
    const content = this.store.state?.content ?? null;
    return hasContent(content) && content!.guests.length > 0 && content!.tables.length > 0 ? 'seating' : 'import';
  }

  show(view: PlannerView) {
    this.view = view;
    try {
      localStorage.setItem(this.viewKey(), view);
    } catch {
      // Storage refused: the view is a convenience, the work itself is in IndexedDB.
    }
  }

  /** The view open when the tab was last closed, so reopening shows the same screen. */
  private rememberedView(): PlannerView | null {
    try {
      // Storage is read only when there is work to show (each first read is a wait on the browser).
      if (!hasContent(this.store.state?.content ?? null)) return null;
      const view = localStorage.getItem(this.viewKey()) as PlannerView | null;
      return view && VIEWS.includes(view) ? view : null;
    } catch {
      return null;
    }
  }

  private viewKey(): string {
    return `${this.planner?.store.databaseName ?? ''}:view`;
  }

  private speak(message: string) {
    // Written into the live region itself, so speaking draws nothing else of the planner again.
    // Clearing first makes a repeated message (two refusals in a row) be spoken again.
    const live = this.liveRegion;
    if (!live) return;
    live.textContent = '';
    requestAnimationFrame(() => (live.textContent = message));
  }

  private labelText(label: EditLabel): string {
    return this.l.t(`history.${label.kind}`, label.params);
  }

  private async undo() {
    const label = await this.planner?.store.undo();
    if (label) this.speak(this.l.t('app.undone', { what: this.labelText(label) }));
  }

  private async redo() {
    const label = await this.planner?.store.redo();
    if (label) this.speak(this.l.t('app.redone', { what: this.labelText(label) }));
  }

  private onKey = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    if (this.scopedShortcuts && !event.composedPath().includes(this)) return;
    const target = event.composedPath()[0] as HTMLElement | undefined;
    if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      void this.undo();
    } else if ((key === 'z' && event.shiftKey) || key === 'y') {
      event.preventDefault();
      void this.redo();
    }
  };
}

/**
 * Whether a file opened as an event file is one: a `.seating` name, or JSON text. A workbook (a zip,
 * "PK…") or CSV text is not, and is imported instead of failing as JSON.
 */
async function looksLikeEventFile(file: File): Promise<boolean> {
  if (file.name.toLowerCase().endsWith(EVENT_FILE.extension)) return true;
  const head = new TextDecoder().decode(await file.slice(0, 64).arrayBuffer());
  return head
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('{');
}

/** Whether a drag is over one of the import panel's zones, which read guests, tables and seating files themselves. */
const insideImportZone = (event: DragEvent) =>
  event.composedPath().some((node) => node instanceof HTMLElement && node.localName === 'file-drop');

declare global {
  interface HTMLElementTagNameMap {
    'seating-app': SeatingApp;
  }
  interface HTMLElementEventMap {
    /** Open the demo as a new event; the page that hosts the app knows where the demo files are. */
    'open-demo-request': CustomEvent<null>;
  }
}
