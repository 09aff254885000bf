/**
 * `<seating-planner>`: the whole planner inside another site's page. Each element opens its own
 * workspace (IndexedDB database `seating-embed:<workspace>`), runs its own solver worker (started
 * so that it works from any origin), speaks its own language, and tells the host page what happens
 * through typed events. Everything it draws lives in its shadow root: the host's CSS cannot break
 * it, and the host themes it through `--seating-*` custom properties and `::part`.
 *
 * With element children it draws nothing of its own: the children (the public parts such as
 * `<import-panel>` and `<tables-view>`) find its workspace and language through context.
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ContextProvider } from '@lit/context';
import { LANGUAGES, type Language } from '../contract/service.ts';
import { createI18n } from '../i18n/i18n.ts';
import { localizerContext, localizerOver, type Localizer } from '../i18n/localizer.ts';
import { plannerContext, type Planner } from '../controllers/planner-context.ts';
import type { PlannerState } from '../state/planner-store.ts';
import { createPlanner } from '../state/planner.ts';
import { SolverClient } from '../solver-client/solver-client.ts';
import { seatingPlannerStyles } from './seating-planner.styles.ts';
import { bundledWorkerUrl, loadableWorkerUrl } from './solver-worker-url.ts';
import { setWorkbookWorkerUrl } from '../spreadsheet/workbook-worker-url.ts';
import { HostEvents } from './host-events.ts';
import { SOURCE_KINDS, SourceLoader, type SourceKind, type SourceMessages } from './source-loader.ts';
import { ImportPanel } from '../components/import/import-panel.ts';
import '../components/app/seating-app.ts';
import '../components/tables/tables-view.ts';
import '../components/seating/penalty-breakdown.ts';
import '../components/seating/plan-summary.ts';
import type { PenaltyBreakdown } from '../components/seating/penalty-breakdown.ts';

export const EMBED_TAG = 'seating-planner';
/** Every embedded workspace lives in its own database, apart from the app's and from each other. */
export const WORKSPACE_DB_PREFIX = 'seating-embed:';
const DEFAULT_WORKSPACE = 'default';

const SOURCE_PROPERTY = { guests: 'guestsSrc', tables: 'tablesSrc', seating: 'seatingSrc' } as const satisfies Record<SourceKind, string>;

export function workspaceDbName(workspace: string): string {
  return WORKSPACE_DB_PREFIX + (workspace.trim() || DEFAULT_WORKSPACE);
}

/** `he`, `he-IL` → he; anything else → en. */
export function embedLanguage(lang: string | null | undefined): Language {
  const primary = (lang ?? '').trim().toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : 'en';
}

/** The site the bundle was loaded from: the solver worker and the example files live there. */
const BUNDLE_URL = import.meta.url;
const EXAMPLES_URL = new URL('../examples/', BUNDLE_URL).href;

/**
 * The seating planner for another site's page: import guests and tables, solve, adjust, export.
 *
 * @tagname seating-planner
 * @summary The whole seating planner, in its own workspace, language and solver worker.
 *
 * @slot - Public parts (`import-panel`, `tables-view`, `guest-list`, `solver-panel`, `seating-view`) to lay out yourself; with none, the full planner shows.
 *
 * @fires {CustomEvent<SeatingChangeDetail>} seating-change - The plan shown changed (opened, imported, edited, solved, undone, redone).
 * @fires {CustomEvent<SeatingSolvedDetail>} seating-solved - A solver run finished and its arrangement was kept.
 * @fires {CustomEvent<SeatingErrorDetail>} seating-error - A file could not be loaded or imported, storage failed, or the solver stopped.
 *
 * @csspart frame - The box around everything the planner draws.
 * @csspart error - The message shown when guests-src or tables-src cannot be loaded.
 * @csspart header - The bar with the event menu, undo and redo, and the steps.
 * @csspart main - The area that shows the current step (read-only: the tables and the penalty).
 *
 * @cssprop [--seating-bg=#f6f7f9] - Background behind the panels.
 * @cssprop [--seating-surface=#ffffff] - Background of panels, cards and inputs.
 * @cssprop [--seating-text=#1c2430] - Text colour.
 * @cssprop [--seating-muted=#56606e] - Secondary text colour.
 * @cssprop [--seating-border=#d9dee5] - Borders of panels and cards.
 * @cssprop [--seating-accent=#2453c7] - Primary buttons, the current step, filled seats.
 * @cssprop [--seating-accent-text=#ffffff] - Text on the accent colour.
 * @cssprop [--seating-accent-soft=#e8eefc] - Hover and highlighted backgrounds.
 * @cssprop [--seating-danger=#b3261e] - Errors and refused moves.
 * @cssprop [--seating-danger-soft=#fdecea] - Background of error messages.
 * @cssprop [--seating-warning=#8a5a00] - Warnings.
 * @cssprop [--seating-warning-soft=#fff4dc] - Background of warnings.
 * @cssprop [--seating-ok=#1f7a3a] - Full tables and success messages.
 * @cssprop [--seating-ok-soft=#e6f4ea] - Background of success messages.
 * @cssprop [--seating-focus=#2453c7] - Keyboard focus ring.
 * @cssprop [--seating-radius=10px] - Corner radius of panels and cards.
 * @cssprop [--seating-shadow=0 1px 2px rgb(16 24 40 / 0.06), 0 1px 3px rgb(16 24 40 / 0.1)] - Shadow of panels and cards.
 * @cssprop [--seating-font=system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Hebrew', Arial, sans-serif] - Font family.
 * @cssprop [--seating-band-0=#2453c7] - Colour 1 of the bookings in a table’s seat drawing.
 * @cssprop [--seating-band-1=#c2410c] - Colour 2 of the bookings in a table’s seat drawing.
 * @cssprop [--seating-band-2=#15803d] - Colour 3 of the bookings in a table’s seat drawing.
 * @cssprop [--seating-band-3=#9333ea] - Colour 4 of the bookings in a table’s seat drawing.
 * @cssprop [--seating-band-4=#b91c1c] - Colour 5 of the bookings in a table’s seat drawing.
 * @cssprop [--seating-band-5=#0e7490] - Colour 6 of the bookings in a table’s seat drawing.
 * @cssprop [--seating-band-6=#a16207] - Colour 7 of the bookings in a table’s seat drawing.
 * @cssprop [--seating-band-7=#be185d] - Colour 8 of the bookings in a table’s seat drawing.
 */
export class SeatingPlanner extends LitElement {
  static override styles = seatingPlannerStyles;

  /** `en` or `he` (a region such as `he-IL` is fine); empty follows the page's `<html lang>`. */
  // No initial value: an element without the attribute keeps no `lang` of its own (set, it reflects).
  @property({ reflect: true }) override lang!: string;
  /** Address of a guests CSV file to load into an empty workspace (relative to the page). */
  @property({ attribute: 'guests-src' }) guestsSrc = '';
  /** Address of a tables CSV file to load into an empty workspace (relative to the page). */
  @property({ attribute: 'tables-src' }) tablesSrc = '';
  /** Address of a seating plan (the export CSV) to load with the guests and tables it seats. */
  @property({ attribute: 'seating-src' }) seatingSrc = '';
  /** Name of this planner's workspace; planners with different names never share data. */
  @property() workspace = DEFAULT_WORKSPACE;
  /** Shows the plan without any control that changes it. */
  @property({ type: Boolean, reflect: true }) readonly = false;

  @state() private planner: Planner | null = null;
  @state() private localizer: Localizer = this.makeLocalizer();
  /** Messages of the last failed load of each source file, shown until it loads. */
  @state() private sourceErrors: SourceMessages = {};
  @state() private hasChildParts = false;
  @state() private spoken = '';

  private readonly planners = new ContextProvider(this, { context: plannerContext });
  private readonly localizers = new ContextProvider(this, { context: localizerContext });
  private readonly events = new HostEvents(
    this,
    () => this.workspace,
    () => this.localizer,
  );
  private readonly sources = new SourceLoader({
    localizer: () => this.localizer,
    showSourceMessages: (messages) => (this.sourceErrors = messages),
    reportError: (kind, message, url, issues) => this.events.error(kind, message, url, issues),
  });
  private openWorkspace: string | null = null;
  private stopWatching: (() => void) | null = null;
  private ready: Promise<void> = Promise.resolve();

  constructor() {
    super();
    // In composed mode the children announce through here (the full planner has its own live region).
    this.addEventListener('planner-announce', (e) => {
      if (this.hasChildParts) this.speak(e.detail.message);
    });
  }

  /** The language in use after attribute and page defaults. */
  get language(): Language {
    return embedLanguage(this.lang || this.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang);
  }

  /** The store and solver of the open workspace, for hosts that script the planner. */
  get plannerState(): PlannerState | null {
    return this.planner?.store.state ?? null;
  }

  /** `updateComplete` also waits for the workspace to open and the due source files to load. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await this.ready;
    return super.getUpdateComplete();
  }

  /** Loads `guests-src`, `tables-src` and `seating-src` again, replacing what the workspace holds. */
  async reloadSources(): Promise<void> {
    await this.ready;
    await this.loadSources(SOURCE_KINDS);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.localizers.setValue(this.localizer);
    this.openWorkspaceIfChanged();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Stops a running search and ends the worker; a new one starts with the next run.
    this.planner?.solver.dispose();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('lang') && this.language !== this.localizer.lang) {
      this.localizer = this.makeLocalizer();
      this.localizers.setValue(this.localizer);
    }
    if (changed.has('workspace') && this.isConnected) this.openWorkspaceIfChanged();
  }

  protected override updated(changed: PropertyValues<this>): void {
    // A source changed after the workspace opened: the host asked for that file now.
    const changedKinds = SOURCE_KINDS.filter((kind) => {
      const key = SOURCE_PROPERTY[kind];
      return changed.has(key) && changed.get(key) !== undefined && this[key];
    });
    if (changedKinds.length > 0) {
      this.ready = this.ready.then(() => this.loadSources(changedKinds));
    }
  }

  override render() {
    const localizer = this.localizer;
    const errors = Object.values(this.sourceErrors);
    return html`<div class="frame" part="frame" lang=${localizer.lang} dir=${localizer.dir}>
      ${
        errors.length
          ? html`<div class="errors" role="alert" part="error">
              <div class="row">
                <ul>
                  ${errors.map((message) => html`<li>${message}</li>`)}
                </ul>
                <button class="btn small" @click=${() => this.sources.dismissMessages()}>${localizer.t('common.dismiss')}</button>
              </div>
            </div>`
          : nothing
      }
      <slot @slotchange=${this.onSlotChange}></slot>
      ${this.hasChildParts || !this.planner ? nothing : this.readonly ? this.renderReadonly() : this.renderPlanner(this.planner)}
      ${this.hasChildParts ? html`<div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.spoken}</div>` : nothing}
    </div>`;
  }

  private renderPlanner(planner: Planner) {
    return html`<seating-app
      exportparts="header, main"
      .planner=${planner}
      .localizer=${this.localizer}
      .scopedShortcuts=${true}
      .contained=${true}
      .examplesBase=${EXAMPLES_URL}
      .demoHref=${''}
    ></seating-app>`;
  }

  private renderReadonly() {
    const derived = this.planner?.store.state.derived;
    return html`<div class="readonly" part="main">
      <plan-summary
        @unmet-wishes-show=${() => void this.renderRoot.querySelector<PenaltyBreakdown>('penalty-breakdown')?.showUnmetWishes()}
      ></plan-summary>
      <tables-view readonly></tables-view>
      ${derived?.evaluation ? html`<penalty-breakdown .score=${derived.evaluation} .lowerBound=${derived.lowerBound}></penalty-breakdown>` : nothing}
    </div>`;
  }

  private makeLocalizer(): Localizer {
    return localizerOver(this.language, createI18n(this.language));
  }

  private onSlotChange(event: Event): void {
    const parts = (event.target as HTMLSlotElement).assignedElements();
    this.hasChildParts = parts.length > 0;
    // An import panel the host placed links our example files and no demo, unless the host said otherwise.
    for (const part of parts) {
      if (!(part instanceof ImportPanel)) continue;
      if (!part.hasAttribute('examples-base')) part.examplesBase = EXAMPLES_URL;
      if (!part.hasAttribute('demo-href')) part.demoHref = '';
    }
  }

  private speak(message: string): void {
    this.spoken = '';
    requestAnimationFrame(() => (this.spoken = message));
  }

  // ---- workspace ------------------------------------------------------------------------------

  private openWorkspaceIfChanged(): void {
    const dbName = workspaceDbName(this.workspace);
    if (this.openWorkspace === dbName) return;
    this.openWorkspace = dbName;
    this.stopWatching?.();
    this.planner?.dispose();
    this.sources.reset();

    const workerUrl = bundledWorkerUrl(BUNDLE_URL);
    // Workbooks are read by the worker beside this bundle too, not the app's.
    setWorkbookWorkerUrl(loadableWorkerUrl(new URL('./workbook.worker.js', BUNDLE_URL)));
    const planner = createPlanner({
      dbName,
      newEventName: (ordinal) => this.localizer.t('events.defaultName', { n: this.localizer.n(ordinal) }),
      createSolverClient: () => new SolverClient(loadableWorkerUrl(workerUrl)),
    });
    const { store } = planner;
    this.planner = planner;
    this.planners.setValue(planner);
    const stopEvents = this.events.watch(planner);
    // Read-only mode draws the tables itself, so it follows the store too.
    const stopRendering = store.subscribe(() => this.readonly && this.requestUpdate());
    this.stopWatching = () => {
      stopEvents();
      stopRendering();
    };
    this.ready = planner.ready.then(async () => {
      if (this.planner !== planner) return;
      if (store.state.phase === 'unavailable') {
        this.events.error('storage', this.localizer.t(`storage.unavailable.${store.state.openFailure ?? 'unknown'}`));
        return;
      }
      const content = store.state.content;
      // Files seed an empty workspace only: what the visitor did since is theirs to keep.
      const seeded = (['guests', 'tables'] as const).filter((kind) => !content || content[kind].length === 0);
      // A seating plan belongs to the files it seats: it comes with them, never over the visitor's own plan.
      await this.loadSources(seeded.length > 0 ? [...seeded, 'seating'] : []);
    });
  }

  private async loadSources(kinds: readonly SourceKind[]): Promise<void> {
    const planner = this.planner;
    if (!planner) return;
    const applied = await this.sources.load(
      planner,
      kinds.map((kind) => ({ kind, src: this[SOURCE_PROPERTY[kind]] })),
    );
    // The host gave the files: once both are in, the visitor's next step is the seating, not the import.
    const content = planner.store.state.content;
    if (applied && this.planner === planner && content && content.guests.length > 0 && content.tables.length > 0) {
      this.renderRoot.querySelector('seating-app')?.show('seating');
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'seating-planner': SeatingPlanner;
  }
}
