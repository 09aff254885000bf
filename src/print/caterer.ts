/**
 * The caterer sheet: per table, how many of each meal, people without a meal, children, the needs
 * with their counts, people and seats, and a totals row. The same cells make the HTML page, the
 * CSV and (elsewhere) the .xlsx.
 */
import { writeCsv } from '../csv/seating-write.ts';
import type { Translate } from '../i18n/format-issue.ts';
import { needCounts } from '../model/needs.ts';
import { bdi, documentHeading, esc, fillHtml, mealMark } from './html.ts';
import { layoutOf, type PrintPlan, type PrintedBooking } from './plan.ts';
import { FLOW_PAGE_CSS } from './styles.ts';

interface Counts {
  label: string;
  byMeal: number[];
  noMeal: number;
  children: number;
  people: number;
  seats: number | null;
  /** Need as first written → bookings with it (see needCounts). */
  needs: Map<string, number>;
}

function emptyCounts(label: string, meals: number, seats: number | null): Counts {
  return { label, byMeal: new Array<number>(meals).fill(0), noMeal: 0, children: 0, people: 0, seats, needs: new Map() };
}

function add(counts: Counts, bookings: readonly PrintedBooking[], plan: PrintPlan): void {
  for (const booking of bookings) {
    for (const person of booking.people) {
      counts.people++;
      const meal = person.meal ? plan.meals.indexOf(person.meal) : -1;
      if (meal >= 0) counts.byMeal[meal]!++;
      else counts.noMeal++;
      if (person.child || person.meal?.forChildren) counts.children++;
    }
  }
  counts.needs = needCounts(bookings.map((b) => b.record));
}

function sum(into: Counts, from: Counts): void {
  from.byMeal.forEach((n, i) => (into.byMeal[i]! += n));
  into.noMeal += from.noMeal;
  into.children += from.children;
  into.people += from.people;
  if (from.seats !== null) into.seats = (into.seats ?? 0) + from.seats;
}

/** Rows of counts: one per table, one for people without a table when there are any, then the totals. */
function countRows(plan: PrintPlan, t: Translate): { rows: Counts[]; total: Counts } {
  const layout = layoutOf(plan);
  const rows = layout.tables.map((table) => {
    const counts = emptyCounts(table.record.name, plan.meals.length, table.record.capacity);
    add(counts, table.bookings, plan);
    return counts;
  });
  if (layout.unseated.length > 0) {
    const counts = emptyCounts(t('print.caterer.not_seated'), plan.meals.length, null);
    add(counts, layout.unseated, plan);
    rows.push(counts);
  }
  const total = emptyCounts(t('print.caterer.total'), plan.meals.length, null);
  for (const row of rows) sum(total, row);
  total.needs = needCounts([...layout.tables.flatMap((table) => table.bookings), ...layout.unseated].map((b) => b.record));
  return { rows, total };
}

const needsText = (counts: Counts, t: Translate): string =>
  [...counts.needs].map(([need, count]) => t('print.caterer.need_count', { need, count })).join('; ');

/** The needs as HTML, each need isolated so a Hebrew sheet keeps an English need and its count in order. */
const needsHtml = (counts: Counts, t: Translate): string =>
  [...counts.needs]
    .map(([need, count]) => `<span class="need">${fillHtml(t, 'print.caterer.need_count', { need: bdi(need) }, { count })}</span>`)
    .join('');

export interface CatererSheet {
  header: string[];
  rows: string[][];
}

/** The caterer sheet as cells: header, a row per table (and for people without a table), the totals row last. */
export function catererSheet(plan: PrintPlan, t: Translate): CatererSheet {
  const { rows, total } = countRows(plan, t);
  const header = [
    t('print.caterer.table'),
    ...plan.meals.map((meal) => meal.name),
    t('print.caterer.no_meal'),
    t('print.caterer.children'),
    t('print.caterer.people'),
    t('print.caterer.seats'),
    t('print.caterer.needs'),
  ];
  const cells = (c: Counts): string[] => [
    c.label,
    ...c.byMeal.map(String),
    String(c.noMeal),
    String(c.children),
    String(c.people),
    c.seats === null ? '' : String(c.seats),
    needsText(c, t),
  ];
  return { header, rows: [...rows.map(cells), cells(total)] };
}

/** The caterer sheet as a CSV a spreadsheet opens in any language, every cell guarded against formulas. */
export function catererCsv(plan: PrintPlan, t: Translate): string {
  const { header, rows } = catererSheet(plan, t);
  return writeCsv(header, rows);
}

/** The caterer sheet as an .xlsx workbook, its counts as numbers (the writer is loaded with the first one). */
export async function catererWorkbook(plan: PrintPlan, t: Translate, rightToLeft: boolean): Promise<Uint8Array> {
  const { writeWorkbook } = await import('../spreadsheet/workbook-write.ts');
  const sheet = catererSheet(plan, t);
  // Every column between the table's name and the needs holds a count.
  const numberColumns = sheet.header.slice(1, -1);
  return writeWorkbook(sheet, { sheetName: t('print.titles.caterer'), rightToLeft, numberColumns });
}

const CSS = `${FLOW_PAGE_CSS}
.caterer { inline-size: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.caterer th, .caterer td { border: 0.5pt solid #888; padding: 1.2mm 2mm; text-align: center; }
.caterer th:first-child, .caterer td:first-child, .caterer .needs { text-align: start; }
.caterer tr > :first-child { white-space: nowrap; }
.caterer thead th { background: #eee; font-size: 9.5pt; }
.caterer tbody tr { break-inside: avoid; }
.caterer tbody tr:nth-child(even) { background: #f7f7f7; }
.caterer tfoot td { font-weight: 700; border-block-start: 1.5pt solid #1b1b1b; }
.caterer .zero { color: #aaa; }
.caterer .needs { font-size: 9pt; }
.caterer .need { display: block; }
`;

export function catererBody(plan: PrintPlan, t: Translate): { css: string; body: string } {
  const { rows, total } = countRows(plan, t);
  const number = (n: number): string => `<td${n === 0 ? ' class="zero"' : ''}>${n}</td>`;
  const row = (c: Counts, tag: 'th' | 'td'): string =>
    `<tr><${tag} scope="row">${bdi(c.label)}</${tag}>${c.byMeal.map(number).join('')}${number(c.noMeal)}${number(c.children)}${number(c.people)}<td>${c.seats ?? ''}</td><td class="needs">${needsHtml(c, t)}</td></tr>`;
  const head = [
    `<th scope="col">${esc(t('print.caterer.table'))}</th>`,
    ...plan.meals.map((meal) => `<th scope="col">${mealMark(meal, meal.name, plan.meals)}</th>`),
    ...(['no_meal', 'children', 'people', 'seats', 'needs'] as const).map(
      (key) => `<th scope="col">${esc(t(`print.caterer.${key}`))}</th>`,
    ),
  ];
  const table = `<table class="caterer"><thead><tr>${head.join('')}</tr></thead><tbody>${rows.map((c) => row(c, 'th')).join('\n')}</tbody><tfoot>${row(total, 'td')}</tfoot></table>`;
  return { css: CSS, body: `<main class="sheet-flow">${documentHeading(plan.eventName, t('print.titles.caterer'))}${table}</main>` };
}
