/** The seating chart: every table and its people as boxes in a grid, on one large landscape page. */
import type { Translate } from '../i18n/format-issue.ts';
import { bdi, documentHeading, esc, personHtml } from './html.ts';
import { layoutOf, type PrintPlan } from './plan.ts';

const CSS = (paper: string): string => `
@page { size: ${paper} landscape; margin: 8mm; }
.chart { display: grid; grid-template-columns: repeat(auto-fill, minmax(42mm, 1fr)); gap: 3mm; align-items: start; }
.chart-table { border: 0.75pt solid #555; border-radius: 2mm; padding: 1.5mm 2mm; break-inside: avoid; font-size: 8pt; line-height: 1.25; }
.chart-table h2 { font-size: 10pt; display: flex; justify-content: space-between; gap: 1mm; border-block-end: 0.5pt solid #999; margin-block-end: 1mm; }
.chart-table h2 .count { font-weight: 400; color: #555; }
@media screen { .sheet-flow.chart-page { max-width: none; } }
`;

export function chartBody(plan: PrintPlan, paper: 'A3' | 'A2', t: Translate): { css: string; body: string } {
  const boxes = layoutOf(plan).tables.map((table) => {
    const people = table.people.map((person) => `<li>${personHtml(person, t)}</li>`).join('');
    return `<section class="chart-table"><h2>${bdi(table.record.name)}<span class="count">${table.people.length}/${table.record.capacity}</span></h2><ul>${people}</ul></section>`;
  });
  const grid = boxes.length > 0 ? `<div class="chart">${boxes.join('\n')}</div>` : `<p class="empty">${esc(t('print.no_tables'))}</p>`;
  return {
    css: CSS(paper),
    body: `<main class="sheet-flow chart-page">${documentHeading(plan.eventName, t('print.titles.chart'))}${grid}</main>`,
  };
}
