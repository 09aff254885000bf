/**
 * The print pack: choose a document (escort list, table lists, table cards, place cards, caterer
 * sheet, seating chart, floor plan), see it as it will print, print it with the browser, or save it.
 *
 * The document is the same HTML the command line writes, in pieces. It is drawn inside this
 * element (the site's Content-Security-Policy allows no inline style, so its CSS becomes
 * constructed style sheets): page sizes and fonts must be rules of the page itself, so they are adopted by the
 * document while the view is shown, and the print style of the app hides everything else.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { LengthUnitController } from '../../controllers/length-unit-controller.ts';
import { StoreController } from '../../controllers/store-controller.ts';
import { VersionsController } from '../../controllers/versions-controller.ts';
import {
  FindSeatTooLarge,
  CHART_PAPERS,
  FILTERED_KINDS,
  DEFAULT_LABEL_SHEET,
  FLOOR_PLAN_PAPERS,
  LABEL_SHEETS,
  NAME_ORDERS,
  DEFAULT_NAME_ORDER,
  PRINT_KINDS,
  printTitleKey,
  type ChartPaper,
  type FindSeatCode,
  type FloorPlanPaper,
  type LabelSheetId,
  type NameOrder,
  type PrintKind,
  type PrintPlan,
} from '../../print/index.ts';
import {
  downloadCatererCsv,
  downloadCatererWorkbook,
  downloadFloorPlanSvg,
  downloadPrintPage,
  openFindSeatCodes,
  openPrintPlan,
  printDocument,
  reprintOf,
  unseatedPeople,
  type Reprint,
} from '../../state/print.ts';
import { announce, navigate } from '../ui/events.ts';
import { splitPrintCss } from './print-css.ts';
import { printViewStyles } from './print-view.styles.ts';
import { versionName, whenText } from '../versions/version-text.ts';

@customElement('print-view')
export class PrintView extends LitElement {
  static override styles = printViewStyles;

  private readonly store = new StoreController(this, (s) => [s.content, s.event?.name, s.derived?.problem, s.derived?.assignment]);
  private readonly l = new LocalizeController(this);
  private readonly lengthUnit = new LengthUnitController(this);
  private readonly versions = new VersionsController(this, this.store);

  /** Where the site serves the print pack's fonts. */
  @property({ attribute: 'font-base' }) fontBase = '/fonts/';
  @state() private kind: PrintKind = 'escort';
  @state() private labelSheet: LabelSheetId = DEFAULT_LABEL_SHEET;
  @state() private chartPaper: ChartPaper = 'A3';
  @state() private floorPlanPaper: FloorPlanPaper = 'A3';
  @state() private names = false;
  /** Escort list and table lists: by family name, or by first name where a venue wants it. */
  @state() private nameOrder: NameOrder = DEFAULT_NAME_ORDER;
  /** Print only what changed since the newest version marked printed (when there is one). */
  @state() private onlyChanged = false;
  /** The reprint for the plan and versions it was worked out from, kept while neither changes. */
  private reprintCache: { content: object; versions: object; reprint: Reprint | null } | null = null;
  /** Find my seat: the codes of the plan they were made for (made asynchronously), or why there are none. */
  @state() private findSeat: { key: unknown[]; codes?: FindSeatCode[]; tooLarge?: string } | null = null;

  /** The page-level rules (paper size, fonts) of the document shown, adopted by the document while shown. */
  private pageSheet: CSSStyleSheet | null = null;
  /** The drawn document, kept while nothing it is made of changes. */
  private drawn: { key: unknown[]; body: string; lang: string; dir: 'ltr' | 'rtl'; bodyClass: string; sheet: CSSStyleSheet } | null = null;

  /** Refits the page to the preview when the preview's width changes (a phone turned, a window resized). */
  private readonly resizes = new ResizeObserver(() => this.fitPreview());

  override connectedCallback() {
    super.connectedCallback();
    this.resizes.observe(this);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.resizes.disconnect();
    this.adoptPageSheet(null);
  }

  override render() {
    const state = this.store.state;
    const { t, n } = this.l;
    const plan = state ? openPrintPlan(state, this.withSeats) : null;
    if (!state || !plan) {
      return html`<div class="card empty">
        <h2>${t('printView.emptyTitle')}</h2>
        <p>${t('printView.emptyHint')}</p>
        <button class="btn primary" @click=${() => navigate(this, 'import')}>${t('seating.goImport')}</button>
      </div>`;
    }
    const reprint = this.reprintFor(plan, state.content!);
    const document = this.documentFor(plan, state.content!, reprint);
    const left = unseatedPeople(state);
    return html`
      <section class="card controls" aria-labelledby="print-title">
        <h2 id="print-title">${t('printView.title')}</h2>
        <div class="choices" role="radiogroup" aria-label=${t('printView.document')}>
          ${PRINT_KINDS.map(
            (kind) =>
              html`<label class="choice ${kind === this.kind ? 'chosen' : ''}">
                <input type="radio" name="kind" .checked=${kind === this.kind} @change=${() => (this.kind = kind)} />
                <span>${t(printTitleKey(kind))}</span>
              </label>`,
          )}
        </div>
        <div class="options">
          ${
            this.kind === 'escort' || this.kind === 'tables'
              ? html`<label
                  >${t('printView.nameOrder')}
                  <select @change=${(e: Event) => (this.nameOrder = (e.target as HTMLSelectElement).value as NameOrder)}>
                    ${NAME_ORDERS.map((order) => html`<option value=${order} ?selected=${order === this.nameOrder}>${t(`printView.nameOrders.${order}`)}</option>`)}
                  </select></label
                >`
              : nothing
          }
          ${
            this.kind === 'place-cards'
              ? html`<label
                  >${t('printView.labelSheet')}
                  <select @change=${(e: Event) => (this.labelSheet = (e.target as HTMLSelectElement).value as LabelSheetId)}>
                    ${LABEL_SHEETS.map((sheet) => html`<option value=${sheet.id} ?selected=${sheet.id === this.labelSheet}>${t(`printView.sheets.${sheet.id}`)}</option>`)}
                  </select></label
                >`
              : nothing
          }
          ${
            this.kind === 'chart'
              ? html`<label
                  >${t('printView.paper')}
                  <select @change=${(e: Event) => (this.chartPaper = (e.target as HTMLSelectElement).value as ChartPaper)}>
                    ${CHART_PAPERS.map((paper) => html`<option value=${paper} ?selected=${paper === this.chartPaper}>${paper}</option>`)}
                  </select></label
                >`
              : nothing
          }
          ${
            this.kind === 'floor-plan'
              ? html`<label
                    >${t('floorPlan.paper')}
                    <select @change=${(e: Event) => (this.floorPlanPaper = (e.target as HTMLSelectElement).value as FloorPlanPaper)}>
                      ${FLOOR_PLAN_PAPERS.map((paper) => html`<option value=${paper} ?selected=${paper === this.floorPlanPaper}>${paper}</option>`)}
                    </select></label
                  >
                  <label class="check"
                    ><input
                      type="checkbox"
                      .checked=${this.names}
                      @change=${(e: Event) => (this.names = (e.target as HTMLInputElement).checked)}
                    />
                    ${t('floorPlan.names')}</label
                  >`
              : nothing
          }
        </div>
        ${reprint ? this.renderReprint(reprint) : nothing}
        <div class="actions">
          <button class="btn primary" @click=${() => window.print()}>${t('printView.print')}</button>
          <button class="btn" @click=${this.saveHtml}>${t('printView.saveHtml')}</button>
          ${
            this.kind === 'caterer'
              ? html`<button class="btn" @click=${this.saveCatererCsv}>${t('printView.saveCsv')}</button>
                  <button class="btn" @click=${this.saveCatererWorkbook}>${t('printView.saveExcel')}</button>`
              : nothing
          }
          ${this.kind === 'floor-plan' ? html`<button class="btn" @click=${this.saveSvg}>${t('floorPlan.saveSvg')}</button>` : nothing}
        </div>
        ${left > 0 ? html`<p class="muted" role="note">${t('printView.unseated', { count: left, countText: n(left) })}</p>` : nothing}
        ${this.kind === 'find-seat' ? this.renderFindSeatLinks() : nothing}
      </section>
      <div class="preview" role="region" aria-label=${t('printView.preview', { document: t(printTitleKey(this.kind)) })} tabindex="0">
        <div class="print-html" lang=${document.lang} dir=${document.dir}>
          <div class="print-body ${document.bodyClass}">${unsafeHTML(document.body)}</div>
        </div>
      </div>
    `;
  }

  /** Everything, or only what changed since the newest version marked printed, with what that prints. */
  private renderReprint(reprint: Reprint) {
    const { t, lang } = this.l;
    const { counts } = reprint;
    const since = t('versions.reprint.changed', { name: versionName(reprint.since, t), date: whenText(reprint.since.printed!, lang) });
    const nothingChanged = counts.placeCards + counts.tables + counts.escort === 0;
    return html`<fieldset class="reprint">
      <legend>${t('versions.reprint.what')}</legend>
      <label class="check"
        ><input type="radio" name="reprint" .checked=${!this.onlyChanged} @change=${() => (this.onlyChanged = false)} />
        ${t('versions.reprint.all')}</label
      >
      <label class="check"
        ><input type="radio" name="reprint" .checked=${this.onlyChanged} @change=${() => (this.onlyChanged = true)} /> ${since}</label
      >
      ${
        this.onlyChanged
          ? html`<p class="muted" role="status">
              ${
                nothingChanged
                  ? t('versions.reprint.nothing')
                  : FILTERED_KINDS.includes(this.kind)
                    ? t('versions.reprint.count', {
                        placeCards: t('versions.reprint.placeCards', { count: counts.placeCards }),
                        tables: t('versions.reprint.tables', { count: counts.tables }),
                        escort: t('versions.reprint.escort', { count: counts.escort }),
                      })
                    : t('versions.reprint.wholeDocument')
              }
            </p>`
          : nothing
      }
    </fieldset>`;
  }

  /** The reprint since the newest printed version, worked out again only when the plan or the versions change. */
  private reprintFor(plan: PrintPlan, content: object): Reprint | null {
    const versions = this.versions.state?.versions ?? [];
    const cache = this.reprintCache;
    if (cache?.content === content && cache.versions === versions) return cache.reprint;
    const reprint = reprintOf(plan, versions);
    this.reprintCache = { content, versions, reprint };
    return reprint;
  }

  /** The guests' links under the choices, to copy or open and try before printing. */
  private renderFindSeatLinks() {
    const { t } = this.l;
    if (this.findSeat?.tooLarge !== undefined) {
      return html`<p class="problem" role="alert">${t('findSeat.print.tooLarge', { table: this.findSeat.tooLarge })}</p>`;
    }
    const codes = this.findSeat?.codes;
    if (!codes || codes.length === 0) return nothing;
    return html`<div class="links">
      <h3>${t('findSeat.view.linkTitle')}</h3>
      <p class="muted">${t('findSeat.view.linkHint')}</p>
      <ul>
        ${codes.map(
          (code) =>
            html`<li>
              ${codes.length > 1 ? html`<span class="range">${t('findSeat.view.range', { first: code.first, last: code.last })}</span>` : nothing}
              <code class="link" dir="ltr" title=${code.url}>${code.url}</code>
              <button class="btn small" @click=${() => void this.copyLink(code.url)}>${t('findSeat.view.copy')}</button>
              <a class="btn small" href=${code.url} target="_blank" rel="noopener">${t('findSeat.view.open')}</a>
            </li>`,
        )}
      </ul>
    </div>`;
  }

  private async copyLink(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      announce(this, this.l.t('findSeat.view.copied'));
    } catch {
      announce(this, this.l.t('findSeat.view.copyFailed'));
    }
  }

  /** Makes the find-my-seat codes when that document is chosen and the plan or language changed since. */
  override willUpdate() {
    if (this.kind !== 'find-seat') return;
    const state = this.store.state;
    const plan = state ? openPrintPlan(state) : null;
    if (!plan) return;
    const language = this.l.lang as 'en' | 'he';
    // The guests' page is on the planner's own site, where its fonts are (an embed's too), not the host page's.
    const origin = new URL(this.fontBase, location.href).origin;
    const key = [state!.content, plan.eventName, language, origin];
    if (this.findSeat && key.every((part, i) => part === this.findSeat!.key[i])) return;
    this.findSeat = { key };
    openFindSeatCodes(plan, language, origin).then(
      (codes) => {
        if (this.findSeat?.key === key) this.findSeat = { key, codes };
      },
      (error: unknown) => {
        if (!(error instanceof FindSeatTooLarge)) throw error;
        if (this.findSeat?.key === key) this.findSeat = { key, tooLarge: error.table };
      },
    );
  }

  override updated() {
    if (this.drawn && this.shadowRoot) {
      const sheets = (this.constructor as typeof PrintView).elementStyles.map((s) => (s instanceof CSSStyleSheet ? s : s.styleSheet!));
      this.shadowRoot.adoptedStyleSheets = [...sheets, this.drawn.sheet];
    }
    this.fitPreview();
  }

  /**
   * A page wider than the preview (A4 on a phone) is shown scaled down to its width, whole, as a
   * print preview is: never a wider page to scroll sideways. Zoom, not a transform, so the preview
   * scrolls over the scaled height. Printing ignores it (print-view.styles.ts).
   */
  private fitPreview() {
    const preview = this.renderRoot.querySelector<HTMLElement>('.preview');
    const page = preview?.querySelector<HTMLElement>('.print-html');
    if (!preview || !page) return;
    page.style.removeProperty('zoom');
    const room = preview.clientWidth;
    const wide = page.scrollWidth;
    if (room > 0 && wide > room) page.style.setProperty('zoom', String(Math.floor((room / wide) * 1000) / 1000));
  }

  /** The chosen document and its options, in the interface's language. */
  private get options() {
    const reprint = this.reprintCache?.reprint;
    const only = this.onlyChanged && reprint && FILTERED_KINDS.includes(this.kind) ? reprint.filter : undefined;
    return {
      ...(only ? { only } : {}),
      kind: this.kind,
      language: this.l.lang as 'en' | 'he',
      labelSheet: this.labelSheet,
      chartPaper: this.chartPaper,
      floorPlanPaper: this.floorPlanPaper,
      names: this.names,
      nameOrder: this.nameOrder,
      unit: this.lengthUnit.unit,
      findSeatCodes: this.kind === 'find-seat' ? this.findSeat?.codes : undefined,
    };
  }

  /** Only the floor plan with names shows who sits on which seat. */
  private get withSeats() {
    return this.kind === 'floor-plan' && this.names;
  }

  /** The document for the chosen options: made again only when the plan or an option changed. */
  private documentFor(plan: NonNullable<ReturnType<typeof openPrintPlan>>, content: object, reprint: Reprint | null) {
    const options = this.options;
    const key = [content, plan.eventName, reprint, options.only, ...Object.values(options), this.fontBase];
    if (this.drawn?.key.length === key.length && key.every((part, i) => part === this.drawn!.key[i])) return this.drawn;
    const printed = printDocument(plan, { ...options, fontBase: this.fontBase }, this.l.t);
    const { element, document: pageRules } = splitPrintCss(printed.allCss);
    this.adoptPageSheet(pageRules);
    this.drawn = { key, body: printed.body, lang: printed.language, dir: printed.dir, bodyClass: printed.bodyClass, sheet: element };
    return this.drawn;
  }

  private adoptPageSheet(sheet: CSSStyleSheet | null) {
    const others = document.adoptedStyleSheets.filter((s) => s !== this.pageSheet);
    this.pageSheet = sheet;
    document.adoptedStyleSheets = sheet ? [...others, sheet] : others;
  }

  /** Saves a file made from the open event's plan, and says which. */
  private async save(make: (plan: PrintPlan) => string | Promise<string>) {
    const plan = this.store.state ? openPrintPlan(this.store.state, this.withSeats) : null;
    if (!plan) return;
    announce(this, this.l.t('export.done', { file: await make(plan) }));
  }

  private readonly saveHtml = () => this.save((plan) => downloadPrintPage(plan, this.options, this.l.t));
  private readonly saveSvg = () => this.save((plan) => downloadFloorPlanSvg(plan, this.options, this.l.t));
  private readonly saveCatererCsv = () => this.save((plan) => downloadCatererCsv(plan, this.l.t));
  private readonly saveCatererWorkbook = () => this.save((plan) => downloadCatererWorkbook(plan, this.l.t, this.l.lang === 'he'));
}

declare global {
  interface HTMLElementTagNameMap {
    'print-view': PrintView;
  }
}
