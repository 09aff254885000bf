/**
 * The print pack: pure functions from a plan to one complete HTML document each (print CSS, no
 * DOM, no PDF library), shared by the app's print preview and the command line.
 */
import type { Translate } from '../i18n/format-issue.ts';
import { directionOf, mealColourCss, page, pageCss, type Language, type PageParts } from './html.ts';
import type { FontOptions } from './fonts.ts';
import type { LabelSheetId } from './label-sheets.ts';
import type { PrintPlan } from './plan.ts';
import { escortBody } from './escort.ts';
import { tableListsBody } from './table-lists.ts';
import { tableCardsBody } from './table-cards.ts';
import { placeCardsBody } from './place-cards.ts';
import { catererBody } from './caterer.ts';
import { chartBody } from './chart.ts';
import { floorPlanBody, type FloorPlanPaper } from './floor-plan.ts';
import { findSeatBody, type FindSeatCode } from './find-seat.ts';
import type { TranslationKey } from '../i18n/keys.ts';
import type { LengthUnit } from '../i18n/length-unit.ts';
import type { PrintFilter } from './reprint.ts';
import { DEFAULT_NAME_ORDER, type NameOrder } from '../model/sort-key.ts';

export { printPlanOf, type PrintPlan } from './plan.ts';
export { NAME_ORDERS, DEFAULT_NAME_ORDER, isNameOrder, type NameOrder } from '../model/sort-key.ts';
export { LABEL_SHEETS, DEFAULT_LABEL_SHEET, isLabelSheetId, type LabelSheetId } from './label-sheets.ts';
export { catererSheet, catererCsv, catererWorkbook } from './caterer.ts';
export { FONT_FILES, FONT_PATH } from './fonts.ts';
export { floorPlanSvg, FLOOR_PLAN_PAPERS, type FloorPlanPaper } from './floor-plan.ts';
export { reprintSince, reprintCounts, type PrintFilter, type ReprintCounts } from './reprint.ts';
export { findSeatCodes, FindSeatTooLarge, type FindSeatCode } from './find-seat.ts';

export const PRINT_KINDS = ['escort', 'tables', 'table-cards', 'place-cards', 'caterer', 'chart', 'floor-plan', 'find-seat'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

export const CHART_PAPERS = ['A3', 'A2'] as const;
export type ChartPaper = (typeof CHART_PAPERS)[number];

export interface PrintOptions extends FontOptions {
  kind: PrintKind;
  language: Language;
  /** Place cards: the label sheet they are laid out on (default DEFAULT_LABEL_SHEET). */
  labelSheet?: LabelSheetId;
  /** Seating chart: the paper size, landscape (default A3). */
  chartPaper?: ChartPaper;
  /** Floor plan: the paper size, landscape (default A3). */
  floorPlanPaper?: FloorPlanPaper;
  /** Floor plan: the people's names at their seats (default off). */
  names?: boolean;
  /** Floor plan: the scale bar's unit (default metres). */
  unit?: LengthUnit;
  /** Escort list and table lists: by family name (default) or, where a venue wants it, by first name. */
  nameOrder?: NameOrder;
  /** Escort list, table lists and place cards: only what this filter keeps (a reprint of what changed; see reprint.ts). */
  only?: PrintFilter;
  /** Find my seat: the codes made beforehand by findSeatCodes (linking is asynchronous); absent, the document says it is being prepared. */
  findSeatCodes?: readonly FindSeatCode[];
}

/** The documents that can print only what changed (PrintOptions.only); the others always print whole. */
export const FILTERED_KINDS: readonly PrintKind[] = ['escort', 'tables', 'place-cards'];

/** The name of a document of the pack. */
export const printTitleKey = (kind: PrintKind): TranslationKey =>
  kind === 'floor-plan' ? 'floorPlan.title' : kind === 'find-seat' ? 'findSeat.print.title' : `print.titles.${kind}`;

export const isPrintKind = (text: string): text is PrintKind => (PRINT_KINDS as readonly string[]).includes(text);

/** One printed document as a complete HTML page in the options' language; `t` must speak that language. */
export function printHtml(plan: PrintPlan, options: PrintOptions, t: Translate): string {
  return page(printParts(plan, options, t));
}

/** A printed document in pieces, for a page that draws it inside itself (the app) rather than as a page of its own. */
export interface PrintedDocument extends PageParts {
  dir: 'ltr' | 'rtl';
  /** Every rule of the document: fonts, the shared rules and its own. */
  allCss: string;
}

export function printParts(given: PrintPlan, options: PrintOptions, t: Translate): PrintedDocument {
  const plan = { ...given, language: options.language };
  const { css: documentCss, body } = documentBody(plan, options, t);
  const parts: PageParts = {
    language: options.language,
    title: `${t(printTitleKey(options.kind))} · ${plan.eventName}`,
    css: `${documentCss}\n${mealColourCss(plan.meals)}`,
    body,
    bodyClass: `print-${options.kind}`,
    fonts: options,
  };
  return { ...parts, dir: directionOf(options.language), allCss: pageCss(parts) };
}

function documentBody(plan: PrintPlan, options: PrintOptions, t: Translate): { css: string; body: string } {
  switch (options.kind) {
    case 'escort':
      return escortBody(plan, options.language, t, options.only?.escort, options.nameOrder);
    case 'tables':
      return tableListsBody(plan, t, options.only?.tables, { language: options.language, order: options.nameOrder ?? DEFAULT_NAME_ORDER });
    case 'table-cards':
      return tableCardsBody(plan, t);
    case 'place-cards':
      return placeCardsBody(plan, options.labelSheet, t, options.only?.placeCards);
    case 'caterer':
      return catererBody(plan, t);
    case 'chart':
      return chartBody(plan, options.chartPaper ?? 'A3', t);
    case 'floor-plan':
      return floorPlanBody(
        plan,
        options.floorPlanPaper ?? 'A3',
        { language: options.language, names: options.names ?? false, ...(options.unit ? { unit: options.unit } : {}) },
        t,
      );
    case 'find-seat':
      return findSeatBody(plan, options.findSeatCodes, t);
  }
}
