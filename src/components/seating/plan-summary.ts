/**
 * The plan in words, above the tables: how many guests are seated, which groups were kept whole and
 * which were split (because no table can hold them, or by choice, each named with its tables), the
 * conflicts left, the wishes not met, and how far at most the plan is from the best possible one,
 * with the sentence that says why; before anyone is seated, only that, and when there are more guests
 * than seats, by how many and what helps. The penalty is in the breakdown's "Details", for experts. The figures come
 * from the one summary (state/plan-summary.ts) and the words from i18n/plan-summary-words.ts, which
 * the command line prints too.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, query } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { planSummaryWords, splitByChoice } from '../../i18n/plan-summary-words.ts';
import type { PlanSummaryJson } from '../../contract/plan-summary.ts';
import { hasSoftWishes } from '../../state/unmet-wishes.ts';
import { shownPlanSummary } from '../../state/plan-summary.ts';
import { placedBookings, seatCount, type SeatCount } from '../../state/seat-count.ts';
import { emit, navigate } from '../ui/events.ts';
import type { TableEditor } from '../tables/table-editor.ts';
import '../tables/table-editor.ts';
import { planSummaryStyles } from './plan-summary.styles.ts';
import { isolateText as isolate } from '../../i18n/localizer.ts';

/** Names and tables keep their own direction inside a sentence of the other one. */
/** A list of names runs in the interface's direction (right-to-left or left-to-right isolate). */
const isolateListFor = (dir: 'ltr' | 'rtl') => (text: string) => `${dir === 'rtl' ? '\u2067' : '\u2066'}${text}\u2069`;

@customElement('plan-summary')
export class PlanSummary extends LitElement {
  static override styles = planSummaryStyles;

  private readonly store = new StoreController(this, (s) => [
    s.derived?.problem,
    s.derived?.assignment,
    s.derived?.evaluation,
    s.derived?.lowerBound,
    s.content?.tables,
    s.content?.guests,
    s.content?.seating,
  ]);
  private readonly l = new LocalizeController(this);
  @query('table-editor') private editor?: TableEditor;

  /**
   * Drawn in a task of its own: a solver result also redraws the tables, and the two together
   * would hold the page longer than 50 ms on a 2,000-booking event.
   */
  protected override async scheduleUpdate(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve));
    await super.scheduleUpdate();
  }

  override render() {
    const derived = this.store.state?.derived;
    const shown = shownPlanSummary(derived);
    if (!shown || !derived?.problem) return nothing;
    const { summary, penalty, lowerBound } = shown;
    const { t, lang } = this.l;
    const isolateList = isolateListFor(this.l.localizer?.dir ?? 'ltr');
    const words = planSummaryWords(summary, penalty, lowerBound, { t, lang, isolate, isolateList });
    const everyoneSeated = summary.guests_seated === summary.guests_total;
    const content = this.store.state?.content;
    const shortfall = content ? this.renderShortfall(seatCount(content, derived.problem)) : nothing;
    // Before a plan, there is nothing to count but the guests waiting (and the seats they lack).
    if (content && placedBookings(content) === 0)
      return html`<section class="card panel" aria-labelledby="plan-title" part="panel">
        <h2 id="plan-title">${t('planSummary.title')}</h2>
        <ul class="facts">
          <li class="info" data-fact="seated">
            ${
              summary.guests_seated === 0
                ? t('words.nobodySeated', { total: summary.guests_total })
                : t('words.pinnedOnly', { seated: summary.guests_seated, total: summary.guests_total })
            }
          </li>
          ${shortfall}
        </ul>
      </section>`;
    return html`<section class="card panel" aria-labelledby="plan-title" part="panel">
      <h2 id="plan-title">${t('planSummary.title')}</h2>
      <ul class="facts">
        <li class=${everyoneSeated ? 'ok' : 'bad'} data-fact="seated">${words.seated()}</li>
        ${shortfall} ${summary.groups_total === 0 ? nothing : this.renderGroups(summary, words)}
        <li class=${summary.conflicts > 0 ? 'bad' : 'ok'} data-fact="conflicts">
          ${words.conflicts()}
          ${
            summary.conflict_pairs.length > 0
              ? html`<ul class="names">
                  ${summary.conflict_pairs.map((pair) => html`<li>${words.conflictPair(pair)}</li>`)}
                </ul>`
              : nothing
          }
        </li>
        ${summary.reserved_elsewhere.map(
          (item) => html`<li class="warn" data-fact="reserved-elsewhere">${words.reservedElsewhere(item)}</li>`,
        )}
        ${
          hasSoftWishes(derived.problem)
            ? html`<li class=${summary.unmet_wishes > 0 ? 'warn' : 'ok'} data-fact="wishes">
                ${words.unmet()}
                ${
                  summary.unmet_wishes > 0
                    ? html`<button class="btn small" @click=${() => emit(this, 'unmet-wishes-show')}>${t('planSummary.showUnmet')}</button>`
                    : nothing
                }
              </li>`
            : nothing
        }
        <li class=${summary.gap_percent === 0 ? 'ok' : 'info'} data-fact="gap">
          ${words.gap()}
          <details>
            <summary>${t('planSummary.why')}</summary>
            <p>${words.gapWhy()}</p>
          </details>
        </li>
      </ul>
    </section>`;
  }

  /** Which groups were kept whole and which were split, and where; an event without groups has no such line. */
  private renderGroups(summary: PlanSummaryJson, words: ReturnType<typeof planSummaryWords>) {
    const { t } = this.l;
    const split = splitByChoice(summary);
    return html`<li class=${summary.groups_split > 0 ? 'warn' : 'ok'} data-fact="groups">
      ${words.groups()}
      ${
        split.length > 0
          ? html`<details>
              <summary>${t('planSummary.splitList')}</summary>
              <ul class="names">
                ${split.map((s) => html`<li class="chosen">${words.splitGroup(s)}</li>`)}
              </ul>
            </details>`
          : nothing
      }
      ${
        summary.groups_split_unavoidable > 0
          ? html`<details>
              <summary>${t('planSummary.why')}</summary>
              <p>${t('planSummary.unavoidableWhy')}</p>
            </details>`
          : nothing
      }
    </li>`;
  }

  /** "6 more guests than seats: add a table or seats", with the two things that help; nothing when every guest can have a seat. */
  private renderShortfall(count: SeatCount) {
    if (count.short === 0) return nothing;
    const { t, n } = this.l;
    return html`<li class="bad" data-fact="shortfall">
      <strong>${t('words.shortfall', { count: count.short, countText: n(count.short) })}</strong>
      <span class="muted">${t('words.shortfallFigures', { people: count.people, seats: count.seats })}</span>
      ${count.heldEmpty > 0 ? html`<span class="muted">${t('words.heldEmpty', { count: count.heldEmpty, countText: n(count.heldEmpty) })}</span>` : nothing}
      <span class="actions">
        <button class="btn small primary" @click=${(e: Event) => void this.editor?.open(null, e.currentTarget as HTMLElement)}>
          ${t('words.addTable')}
        </button>
        <button class="btn small" @click=${() => navigate(this, 'guests')}>${t('words.addSeats')}</button>
      </span>
      <table-editor></table-editor>
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'plan-summary': PlanSummary;
  }
  interface HTMLElementEventMap {
    /** The planner asked to see which wishes are not met. */
    'unmet-wishes-show': CustomEvent<null>;
  }
}
