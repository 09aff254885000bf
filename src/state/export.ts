/** The seating export of the open event, and the name its file is saved under. */
import { writeSeatingCsv, writeTablesCsv } from '../csv/index.ts';
import { roomPlan } from '../model/room-layout.ts';
import type { EventContent } from '../model/event-content.ts';
import type { PlannerState } from './planner-state.ts';
import { orderSeats } from '../solver/seat-order.ts';
import { hasSeats, seatNumbersOf, tablesToOrder } from './seat-numbers.ts';

/**
 * The seat numbers the export writes, or undefined when the event has no seat order yet. A table
 * whose stored seats do not fit its bookings (a move the worker has not ordered yet) is ordered here,
 * so an exported file always keeps the seat rules.
 */
export function exportedSeats(state: PlannerState) {
  const { content, derived } = state;
  if (!content || !derived?.problem || !derived.assignment || !hasSeats(content)) return undefined;
  const keep = seatNumbersOf(derived.problem, content.seats);
  const tables = tablesToOrder(derived.problem, null, derived.assignment, keep);
  return tables.length === 0 ? keep : orderSeats(derived.problem, derived.assignment, { tables, keep });
}

export function seatingCsv(state: PlannerState): string | null {
  const derived = state.derived;
  if (!derived?.problem || !derived.assignment) return null;
  return writeSeatingCsv(derived.problem, derived.assignment, state.content?.guests ?? [], exportedSeats(state));
}

/**
 * A file name from the event name and what the file holds ("Wedding-seating.csv", "Wedding-escort.html"),
 * keeping letters of any script (Hebrew names stay Hebrew).
 */
export function exportFileName(eventName: string, extension: 'csv' | 'xlsx' | 'html' | 'svg' = 'csv', holds = 'seating'): string {
  const base = eventName
    .normalize('NFC')
    // Control characters (below U+0020) cannot be in a file name either.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'seating'}-${holds}.${extension}`;
}

/** Saves text as a file through the browser's download. */
export function downloadText(fileName: string, text: string | Uint8Array<ArrayBuffer>, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the open event's seating; returns the file name, or null when there is nothing to export yet. */
export function downloadSeating(state: PlannerState): string | null {
  const csv = seatingCsv(state);
  if (csv === null || !state.event) return null;
  const fileName = exportFileName(state.event.name);
  downloadText(fileName, csv);
  return fileName;
}

/**
 * Downloads the open event's seating as an .xlsx workbook (the writer is loaded with the first one);
 * returns the file name, or null when there is nothing to export yet.
 */
export async function downloadSeatingWorkbook(
  state: PlannerState,
  sheet: { sheetName: string; rightToLeft: boolean },
): Promise<string | null> {
  const derived = state.derived;
  if (!derived?.problem || !derived.assignment || !state.event) return null;
  const [{ writeSeatingWorkbook }, { WORKBOOK_TYPE }] = await Promise.all([
    import('../csv/seating-workbook.ts'),
    import('../spreadsheet/workbook-write.ts'),
  ]);
  const bytes = await writeSeatingWorkbook(derived.problem, derived.assignment, state.content?.guests ?? [], sheet, exportedSeats(state));
  const fileName = exportFileName(state.event.name, 'xlsx');
  downloadText(fileName, new Uint8Array(bytes), WORKBOOK_TYPE);
  return fileName;
}

/**
 * The tables file of an event: its tables where the floor plan draws them (a table the planner has
 * not placed, where the automatic layout or the parking row put it), so the file reads back as the
 * drawing it was written from.
 */
export function tablesCsv(content: EventContent): string {
  const drawn = roomPlan(content.tables, content.room).tables;
  return writeTablesCsv(
    content.tables.map((table, i) => {
      const at = drawn[i];
      return at ? { ...table, x: at.x, y: at.y, rotation: at.rotation } : table;
    }),
  );
}

/** Downloads the open event's tables file; returns the file name, or null when there are no tables. */
export function downloadTables(state: PlannerState): string | null {
  const content = state.content;
  if (!content || content.tables.length === 0 || !state.event) return null;
  const fileName = exportFileName(state.event.name, 'csv', 'tables');
  downloadText(fileName, tablesCsv(content));
  return fileName;
}
