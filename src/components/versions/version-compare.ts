/**
 * One comparison of two plans in words: who moved from which table to which, who was added or
 * removed, who changed seats at the same table, and which tables changed. The arrow points the
 * way the language reads ("Table 3 → Table 7"; in Hebrew "שולחן 3 ← שולחן 7").
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import type { SeatingDiff } from '../../model/seating-diff.ts';
import { versionCompareStyles } from './version-compare.styles.ts';

@customElement('version-compare')
export class VersionCompare extends LitElement {
  static override styles = versionCompareStyles;

  private readonly l = new LocalizeController(this);

  /** What changed from the older side to the newer one (diffSeatings). */
  @property({ attribute: false }) diff: SeatingDiff | null = null;

  override render() {
    const diff = this.diff;
    if (!diff) return nothing;
    const { t, list } = this.l;
    const table = (name: string | null) => html`<bdi>${name ?? t('versions.compare.noTable')}</bdi>`;
    const arrow = t('versions.arrow');
    const seats = (numbers: readonly number[]) => t('versions.compare.seats', { seats: list(numbers.map((seat) => this.l.n(seat))) });
    const same = diff.added.length + diff.removed.length + diff.moved.length + diff.reseated.length === 0;
    if (same) return html`<p class="same" role="status">${t('versions.compare.same')}</p>`;
    return html`
      ${
        diff.tablesChanged.length > 0
          ? html`<p class="tables">
              ${t('versions.compare.tablesChanged')} ${diff.tablesChanged.map((name, i) => html`${i > 0 ? ', ' : ''}<bdi>${name}</bdi>`)}
            </p>`
          : nothing
      }
      ${this.section(
        'moved',
        diff.moved.map(
          (m) =>
            html`<span class="name"><bdi>${m.booking}</bdi></span
              >: ${table(m.from)} ${arrow} ${table(m.to)}`,
        ),
      )}
      ${this.section(
        'added',
        diff.added.map(
          (b) =>
            html`<span class="name"><bdi>${b.booking}</bdi></span
              >: ${table(b.table)}`,
        ),
      )}
      ${this.section(
        'removed',
        diff.removed.map(
          (b) =>
            html`<span class="name"><bdi>${b.booking}</bdi></span
              >: ${table(b.table)}`,
        ),
      )}
      ${this.section(
        'reseated',
        diff.reseated.map(
          (r) =>
            html`<span class="name"><bdi>${r.booking}</bdi></span
              >: ${table(r.table)}, ${seats(r.from)} ${arrow} ${seats(r.to)}`,
        ),
      )}
    `;
  }

  private section(kind: 'moved' | 'added' | 'removed' | 'reseated', items: unknown[]) {
    if (items.length === 0) return nothing;
    return html`<section>
      <h3>${this.l.t(`versions.compare.${kind}`, { count: items.length })}</h3>
      <ul>
        ${items.map((item) => html`<li>${item}</li>`)}
      </ul>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'version-compare': VersionCompare;
  }
}
