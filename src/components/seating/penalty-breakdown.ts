/**
 * The one expert "Details" disclosure, closed at first: the penalty split by objective term (what each
 * term counts, its weight and the points it adds) beside the proven lower bound, so an expert sees how
 * much of the penalty is unavoidable; everything else in the planner speaks in words. Only the
 * terms that can apply to the event are listed (no seat terms without seat numbers, no wish terms
 * without wishes), and below it the wishes left unmet, in words.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { SCALING, SEAT_TERM_IDS, TERMS, type TermId } from '../../contract/objective.ts';
import type { Problem } from '../../model/problem.ts';
import { wishesOf } from '../../model/wishes.ts';
import { hasSeats } from '../../state/seat-numbers.ts';
import type { EventContent } from '../../model/event-content.ts';
import { StoreController } from '../../controllers/store-controller.ts';
import type { Score } from '../../solver/index.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { penaltyBreakdownStyles } from './penalty-breakdown.styles.ts';
import './unmet-wish-list.ts';

/**
 * Whether a term can count anything in this event: seat terms need seat numbers, wish terms a wish of
 * their kind. Without the event (an element used alone) every term applies.
 */
function termApplies(id: TermId, content: EventContent | null | undefined, problem: Problem | null | undefined): boolean {
  if (!content || !problem) return true;
  if ((SEAT_TERM_IDS as readonly TermId[]).includes(id)) return hasSeats(content);
  if (id === 'prefer' || id === 'prefer_apart') return wishesOf(problem, id).length > 0;
  if (id === 'likes') return problem.bookings.some((b) => (b.likes?.length ?? 0) > 0);
  return true;
}

@customElement('penalty-breakdown')
export class PenaltyBreakdown extends LitElement {
  static override styles = penaltyBreakdownStyles;

  private readonly l = new LocalizeController(this);
  private readonly store = new StoreController(this, (s) => [s.content?.seats, s.derived?.problem]);

  @property({ attribute: false }) score: Score | null = null;
  @property({ attribute: false }) lowerBound: number | null = null;

  /** Brings the list of unmet wishes into view (the plan summary links to it). */
  async showUnmetWishes(): Promise<void> {
    await this.updateComplete;
    await this.renderRoot.querySelector('unmet-wish-list')?.show();
  }

  override render() {
    const { t, n } = this.l;
    if (!this.score) return nothing;
    const score = this.score;
    const optimal = this.lowerBound !== null && score.penalty <= this.lowerBound;
    const state = this.store.state;
    const terms = TERMS.filter((term) => score.terms[term.id] !== 0 || termApplies(term.id, state?.content, state?.derived?.problem));
    return html`
      <details class="card panel expert" part="panel">
        <summary>${t('words.details')}</summary>
        <h2 id="breakdown-title">${t('breakdown.title')}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">${t('breakdown.term')}</th>
              <th scope="col" class="num">${t('breakdown.count')}</th>
              <th scope="col" class="num">${t('breakdown.points')}</th>
            </tr>
          </thead>
          <tbody>
            ${terms.map(
              (term) =>
                html`<tr class="term">
                    <th scope="row">${t(`terms.${term.id}.name`)}</th>
                    <td class="num">${n(score.terms[term.id])}</td>
                    <td class="num">${n(term.weight * score.terms[term.id] * SCALING.factor, { maximumFractionDigits: 1 })}</td>
                  </tr>
                  <tr class="per-row">
                    <td colspan="3" class="per">${t(`terms.${term.id}.per`, { weight: n(term.weight) })}</td>
                  </tr>`,
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colspan="2">${t('breakdown.total')}</th>
              <td class="num">${n(score.penalty)}</td>
            </tr>
            ${
              this.lowerBound !== null
                ? html`<tr>
                    <th scope="row" colspan="2">${t('breakdown.lowerBound')}</th>
                    <td class="num">${n(this.lowerBound)}</td>
                  </tr>`
                : nothing
            }
          </tfoot>
        </table>
        ${
          optimal
            ? html`<p><span class="badge">${t('breakdown.optimal')}</span></p>`
            : this.lowerBound !== null
              ? html`<p class="muted">${t('breakdown.gap', { gap: score.penalty - this.lowerBound, bound: n(this.lowerBound) })}</p>`
              : nothing
        }
      </details>
      <unmet-wish-list></unmet-wish-list>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'penalty-breakdown': PenaltyBreakdown;
  }
}
