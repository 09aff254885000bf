/**
 * The wishes the seating shown leaves unmet, each in words with why: where the two bookings sit, who
 * of a group sits elsewhere (or at the same table), which liked tag a table lacks. Shown only when
 * the event holds a wish the objective weighs.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { formatGroupPath } from '../../model/group-path.ts';
import { UNSEATED, type Assignment, type Problem } from '../../model/problem.ts';
import { hasSoftWishes, unmetWishes, type UnmetWish } from '../../state/unmet-wishes.ts';
import { unmetWishListStyles } from './unmet-wish-list.styles.ts';

/** Enough to read through; the count above says how many there are in all. */
const SHOWN = 100;

@customElement('unmet-wish-list')
export class UnmetWishList extends LitElement {
  static override styles = unmetWishListStyles;

  private readonly store = new StoreController(this, (s) => [s.derived?.problem, s.derived?.assignment]);
  private readonly l = new LocalizeController(this);
  /** Whether every unmet wish is shown rather than the first SHOWN. */
  @state() private all = false;

  /** Scrolls the list into view and puts the focus on its title, so keyboard and screen reader users land there too. */
  async show(): Promise<void> {
    await this.updateComplete;
    const title = this.renderRoot.querySelector<HTMLElement>('#unmet-title');
    title?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    title?.focus({ preventScroll: true });
  }

  override render() {
    const derived = this.store.state?.derived;
    const problem = derived?.problem;
    const assignment = derived?.assignment;
    if (!problem || !assignment || !hasSoftWishes(problem)) return nothing;
    const { t } = this.l;
    const unmet = unmetWishes(problem, assignment);
    const shown = this.all ? unmet : unmet.slice(0, SHOWN);
    return html`<section class="card panel" aria-labelledby="unmet-title" part="panel">
      <h2 id="unmet-title" tabindex="-1">${t('wishes.unmet.title')}</h2>
      <p class="muted">${unmet.length === 0 ? t('wishes.unmet.allMet') : t('wishes.unmet.summary', { count: unmet.length })}</p>
      ${
        unmet.length > 0
          ? html`<ul>
              ${shown.map((wish) => html`<li class=${wish.kind}>${this.words(problem, assignment, wish)}</li>`)}
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

  /** One unmet wish as a sentence. */
  private words(problem: Problem, assignment: Assignment, wish: UnmetWish): string {
    const { t } = this.l;
    const booking = (b: number) => problem.bookings[b]!.name;
    const table = (b: number) => problem.tables[b]!.name;
    const names = (list: readonly string[]) => new Intl.ListFormat(this.l.lang, { type: 'conjunction' }).format(list);
    const name = booking(wish.from);
    if (wish.kind === 'likes') {
      const tags = wish.missing.map((tag) => problem.tags?.[tag] ?? '');
      return t('wishes.unmet.likes', { name, tags: names(tags), table: table(wish.table) });
    }
    const other = wish.toBooking >= 0 ? booking(wish.toBooking) : formatGroupPath(problem.groups[wish.toGroup]!.path);
    const at = (b: number) => assignment[b] ?? UNSEATED;
    const breaking = wish.breaking.map(booking);
    if (wish.kind === 'prefer') {
      if (at(wish.from) === UNSEATED) return t('wishes.unmet.preferUnseated', { name, other, unseated: name });
      if (wish.toBooking < 0) return t('wishes.unmet.preferGroup', { name, other, names: names(breaking), count: breaking.length });
      const otherAt = at(wish.toBooking);
      if (otherAt === UNSEATED) return t('wishes.unmet.preferUnseated', { name, other, unseated: other });
      return t('wishes.unmet.preferApart', { name, other, table: table(at(wish.from)), otherTable: table(otherAt) });
    }
    const shared = table(at(wish.from));
    if (wish.toBooking >= 0) return t('wishes.unmet.apartBoth', { name, other, table: shared });
    return t('wishes.unmet.apartGroup', { name, other, names: names(breaking), count: breaking.length, table: shared });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'unmet-wish-list': UnmetWishList;
  }
}
