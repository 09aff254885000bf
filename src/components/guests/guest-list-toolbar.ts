/**
 * Above the guest list: the filters (name, group, meal, need), the count of what they show, the
 * buttons that add a booking, go to the tables and open the meals and wishes, the meal and need
 * counts, and the bar that changes the picked bookings together. Templates drawn inside
 * `<guest-list>`, whose styles they use; the list answers their changes and clicks.
 */
import { html, nothing } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { LocalizeController } from '../../controllers/localize-controller.ts';
import type { MealOption } from '../../model/meals.ts';
import type { GuestRecord } from '../../model/records.ts';
import type { EditIntent } from '../../state/edits.ts';
import { detailSummary } from './guest-details.ts';
import { NO_MEAL, needsOf, type GuestFilter } from './guest-filter.ts';

/** What the toolbar shows, and what it asks the list to do. */
export interface ToolbarContext {
  l: LocalizeController;
  guests: readonly GuestRecord[];
  meals: readonly MealOption[];
  /** The bookings the filters show. */
  rows: readonly GuestRecord[];
  groups: readonly string[];
  tableNames: readonly string[];
  filter: GuestFilter;
  picked: ReadonlySet<string>;
  refusal: string | null;
  filterBy: (change: Partial<GuestFilter>) => void;
  add: (opener: HTMLElement) => void;
  showTables: () => void;
  openMeals: (opener: HTMLElement) => void;
  openWishes: (opener: HTMLElement) => void;
  bulkMove: () => void;
  bulk: (intent: EditIntent) => void;
  clearPicks: () => void;
}

const valueOf = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;

/** The filters, the count, the buttons above the list, the meal and need counts and the bar for the picked bookings. */
export function listToolbar(ctx: ToolbarContext) {
  const { t, n } = ctx.l;
  const { groups, rows, meals, guests, filter } = ctx;
  return html`
    <div class="toolbar">
      <div class="field">
        <label for="search">${t('guests.search')}</label>
        <input id="search" type="search" .value=${filter.search} @input=${(e: Event) => ctx.filterBy({ search: valueOf(e) })} />
      </div>
      <div class="field">
        <label for="group">${t('guests.group')}</label>
        <select id="group" @change=${(e: Event) => ctx.filterBy({ group: valueOf(e) })}>
          <option value="">${t('guests.allGroups')}</option>
          ${guard([groups, filter.group], () => groups.map((g) => html`<option value=${g} ?selected=${g === filter.group}>${g}</option>`))}
        </select>
      </div>
      ${guard([rows, meals], () => detailFilters(ctx))}
      <span class="muted" role="status"
        >${t('guests.count', { shown: n(rows.length), total: guests.length, guests: rows.reduce((s, g) => s + g.size, 0) })}</span
      >
      <button class="btn primary" @click=${(e: Event) => ctx.add(e.currentTarget as HTMLElement)}>${t('edit.addBooking')}</button>
      <button class="btn" @click=${() => ctx.showTables()}>${t('edit.goToTables')}</button>
      <button class="btn" @click=${(e: Event) => ctx.openMeals(e.currentTarget as HTMLElement)}>${t('guestDetails.mealsButton')}</button>
      <button class="btn" @click=${(e: Event) => ctx.openWishes(e.currentTarget as HTMLElement)}>${t('wishes.button')}</button>
    </div>
    ${guard([rows, meals], () => detailSummary(meals, rows, ctx.l))} ${bulkBar(ctx)}
    ${ctx.refusal && ctx.picked.size === 0 ? html`<p class="refusal" role="alert">${ctx.refusal}</p>` : nothing}
  `;
}

/** Filters by meal and by need. */
function detailFilters(ctx: ToolbarContext) {
  const { t } = ctx.l;
  const { meals, filter } = ctx;
  const needs = needsOf(ctx.guests, ctx.l.lang);
  return html`<div class="field">
      <label for="meal-filter">${t('guestDetails.mealFilter')}</label>
      <select id="meal-filter" @change=${(e: Event) => ctx.filterBy({ meal: valueOf(e) })}>
        <option value="">${t('guestDetails.allMeals')}</option>
        ${meals.map((m) => html`<option value=${m.name} ?selected=${m.name === filter.meal}>${m.symbol} ${m.name}</option>`)}
        <option value=${NO_MEAL} ?selected=${filter.meal === NO_MEAL}>${t('guestDetails.noMeal')}</option>
      </select>
    </div>
    ${
      needs.length > 0 || filter.need
        ? html`<div class="field">
            <label for="need-filter">${t('guestDetails.needFilter')}</label>
            <select id="need-filter" @change=${(e: Event) => ctx.filterBy({ need: valueOf(e) })}>
              <option value="">${t('guestDetails.allNeeds')}</option>
              ${needs.map((need) => html`<option value=${need} ?selected=${need === filter.need}>${need}</option>`)}
            </select>
          </div>`
        : nothing
    }`;
}

/** The bar for the picked bookings: move them, lock or unlock them, delete them. */
function bulkBar(ctx: ToolbarContext) {
  const { t } = ctx.l;
  const count = ctx.picked.size;
  if (count === 0) return nothing;
  const names = () => [...ctx.picked];
  return html`<div class="bulk card" role="group" aria-label=${t('edit.bulkLabel')}>
    <strong>${t('edit.selected', { count })}</strong>
    <div class="field">
      <label for="bulk-table">${t('edit.moveTo')}</label>
      <select id="bulk-table">
        ${ctx.tableNames.map((name, i) => html`<option value=${name} ?selected=${i === 0}>${name}</option>`)}
        <option value="">${t('edit.noSeat')}</option>
      </select>
    </div>
    <button class="btn primary" @click=${() => ctx.bulkMove()}>${t('edit.move')}</button>
    <button class="btn" @click=${() => ctx.bulk({ kind: 'lockBookings', names: names(), locked: true })}>${t('edit.lock')}</button>
    <button class="btn" @click=${() => ctx.bulk({ kind: 'lockBookings', names: names(), locked: false })}>${t('edit.unlock')}</button>
    <button class="btn" @click=${() => ctx.bulk({ kind: 'deleteGuests', names: names() })}>${t('edit.delete')}</button>
    <button class="btn" @click=${() => ctx.clearPicks()}>${t('edit.clearSelection')}</button>
    ${ctx.refusal ? html`<p class="refusal" role="alert">${ctx.refusal}</p>` : nothing}
  </div>`;
}
