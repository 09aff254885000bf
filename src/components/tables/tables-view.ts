/**
 * Every table as a card, plus the unseated bookings. A booking moves by drag-and-drop (the page
 * scrolls near the window's edges), or (no drag needed: keyboard and touch) by selecting it and
 * pressing "Move here" on another card. Every move goes through the store, which refuses one that
 * would break a hard constraint; the reason is shown here and announced.
 *
 * The planner lays the tables out as cards or as a compact list (one line per table, opened one
 * by one), remembered per workspace; a phone starts with the list. Either way a card collapses or
 * opens by its title.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { yieldToMain } from '../../state/yield.ts';
import { sameSelection, StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { DragAutoScrollController } from '../../controllers/drag-auto-scroll.ts';
import { TouchDragController } from '../../controllers/touch-drag.ts';
import { closestAcrossShadows } from '../../controllers/shadow-tree.ts';
import { styleProperties } from '../ui/style-properties.ts';
import { PHONE_QUERY } from '../../controllers/media-query-controller.ts';
import { occupancy, swapCandidatesFor, type Refusal } from '../../state/seating-rules.ts';
import { bookingLabeler } from '../../model/booking-refs.ts';
import { announce, emit } from '../ui/events.ts';
import type { TableCard } from './table-card.ts';
import { CardLists, cardKey, type CardData } from './table-cards.ts';
import { tablesViewStyles } from './tables-view.styles.ts';
import './table-card.ts';

interface SelectionChangeDetail {
  booking: string | null;
}

/** Cards, or one line per table that opens to its card. */
export type TablesLayout = 'cards' | 'list';
const LAYOUTS: readonly TablesLayout[] = ['cards', 'list'];

/** Cards rendered per slice: small enough that one slice stays well under 50 ms of main-thread work. */
const CARD_SLICE = 6;

@customElement('tables-view')
export class TablesView extends LitElement {
  static override styles = tablesViewStyles;

  private readonly store = new StoreController(this, ({ content, derived }) => [
    content?.guests,
    content?.tables,
    content?.seating,
    content?.lockedBookings,
    content?.lockedTables,
    derived?.shares,
  ]);
  private readonly l = new LocalizeController(this);
  /** Registers itself with this element; nothing here calls it. */
  protected readonly autoScroll = new DragAutoScrollController(this);
  private readonly touchDrag = new TouchDragController(this, {
    pickUp: (path) => {
      const chip = path.find((t): t is HTMLElement => t instanceof HTMLElement && t.hasAttribute('data-movable'));
      const booking = chip?.dataset['booking'];
      return this.readonly || !booking ? null : { id: booking, label: chip.querySelector('.name')?.textContent ?? booking };
    },
    drop: (booking, target) => {
      const card = closestAcrossShadows(target, 'table-card') as TableCard | null;
      if (card && this.renderRoot.contains(card)) void this.move(booking, card.table);
    },
    over: (target) => {
      const card = closestAcrossShadows(target, 'table-card') as TableCard | null;
      for (const each of this.renderRoot.querySelectorAll<TableCard>('table-card[touch-over]')) if (each !== card) each.touchOver = false;
      if (card && this.renderRoot.contains(card)) card.touchOver = true;
    },
  });

  /** The selected booking (name), or null. */
  @property() selected: string | null = null;
  /** Shows the tables without any control that changes the plan (the embed's `readonly`). */
  @property({ type: Boolean, reflect: true }) readonly = false;
  /** The selected booking is moved from elsewhere (a phone's sheet over the page): no selection bar, no "Move here". */
  @property({ type: Boolean, attribute: 'moves-elsewhere' }) movesElsewhere = false;
  @state() private filter = '';
  /** How many cards are in the page; a long list is added in slices so no single task blocks the page. */
  @state() private shownCards = CARD_SLICE;
  private readonly cardLists = new CardLists();
  private currentCards: CardData[] = [];
  /** What the cards were last made from: an update that only adds a slice of cards does not make them again. */
  private cardsFrom: unknown[] = [];
  /** Cards the current filter shows; more are added after each update until all are in. */
  private shownTotal = 0;
  /**
   * After a change to many cards (a solver result), the cards past this index keep showing what
   * they showed (`drawn`) until their slice comes: they stay in the page, since taking hundreds of
   * cards out and putting them back costs more than the change itself.
   */
  private freshCards = Number.POSITIVE_INFINITY;
  /** What each card in the page shows, by card key. */
  private drawn = new Map<string, CardData>();
  private sliceTimer: ReturnType<typeof setTimeout> | null = null;
  @state() private refusal: string | null = null;
  /** Null until read from the workspace's remembered choice (or the default for this screen). */
  @state() private layout: TablesLayout | null = null;
  /** Cards opened in the list, or closed among the cards: the exceptions to the layout's rule. */
  @state() private toggled = new Set<string>();
  /** The card whose action was refused (undefined: none), which shows the refusal beside its buttons. */
  @state() private refusalAt: string | null | undefined = undefined;

  override render() {
    const state = this.store.state;
    const { t } = this.l;
    const content = state?.content;
    if (!content || content.tables.length === 0) {
      return html`<p class="card empty">${t('tables.noTables')}</p>`;
    }
    const cards = this.currentCards;
    const query = this.filter.trim().toLocaleLowerCase();
    const shown = query
      ? cards.filter(
          (c) => (c.table ?? '').toLocaleLowerCase().includes(query) || c.bookings.some((b) => b.label.toLocaleLowerCase().includes(query)),
        )
      : cards;
    const selectedAt = this.selected === null ? undefined : cards.find((c) => c.bookings.some((b) => b.name === this.selected));
    this.shownTotal = shown.length;
    const layout = this.layout ?? 'cards';
    // Searching for a guest opens the cards that hold a match, so the match is in sight.
    const opened = (c: CardData) => query !== '' && c.bookings.some((b) => b.label.toLocaleLowerCase().includes(query));
    const collapsed = (c: CardData) => (layout === 'list') !== this.toggled.has(cardKey(c.table)) && !opened(c) && selectedAt !== c;
    const swaps = this.swapOffers(selectedAt);
    const dragged = this.touchDrag.dragged;
    return html`
      ${
        dragged
          ? html`<div class="touch-ghost" aria-hidden="true" ${styleProperties({ '--x': `${dragged.x}px`, '--y': `${dragged.y}px` })}>
              ${dragged.label}
            </div>`
          : nothing
      }
      <div class="toolbar">
        <label class="visually-hidden" for="find">${t('tables.find')}</label>
        <input
          id="find"
          type="search"
          placeholder=${t('tables.find')}
          .value=${this.filter}
          @input=${(e: Event) => (this.filter = (e.target as HTMLInputElement).value)}
        />
        <span class="muted" aria-live="polite"
          >${query ? t('tables.shownCount', { shown: this.l.n(shown.length), total: cards.length }) : ''}</span
        >
        <div class="layout" role="group" aria-label=${t('phone.layout')}>
          ${LAYOUTS.map(
            (option) =>
              html`<button class="btn small" aria-pressed=${option === layout ? 'true' : 'false'} @click=${() => this.setLayout(option)}>
                ${t(`phone.${option}`)}
              </button>`,
          )}
        </div>
      </div>
      ${
        this.refusal
          ? html`<div class="refusal" role="alert">
              <span>${this.refusal}</span>
              <button class="btn small" @click=${() => ((this.refusal = null), (this.refusalAt = undefined))}>
                ${t('common.dismiss')}
              </button>
            </div>`
          : nothing
      }
      ${
        this.selected !== null && selectedAt && !this.movesElsewhere
          ? html`<div class="selection" role="status">
              <span>${t('tables.selectionBar', { name: this.selected })}</span>
              <button class="btn small" @click=${() => this.setSelected(null)}>${t('common.cancel')}</button>
            </div>`
          : nothing
      }
      <div
        class="grid ${layout}"
        aria-busy=${this.shownCards < shown.length || this.freshCards < Math.min(shown.length, this.shownCards) ? 'true' : 'false'}
        @booking-select=${this.onSelect}
        @table-toggle=${this.onToggle}
        @booking-drop=${this.onDrop}
        @move-here=${this.onMoveHere}
        @table-lock=${this.onTableLock}
        @swap-with=${this.onSwapWith}
      >
        ${repeat(
          this.inPage(shown),
          ([c]) => cardKey(c.table),
          ([c, data]) =>
            html`<table-card
              .table=${c.table}
              .capacity=${data.capacity}
              .bookings=${data.bookings}
              .locked=${data.locked}
              .share=${data.share}
              .selected=${selectedAt === c ? this.selected : null}
              .offerMove=${!this.readonly && !this.movesElsewhere && selectedAt !== undefined && selectedAt !== c}
              .moving=${selectedAt ? (selectedAt.bookings.find((b) => b.name === this.selected)?.label ?? this.selected) : null}
              .swapWith=${swaps(c)}
              .refusal=${this.refusalAt === c.table ? this.refusal : null}
              .readonly=${this.readonly}
              .collapsible=${true}
              .collapsed=${collapsed(c)}
            ></table-card>`,
        )}
      </div>
    `;
  }

  /** A change of the plan (a solver result on hundreds of tables) is drawn in a task of its own, after the elements beside it. */
  protected override async scheduleUpdate(): Promise<void> {
    if (this.store.changed) await yieldToMain();
    await super.scheduleUpdate();
  }

  override willUpdate() {
    this.layout ??= this.store.planner ? this.rememberedLayout() : null;
    const state = this.store.state;
    const from = [state?.content, state?.derived?.shares, this.selected !== null];
    let changedCards = 0;
    if (!sameSelection(from, this.cardsFrom)) {
      this.cardsFrom = from;
      const content = state?.content;
      const shares = state?.derived?.shares ?? null;
      const label = content && bookingLabeler(content.guests, { language: this.l.lang });
      this.currentCards = content && label ? this.cardLists.cards(content, shares, label, this.selected !== null) : [];
      changedCards = this.cardLists.changed;
    }
    // A change to many cards at once (a solver result on hundreds of tables) is shown slice by slice too:
    // the first cards drawn now, the others as they were until their slice comes.
    if (changedCards > CARD_SLICE) {
      if (this.drawn.size === 0) this.shownCards = CARD_SLICE;
      this.freshCards = CARD_SLICE;
    }
  }

  /** The cards in the page, each with what it shows: its data now, or, past `freshCards`, what it showed before. */
  private inPage(shown: readonly CardData[]): [CardData, CardData][] {
    return shown.slice(0, this.shownCards).map((c, i) => {
      const key = cardKey(c.table);
      const before = i < this.freshCards ? undefined : this.drawn.get(key);
      if (before) return [c, before];
      this.drawn.set(key, c);
      return [c, c];
    });
  }

  override connectedCallback() {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeyDown);
  }

  /** Escape drops the selection, wherever the focus is inside the tables. */
  private onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && this.selected !== null) {
      event.preventDefault();
      this.setSelected(null);
    }
  };

  override updated() {
    this.scheduleMoreCards(this.shownTotal);
  }

  private scheduleMoreCards(total: number) {
    const more = this.shownCards < total;
    const stale = this.freshCards < Math.min(total, this.shownCards);
    if (!stale) this.freshCards = Number.POSITIVE_INFINITY;
    if ((!more && !stale) || this.sliceTimer !== null) return;
    this.sliceTimer = setTimeout(() => {
      this.sliceTimer = null;
      // Cards brought up to date first, then new ones added.
      if (stale) this.freshCards += CARD_SLICE;
      else this.shownCards += CARD_SLICE;
      this.requestUpdate();
    });
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    if (this.sliceTimer !== null) clearTimeout(this.sliceTimer);
    this.sliceTimer = null;
  }

  private onToggle(event: HTMLElementEventMap['table-toggle']) {
    const key = cardKey(event.detail.table);
    const toggled = new Set(this.toggled);
    if (!toggled.delete(key)) toggled.add(key);
    this.toggled = toggled;
  }

  private setLayout(layout: TablesLayout) {
    this.layout = layout;
    this.toggled = new Set();
    try {
      localStorage.setItem(this.layoutKey(), layout);
    } catch {
      // Storage refused: the layout is a convenience; the default serves.
    }
  }

  /** The planner's last choice for this workspace; the list on a phone when there is none. */
  private rememberedLayout(): TablesLayout {
    try {
      const saved = localStorage.getItem(this.layoutKey()) as TablesLayout | null;
      if (saved && LAYOUTS.includes(saved)) return saved;
    } catch {
      // Storage refused: the default below.
    }
    return matchMedia(PHONE_QUERY).matches ? 'list' : 'cards';
  }

  private layoutKey(): string {
    return `${this.store.planner?.store.databaseName ?? ''}:tables-layout`;
  }

  /** Puts the focus on a booking where it sits now (its chip, or its collapsed table's title); false when it is not drawn. */
  async focusBooking(name: string): Promise<boolean> {
    await this.updateComplete;
    const table = this.store.state?.content?.seating[name] ?? null;
    const card = Array.from(this.renderRoot.querySelectorAll<TableCard>('table-card')).find((c) => c.table === table);
    if (!card) return false;
    await card.updateComplete;
    return card.focusBooking(name);
  }

  private onSelect(event: HTMLElementEventMap['booking-select']) {
    const booking = event.detail.booking === this.selected ? null : event.detail.booking;
    this.setSelected(booking);
    if (booking) announce(this, this.l.t('tables.selectedAnnounce', { name: booking }));
  }

  private setSelected(booking: string | null) {
    this.selected = booking;
    emit(this, 'selection-change', { booking });
  }

  /** For each card, what a full table offers the selected booking: who there it may swap with (null: it fits, or no offer). */
  private swapOffers(selectedAt: CardData | undefined): (card: CardData) => string[] | null {
    const content = this.store.state?.content;
    const selected = this.selected;
    const booking = selectedAt?.bookings.find((b) => b.name === selected);
    if (!content || !booking || selected === null || this.readonly) return () => null;
    const used = occupancy(content);
    const candidatesAt = swapCandidatesFor(content, selected, used);
    return (card) => {
      if (card === selectedAt || card.table === null) return null;
      const free = card.capacity - (used.get(card.table) ?? 0);
      return free >= booking.size ? null : candidatesAt(card.table);
    };
  }

  private async onSwapWith(event: HTMLElementEventMap['swap-with']) {
    const store = this.store.planner?.store;
    const selected = this.selected;
    if (!store || selected === null) return;
    const other = event.detail.booking;
    const refusal = await store.edit({ kind: 'swap', first: selected, second: other });
    this.show(refusal, event.detail.table, this.l.t('history.swap', { name: selected, other }));
  }

  /** Shows and announces a refusal beside the card that asked (and above the cards), or announces what was done. */
  private show(refusal: Refusal | null, table: string | null, done: string) {
    const { t } = this.l;
    if (refusal) {
      this.refusal = t(`refusal.${refusal.reason}`, refusal.params);
      this.refusalAt = table;
      announce(this, this.refusal);
      return;
    }
    this.refusal = null;
    this.refusalAt = undefined;
    this.setSelected(null);
    announce(this, done);
  }

  private async onDrop(event: HTMLElementEventMap['booking-drop']) {
    await this.move(event.detail.booking, event.detail.table);
  }

  private async onMoveHere(event: HTMLElementEventMap['move-here']) {
    if (this.selected) await this.move(this.selected, event.detail.table);
  }

  /** Moves a booking, or shows and announces why it may not move. */
  async move(booking: string, table: string | null): Promise<Refusal | null> {
    const store = this.store.planner?.store;
    if (!store) return null;
    const refusal = await store.moveBooking(booking, table);
    const { t } = this.l;
    this.show(refusal, table, table === null ? t('history.unseat', { name: booking }) : t('history.move', { name: booking, table }));
    return refusal;
  }

  private async onTableLock(event: HTMLElementEventMap['table-lock']) {
    const table = event.detail.table;
    const store = this.store.planner?.store;
    if (!store || table === null) return;
    const locked = !store.state.content?.lockedTables.includes(table);
    await store.setTableLock(table, locked);
    announce(this, this.l.t(locked ? 'history.lockTable' : 'history.unlockTable', { table }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tables-view': TablesView;
  }
  interface HTMLElementEventMap {
    'selection-change': CustomEvent<SelectionChangeDetail>;
  }
}
