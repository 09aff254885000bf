/**
 * Place cards: one per seated person, table by table, laid out on a label sheet. A folded sheet's
 * cards print their upper half turned over, so the name reads upright on both faces of the tent.
 */
import type { Translate } from '../i18n/format-issue.ts';
import type { MealOption } from '../model/meals.ts';
import { bdi, esc, mealMark, personHtml } from './html.ts';
import { labelSheet, type LabelSheet, type LabelSheetId } from './label-sheets.ts';
import { layoutOf, type PrintPlan, type PrintedPerson } from './plan.ts';
import { nameFilter } from './reprint.ts';

const mm = (value: number): string => `${Math.round(value * 100) / 100}mm`;

function sheetCss(sheet: LabelSheet): string {
  // Small labels get smaller type: the name should fill about a third of the card's height.
  const face = sheet.folded ? sheet.card.height / 2 : sheet.card.height;
  const nameSize = Math.max(9, Math.min(26, face * 0.75));
  return `
@page { size: ${mm(sheet.page.width)} ${mm(sheet.page.height)}; margin: 0; }
.sheet { inline-size: ${mm(sheet.page.width)}; block-size: ${mm(sheet.page.height)}; padding-block-start: ${mm(sheet.margin.top)}; padding-inline: ${mm(sheet.margin.side)};
  display: grid; grid-template-columns: repeat(${sheet.columns}, ${mm(sheet.card.width)}); grid-auto-rows: ${mm(sheet.card.height)};
  column-gap: ${mm(sheet.gap.column)}; row-gap: ${mm(sheet.gap.row)}; align-content: start; break-after: page; overflow: hidden; background: #fff; }
.sheet:last-child { break-after: auto; }
.place { display: grid; grid-template-rows: ${sheet.folded ? '1fr 1fr' : '1fr'}; overflow: hidden; outline: 0.25pt dashed #ccc; outline-offset: -0.25pt; }
.face { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.6mm; padding: 1.5mm 3mm; text-align: center; min-block-size: 0; }
.face.upper { transform: rotate(180deg); }
.folded .face.lower { border-block-start: 0.25pt dashed #ccc; }
.person { font-size: ${nameSize.toFixed(1)}pt; font-weight: 700; line-height: 1.1; overflow-wrap: anywhere; }
.person .unnamed { font-size: 0.7em; }
.details { display: flex; gap: 2.5mm; align-items: baseline; font-size: ${Math.max(7, nameSize * 0.45).toFixed(1)}pt; color: #333; }
.details .meal-symbol { font-size: 1.35em; }
@media screen { .sheet { margin: 0 auto 16px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.25); } }
`;
}

function faceHtml(person: PrintedPerson, half: 'upper' | 'lower', meals: readonly MealOption[], t: Translate): string {
  const hidden = half === 'upper' ? ' aria-hidden="true"' : '';
  return `<div class="face ${half}"${hidden}><p class="person">${personHtml(person, t)}</p><p class="details"><span class="table">${bdi(person.table)}</span>${mealMark(person.meal, person.mealName, meals)}</p></div>`;
}

/** `only`: the cards of these bookings alone (a reprint of what changed). */
export function placeCardsBody(
  plan: PrintPlan,
  sheetId: LabelSheetId | undefined,
  t: Translate,
  only?: readonly string[],
): { css: string; body: string } {
  const sheet = labelSheet(sheetId);
  const kept = only ? nameFilter(only) : () => true;
  const people = layoutOf(plan)
    .tables.flatMap((table) => table.people)
    .filter((person) => kept(person.ref));
  const cards = people.map(
    (person) =>
      `<div class="place${sheet.folded ? ' folded' : ''}">${sheet.folded ? faceHtml(person, 'upper', plan.meals, t) : ''}${faceHtml(person, 'lower', plan.meals, t)}</div>`,
  );
  const perSheet = sheet.columns * sheet.rows;
  const sheets: string[] = [];
  for (let i = 0; i < cards.length; i += perSheet) sheets.push(`<section class="sheet">${cards.slice(i, i + perSheet).join('')}</section>`);
  return { css: sheetCss(sheet), body: sheets.length > 0 ? sheets.join('\n') : `<p class="empty">${esc(t('print.nobody_seated'))}</p>` };
}
