/**
 * Why a `.seating` file was not opened: what is wrong with it, each problem at its place in the
 * file (a JSON pointer), and what to do. Nothing open was changed, and it says so.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { issueMessage } from '../../i18n/format-issue.ts';
import type { EventFileIssue, EventFileReading } from '../../state/event-file.ts';
import { emit } from '../ui/events.ts';
import { fileRefusalStyles } from './file-refusal.styles.ts';
import { isolateText } from '../../i18n/localizer.ts';
import { wholeFileNames } from '../ui/whole-file-names.ts';

/** More problems than this are counted, not listed: the first ones say enough to act. */
const SHOWN_ISSUES = 6;

export type RefusedReading = Extract<EventFileReading, { kind: 'refused' }>;

@customElement('file-refusal')
export class FileRefusal extends LitElement {
  static override styles = fileRefusalStyles;

  private readonly l = new LocalizeController(this);

  /** The refused file, as readEventFile described it. */
  @property({ attribute: false }) reading: RefusedReading | null = null;

  override render() {
    const reading = this.reading;
    if (!reading) return nothing;
    const { t } = this.l;
    // The file name keeps its own direction inside a sentence of the other one.
    const file = isolateText(reading.fileName);
    const hidden = reading.issues.length - SHOWN_ISSUES;
    return html`<section role="alert" aria-labelledby="title">
      <h2 id="title">${wholeFileNames(t('eventFile.refused.title', { file }))}</h2>
      <p>${t(`eventFile.refused.${reading.reason}`)}</p>
      ${
        reading.issues.length
          ? html`<ul>
              ${reading.issues.slice(0, SHOWN_ISSUES).map((issue) => html`<li>${this.issueText(issue)}</li>`)}
              ${hidden > 0 ? html`<li class="more">${t('eventFile.refused.more', { count: hidden })}</li>` : nothing}
            </ul>`
          : nothing
      }
      <p class="todo">${t(`eventFile.refused.${reading.reason}Todo`)}</p>
      <div class="row">
        <button class="btn small" @click=${() => emit(this, 'file-refusal-dismiss')}>${t('common.dismiss')}</button>
      </div>
    </section>`;
  }

  private issueText(issue: EventFileIssue): string {
    const { t } = this.l;
    const message = issue.issue ? issueMessage(issue.issue, t) : t(issue.key, issue.params);
    // A JSON pointer reads left to right in a Hebrew sentence too.
    return issue.path
      ? t('eventFile.refused.at', { path: `\u2066${issue.path}\u2069`, message })
      : t('eventFile.refused.whole', { message });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'file-refusal': FileRefusal;
  }
  interface HTMLElementEventMap {
    /** The planner read the refusal and closes it. */
    'file-refusal-dismiss': CustomEvent<null>;
  }
}
