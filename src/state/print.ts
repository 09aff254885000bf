/** The print pack of the open event: its plan, each document as HTML, and the caterer sheet as files. */
import type { Translate } from '../i18n/format-issue.ts';
import {
  FONT_FILES,
  FONT_PATH,
  catererCsv,
  catererWorkbook,
  findSeatCodes,
  floorPlanSvg,
  printHtml,
  printParts,
  printPlanOf,
  reprintCounts,
  reprintSince,
  type PrintFilter,
  type FindSeatCode,
  type PrintOptions,
  type PrintPlan,
  type PrintedDocument,
  type ReprintCounts,
} from '../print/index.ts';
import { downloadText, exportedSeats, exportFileName } from './export.ts';
import type { PlannerState } from './planner-state.ts';
import { seatsByName } from './seat-numbers.ts';
import { lastPrinted, type PlanVersion } from './versions.ts';
import { bookingRef } from '../model/booking-refs.ts';

/**
 * The open event's plan, or null while it has no guests or tables. `withSeats`: the seats as the
 * seating export writes them (ordering a table the worker has not ordered yet), for the names on
 * the floor plan; otherwise the seats as stored.
 */
export function openPrintPlan(state: PlannerState, withSeats = false): PrintPlan | null {
  const { content, derived } = state;
  if (!content || content.guests.length === 0 || content.tables.length === 0 || !state.event) return null;
  const seats = withSeats ? exportedSeats(state) : undefined;
  return printPlanOf(
    content,
    state.event.name,
    seats && derived?.problem && derived.assignment ? seatsByName(derived.problem, derived.assignment, seats) : content.seats,
  );
}

/** What changed since the newest version marked printed: the filter the print pack takes, and what it prints. */
export interface Reprint {
  since: PlanVersion;
  filter: PrintFilter;
  counts: ReprintCounts;
}

/** The reprint of the open event's plan since its newest printed version, or null when none is marked printed. */
export function reprintOf(plan: PrintPlan, versions: readonly PlanVersion[]): Reprint | null {
  const since = lastPrinted(versions);
  if (!since) return null;
  const filter = reprintSince(since.plan, plan);
  return { since, filter, counts: reprintCounts(plan, filter) };
}

/** How many people of the open event have no table, so are on no printed list. */
export function unseatedPeople(state: PlannerState): number {
  const content = state.content;
  if (!content) return 0;
  return content.guests.filter((g) => content.seating[bookingRef(g)] === undefined).reduce((sum, g) => sum + g.size, 0);
}

/** A document of the print pack in pieces the app draws and prints: its fonts served by the site (offline too). */
export function printDocument(plan: PrintPlan, options: Omit<PrintOptions, 'fonts'>, t: Translate): PrintedDocument {
  return printParts(plan, { ...options, fonts: 'linked' }, t);
}

/**
 * Saves a document as a standalone HTML file: the fonts go inside it (read from the site, which
 * the service worker keeps offline), so it prints the same wherever it is opened.
 */
export async function downloadPrintPage(plan: PrintPlan, options: Omit<PrintOptions, 'fonts'>, t: Translate): Promise<string> {
  const fontData: Record<string, Uint8Array> = {};
  await Promise.all(
    FONT_FILES.map(async ({ file }) => {
      try {
        const response = await fetch(`${FONT_PATH}${file}`);
        if (response.ok) fontData[file] = new Uint8Array(await response.arrayBuffer());
      } catch {
        // A font that cannot be read is left out: the document falls back to the system's fonts.
      }
    }),
  );
  const fileName = exportFileName(plan.eventName, 'html', options.kind);
  downloadText(fileName, printHtml(plan, { ...options, fonts: 'embedded', fontData }, t), 'text/html;charset=utf-8');
  return fileName;
}

/** Saves the floor plan as an .svg drawing. */
export function downloadFloorPlanSvg(plan: PrintPlan, options: Omit<PrintOptions, 'fonts' | 'kind'>, t: Translate): string {
  const fileName = exportFileName(plan.eventName, 'svg', 'floor-plan');
  const svg = floorPlanSvg(
    plan,
    { language: options.language, names: options.names ?? false, ...(options.unit ? { unit: options.unit } : {}) },
    t,
  );
  downloadText(fileName, `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`, 'image/svg+xml;charset=utf-8');
  return fileName;
}

/** Saves the caterer sheet as an .xlsx workbook (the writer is loaded with the first one), right to left in Hebrew. */
export async function downloadCatererWorkbook(plan: PrintPlan, t: Translate, rightToLeft: boolean): Promise<string> {
  const { WORKBOOK_TYPE } = await import('../spreadsheet/workbook-write.ts');
  const bytes = await catererWorkbook(plan, t, rightToLeft);
  const fileName = exportFileName(plan.eventName, 'xlsx', 'caterer');
  downloadText(fileName, new Uint8Array(bytes), WORKBOOK_TYPE);
  return fileName;
}

/** Saves the caterer sheet as CSV. */
export function downloadCatererCsv(plan: PrintPlan, t: Translate): string {
  const fileName = exportFileName(plan.eventName, 'csv', 'caterer');
  downloadText(fileName, catererCsv(plan, t));
  return fileName;
}

/**
 * The find-my-seat codes of a plan, their links to the guests' page of the planner's site
 * (`origin`) in the given language; rejects with FindSeatTooLarge when a table's names overflow a code.
 */
export function openFindSeatCodes(plan: PrintPlan, language: 'en' | 'he', origin: string): Promise<FindSeatCode[]> {
  return findSeatCodes(plan, origin, language);
}
