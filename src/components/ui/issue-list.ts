/**
 * The problems an import found, each with its file, line and column, errors first, grouped by kind. When there is
 * an error the heading says that nothing was changed, so the user knows the workspace is intact.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { groupedByKind, type Issue } from '../../model/issues.ts';
import { formatIssue } from '../../i18n/format-issue.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { issueListStyles } from './issue-list.styles.ts';
import { wholeFileNames } from './whole-file-names.ts';

/** How many problems to list before summarising the rest (a broken 10,000-row file can have many). */
const SHOWN = 200;

@customElement('issue-list')
export class IssueList extends LitElement {
  static override styles = issueListStyles;

  private readonly l = new LocalizeController(this);

  @property({ attribute: false }) issues: readonly Issue[] = [];

  override render() {
    if (this.issues.length === 0) return nothing;
    const { t, n } = this.l;
    const errors = this.issues.filter((i) => i.severity === 'error');
    const ordered = groupedByKind(this.issues);
    const fileName = this.issues[0]?.fileName ?? '';
    const heading = errors.length
      ? t('issues.errorsHeading', { count: errors.length, countText: n(errors.length), file: fileName })
      : t('issues.warningsHeading', { count: this.issues.length, countText: n(this.issues.length), file: fileName });
    return html`
      <div class="box ${errors.length ? 'error' : 'warning'}" role=${errors.length ? 'alert' : 'status'} part="box">
        <h3>${wholeFileNames(heading)}</h3>
        <ul>
          ${ordered.slice(0, SHOWN).map((issue) => html`<li class="sev-${issue.severity}">${wholeFileNames(formatIssue(issue, t))}</li>`)}
        </ul>
        ${ordered.length > SHOWN ? html`<p>${t('issues.more', { count: ordered.length - SHOWN, countText: n(ordered.length - SHOWN) })}</p>` : nothing}
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'issue-list': IssueList;
  }
}
