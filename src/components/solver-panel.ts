/**
 * Start and stop the solver, choose its time budget, and follow its progress: the best penalty
 * so far against the proven lower bound. Once a plan exists, late changes keep it: "Seat the
 * changes" seats the bookings without a table moving as few others as it can, and "Improve, moving
 * at most N people" trades moves for a better plan; their outcome says both. Progress reaches
 * screen readers through a polite live region, a few times a minute at most; the outcome is
 * announced once.
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
/** People "Improve, moving at most N people" offers to move at first. */
const DEFAULT_MAX_MOVES = 10;

type Run = 'solve' | 'seat-changes' | 'improve';

@customElement('solver-panel')
export class SolverPanel extends LitElement {
  static override styles = solverPanelStyles;

  private readonly store = new StoreController(this);
  private readonly solver = new SolverController(this, this.store);
  private readonly l = new LocalizeController(this);
  @state() private spoken = '';
  @state() private maxMoves = DEFAULT_MAX_MOVES;
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
    const seated = content ? Object.keys(content.seating).length : 0;
    // A plan the guests may know exists once someone sits at a table they are not pinned to (pins seat
    // themselves on import); bookings without a table are then the changes.
    const placed = content ? content.guests.filter((g) => g.table === null && content.seating[g.name] !== undefined).length : 0;
    const changes = placed > 0 && content !== undefined && content !== null && seated < content.guests.length;
    return html`
      <section class="card panel" aria-labelledby="solver-title" part="panel">
        <div class="row">
          <h2 id="solver-title">${t('solver.title')}</h2>
          ${
            running
              ? html`<button class="btn danger" @click=${() => planner.solver.stop()} ?disabled=${session.phase === 'stopping'}>
                  ${t('solver.stop')}
                </button>`
              : changes
                ? html`<button class="btn primary" @click=${() => this.run('seat-changes')} ?disabled=${!solvable}>
                      ${t('solver.seatChanges')}
                    </button>
                    <button class="btn" @click=${() => this.run('solve')} ?disabled=${!solvable}>${t('solver.reseatEveryone')}</button>`
                : html`<button class="btn primary" @click=${() => this.run('solve')} ?disabled=${!solvable}>
                    ${t(content && seated === content.guests.length ? 'solver.improve' : 'solver.start')}
                  </button>`
          }
          <label for="budget">${t('solver.budget')}</label>
          <select id="budget" ?disabled=${running} @change=${this.onBudget}>
            ${BUDGETS.map((s) => html`<option value=${s} ?selected=${s === seconds}>${t('solver.seconds', { count: s, countText: n(s) })}</option>`)}
            ${BUDGETS.includes(seconds) ? nothing : html`<option value=${seconds} selected>${t('solver.seconds', { count: seconds, countText: n(seconds) })}</option>`}
          </select>
        </div>
        ${solvable ? nothing : html`<p class="muted">${t('solver.needFiles')}</p>`}
        ${changes && !running ? html`<p class="muted">${t('solver.changesHint', { count: content.guests.length - seated })}</p>` : nothing}
        ${solvable && placed > 0 && !running ? this.renderLimitedImprove() : nothing}
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

  /** "Improve, moving at most N people": the plan the guests know stays, but for at most N of them. */
  private renderLimitedImprove() {
    const { t } = this.l;
    return html`<div class="row limited">
      <label for="max-moves">${t('solver.maxMovesLabel')}</label>
      <input
        id="max-moves"
        type="number"
        inputmode="numeric"
        min="0"
        step="1"
        .value=${String(this.maxMoves)}
        @change=${(e: Event) => (this.maxMoves = Math.max(0, Math.floor(Number((e.target as HTMLInputElement).value) || 0)))}
      />
      <span>${t('solver.maxMovesUnit', { count: this.maxMoves })}</span>
      <button class="btn" @click=${() => this.run('improve')}>${t('solver.improveLimited')}</button>
    </div>`;
  }

  private renderOutcome(outcome: SolverOutcome) {
    return html`<p class="outcome ${outcome.kind === 'applied' ? '' : 'bad'}">${this.outcomeText(outcome)}</p>`;
  }

  /** What a run did, in words: for a stable re-seating, the penalty before and after and who moved. */
  private outcomeText(outcome: SolverOutcome): string {
    const { t, n } = this.l;
    if (outcome.kind !== 'applied') return t(`solver.outcome.${outcome.kind}`, outcome.kind === 'failed' ? { detail: outcome.detail } : {});
    if (outcome.moved?.people === 0 && outcome.before !== undefined)
      return t('solver.outcome.keptAll', { before: n(outcome.before), penalty: n(outcome.penalty), arrow: t('merge.arrow') });
    if (outcome.moved && outcome.before !== undefined)
      return t('solver.outcome.kept', {
        before: n(outcome.before),
        penalty: n(outcome.penalty),
        arrow: t('merge.arrow'),
        moved: t('solver.outcome.movedPeople', { count: outcome.moved.people, countText: n(outcome.moved.people) }),
        bookings: t('solver.outcome.movedBookings', { count: outcome.moved.bookings, countText: n(outcome.moved.bookings) }),
      });
    return t(outcome.optimal ? 'solver.outcome.optimal' : 'solver.outcome.applied', {
      penalty: n(outcome.penalty),
      bound: n(outcome.lowerBound),
    });
  }

  private async run(kind: Run) {
    const planner = this.store.planner;
    if (!planner) return;
    const { t } = this.l;
    this.lastSpoken = performance.now();
    announce(this, t('solver.started'));
    const solver = planner.solver;
    const outcome = await (kind === 'solve'
      ? solver.start()
      : kind === 'seat-changes'
        ? solver.seatChanges()
        : solver.improve(this.maxMoves));
    announce(this, this.outcomeText(outcome));
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
