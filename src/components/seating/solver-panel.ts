/**
 * Start and stop the solver, choose its time budget, and follow its progress in words. Once a plan exists, late changes keep it: "Seat the
 * changes" seats the bookings without a table moving as few others as it can, and "Improve, moving
 * at most N people" trades moves for a better plan; their outcome says both. Progress reaches
 * screen readers through a polite live region, a few times a minute at most; the outcome is
 * announced once. While searching, the best plan so far is shown in the plan summary's words (guests
 * seated, groups whole, conflicts, how far from the best possible) with the time left; the penalty
 * figures stay one click away for experts. Stopping keeps the best plan found.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { SolverController } from '../../controllers/solver-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { outcomeTone, type SolverOutcome, type SolverProgressView } from '../../state/solver-session.ts';
import type { ChangeLeft } from '../../state/run-outcome.ts';
import { planSummaryWords } from '../../i18n/plan-summary-words.ts';
import { placedBookings, seatCount } from '../../state/seat-count.ts';
import { shownPlanSummary } from '../../state/plan-summary.ts';
import { announce } from '../ui/events.ts';
import { solverPanelStyles } from './solver-panel.styles.ts';
import { isolateText as isolate } from '../../i18n/localizer.ts';

/** Time budgets offered, in seconds. */
const BUDGETS = [2, 5, 10, 30, 60, 120];
const SPOKEN_PROGRESS_INTERVAL_MS = 10_000;
/** People "Improve, moving at most N people" offers to move at first. */
const DEFAULT_MAX_MOVES = 10;
/** 'reseat': the full search over a plan the guests know, which says how many it would move before it applies. */
type Run = 'solve' | 'reseat' | 'seat-changes' | 'improve';

@customElement('solver-panel')
export class SolverPanel extends LitElement {
  static override styles = solverPanelStyles;

  private readonly store = new StoreController(this, ({ content, derived, sharing }) => [
    sharing?.people.find((person) => person.seating)?.name,
    content?.guests,
    content?.seating,
    content?.solver.timeLimitMs,
    !!derived?.problem,
    derived?.evaluation?.penalty,
    derived?.lowerBound,
  ]);
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
    const seated = content ? Object.keys(content.seating).length : 0;
    // A plan the guests may know exists once someone sits at a table they are not pinned to.
    const placed = content ? placedBookings(content) : 0;
    const changes = placed > 0 && content !== undefined && content !== null && seated < content.guests.length;
    // With no seat free, "Seat the changes" can seat no one: the plan summary says what can help instead.
    const seatsFree = content ? seatCount(content).free > 0 : false;
    // In a shared event one device seats at a time: the others wait for its result.
    const elsewhere = running ? undefined : this.store.state?.sharing?.people.find((person) => person.seating)?.name;
    if (elsewhere !== undefined) return this.renderSeatingElsewhere(elsewhere);
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
                ? html`${
                      seatsFree
                        ? html`<button class="btn primary" @click=${() => this.run('seat-changes')} ?disabled=${!solvable}>
                            ${t('solver.seatChanges')}
                          </button>`
                        : nothing
                    }
                    <button class="btn ${seatsFree ? '' : 'primary'}" @click=${() => this.run('reseat')} ?disabled=${!solvable}>
                      ${t('solver.reseatEveryone')}
                    </button>`
                : html`<button class="btn primary" @click=${() => this.run(placed > 0 ? 'reseat' : 'solve')} ?disabled=${!solvable}>
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
        ${changes && seatsFree && !running ? html`<p class="muted">${t('solver.changesHint', { count: content.guests.length - seated })}</p>` : nothing}
        ${solvable && placed > 0 && !running ? this.renderLimitedImprove() : nothing}
        ${running ? this.renderProgress(seconds * 1000) : nothing}
        ${!running && session.outcome ? this.renderOutcome(session.outcome) : nothing}
        <div class="visually-hidden" role="status" aria-live="polite">${this.spoken}</div>
      </section>
    `;
  }

  private renderSeatingElsewhere(name: string) {
    const { t } = this.l;
    return html`<section class="card panel" aria-labelledby="solver-title" part="panel">
      <div class="row">
        <h2 id="solver-title">${t('solver.title')}</h2>
        <button class="btn primary" disabled>${t('together.seatingNow', { name })}</button>
      </div>
      <p class="muted" role="status">${t('together.seatingNowHint', { name })}</p>
    </section>`;
  }

  /** The live region speaks the progress now and then, decided before drawing so no update starts another. */
  override willUpdate() {
    const session = this.solver.state;
    // The first plan in words is spoken as soon as it comes, then at most every ten seconds.
    if (session?.phase === 'running' && session.progress?.summary && performance.now() - this.lastSpoken > SPOKEN_PROGRESS_INTERVAL_MS) {
      this.lastSpoken = performance.now();
      this.spoken = this.progressWords(session.progress).spoken;
    }
  }

  /** While searching: the best plan so far in words, the time left, and the penalty figures for experts. */
  private renderProgress(budgetMs: number) {
    const progress = this.solver.state?.progress ?? null;
    const { t, n } = this.l;
    const elapsedMs = Math.min(progress?.elapsedMs ?? 0, budgetMs);
    const words = progress ? this.progressWords(progress) : null;
    return html`<progress max=${budgetMs} value=${elapsedMs} aria-label=${t('solver.progressLabel')}></progress>
      <p class="time-left" data-progress="time-left">${words?.left ?? this.timeLeft(budgetMs, 0)}</p>
      <div class="best" data-progress="best">
        <h3>${t('solverProgress.title')}</h3>
        ${
          words?.facts
            ? html`<ul class="facts">
                ${words.facts.map((fact) => html`<li>${fact}</li>`)}
              </ul>`
            : html`<p class="muted">${t('solverProgress.waiting')}</p>`
        }
      </div>
      ${
        progress
          ? html`<details class="expert">
              <summary>${t('solverProgress.expert')}</summary>
              <dl class="stats">
                <div>
                  <dt>${t('solver.bestSoFar')}</dt>
                  <dd>${n(progress.penalty)}</dd>
                </div>
                <div>
                  <dt>${t('solver.lowerBound')}</dt>
                  <dd>${n(progress.lowerBound)}</dd>
                </div>
                <div>
                  <dt>${t('solver.elapsed')}</dt>
                  <dd>
                    ${t('solver.secondsShort', { value: n(progress.elapsedMs / 1000, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) })}
                  </dd>
                </div>
              </dl>
            </details>`
          : nothing
      }`;
  }

  /** "About 3 seconds left", rounded up so it never says none while the search still runs. */
  private timeLeft(budgetMs: number, elapsedMs: number): string {
    const seconds = Math.ceil((budgetMs - elapsedMs) / 1000);
    return seconds <= 0
      ? this.l.t('solverProgress.finishing')
      : this.l.t('solverProgress.timeLeft', { count: seconds, countText: this.l.n(seconds) });
  }

  /** The progress in words, the same sentences as the plan summary, for the eye and for the live region. */
  private progressWords(progress: SolverProgressView) {
    const { t, lang } = this.l;
    const left = this.timeLeft(progress.timeLimitMs, progress.elapsedMs);
    if (!progress.summary) return { left, facts: null, spoken: '' };
    const words = planSummaryWords(progress.summary, progress.summaryPenalty, progress.summaryLowerBound, { t, lang, isolate });
    const [seated, groups, conflicts, gap] = [words.seated(), words.groups(), words.conflicts(), words.gap()];
    return { left, facts: [seated, groups, conflicts, gap], spoken: t('solverProgress.spoken', { left, seated, groups, conflicts, gap }) };
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
    const { t } = this.l;
    const solver = this.store.planner?.solver;
    if (outcome.kind === 'confirm')
      return html`<div class="outcome-box" role="group" aria-label=${t('solver.reseatEveryone')}>
        <p class="outcome ask" data-tone="ask">${this.outcomeText(outcome)}</p>
        <span class="actions">
          <button class="btn" data-answer="keep" @click=${() => this.answer(() => solver?.keepPlan())}>${t('solver.confirm.keep')}</button>
          <button class="btn primary" data-answer="reseat" @click=${() => this.answer(() => solver?.confirmReseat())}>
            ${t('solver.confirm.apply')}
          </button>
        </span>
      </div>`;
    const tone = outcomeTone(outcome);
    const left = outcome.kind === 'applied' && outcome.mode === 'seat-changes' ? (outcome.changes?.left ?? []) : [];
    return html`<div class="outcome-box">
      <p class="outcome ${tone}" data-tone=${tone}>${this.outcomeText(outcome)}</p>
      ${
        left.length > 0
          ? html`<ul class="left">
                ${left.map((change) => html`<li>${this.leftText(change)}</li>`)}
              </ul>
              <button class="btn small" data-fix="reseat" @click=${() => this.run('reseat')}>${t('solver.reseatEveryone')}</button>`
          : nothing
      }
    </div>`;
  }

  /** Why a change stayed without a table, in seats or rules. */
  private leftText(change: ChangeLeft): string {
    const { t, n } = this.l;
    const name = isolate(change.booking);
    return change.reason === 'rule'
      ? t('words.outcome.leftRule', { name })
      : t('words.outcome.leftRoom', { name, count: change.size, countText: n(change.size), most: n(change.most) });
  }

  /** The planner's answer to "Re-seat everyone?"; the outcome it leads to is announced. */
  private async answer(choice: () => SolverOutcome | Promise<SolverOutcome> | undefined) {
    const outcome = await choice();
    if (outcome) announce(this, this.outcomeText(outcome));
  }

  /**
   * What a run did, in words: how many guests sit now, which changes were seated, who changed table
   * and the place cards to reprint ("nobody moved" when none did). The penalty figures are under
   * "Details" only.
   */
  private outcomeText(outcome: SolverOutcome): string {
    const { t, n } = this.l;
    if (outcome.kind === 'confirm')
      return `${t('solver.outcome.confirm', {
        count: outcome.moved.bookings,
        countText: n(outcome.moved.bookings),
        seated: n(outcome.seated),
        people: t('solver.outcome.movedPeople', { count: outcome.moved.people, countText: n(outcome.moved.people) }),
      })} ${t('solver.outcome.placeCards', { count: outcome.placeCards, countText: n(outcome.placeCards) })}`;
    if (outcome.kind !== 'applied') return t(`solver.outcome.${outcome.kind}`, outcome.kind === 'failed' ? { detail: outcome.detail } : {});
    const words = this.appliedText(outcome);
    if (outcome.placeCards === undefined) return words;
    return `${words} ${t('solver.outcome.placeCards', { count: outcome.placeCards, countText: n(outcome.placeCards) })}`;
  }

  private appliedText(outcome: Extract<SolverOutcome, { kind: 'applied' }>): string {
    const { t, n } = this.l;
    const summary = shownPlanSummary(this.store.state?.derived)?.summary;
    const seated = summary ? t('planSummary.seated', { seated: summary.guests_seated, total: summary.guests_total }) : '';
    const moved = outcome.moved && {
      moved: t('solver.outcome.movedPeople', { count: outcome.moved.people, countText: n(outcome.moved.people) }),
      bookings: t('solver.outcome.movedBookings', { count: outcome.moved.bookings, countText: n(outcome.moved.bookings) }),
    };
    // Stopped by the planner: the best plan so far was kept, and who it moved, if anyone.
    if (outcome.stopped)
      return [t('solverProgress.stopped', { seated }), ...(moved && outcome.moved?.people ? [t('solverProgress.moved', moved)] : [])].join(
        ' ',
      );
    const changesRun = outcome.changes;
    if (outcome.mode === 'seat-changes' && outcome.moved && changesRun) {
      const { seated: done, total } = changesRun;
      const changes =
        done === total
          ? t('words.outcome.changes', { count: done, countText: n(done) })
          : t('words.outcome.someChanges', { seated: n(done), total: n(total) });
      return outcome.moved.people === 0
        ? t('words.outcome.nobodyElse', { changes })
        : t('words.outcome.othersMoved', { changes, ...moved });
    }
    if (outcome.mode === 'improve' && outcome.moved)
      return outcome.moved.people === 0 ? t('words.outcome.improvedNone') : t('words.outcome.improved', moved);
    // A full solve over a plan the guests knew says how many changed table; a first seating, how many sit.
    if (moved)
      return outcome.moved?.bookings ? t('words.outcome.solvedMoved', { seated, ...moved }) : t('words.outcome.solvedNobody', { seated });
    return t(outcome.optimal ? 'words.outcome.best' : 'words.outcome.solved', { seated });
  }

  private async run(kind: Run) {
    const planner = this.store.planner;
    if (!planner || planner.store.state.sharing?.people.some((person) => person.seating)) return;
    const { t } = this.l;
    this.lastSpoken = -Infinity;
    announce(this, t('solver.started'));
    const solver = planner.solver;
    const outcome = await (kind === 'solve'
      ? solver.start()
      : kind === 'reseat'
        ? solver.reseatEveryone()
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
