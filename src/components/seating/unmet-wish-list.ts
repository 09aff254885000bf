/**
 * The wishes the seating shown leaves unmet, each in words with why (the group and strength that keep
 * a booking where it is, a full table, a keep-apart, a rule) and the one-tap fixes that make it win,
 * their cost in moves said before any is made. The reasons and fixes come from the state
 * (state/wish-fix.ts), the words from i18n/unmet-wish-words.ts. Shown only when the event holds a wish
 * the objective weighs.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { unmetWishWords } from '../../i18n/unmet-wish-words.ts';
import { hasSoftWishes } from '../../state/unmet-wishes.ts';
import { explainedWishes, fixWishIntent, type ExplainedWish, type WishFix } from '../../state/wish-fix.ts';
import { announce } from '../ui/events.ts';
import { refusalMessages } from '../ui/record-fields.ts';
import { unmetWishListStyles } from './unmet-wish-list.styles.ts';
import { isolateText as isolate } from '../../i18n/localizer.ts';

/** Enough to read through; the count above says how many there are in all. */
const SHOWN = 100;
/** Names and tables keep their own direction inside a sentence of the other one. */

@customElement('unmet-wish-list')
export class UnmetWishList extends LitElement {
  static override styles = unmetWishListStyles;

  private readonly store = new StoreController(this, (s) => [
    s.derived?.problem,
    s.derived?.assignment,
    s.content?.lockedBookings,
    s.content?.lockedTables,
  ]);
  private readonly l = new LocalizeController(this);
  /** Whether every unmet wish is shown rather than the first SHOWN. */
  @state() private all = false;
  /** What the last fix did, or why it could not be made. */
  @state() private said: { text: string; ok: boolean } | null = null;

  /** Scrolls the list into view and puts the focus on its title, so keyboard and screen reader users land there too. */
  async show(): Promise<void> {
    await this.updateComplete;
    const title = this.renderRoot.querySelector<HTMLElement>('#unmet-title');
    title?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    title?.focus({ preventScroll: true });
  }

  override render() {
    const content = this.store.state?.content;
    const derived = this.store.state?.derived;
    const problem = derived?.problem;
    const assignment = derived?.assignment;
    if (!problem || !assignment || !hasSoftWishes(problem)) return nothing;
    const { t, lang } = this.l;
    const dir = this.l.localizer?.dir ?? 'ltr';
    const words = unmetWishWords(problem, assignment, {
      t,
      lang,
      isolate,
      isolateList: (text) => `${dir === 'rtl' ? '\u2067' : '\u2066'}${text}\u2069`,
    });
    const unmet = explainedWishes(content, derived);
    const shown = this.all ? unmet : unmet.slice(0, SHOWN);
    return html`<section class="card panel" aria-labelledby="unmet-title" part="panel">
      <h2 id="unmet-title" tabindex="-1">${t('wishes.unmet.title')}</h2>
      <p class="muted">${unmet.length === 0 ? t('wishes.unmet.allMet') : t('wishes.unmet.summary', { count: unmet.length })}</p>
      ${this.said ? html`<p class="said ${this.said.ok ? 'ok' : 'warn'}" role="status">${this.said.text}</p>` : nothing}
      ${
        unmet.length > 0
          ? html`<ul>
              ${shown.map(
                (explained) =>
                  html`<li class=${explained.wish.kind} data-reason=${explained.reason.kind}>
                    <span class="wish">${words.wish(explained.wish)}</span>
                    <span class="reason">${words.reason(explained.reason)}</span>
                    ${
                      explained.fixes.length > 0
                        ? html`<span class="cost">${words.cost(explained)}</span>
                            <span class="fixes">
                              ${explained.fixes.map(
                                (fix) =>
                                  html`<button class="btn small" data-fix=${fix.kind} @click=${() => this.fix(explained, fix)}>
                                    ${words.fix(explained, fix)}
                                  </button>`,
                              )}
                            </span>`
                        : nothing
                    }
                  </li>`,
              )}
            </ul>`
          : nothing
      }
      ${
        shown.length < unmet.length
          ? html`<button class="btn small" @click=${() => (this.all = true)}>
              ${t('guests.showMore', { count: unmet.length - shown.length, countText: String(unmet.length - shown.length) })}
            </button>`
          : nothing
      }
    </section>`;
  }

  /** Makes one fix as one undoable edit, and says what it did or why it could not. */
  private async fix(explained: ExplainedWish, fix: WishFix) {
    const planner = this.store.planner;
    const { content, derived } = this.store.state ?? {};
    if (!planner || !content || !derived) return;
    const intent = fixWishIntent(content, derived, explained, fix);
    if (!intent) return;
    const { t } = this.l;
    const refusal = await planner.store.edit(intent);
    const name = isolate(derived.problem!.bookings[explained.wish.from]!.name);
    const other = isolate(intent.to);
    this.said = refusal
      ? { text: t('wishes.unmet.fix.refused', { why: refusalMessages(refusal, t).message }), ok: false }
      : { text: t('wishes.unmet.fix.applied', { name, other }), ok: true };
    announce(this, this.said.text);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'unmet-wish-list': UnmetWishList;
  }
}
