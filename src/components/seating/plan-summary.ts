/**
 * The plan in words, above the tables: how many guests are seated, which groups were kept whole and
 * which were split (because no table can hold them, or by choice, each named with its tables), the
 * conflicts left, the wishes not met, and how far at most the plan is from the best possible one,
 * with the sentence that says why. The penalty stays one click away for experts. The figures come
 * from the one summary (state/plan-summary.ts) and the words from i18n/plan-summary-words.ts, which
 * the command line prints too.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { planSummaryWords, splitInOrder } from '../../i18n/plan-summary-words.ts';
import { hasSoftWishes } from '../../state/unmet-wishes.ts';
import { shownPlanSummary } from '../../state/plan-summary.ts';
import { emit } from '../ui/events.ts';
import { planSummaryStyles } from './plan-summary.styles.ts';

/** Names and tables keep their own direction inside a sentence of the other one. */
const isolate = (text: string) => `\u2068${text}\u2069`;
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
  ]);
  private readonly l = new LocalizeController(this);

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
    const split = splitInOrder(summary);
    return html`<section class="card panel" aria-labelledby="plan-title" part="panel">
      <h2 id="plan-title">${t('planSummary.title')}</h2>
      <ul class="facts">
        <li class=${everyoneSeated ? 'ok' : 'bad'} data-fact="seated">${words.seated()}</li>
        <li class=${summary.groups_split > 0 ? 'warn' : 'ok'} data-fact="groups">
          ${words.groups()}
          ${
            split.length > 0
              ? html`<details>
                  <summary>${t('planSummary.splitList')}</summary>
                  <ul class="names">
                    ${split.map((s) => html`<li class=${s.unavoidable ? 'unavoidable' : 'chosen'}>${words.splitGroup(s)}</li>`)}
                  </ul>
                  ${summary.groups_split_unavoidable > 0 ? html`<p class="muted">${t('planSummary.unavoidableWhy')}</p>` : nothing}
                </details>`
              : nothing
          }
        </li>
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
      <details class="expert">
        <summary>${t('planSummary.expert')}</summary>
        <p>${words.penalty()}</p>
      </details>
    </section>`;
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
