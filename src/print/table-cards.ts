/**
 * Table cards: one A4 page per table, folded across the middle into a tent. The upper half is
 * turned half a circle, so once folded both faces read upright.
 */
import type { Translate } from '../i18n/format-issue.ts';
import { bdi, esc } from './html.ts';
import type { PrintPlan } from './plan.ts';

const CSS = `
@page { size: A4 portrait; margin: 0; }
.card { inline-size: 210mm; block-size: 297mm; display: grid; grid-template-rows: 1fr 1fr; break-after: page; overflow: hidden; background: #fff; }
.card:last-child { break-after: auto; }
.face { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4mm; padding: 12mm; text-align: center; }
.face.upper { transform: rotate(180deg); }
.face.lower { border-block-start: 0.5pt dashed #aaa; }
.number { font-size: 120pt; font-weight: 700; line-height: 1; }
.name { font-size: 30pt; font-weight: 700; }
.name.alone { font-size: 54pt; }
.event { font-size: 13pt; color: #555; }
@media screen { .card { margin: 0 auto 16px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.25); } }
`;

/** "Table 12" prints a large 12 above its name; a name without a number prints large itself. */
function faceHtml(name: string, eventName: string, half: 'upper' | 'lower'): string {
  const number = /(\d+)\s*$/.exec(name)?.[1];
  const big =
    number !== undefined
      ? `<p class="number">${esc(number)}</p><p class="name">${bdi(name)}</p>`
      : `<p class="name alone">${bdi(name)}</p>`;
  return `<div class="face ${half}"${half === 'upper' ? ' aria-hidden="true"' : ''}>${big}<p class="event">${bdi(eventName)}</p></div>`;
}

export function tableCardsBody(plan: PrintPlan, t: Translate): { css: string; body: string } {
  const cards = plan.tables.map(
    (table) =>
      `<section class="card">${faceHtml(table.name, plan.eventName, 'upper')}${faceHtml(table.name, plan.eventName, 'lower')}</section>`,
  );
  return { css: CSS, body: cards.length > 0 ? cards.join('\n') : `<p class="empty">${esc(t('print.no_tables'))}</p>` };
}
