/**
 * Step one of the plan: the guests file, the tables file and, optionally, a seating plan saved
 * earlier. Each file is checked whole; its problems are listed by line and column, and a file with
 * an error changes nothing.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { StoreController } from '../controllers/store-controller.ts';
import { LocalizeController } from '../controllers/localize-controller.ts';
import type { ImportKind } from '../state/read-import.ts';
import { hasContent } from '../state/planner-store.ts';
import type { FileChosenDetail } from './file-drop.ts';
import { announce, navigate } from './events.ts';
import { importPanelStyles } from './import-panel.styles.ts';
import './file-drop.ts';
import './issue-list.ts';

@customElement('import-panel')
export class ImportPanel extends LitElement {
  static override styles = importPanelStyles;

  private readonly store = new StoreController(this);
  private readonly l = new LocalizeController(this);

  /** Where the example CSV files are published. */
  @property({ attribute: 'examples-base' }) examplesBase = '/examples/';
  /** The demo address; empty hides the demo link (an embed may not have one). */
  @property({ attribute: 'demo-href' }) demoHref = '?demo=1';

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
    return html`
      ${hasContent(content) ? nothing : this.renderWelcome()}
      <div class="files">
        <div class="file">
          <file-drop
            kind="guests"
            step="1"
            .loadedName=${guests.length ? (content?.sources.guests ?? t('import.loadedUnnamed')) : null}
            summary=${guests.length ? t('import.guestsSummary', { bookings: guests.length, guests: guestCount }) : ''}
            @file-chosen=${(e: HTMLElementEventMap['file-chosen']) => this.onFile('guests', e.detail)}
          ></file-drop>
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
          <issue-list .issues=${state.importIssues.tables}></issue-list>
        </div>
      </div>
      ${
        ready
          ? html`
              <div class="card next">
                <span>${t('import.readyText')}</span>
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
    `;
  }

  private renderWelcome() {
    const { t } = this.l;
    const ex = (file: string) => `${this.examplesBase}${file}`;
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
          <a href=${ex('wedding-150-guests.csv')} download>${t('welcome.exampleGuests')}</a>
          <a href=${ex('wedding-150-tables.csv')} download>${t('welcome.exampleTables')}</a>
        </div>
        <p class="muted">${t('welcome.privacy')}</p>
      </section>
    `;
  }

  private async onFile(kind: ImportKind, detail: FileChosenDetail) {
    const planner = this.store.planner;
    if (!planner) return;
    // The CSV layer (papaparse) is loaded with the first file, not with the page.
    const { readImport } = await import('../state/read-import.ts');
    const file = readImport(kind, detail.bytes, detail.fileName, planner.store.state.content);
    const { applied, issues } = await planner.store.importFile(file);
    const errors = issues.filter((i) => i.severity === 'error').length;
    const { t, n } = this.l;
    announce(
      this,
      applied
        ? t(`import.${kind}.done`, {
            file: detail.fileName,
            count: planner.store.state.content?.[kind === 'tables' ? 'tables' : 'guests'].length ?? 0,
          })
        : t('import.refused', { file: detail.fileName, count: errors, countText: n(errors) }),
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'import-panel': ImportPanel;
  }
}
