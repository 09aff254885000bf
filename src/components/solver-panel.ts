/**
 * Start and stop the solver, choose its time budget, and follow its progress: the best penalty
 * so far against the proven lower bound. Progress reaches screen readers through a polite live
 * region, a few times a minute at most; the outcome is announced once.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { StoreController } from '../controllers/store-controller.ts';
import { SolverController } from '../controllers/solver-controller.ts';
import { LocalizeController } from '../controllers/localize-controller.ts';
import type { SolverOutcome } from '../state/solver-session.ts';
import { announce } from './events.ts';
import { solverPanelStyles } from './solver-panel.styles.ts';

/** Time budgets offered, in seconds. */
const BUDGETS = [2, 5, 10, 30, 60, 120];
const SPOKEN_PROGRESS_INTERVAL_MS = 10_000;

@customElement('solver-panel')
export class SolverPanel extends LitElement {
  static override styles = solverPanelStyles;

  private readonly store = new StoreController(this);
  private readonly solver = new SolverController(this, this.store);
  private readonly l = new LocalizeController(this);
  @state() private spoken = '';
  private lastSpoken = 0;

  override render() {
    const planner = this.store.planner;
    const content = this.store.state?.content;
    const derived = this.store.state?.derived;
    const session = this.solver.state;
    if (!planner || !session) return nothing;
    const { t, n } = this.l;
    const running = session.phase !== 'idle';
    const solvable = !!derived?.problem;
    const seconds = (content?.solver.timeLimitMs ?? 5000) / 1000;
    const progress = session.progress;
    const penalty = running ? progress?.penalty : derived?.evaluation?.penalty;
    const bound = running ? progress?.lowerBound : derived?.lowerBound;
    return html`
      <section class="card panel" aria-labelledby="solver-title" part="panel">
        <div class="row">
          <h2 id="solver-title">${t('solver.title')}</h2>
          ${
            running
              ? html`<button class="btn danger" @click=${() => planner.solver.stop()} ?disabled=${session.phase === 'stopping'}>
                  ${t('solver.stop')}
                </button>`
              : html`<button class="btn primary" @click=${this.start} ?disabled=${!solvable}>
                  ${t(content && Object.keys(content.seating).length === content.guests.length ? 'solver.improve' : 'solver.start')}
                </button>`
          }
          <label for="budget">${t('solver.budget')}</label>
          <select id="budget" ?disabled=${running} @change=${this.onBudget}>
            ${BUDGETS.map((s) => html`<option value=${s} ?selected=${s === seconds}>${t('solver.seconds', { count: s, countText: n(s) })}</option>`)}
            ${BUDGETS.includes(seconds) ? nothing : html`<option value=${seconds} selected>${t('solver.seconds', { count: seconds, countText: n(seconds) })}</option>`}
          </select>
        </div>
        ${solvable ? nothing : html`<p class="muted">${t('solver.needFiles')}</p>`}
        ${running ? html`<progress max=${seconds * 1000} value=${Math.min(progress?.elapsedMs ?? 0, seconds * 1000)} aria-label=${t('solver.progressLabel')}></progress>` : nothing}
        ${
          penalty !== undefined && bound !== undefined && bound !== null
            ? html`<dl class="stats">
                <div>
                  <dt>${running ? t('solver.bestSoFar') : t('solver.penalty')}</dt>
                  <dd>${n(penalty)}</dd>
                </div>
                <div>
                  <dt>${t('solver.lowerBound')}</dt>
                  <dd>${n(bound)}</dd>
                </div>
                ${
                  running
                    ? html`<div>
                        <dt>${t('solver.elapsed')}</dt>
                        <dd>
                          ${t('solver.secondsShort', { value: n((progress?.elapsedMs ?? 0) / 1000, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) })}
                        </dd>
                      </div>`
                    : nothing
                }
              </dl>`
            : nothing
        }
        ${!running && session.outcome ? this.renderOutcome(session.outcome) : nothing}
        <div class="visually-hidden" role="status" aria-live="polite">${this.spoken}</div>
      </section>
    `;
  }

  /** The live region speaks the progress now and then, decided before drawing so no update starts another. */
  override willUpdate() {
    const session = this.solver.state;
    if (session?.phase === 'running' && session.progress && performance.now() - this.lastSpoken > SPOKEN_PROGRESS_INTERVAL_MS) {
      this.lastSpoken = performance.now();
      this.spoken = this.l.t('solver.progressSpoken', {
        penalty: this.l.n(session.progress.penalty),
        bound: this.l.n(session.progress.lowerBound),
      });
    }
  }

  private renderOutcome(outcome: SolverOutcome) {
    const { t, n } = this.l;
    if (outcome.kind === 'applied') {
      return html`<p class="outcome">
        ${t(outcome.optimal ? 'solver.outcome.optimal' : 'solver.outcome.applied', { penalty: n(outcome.penalty), bound: n(outcome.lowerBound) })}
      </p>`;
    }
    return html`<p class="outcome bad">
      ${t(`solver.outcome.${outcome.kind}`, outcome.kind === 'failed' ? { detail: outcome.detail } : {})}
    </p>`;
  }

  private async start() {
    const planner = this.store.planner;
    if (!planner) return;
    const { t, n } = this.l;
    this.lastSpoken = performance.now();
    announce(this, t('solver.started'));
    const outcome = await planner.solver.start();
    announce(
      this,
      outcome.kind === 'applied'
        ? t(outcome.optimal ? 'solver.outcome.optimal' : 'solver.outcome.applied', {
            penalty: n(outcome.penalty),
            bound: n(outcome.lowerBound),
          })
        : t(`solver.outcome.${outcome.kind}`, outcome.kind === 'failed' ? { detail: outcome.detail } : {}),
    );
  }

  private async onBudget(event: Event) {
    const seconds = Number((event.target as HTMLSelectElement).value);
    await this.store.planner?.store.setTimeLimit(seconds * 1000);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'solver-panel': SolverPanel;
  }
}
