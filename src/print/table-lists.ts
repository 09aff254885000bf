/** Table lists: each table with its people, a table never split across pages. */
import type { Translate } from '../i18n/format-issue.ts';
import type { MealOption } from '../model/meals.ts';
import { bdi, documentHeading, esc, mealMark, personHtml, type Language } from './html.ts';
import { bookingSortKey, compareSortKeys, DEFAULT_NAME_ORDER, nameCollator, type NameOrder } from '../model/sort-key.ts';
import { layoutOf, type PrintPlan, type PrintedTable } from './plan.ts';
import { nameFilter } from './reprint.ts';
import { FLOW_PAGE_CSS } from './styles.ts';

const CSS = `${FLOW_PAGE_CSS}
.tables { columns: 2 80mm; column-gap: 8mm; }
.table-list { break-inside: avoid; page-break-inside: avoid; display: inline-block; inline-size: 100%; margin-block-end: 5mm; border: 0.75pt solid #777; border-radius: 2mm; padding: 2.5mm 3.5mm; }
.table-list h2 { font-size: 12.5pt; display: flex; justify-content: space-between; gap: 2mm; border-block-end: 0.5pt solid #999; padding-block-end: 1mm; margin-block-end: 1.5mm; }
.table-list h2 .count { font-size: 9.5pt; font-weight: 400; color: #444; white-space: nowrap; }
.booking { padding-block: 0.8mm; }
.booking + .booking { border-block-start: 0.5pt dotted #bbb; }
.booking li { display: flex; justify-content: space-between; gap: 2mm; }
`;

function tableHtml(table: PrintedTable, meals: readonly MealOption[], t: Translate): string {
  const count = t('print.seats_taken', { count: table.people.length, capacity: table.record.capacity });
  const bookings = table.bookings.map(
    (booking) =>
      `<ul class="booking">${booking.people.map((p) => `<li><span>${personHtml(p, t)}</span>${mealMark(p.meal, p.mealName, meals)}</li>`).join('')}</ul>`,
  );
  const body = bookings.length > 0 ? bookings.join('') : `<p class="empty">${esc(t('print.table_empty'))}</p>`;
  return `<section class="table-list"><h2>${bdi(table.record.name)}<span class="count">${esc(count)}</span></h2>${body}</section>`;
}

/**
 * `only`: the lists of these tables alone (a reprint of what changed). `order`: each table's bookings
 * by family name (default), or by group then name as the seating export has them.
 */
export function tableListsBody(
  plan: PrintPlan,
  t: Translate,
  only?: readonly string[],
  sorting: { language: Language; order: NameOrder } = { language: 'en', order: DEFAULT_NAME_ORDER },
): { css: string; body: string } {
  const kept = only ? nameFilter(only) : () => true;
  const collator = nameCollator(sorting.language);
  const byFamily = (table: PrintedTable): PrintedTable => {
    const bookings = [...table.bookings].sort((a, b) =>
      compareSortKeys(collator, bookingSortKey(a.record, sorting.order), bookingSortKey(b.record, sorting.order)),
    );
    return { ...table, bookings, people: bookings.flatMap((booking) => booking.people) };
  };
  const tables = layoutOf(plan)
    .tables.filter((table) => kept(table.record.name))
    .map((table) => tableHtml(sorting.order === 'first' ? table : byFamily(table), plan.meals, t));
  return {
    css: CSS,
    body: `<main class="sheet-flow">${documentHeading(plan.eventName, t('print.titles.tables'))}<div class="tables">${tables.join('\n')}</div></main>`,
  };
}
