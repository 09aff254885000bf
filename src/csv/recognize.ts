/**
 * What a file is, told from its header row: a guests file, a tables file or a seating file saved by
 * this app. A column only one kind knows ("capacity", "shape" for tables; "size", "group", "avoid" for
 * guests) decides; a header both could read, or neither, is not sure, and whoever asked says what it
 * saw instead of guessing. The columns that decided are returned so the planner is told why.
 */
import { CSV_FILES, type CsvFileKind } from '../contract/index.ts';
import { fieldNamed } from './header-match.ts';

export type RecognizedKind = 'guests' | 'tables' | 'seating';

export interface Recognition {
  /** Null when the header does not say: no column only one kind knows, or columns of both. */
  readonly kind: RecognizedKind | null;
  /** The header cells that decided (or, when unsure, every named cell). */
  readonly columns: readonly string[];
}

const SPECS: Record<RecognizedKind, CsvFileKind> = { guests: 'guests', tables: 'tables', seating: 'seating_export' };

const named = (kind: RecognizedKind, cell: string) => fieldNamed(CSV_FILES[SPECS[kind]], cell) !== undefined;

export function recognizeHeader(header: readonly string[]): Recognition {
  const cells = header.map((cell) => cell.trim()).filter((cell) => cell !== '');
  const onlyTables = cells.filter((cell) => named('tables', cell) && !named('guests', cell));
  const onlyGuests = cells.filter((cell) => named('guests', cell) && !named('tables', cell));
  if (onlyTables.length > 0 && onlyGuests.length === 0) return { kind: 'tables', columns: onlyTables };
  if (onlyGuests.length > 0 && onlyTables.length === 0) {
    // A seating file as this app writes it: every column one of its own, the table first.
    const seating = cells.every((cell) => named('seating', cell)) && fieldNamed(CSV_FILES.seating_export, cells[0] ?? '') === 'table';
    return seating ? { kind: 'seating', columns: cells } : { kind: 'guests', columns: onlyGuests };
  }
  return { kind: null, columns: cells.filter((cell) => named('guests', cell) || named('tables', cell)) };
}

/** Rows looked at for a sheet's header: a title and empty rows may come first. */
const HEADER_ROWS = 10;

/** What a sheet is, told from its header: the first of its first rows that names columns of one kind, else its first row. */
export function recognizeRows(rows: readonly { readonly cells: readonly string[] }[]): Recognition {
  const first = recognizeHeader(rows[0]?.cells ?? []);
  if (first.kind !== null) return first;
  for (const row of rows.slice(1, HEADER_ROWS)) {
    const seen = recognizeHeader(row.cells);
    if (seen.kind !== null) return seen;
  }
  return first;
}
