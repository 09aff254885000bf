/**
 * The guest list's details of people: the meal and need counts above the list and each booking's
 * cells for its people, meals, needs, notes and the file's other columns. Templates drawn inside
 * `<guest-list>`, whose styles they use.
 */
import { html, nothing } from 'lit';
import type { LocalizeController } from '../../controllers/localize-controller.ts';
import { countMeals, findMeal, type MealOption } from '../../model/meals.ts';
import { joinList } from '../../model/list-text.ts';
import { countNeeds } from '../../model/needs.ts';
import { peopleOf, type GuestRecord } from '../../model/records.ts';
import { styleProperties } from '../ui/style-properties.ts';

/** "Meat 62 · Fish 40 · no meal 8", then each need with its count, for the bookings the filter shows. */
export function detailSummary(meals: readonly MealOption[], rows: readonly GuestRecord[], l: LocalizeController) {
  const { t, n } = l;
  const { byMeal, none } = countMeals(meals, rows);
  const needs = countNeeds(rows);
  const mealItems = [...byMeal].filter(([, count]) => count > 0);
  if (mealItems.length === 0 && needs.size === 0 && !rows.some((g) => g.people)) return nothing;
  return html`<section class="summary" aria-label=${t('guestDetails.summaryLabel')}>
    <ul class="counts meals">
      ${mealItems.map(([name, count]) => {
        const meal = findMeal(meals, name);
        return html`<li>
          <span class="meal-mark" aria-hidden="true" ${styleProperties({ '--meal-colour': meal?.colour ?? 'currentColor' })}
            >${meal?.symbol ?? ''}</span
          >${name} <strong>${n(count)}</strong>
        </li>`;
      })}
      ${none > 0 ? html`<li class="none">${t('guestDetails.noMealCount', { count: n(none) })}</li>` : nothing}
    </ul>
    ${
      needs.size > 0
        ? html`<ul class="counts needs">
            ${[...needs].map(([need, count]) => html`<li>${need} <strong>${n(count)}</strong></li>`)}
          </ul>`
        : nothing
    }
  </section>`;
}

/** The headers of the detail cells, which label each on a phone: translated once for many rows. */
export interface DetailLabels {
  people: string;
  meals: string;
  needs: string;
  notes: string;
}

export function detailLabels({ t }: LocalizeController): DetailLabels {
  return {
    people: t('guestDetails.col.people'),
    meals: t('guestDetails.col.meals'),
    needs: t('guestDetails.col.needs'),
    notes: t('guestDetails.col.notes'),
  };
}

/** A booking's people, meals, needs, notes and other columns, each a cell under its header (a labelled line on a phone). */
export function detailCells(
  g: GuestRecord,
  meals: readonly MealOption[],
  extraColumns: readonly string[],
  l: LocalizeController,
  labels: DetailLabels,
) {
  const { t, n, list } = l;
  const people = peopleOf(g);
  const names = people.map((p) => p.name).filter(Boolean);
  const mealCounts = [...countMeals(meals, [g]).byMeal].filter(([, count]) => count > 0);
  const needs = g.needs ?? [];
  const cell = (label: string, empty: boolean, content: unknown) =>
    html`<td class="detail ${empty ? 'blank' : ''}" data-label=${label}><span class="detail-text">${content}</span></td>`;
  return html`${cell(
    labels.people,
    names.length === 0,
    names.length === 0
      ? nothing
      : html`${list(names)}${
          names.length < people.length
            ? html` <span class="muted">(${t('guestDetails.named', { named: n(names.length), size: n(people.length) })})</span>`
            : nothing
        }`,
  )}
  ${cell(
    labels.meals,
    mealCounts.length === 0,
    mealCounts.map(([name, count]) => {
      const meal = findMeal(meals, name);
      return html`<span class="meal-chip" title=${name} ${styleProperties({ '--meal-colour': meal?.colour ?? 'currentColor' })}
        >${meal ? html`<span class="meal-mark" aria-hidden="true">${meal.symbol}</span>` : nothing}<span class="meal-name">${name}</span>${
          count > 1 ? html`<span class="times">×${n(count)}</span>` : nothing
        }</span
      >`;
    }),
  )}
  ${cell(labels.needs, needs.length === 0, joinList(needs))} ${cell(labels.notes, !g.notes, g.notes ?? '')}
  ${extraColumns.map((header) => cell(header, !g.extra?.[header], g.extra?.[header] ?? ''))}`;
}
